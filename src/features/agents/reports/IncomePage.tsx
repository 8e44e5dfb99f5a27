import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../wallet/useCurrency';
import { INCOME_SOURCES, type IncomeArgs, type IncomeSource, type IncomeValue } from '../../../shared/wire';
import { Amount } from '../../wallet/Amount';
import { FilterSelect } from '../../../components/report/FilterSelect';
import records from '../../../components/report/report.module.css';
import { useReportRange } from '../../../components/report/useReportRange';
import { csvFileName } from './csvExport';
import { HideZeroSwitch } from './HideZeroSwitch';
import { ReportPageFrame } from './ReportPageFrame';
import { ReportView } from '../../../components/report/ReportView';
import { useAgentIncomeQuery } from './reportsApi';
import { SettlementDayChart } from './SettlementDayChart';
import { settlementColumns } from './settlementColumns';
import { useAgentReportNamespaces } from './usePageNamespaces';

/** The income of the range as figure cards: the total first, then each source. */
function IncomeTotals({ income, busy }: { income: IncomeValue; busy: boolean }) {
  const { t } = useTranslation(['agentReports', 'contracts']);
  const headingId = useId();
  return (
    <section className={records.summary} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h3 id={headingId} className="visually-hidden">
        {t('agentReports:income.totals')}
      </h3>
      <dl className={records.figures}>
        <div className={`${records.figure} ${records.headline}`}>
          <dt>{t('agentReports:income.total')}</dt>
          <dd>
            <Amount minor={income.totalMinor} />
          </dd>
        </div>
        {INCOME_SOURCES.map((source) => (
          <div key={source} className={records.figure}>
            <dt>{t(`contracts:kind.${source}`)}</dt>
            <dd>
              <Amount minor={income.totals[source] ?? '0'} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * agentRevenueReport: what the agent was paid over the range, by source and per day (a chart),
 * and the settlements that paid it (zero ones hidden unless the switch is off).
 */
export function IncomePage() {
  useAgentReportNamespaces();
  const { t, i18n } = useTranslation('agentReports');
  const { t: tContracts } = useTranslation('contracts');
  const report = useReportRange();
  const [source, setSource] = useState<IncomeSource | ''>('');
  // Zero settlements are not listed by default (issue 14 item 17); the server filters, so pages stay full.
  const [hideZero, setHideZero] = useState(true);
  const args: IncomeArgs = { ...report.rangeArgs, ...report.pageArgs, ...(source && { source }), hideZero };
  const query = useAgentIncomeQuery(args);
  const minorUnits = useCurrency().minorUnits;
  const columns = settlementColumns({
    t,
    tContracts,
    language: i18n.language,
    member: false,
    source: true,
    minorUnits,
  });

  return (
    <ReportPageFrame
      title={t('income.title')}
      csv={{ request: { report: 'income', args }, fileName: csvFileName('income', report.rangeArgs), columns }}
    >
      <ReportView
        report={report}
        filters={
          <>
            <FilterSelect
              label={t('columns.source')}
              value={source}
              allLabel={t('income.allSources')}
              options={INCOME_SOURCES}
              optionLabel={(option) => tContracts(`kind.${option}`)}
              onChange={(next) => {
                setSource(next);
                report.restart();
              }}
            />
            <HideZeroSwitch
              checked={hideZero}
              onChange={(next) => {
                setHideZero(next);
                report.restart();
              }}
            />
          </>
        }
        before={
          query.data && !query.error ? (
            <>
              <IncomeTotals income={query.data} busy={query.isFetching} />
              {query.data.days ? <SettlementDayChart title={t('chart.income')} days={query.data.days} /> : null}
            </>
          ) : null
        }
        query={query}
        caption={t('income.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('income.empty')}
      />
    </ReportPageFrame>
  );
}
