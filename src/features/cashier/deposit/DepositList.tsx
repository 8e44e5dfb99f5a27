import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../wallet/money';
import { useCurrency } from '../../wallet/useCurrency';
import { PagedTableCard } from '../../../components/page/PagedTableCard';
import { StatusPill } from '../../../components/page/StatusPill';
import { useDateTime } from '../../../components/page/useDateTime';
import { useDepositsQuery } from '../cashierApi';
import { DEPOSIT_TONE } from '../statusLabels';
import { DepositActions } from './DepositActions';
import { PENDING_POLL_MS, useCreditWatch } from './useCreditWatch';
import kit from '../../../components/page/pageKit.module.css';

export const DEPOSIT_PAGE_SIZE = 10;

/** The member's deposits, newest first, paged; followed while any is pending. */
export function DepositList() {
  const { t } = useTranslation(['cashier', 'common']);
  const currency = useCurrency();
  const dateTime = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const [polling, setPolling] = useState(false);
  const result = useDepositsQuery(
    { pageNo, pageSize: DEPOSIT_PAGE_SIZE },
    { pollingInterval: polling ? PENDING_POLL_MS : 0 },
  );
  const records = result.data?.content;
  useCreditWatch(records);
  const hasPending = records?.some((r) => r.status === 'pending') ?? false;
  if (hasPending !== polling) setPolling(hasPending);

  return (
    <PagedTableCard
      title={t('deposit.records')}
      query={result}
      pageNo={pageNo}
      onPage={setPageNo}
      emptyText={t('deposit.none')}
      headers={[
        { label: t('records.time') },
        { label: t('records.method') },
        { label: t('records.amount'), amount: true },
        { label: t('records.status') },
        { label: t('records.action') },
      ]}
      row={(record) => (
        <tr key={record.id}>
          <td>{dateTime(record.createdAt)}</td>
          <td>{record.methodName}</td>
          <td className={kit.amount}>{formatMoney(record.amountMinor, currency)}</td>
          <td>
            <StatusPill text={t(`deposit.status.${record.status}`)} tone={DEPOSIT_TONE[record.status]} />
          </td>
          <td>
            <DepositActions record={record} amountText={formatMoney(record.amountMinor, currency)} />
          </td>
        </tr>
      )}
    />
  );
}
