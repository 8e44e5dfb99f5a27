import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../../../components/Spinner';
import { parseMinor } from '../../../../shared/money';
import { formatMoney } from '../../../wallet/money';
import { useCurrency } from '../../../wallet/useCurrency';
import { Pager } from '../../ui/Pager';
import { QueryFailed } from '../../ui/QueryFailed';
import { StatusPill } from '../../ui/StatusPill';
import { useDateTime } from '../../ui/useDateTime';
import { useWithdrawalsQuery } from '../cashierApi';
import { WITHDRAWAL_TONE } from '../statusLabels';
import kit from '../../ui/pageKit.module.css';

const PAGE_SIZE = 10;

/** Received and still missing of a partly received withdrawal, in minor units. */
export function remainderMinor(amountMinor: string, receivedMinor: string): bigint | null {
  const amount = parseMinor(amountMinor);
  const received = parseMinor(receivedMinor);
  return amount === null || received === null ? null : amount - received;
}

/** The member's withdrawals, newest first, with their status and what was received. */
export function WithdrawalList() {
  const { t } = useTranslation(['cashier', 'common']);
  const currency = useCurrency();
  const dateTime = useDateTime();
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const result = useWithdrawalsQuery({ pageNo, pageSize: PAGE_SIZE });
  const partialFigures = (amountMinor: string, receivedMinor: string) => ({
    received: formatMoney(receivedMinor, currency),
    remaining: formatMoney(remainderMinor(amountMinor, receivedMinor), currency),
  });

  let body;
  if (result.error) body = <QueryFailed error={result.error} onRetry={() => void result.refetch()} />;
  else if (!result.data) body = <Loader label={t('common:loading')} />;
  else if (result.data.content.length === 0) body = <p className={kit.muted}>{t('withdraw.none')}</p>;
  else {
    body = (
      <div className={kit.tableWrap}>
        <table className={kit.table}>
          <caption className="visually-hidden">{t('withdraw.records')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('records.time')}</th>
              <th scope="col">{t('records.bankAccount')}</th>
              <th scope="col" className={kit.amount}>
                {t('records.amount')}
              </th>
              <th scope="col">{t('records.status')}</th>
              <th scope="col">{t('records.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {result.data.content.map((w) => (
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
                  {w.status === 'partial' && w.receivedMinor ? t('withdraw.partialDetail', partialFigures(w.amountMinor, w.receivedMinor)) : null}
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
        {t('withdraw.records')}
      </h3>
      {body}
      {result.data ? <Pager label={t('withdraw.records')} pageNo={pageNo} totalPages={result.data.totalPages} onChange={setPageNo} /> : null}
    </section>
  );
}
