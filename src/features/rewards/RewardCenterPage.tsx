import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable';
import type { Reward } from '../../shared/wire';
import { Amount } from '../wallet/Amount';
import { formatMoney } from '../wallet/money';
import { formatDateTime } from '../../components/report/dateTime';
import { LoadError } from '../../components/report/LoadError';
import { MemberPage } from '../../components/report/MemberPage';
import { useCurrency } from '../wallet/useCurrency';
import { ClaimFeedbackLine } from './ClaimFeedbackLine';
import { useClaimRewardMutation, useRewardListQuery } from './rewardsApi';
import { useClaim } from './useClaim';
import styles from './rewards.module.css';
import { usePageNamespaces } from '../records/usePageNamespaces';

/** rewardCenter: the member's rewards with their status; an available one can be claimed once. */
export function RewardCenterPage() {
  usePageNamespaces();
  const { t, i18n } = useTranslation(['rewards', 'common']);
  const currency = useCurrency();
  const { data, error, isFetching, refetch } = useRewardListQuery();
  const [claimReward] = useClaimRewardMutation();
  const { claim, pending, feedback } = useClaim((rewardId, idempotencyKey) =>
    claimReward({ rewardId, idempotencyKey }),
  );

  const claimed = feedback?.kind === 'paid' ? data?.find((reward) => reward.id === feedback.id) : undefined;
  const paidText = claimed
    ? t('center.paid', { title: claimed.title, amount: formatMoney(claimed.amountMinor, currency) })
    : t('center.paidUnnamed');

  const columns: Column<Reward>[] = [
    {
      id: 'reward',
      header: t('center.columns.reward'),
      rowHeader: true,
      cell: (reward) => (
        <span className={styles.stack}>
          <span>{reward.title}</span>
          <span className={styles.muted}>{t(`center.kind.${reward.kind}`, { defaultValue: reward.kind })}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('center.columns.amount'),
      numeric: true,
      cell: (reward) => <Amount minor={reward.amountMinor} />,
    },
    {
      id: 'wallet',
      header: t('center.columns.wallet'),
      cell: (reward) => (reward.toBonus ? t('center.toBonus') : t('center.toMain')),
    },
    {
      id: 'status',
      header: t('center.columns.status'),
      cell: (reward) => (
        <span className={`${styles.status} ${styles[reward.status]}`}>{t(`center.status.${reward.status}`)}</span>
      ),
    },
    {
      id: 'expires',
      header: t('center.columns.expires'),
      cell: (reward) =>
        reward.expiresAt === null ? t('center.noExpiry') : formatDateTime(reward.expiresAt, i18n.language),
    },
    {
      id: 'action',
      header: t('center.columns.action'),
      cell: (reward) => {
        if (reward.status === 'claimed' && reward.claimedAt !== null) {
          return t('center.claimedAt', { time: formatDateTime(reward.claimedAt, i18n.language) });
        }
        if (reward.status !== 'available') return '—';
        return (
          <button
            type="button"
            className="button button--primary"
            aria-label={t('center.claimNamed', { title: reward.title })}
            disabled={pending !== null}
            onClick={() => void claim(reward.id)}
          >
            {pending === reward.id ? t('claim.claiming') : t('claim.claim')}
          </button>
        );
      },
    },
  ];

  return (
    <MemberPage title={t('center.title')}>
      <ClaimFeedbackLine feedback={feedback} paidText={paidText} />
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          caption={t('center.caption')}
          columns={columns}
          rows={data}
          rowKey={(reward) => reward.id}
          loading={isFetching}
          loadingLabel={t('common:loading')}
          emptyText={t('center.empty')}
        />
      )}
    </MemberPage>
  );
}
