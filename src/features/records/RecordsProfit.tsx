import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { Spinner } from '../../components/Spinner';
import type { ProfitLossValue } from '../../shared/wire';
import { Amount } from '../wallet/Amount';
import { formatDay } from '../../components/report/dateTime';
import { LoadError } from '../../components/report/LoadError';
import { MemberPage } from '../../components/report/MemberPage';
import { useRecordProfitLossQuery } from './recordsApi';
import styles from '../../components/report/report.module.css';
import { useReportRange } from '../../components/report/useReportRange';
import { usePageNamespaces } from './usePageNamespaces';

/** The figures in display order; signed ones are results, the rest are volumes. */
const FIGURES = [
  { key: 'winLossMinor', label: 'columns.winLoss', signed: true },
  { key: 'rebateMinor', label: 'profit.rebate', signed: false },
  { key: 'rewardMinor', label: 'profit.reward', signed: false },
  { key: 'stakeMinor', label: 'columns.stake', signed: false },
  { key: 'validBetMinor', label: 'columns.validBet', signed: false },
  { key: 'payoutMinor', label: 'columns.payout', signed: false },
  { key: 'depositMinor', label: 'profit.deposit', signed: false },
  { key: 'withdrawalMinor', label: 'profit.withdrawal', signed: false },
] as const satisfies readonly { key: keyof ProfitLossValue; label: string; signed: boolean }[];

/** personalProfit: profit and loss over a range, from the server's ProfitLossValue. */
export function RecordsProfit() {
  usePageNamespaces();
  const { t, i18n } = useTranslation('records');
  const report = useReportRange();
  const { data, error, isFetching, refetch } = useRecordProfitLossQuery(report.rangeArgs);
  const summaryId = useId();

  let body;
  if (error) body = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (!data) body = <Spinner label={t('list.loading')} size="large" />;
  else
    body = (
      <div className={styles.summary} aria-busy={isFetching || undefined} aria-labelledby={summaryId} role="group">
        <p id={summaryId} className={styles.muted}>
          {t('profit.range', {
            from: formatDay(report.range.startTime, i18n.language),
            to: formatDay(report.range.endTime - 1, i18n.language),
          })}
        </p>
        <dl className={styles.figures}>
          <div className={`${styles.figure} ${styles.headline}`}>
            <dt>{t('profit.profit')}</dt>
            <dd>
              <Amount minor={data.profitMinor} signed />
            </dd>
          </div>
          {FIGURES.map((figure) => (
            <div key={figure.key} className={styles.figure}>
              <dt>{t(figure.label)}</dt>
              <dd>
                <Amount minor={data[figure.key]} signed={figure.signed} />
              </dd>
            </div>
          ))}
          <div className={styles.figure}>
            <dt>{t('profit.betCount')}</dt>
            <dd>{new Intl.NumberFormat(i18n.language).format(data.betCount)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>{t('profit.note')}</p>
      </div>
    );

  return (
    <MemberPage title={t('profit.title')}>
      <div className={styles.filters} role="search" aria-label={t('filters')}>
        <DateRangeFilter value={report.range} onChange={report.setRange} />
      </div>
      {body}
    </MemberPage>
  );
}
