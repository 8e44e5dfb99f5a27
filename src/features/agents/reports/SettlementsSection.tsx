import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../wallet/useCurrency';
import type { ContractKind, SettlementListArgs } from '../../../shared/wire';
import { useReportRange } from '../../../components/report/useReportRange';
import kit from '../../../components/page/pageKit.module.css';
import { csvFileName } from './csvExport';
import { ExportCsvButton } from './ExportCsvButton';
import { HideZeroSwitch } from './HideZeroSwitch';
import { ReportView } from '../../../components/report/ReportView';
import { useAgentSettlementsQuery } from './reportsApi';
import { SettlementDayChart } from './SettlementDayChart';
import { settlementColumns } from './settlementColumns';
import styles from './reports.module.css';

type Scope = SettlementListArgs['scope'];
const SCOPES: readonly Scope[] = ['mine', 'team'];

/**
 * The settlement records of one contract kind: what the agent was paid ("mine") or what the
 * agent's downlines were paid ("team"), over a range, paged, with its CSV, what was paid per
 * day as a chart, and zero settlements hidden unless the switch is turned off.
 */
export function SettlementsSection({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation('agentReports');
  const { t: tContracts } = useTranslation('contracts');
  const headingId = useId();
  const report = useReportRange();
  const [scope, setScope] = useState<Scope>('mine');
  // Zero settlements are not listed by default (issue 14 item 17); the server filters, so pages stay full.
  const [hideZero, setHideZero] = useState(true);
  const args: SettlementListArgs = { ...report.rangeArgs, ...report.pageArgs, kind, scope, hideZero };
  const query = useAgentSettlementsQuery(args);
  const minorUnits = useCurrency().minorUnits;
  const columns = settlementColumns({
    t,
    tContracts,
    language: i18n.language,
    member: scope === 'team',
    source: false,
    minorUnits,
  });
  const title = t('settlements.title');

  return (
    <section className={kit.card} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <h3 id={headingId} className={kit.cardTitle}>
          {title}
        </h3>
        <ExportCsvButton
          request={{ report: 'settlements', args }}
          fileName={csvFileName(`${kind}-settlements-${scope}`, report.rangeArgs)}
          title={`${t(`contractPages.${kind}`)} – ${title}`}
          columns={columns}
        />
      </header>
      <div className={styles.scope} role="group" aria-label={t('settlements.scope')}>
        {SCOPES.map((option) => (
          <button
            key={option}
            type="button"
            className="button"
            aria-pressed={scope === option}
            onClick={() => {
              if (option === scope) return;
              setScope(option);
              report.restart();
            }}
          >
            {t(`settlements.${option}`)}
          </button>
        ))}
      </div>
      <ReportView
        report={report}
        filters={
          <HideZeroSwitch
            checked={hideZero}
            onChange={(next) => {
              setHideZero(next);
              report.restart();
            }}
          />
        }
        before={
          query.data?.days && !query.error ? (
            <SettlementDayChart
              title={t(scope === 'mine' ? 'chart.paidMine' : 'chart.paidTeam', { kind: tContracts(`kind.${kind}`) })}
              days={query.data.days}
            />
          ) : null
        }
        query={query}
        caption={t(scope === 'mine' ? 'settlements.captionMine' : 'settlements.captionTeam', {
          kind: tContracts(`kind.${kind}`),
        })}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('settlements.empty')}
        pagerLabel={title}
      />
    </section>
  );
}
