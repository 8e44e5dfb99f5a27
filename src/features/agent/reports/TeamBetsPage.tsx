import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../wallet/useCurrency';
import { csvDateTime, csvMoney, memberTimeZone, type ReportColumn } from './csvTable';
import type { TeamBetArgs, TeamBetRow } from '../../../shared/wire';
import { Amount } from '../../member/records/Amount';
import { formatDateTime } from '../../member/records/dateTime';
import { BET_GAME_TYPES, type BetGameType } from '../../member/records/filterOptions';
import { FilterSelect } from '../../member/records/FilterSelect';
import { betStatusLabel, gameTypeLabel } from '../../member/records/recordLabels';
import records from '../../member/records/records.module.css';
import { useReportRange } from '../../member/records/useReportRange';
import { AccountCell } from './AccountCell';
import { AccountFilter } from './AccountFilter';
import { csvFileName } from './csvExport';
import { ReportPageFrame } from './ReportPageFrame';
import { ReportView } from './ReportView';
import { useAgentTeamBetsQuery } from './reportsApi';
import { useAgentReportNamespaces } from './usePageNamespaces';
import { VendorFilter } from './VendorFilter';

/** personalHistoryCopy in the agent menu: the bets of the agent's whole team, by member, vendor and game type. */
export function TeamBetsPage() {
  useAgentReportNamespaces();
  const { t, i18n } = useTranslation('agentReports');
  const { t: tRecords } = useTranslation('records');
  const { t: tNav } = useTranslation('nav');
  const report = useReportRange();
  const [account, setAccount] = useState('');
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState<BetGameType | ''>('');
  const args: TeamBetArgs = {
    ...report.rangeArgs,
    ...report.pageArgs,
    ...(account && { account }),
    ...(vendor && { vendor }),
    ...(gameType && { gameType }),
  };
  const query = useAgentTeamBetsQuery(args);

  const units = useCurrency().minorUnits;
  const money = (minor: string) => csvMoney(minor, units);
  const tz = memberTimeZone();
  const columns: ReportColumn<TeamBetRow>[] = [
    { id: 'time', header: tRecords('columns.time'), rowHeader: true, cell: (row) => formatDateTime(row.placedAt, i18n.language), csv: (row) => csvDateTime(row.placedAt, tz) },
    { id: 'account', header: t('columns.account'), cell: (row) => <AccountCell account={row.account} level={row.level} />, csv: (row) => `${row.account} (${t('level', { level: row.level })})` },
    { id: 'vendor', header: tRecords('columns.vendor'), cell: (row) => row.vendor, csv: (row) => row.vendor },
    {
      id: 'game',
      header: tRecords('columns.game'),
      cell: (row) => (
        <span className={records.ids}>
          <span>{row.gameName}</span>
          <span className={records.muted}>{gameTypeLabel(tNav, row.gameType)}</span>
        </span>
      ),
      csv: (row) => `${row.gameName} (${gameTypeLabel(tNav, row.gameType)})`,
    },
    { id: 'stake', header: tRecords('columns.stake'), numeric: true, cell: (row) => <Amount minor={row.stakeMinor} />, csv: (row) => money(row.stakeMinor) },
    { id: 'validBet', header: tRecords('columns.validBet'), numeric: true, cell: (row) => <Amount minor={row.validBetMinor} />, csv: (row) => money(row.validBetMinor) },
    { id: 'payout', header: tRecords('columns.payout'), numeric: true, cell: (row) => <Amount minor={row.payoutMinor} />, csv: (row) => money(row.payoutMinor) },
    {
      id: 'winLoss',
      header: tRecords('columns.winLoss'),
      numeric: true,
      // An open bet has no result yet: its win/loss is not the stake lost.
      cell: (row) => (row.status === 'open' ? '—' : <Amount minor={row.winLossMinor} signed />),
      csv: (row) => (row.status === 'open' ? '' : money(row.winLossMinor)),
    },
    { id: 'status', header: tRecords('columns.status'), cell: (row) => betStatusLabel(tRecords, row.status), csv: (row) => betStatusLabel(tRecords, row.status) },
  ];

  return (
    <ReportPageFrame title={t('teamBets.title')} csv={{ request: { report: 'teamBets', args }, fileName: csvFileName('team-bets', report.rangeArgs), columns }}>
      <ReportView
        report={report}
        filters={
          <>
            <AccountFilter
              value={account}
              onApply={(next) => {
                setAccount(next);
                report.restart();
              }}
            />
            <VendorFilter
              value={vendor}
              onApply={(next) => {
                setVendor(next);
                report.restart();
              }}
            />
            <FilterSelect
              label={tRecords('columns.gameType')}
              value={gameType}
              allLabel={tRecords('betting.allGameTypes')}
              options={BET_GAME_TYPES}
              optionLabel={(type) => gameTypeLabel(tNav, type)}
              onChange={(next) => {
                setGameType(next);
                report.restart();
              }}
            />
          </>
        }
        query={query}
        caption={t('teamBets.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('teamBets.empty')}
      />
    </ReportPageFrame>
  );
}
