import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable';
import { Spinner } from '../../components/Spinner';
import { Amount } from '../wallet/Amount';
import { formatMoney } from '../wallet/money';
import { formatDateTime, formatDay } from '../../components/report/dateTime';
import { LoadError } from '../../components/report/LoadError';
import { MemberPage } from '../../components/report/MemberPage';
import { gameTypeLabel } from '../records/recordLabels';
import { useCurrency } from '../wallet/useCurrency';
import { ClaimFeedbackLine } from './ClaimFeedbackLine';
import { formatPermille, rebateRows, type RebateRow } from './rebateLines';
import { useClaimRebateMutation, useRebateSummaryQuery } from './rewardsApi';
import { useClaim } from './useClaim';
import styles from './rewards.module.css';
import { usePageNamespaces } from '../records/usePageNamespaces';

/**
 * manualRebate: the current period's rebate, computed by the server from valid bets at each
 * game type's rate; claimable once per period (the button is enabled only while it is).
 */
export function RebatePage() {
  usePageNamespaces();
  const { t, i18n } = useTranslation(['rewards', 'common']);
  const { t: tNav } = useTranslation('nav');
  const currency = useCurrency();
  const { data, error, isFetching, refetch } = useRebateSummaryQuery();
  const [claimRebate] = useClaimRebateMutation();
  const { claim, pending, feedback } = useClaim((period, idempotencyKey) => claimRebate({ period, idempotencyKey }));

  if (error) {
    return (
      <MemberPage title={t('rebate.title')}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </MemberPage>
    );
  }
  if (!data) {
    return (
      <MemberPage title={t('rebate.title')}>
        <Spinner label={t('common:loading')} size="large" />
      </MemberPage>
    );
  }

  const columns: Column<RebateRow>[] = [
    {
      id: 'gameType',
      header: t('rebate.columns.gameType'),
      rowHeader: true,
      cell: (row) => gameTypeLabel(tNav, row.gameType),
    },
    {
      id: 'rate',
      header: t('rebate.columns.rate'),
      numeric: true,
      cell: (row) => (row.ratePermille === null ? '—' : formatPermille(row.ratePermille, i18n.language)),
    },
    {
      id: 'validBet',
      header: t('rebate.columns.validBet'),
      numeric: true,
      cell: (row) => <Amount minor={row.validBetMinor} />,
    },
    {
      id: 'rebate',
      header: t('rebate.columns.rebate'),
      numeric: true,
      cell: (row) => <Amount minor={row.rebateMinor} />,
    },
  ];

  let state;
  if (data.claimedAt !== null)
    state = (
      <p className={styles.muted}>{t('rebate.claimedAt', { time: formatDateTime(data.claimedAt, i18n.language) })}</p>
    );
  else if (!data.claimable) state = <p className={styles.muted}>{t('rebate.nothing')}</p>;

  return (
    <MemberPage title={t('rebate.title')}>
      <p>
        {t('rebate.period', {
          from: formatDay(data.periodStart, i18n.language),
          to: formatDay(data.periodEnd - 1, i18n.language),
        })}
      </p>
      <DataTable
        caption={t('rebate.caption')}
        columns={columns}
        rows={rebateRows(data)}
        rowKey={(row) => row.gameType}
        loading={isFetching}
        loadingLabel={t('common:loading')}
        emptyText={t('rebate.empty')}
      />
      <div className={styles.claimBar}>
        <p className={styles.total}>
          <span>{t('rebate.total')}</span> <Amount minor={data.totalMinor} />
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={!data.claimable || pending !== null}
          onClick={() => void claim(data.period)}
        >
          {pending ? t('claim.claiming') : t('rebate.claim')}
        </button>
      </div>
      {state}
      <ClaimFeedbackLine
        feedback={feedback}
        paidText={t('rebate.paid', { amount: formatMoney(data.totalMinor, currency) })}
      />
    </MemberPage>
  );
}
