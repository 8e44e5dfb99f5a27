import { useTranslation } from 'react-i18next';
import type { TeamOverviewValue } from '../../../shared/wire';
import { Amount } from '../../wallet/Amount';
import records from '../../../components/report/report.module.css';
import styles from './team.module.css';

/**
 * The overview's figures as a description list of cards: counts in the interface language,
 * amounts through the app's one money formatter (Amount), win/loss signed with its words. The
 * note above them says who counts: the agent too, in every figure (server/domains/agents/overview.ts).
 */
export function TeamStats({ overview }: { overview: TeamOverviewValue }) {
  const { t, i18n } = useTranslation('agent');
  const count = new Intl.NumberFormat(i18n.language);
  const counts = [
    ['teamSize', overview.teamSize],
    ['directCount', overview.directCount],
    ['newMembers', overview.newMembers],
    ['activeMembers', overview.activeMembers],
    ['betCount', overview.betCount],
  ] as const;
  const amounts = [
    ['deposit', overview.depositMinor, false],
    ['withdrawal', overview.withdrawalMinor, false],
    ['validBet', overview.validBetMinor, false],
    ['winLoss', overview.winLossMinor, true],
  ] as const;
  return (
    <>
      <p className={records.muted} data-testid="overview-counts-note">
        {t('overview.countsNote')}
      </p>
      <dl className={`${records.figures} ${styles.stats}`}>
        {counts.map(([key, value]) => (
          <div key={key} className={records.figure}>
            <dt>{t(`overview.stats.${key}`)}</dt>
            <dd>{count.format(value)}</dd>
          </div>
        ))}
        {amounts.map(([key, minor, signed]) => (
          <div key={key} className={key === 'winLoss' ? `${records.figure} ${records.headline}` : records.figure}>
            <dt>{t(`overview.stats.${key}`)}</dt>
            <dd>
              <Amount minor={minor} signed={signed} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
