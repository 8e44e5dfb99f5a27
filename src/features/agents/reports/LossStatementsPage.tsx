import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../wallet/useCurrency';
import { csvMoney, type ReportColumn, type TotalsRow } from '../../../components/report/csvTable';
import type {
  MemberProfitLossRow,
  Page,
  ProfitLossTotals,
  TeamProfitLossValue,
  TeamReportArgs,
} from '../../../shared/wire';
import { Amount } from '../../wallet/Amount';
import { useReportRange } from '../../../components/report/useReportRange';
import { AccountCell } from './AccountCell';
import { AccountFilter } from './AccountFilter';
import { csvFileName } from './csvExport';
import { DrillLink } from './DrillLink';
import { ReportPageFrame } from './ReportPageFrame';
import { ReportView } from '../../../components/report/ReportView';
import { useAgentProfitLossQuery } from './reportsApi';
import { teamBetsPath } from './teamBetsLink';
import { useAgentReportNamespaces } from './usePageNamespaces';

/** palStatementsAgentCopy: each team member's profit and loss over the range, from the member's side. */
export function LossStatementsPage() {
  useAgentReportNamespaces();
  const { t, i18n } = useTranslation('agentReports');
  const report = useReportRange();
  const [account, setAccount] = useState('');
  const args: TeamReportArgs = { ...report.rangeArgs, ...report.pageArgs, ...(account && { account }) };
  const query = useAgentProfitLossQuery(args);
  const count = new Intl.NumberFormat(i18n.language);

  const units = useCurrency().minorUnits;
  const money = (minor: string) => csvMoney(minor, units);
  const columns: ReportColumn<MemberProfitLossRow>[] = [
    {
      id: 'account',
      header: t('columns.account'),
      rowHeader: true,
      cell: (row) => <AccountCell account={row.account} level={row.level} />,
      csv: (row) => `${row.account} (${t('level', { level: row.level })})`,
    },
    {
      id: 'bets',
      header: t('columns.betCount'),
      numeric: true,
      // The bets behind the figure: this member's, settled in the range (what the statement counts).
      cell: (row) =>
        row.betCount > 0 ? (
          <DrillLink
            to={teamBetsPath({ account: row.account, time: 'settled', range: report.rangeArgs })}
            hint={t('drill.bets', { account: row.account })}
          >
            {count.format(row.betCount)}
          </DrillLink>
        ) : (
          count.format(row.betCount)
        ),
      csv: (row) => row.betCount,
    },
    {
      id: 'validBet',
      header: t('columns.validBet'),
      numeric: true,
      cell: (row) => <Amount minor={row.validBetMinor} />,
      csv: (row) => money(row.validBetMinor),
    },
    {
      id: 'winLoss',
      header: t('columns.winLoss'),
      numeric: true,
      cell: (row) => <Amount minor={row.winLossMinor} signed />,
      csv: (row) => money(row.winLossMinor),
    },
    {
      id: 'rebate',
      header: t('columns.rebate'),
      numeric: true,
      cell: (row) => <Amount minor={row.rebateMinor} />,
      csv: (row) => money(row.rebateMinor),
    },
    {
      id: 'reward',
      header: t('columns.reward'),
      numeric: true,
      cell: (row) => <Amount minor={row.rewardMinor} />,
      csv: (row) => money(row.rewardMinor),
    },
    {
      id: 'profit',
      header: t('columns.profit'),
      numeric: true,
      cell: (row) => <Amount minor={row.profitMinor} signed />,
      csv: (row) => money(row.profitMinor),
    },
    {
      id: 'deposit',
      header: t('columns.deposit'),
      numeric: true,
      cell: (row) => <Amount minor={row.depositMinor} />,
      csv: (row) => money(row.depositMinor),
    },
    {
      id: 'withdrawal',
      header: t('columns.withdrawal'),
      numeric: true,
      cell: (row) => <Amount minor={row.withdrawalMinor} />,
      csv: (row) => money(row.withdrawalMinor),
    },
  ];

  // The totals row: every member of the filter, summed by the server (not the page).
  const totalsRow = (totals: ProfitLossTotals | undefined): TotalsRow | undefined => {
    if (!totals) return undefined;
    const amount = (minor: string, signed = false) => ({
      view: <Amount minor={minor} signed={signed} />,
      csv: money(minor),
    });
    return {
      label: t('totals.label'),
      cells: {
        bets: { view: count.format(totals.betCount), csv: totals.betCount },
        validBet: amount(totals.validBetMinor),
        winLoss: amount(totals.winLossMinor, true),
        rebate: amount(totals.rebateMinor),
        reward: amount(totals.rewardMinor),
        profit: amount(totals.profitMinor, true),
        deposit: amount(totals.depositMinor),
        withdrawal: amount(totals.withdrawalMinor),
      },
    };
  };
  const csv = {
    request: { report: 'profitLoss', args },
    fileName: csvFileName('loss-statements', report.rangeArgs),
    columns,
    totals: (answer: Page<unknown>) => totalsRow((answer as TeamProfitLossValue).totals),
  } as const;

  return (
    <ReportPageFrame title={t('lossStatements.title')} csv={csv}>
      <ReportView
        report={report}
        filters={
          <AccountFilter
            value={account}
            onApply={(next) => {
              setAccount(next);
              report.restart();
            }}
          />
        }
        query={query}
        caption={t('lossStatements.caption')}
        columns={columns}
        rowKey={(row) => row.memberId}
        emptyText={t('lossStatements.empty')}
        footer={totalsRow(query.data?.totals)}
      />
    </ReportPageFrame>
  );
}
