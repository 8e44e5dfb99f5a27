import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { PERIOD_RANGES, quickRange, type DateRangeChoice } from '../../../components/dateRange';
import { Loader } from '../../../components/Spinner';
import { PageSection } from '../../../components/page/PageSection';
import { QueryFailed } from '../../../components/page/QueryFailed';
import kit from '../../../components/page/pageKit.module.css';
import { useTeamOverviewQuery } from '../agentApi';
import { agentPagePath } from '../agentPageKeys';
import { TeamCharts } from './TeamCharts';
import { TeamStats } from './TeamStats';
import styles from './team.module.css';

/**
 * agentTeamOverview: the team in figures for a period (today, yesterday, this week, this month
 * or chosen dates): size, new and active members, deposits, withdrawals, valid bet, win/loss,
 * and the valid bet and win/loss per day as charts. While another period loads, the last
 * figures stay, marked busy.
 */
export default function TeamOverviewPage({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation(['agent', 'common', 'records']);
  const [range, setRange] = useState<DateRangeChoice>(() => quickRange('today', now()));
  const query = useTeamOverviewQuery({ startTime: range.startTime, endTime: range.endTime });
  const overview = query.data;

  let body;
  if (query.error) body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (!overview) body = <Loader label={t('common:loading')} />;
  else {
    const quiet = overview.days.every((day) => isZero(day.validBetMinor) && isZero(day.lossMinor));
    body = (
      <div className={styles.overview} aria-busy={query.isFetching || undefined}>
        {overview.directCount === 0 ? (
          <div className={kit.card}>
            <p>{t('overview.noTeam')}</p>
            <Link to={agentPagePath('registerCenter')}>{t('overview.addMembers')}</Link>
          </div>
        ) : null}
        <TeamStats overview={overview} />
        {quiet ? <p className={kit.muted}>{t('overview.charts.empty')}</p> : <TeamCharts days={overview.days} />}
      </div>
    );
  }

  return (
    <PageSection title={t('menu.agentTeamOverview')}>
      <DateRangeFilter value={range} onChange={setRange} now={now} presets={PERIOD_RANGES} />
      {body}
    </PageSection>
  );
}

function isZero(minor: string): boolean {
  return /^-?0+$/.test(minor);
}
