import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../../../components/Spinner';
import { formatMoney } from '../../../wallet/money';
import { useCurrency } from '../../../wallet/useCurrency';
import { Pager } from '../../ui/Pager';
import { QueryFailed } from '../../ui/QueryFailed';
import { StatusPill } from '../../ui/StatusPill';
import { useDateTime } from '../../ui/useDateTime';
import { useDepositsQuery } from '../cashierApi';
import { openPaymentPage } from '../openPaymentPage';
import { DEPOSIT_TONE } from '../statusLabels';
import { PENDING_POLL_MS, useCreditWatch } from './useCreditWatch';
import kit from '../../ui/pageKit.module.css';

export const DEPOSIT_PAGE_SIZE = 10;

/** The member's deposits, newest first, paged; followed while any is pending. */
export function DepositList() {
  const { t } = useTranslation(['cashier', 'common']);
  const currency = useCurrency();
  const dateTime = useDateTime();
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const [polling, setPolling] = useState(false);
  const result = useDepositsQuery({ pageNo, pageSize: DEPOSIT_PAGE_SIZE }, { pollingInterval: polling ? PENDING_POLL_MS : 0 });
  const records = result.data?.content;
  useCreditWatch(records);
  const hasPending = records?.some((r) => r.status === 'pending') ?? false;
  if (hasPending !== polling) setPolling(hasPending);

  let body;
  if (result.error) body = <QueryFailed error={result.error} onRetry={() => void result.refetch()} />;
  else if (!result.data) body = <Loader label={t('common:loading')} />;
  else if (result.data.content.length === 0) body = <p className={kit.muted}>{t('deposit.none')}</p>;
  else {
    body = (
      <div className={kit.tableWrap}>
        <table className={kit.table}>
          <caption className="visually-hidden">{t('deposit.records')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('records.time')}</th>
              <th scope="col">{t('records.method')}</th>
              <th scope="col" className={kit.amount}>
                {t('records.amount')}
              </th>
              <th scope="col">{t('records.status')}</th>
              <th scope="col">{t('records.action')}</th>
            </tr>
          </thead>
          <tbody>
            {result.data.content.map((record) => (
              <tr key={record.id}>
                <td>{dateTime(record.createdAt)}</td>
                <td>{record.methodName}</td>
                <td className={kit.amount}>{formatMoney(record.amountMinor, currency)}</td>
                <td>
                  <StatusPill text={t(`deposit.status.${record.status}`)} tone={DEPOSIT_TONE[record.status]} />
                </td>
                <td>
                  {record.status === 'pending' && record.payUrl ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('deposit.payLabel', { amount: formatMoney(record.amountMinor, currency) })}
                      onClick={() => void openPaymentPage({ id: record.id, payUrl: record.payUrl ?? '' })}
                    >
                      {t('deposit.pay')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className={kit.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={kit.cardTitle}>
        {t('deposit.records')}
      </h3>
      {body}
      {result.data ? (
        <Pager label={t('deposit.records')} pageNo={pageNo} totalPages={result.data.totalPages} onChange={setPageNo} />
      ) : null}
    </section>
  );
}
