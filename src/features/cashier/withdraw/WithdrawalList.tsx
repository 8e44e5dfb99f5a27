import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMinor } from '../../../shared/money';
import type { WithdrawalRecord } from '../../../shared/wire';
import { formatMoney } from '../../wallet/money';
import { useCurrency } from '../../wallet/useCurrency';
import { PagedTableCard } from '../../../components/page/PagedTableCard';
import { StatusPill } from '../../../components/page/StatusPill';
import { useDateTime } from '../../../components/page/useDateTime';
import { useWithdrawalsQuery } from '../cashierApi';
import { WITHDRAWAL_TONE } from '../statusLabels';
import kit from '../../../components/page/pageKit.module.css';

const PAGE_SIZE = 10;

/** Received and still missing of a partly received withdrawal, in minor units. */
export function remainderMinor(amountMinor: string, receivedMinor: string): bigint | null {
  const amount = parseMinor(amountMinor);
  const received = parseMinor(receivedMinor);
  return amount === null || received === null ? null : amount - received;
}

/**
 * The member's withdrawals, newest first, with their status, what was received and, for one
 * that did not fully arrive, what has been refunded and what is still outstanding; or, with
 * `only`, the one withdrawal a notification linked to (`?withdrawal=<id>`).
 */
export function WithdrawalList({ only }: { only?: string }) {
  const { t } = useTranslation(['cashier', 'common']);
  const currency = useCurrency();
  const dateTime = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const result = useWithdrawalsQuery(
    only === undefined ? { pageNo, pageSize: PAGE_SIZE } : { id: only, pageNo: 1, pageSize: 1 },
  );
  const partialFigures = (amountMinor: string, receivedMinor: string) => ({
    received: formatMoney(receivedMinor, currency),
    remaining: formatMoney(remainderMinor(amountMinor, receivedMinor), currency),
  });

  /** Refunds of a disputed withdrawal: refunded and outstanding while parts are missing, the total once all is back. */
  const refundDetail = (w: WithdrawalRecord) => {
    const refunded = parseMinor(w.refundedMinor) ?? 0n;
    const outstanding = w.outstandingMinor === null ? null : parseMinor(w.outstandingMinor);
    if (refunded === 0n || outstanding === null) return null;
    const text =
      outstanding > 0n
        ? t('withdraw.refundDetail', {
            refunded: formatMoney(refunded, currency),
            outstanding: formatMoney(outstanding, currency),
          })
        : t('withdraw.refundedDetail', { refunded: formatMoney(refunded, currency) });
    return <div>{text}</div>;
  };

  return (
    <PagedTableCard
      title={only === undefined ? t('withdraw.records') : t('withdraw.followed.title')}
      query={result}
      pageNo={pageNo}
      onPage={setPageNo}
      emptyText={only === undefined ? t('withdraw.none') : t('withdraw.followed.missing')}
      headers={[
        { label: t('records.time') },
        { label: t('records.bankAccount') },
        { label: t('records.amount'), amount: true },
        { label: t('records.status') },
        { label: t('records.detail') },
      ]}
      row={(w) => (
        <tr key={w.id}>
          <td>{dateTime(w.createdAt)}</td>
          <td>
            {w.bankName} {w.maskedNumber}
          </td>
          <td className={kit.amount}>{formatMoney(w.amountMinor, currency)}</td>
          <td>
            <StatusPill text={t(`withdraw.status.${w.status}`)} tone={WITHDRAWAL_TONE[w.status]} />
          </td>
          <td>
            {w.status === 'received' && w.forced ? t('withdraw.forced') : null}
            {w.status === 'approved' && w.confirmBy ? t('confirm.deadline', { time: dateTime(w.confirmBy) }) : null}
            {w.status === 'partial' && w.receivedMinor
              ? t('withdraw.partialDetail', partialFigures(w.amountMinor, w.receivedMinor))
              : null}
            {refundDetail(w)}
          </td>
        </tr>
      )}
    />
  );
}
