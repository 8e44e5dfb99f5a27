import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable';
import { Spinner } from '../../components/Spinner';
import type { LeaderboardRow, Mission } from '../../shared/wire';
import { Amount } from '../wallet/Amount';
import { formatMoney } from '../wallet/money';
import { LoadError } from '../../components/report/LoadError';
import { MemberPage } from '../../components/report/MemberPage';
import { useCurrency } from '../wallet/useCurrency';
import { progressPercent } from './missionProgress';
import { useMissionLeaderboardQuery, useMissionSummaryQuery } from './rewardsApi';
import styles from './rewards.module.css';
import { usePageNamespaces } from '../records/usePageNamespaces';

function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation('rewards');
  const currency = useCurrency();
  const titleId = useId();
  const percent = progressPercent(mission.progressMinor, mission.targetMinor, mission.completed);
  const progressText = t('missions.progress', {
    progress: formatMoney(mission.progressMinor, currency),
    target: formatMoney(mission.targetMinor, currency),
  });
  return (
    <li className={mission.completed ? `${styles.mission} ${styles.missionDone}` : styles.mission}>
      <h4 id={titleId} className={styles.missionTitle}>
        {mission.title}
        {mission.completed ? (
          <span className={`${styles.status} ${styles.claimed}`}>{t('missions.completed')}</span>
        ) : null}
      </h4>
      <p className={styles.muted}>{t(`missions.kind.${mission.kind}`)}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${progressText})`}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.missionFigures}>
        <span>{progressText}</span>
        <span>{t('missions.reward', { amount: formatMoney(mission.rewardMinor, currency) })}</span>
      </p>
    </li>
  );
}

/** missionLeaderboard: the member's missions with progress bars, and the leaderboard. */
export function MissionPage() {
  usePageNamespaces();
  const { t } = useTranslation(['rewards', 'common']);
  const summary = useMissionSummaryQuery();
  const board = useMissionLeaderboardQuery();
  const listHeadingId = useId();

  let missions;
  if (summary.error) missions = <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  else if (!summary.data) missions = <Spinner label={t('common:loading')} />;
  else if (summary.data.missions.length === 0) missions = <p className={styles.muted}>{t('missions.empty')}</p>;
  else
    missions = (
      <>
        <p className={styles.muted}>
          {t('missions.completedCount', { done: summary.data.completedCount, total: summary.data.missions.length })}
        </p>
        <ul className={styles.missions}>
          {summary.data.missions.map((mission) => (
            <MissionCard key={mission.id} mission={mission} />
          ))}
        </ul>
      </>
    );

  const columns: Column<LeaderboardRow>[] = [
    { id: 'rank', header: t('missions.columns.rank'), rowHeader: true, numeric: true, cell: (row) => row.rank },
    {
      id: 'account',
      header: t('missions.columns.account'),
      cell: (row) => (
        <span className={styles.account}>
          {row.account}
          {row.isMe ? <span className={`${styles.status} ${styles.available}`}>{t('missions.you')}</span> : null}
        </span>
      ),
    },
    {
      id: 'score',
      header: t('missions.columns.score'),
      numeric: true,
      cell: (row) => <Amount minor={row.scoreMinor} />,
    },
  ];

  return (
    <MemberPage title={t('missions.title')}>
      <section className={styles.block} aria-labelledby={listHeadingId}>
        <h3 id={listHeadingId} className={styles.subTitle}>
          {t('missions.listTitle')}
        </h3>
        {missions}
      </section>
      <section className={styles.block}>
        {board.error ? (
          <LoadError error={board.error} onRetry={() => void board.refetch()} />
        ) : (
          <DataTable
            caption={t('missions.leaderboard')}
            columns={columns}
            rows={board.data}
            rowKey={(row) => `${row.rank}:${row.account}`}
            loading={board.isFetching}
            loadingLabel={t('common:loading')}
            emptyText={t('missions.emptyBoard')}
            highlight={(row) => row.isMe}
          />
        )}
      </section>
    </MemberPage>
  );
}
