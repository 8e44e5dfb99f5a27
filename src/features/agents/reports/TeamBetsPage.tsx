import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrency } from '../../wallet/useCurrency';
import {
  csvDateTime,
  csvMoney,
  memberTimeZone,
  type ReportColumn,
  type TotalsRow,
} from '../../../components/report/csvTable';
import type { Page, TeamBetArgs, TeamBetRow, TeamBetsValue, TeamBetTotals } from '../../../shared/wire';
import { Amount } from '../../wallet/Amount';
import { formatDateTime } from '../../../components/report/dateTime';
import { BET_GAME_TYPES, type BetGameType } from '../../records/filterOptions';
import { FilterSelect } from '../../../components/report/FilterSelect';
import { betStatusLabel, gameTypeLabel } from '../../records/recordLabels';
import records from '../../../components/report/report.module.css';
import { useReportRange } from '../../../components/report/useReportRange';
import { AccountCell } from './AccountCell';
import { AccountFilter } from './AccountFilter';
import { csvFileName } from './csvExport';
import { ReportPageFrame } from './ReportPageFrame';
import { ReportView } from '../../../components/report/ReportView';
import { useAgentTeamBetsQuery } from './reportsApi';
import styles from './reports.module.css';
import { teamBetsDrillOf, type BetTime } from './teamBetsLink';
import { useAgentReportNamespaces } from './usePageNamespaces';
import { VendorFilter } from './VendorFilter';

const SETTLED_ONLY = ['settled'] as const;

/** Whether [start, end) runs from a local midnight to a local midnight (what the day pickers show). */
function isWholeDays(start: number, end: number): boolean {
  const midnight = (ms: number) => {
    const date = new Date(ms);
    return date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0;
  };
  return midnight(start) && midnight(end);
}

/**
 * personalHistoryCopy in the agent menu: the bets of the agent's whole team, by member (or a
 * member's team), vendor and game type, by bet or settlement time, with the totals of the filter.
 */
export function TeamBetsPage() {
  useAgentReportNamespaces();
  const { t, i18n } = useTranslation('agentReports');
  const { t: tRecords } = useTranslation('records');
  const { t: tNav } = useTranslation('nav');
  // A click-through from another report opens with its filters (teamBetsLink.ts), read once.
  const [params] = useSearchParams();
  const [drill] = useState(() => teamBetsDrillOf(params));
  const report = useReportRange(drill.range && { preset: 'custom', ...drill.range });
  const [account, setAccount] = useState(drill.account ?? '');
  const [team, setTeam] = useState(drill.team ?? false);
  const [time, setTime] = useState<BetTime>(drill.time ?? 'placed');
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState<BetGameType | ''>('');
  const args: TeamBetArgs = {
    ...report.rangeArgs,
    ...report.pageArgs,
    ...(account && { account }),
    ...(account && team && { team: true }),
    ...(time === 'settled' && { time }),
    ...(vendor && { vendor }),
    ...(gameType && { gameType }),
  };
  const query = useAgentTeamBetsQuery(args);

  const units = useCurrency().minorUnits;
  const money = (minor: string) => csvMoney(minor, units);
  const tz = memberTimeZone();
  const columns: ReportColumn<TeamBetRow>[] = [
    {
      id: 'time',
      header: tRecords('columns.time'),
      rowHeader: true,
      cell: (row) => formatDateTime(row.placedAt, i18n.language),
      csv: (row) => csvDateTime(row.placedAt, tz),
    },
    {
      id: 'account',
      header: t('columns.account'),
      cell: (row) => <AccountCell account={row.account} level={row.level} />,
      csv: (row) => `${row.account} (${t('level', { level: row.level })})`,
    },
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
    {
      id: 'stake',
      header: tRecords('columns.stake'),
      numeric: true,
      cell: (row) => <Amount minor={row.stakeMinor} />,
      csv: (row) => money(row.stakeMinor),
    },
    {
      id: 'validBet',
      header: tRecords('columns.validBet'),
      numeric: true,
      cell: (row) => <Amount minor={row.validBetMinor} />,
      csv: (row) => money(row.validBetMinor),
    },
    {
      id: 'payout',
      header: tRecords('columns.payout'),
      numeric: true,
      cell: (row) => <Amount minor={row.payoutMinor} />,
      csv: (row) => money(row.payoutMinor),
    },
    {
      id: 'winLoss',
      header: tRecords('columns.winLoss'),
      numeric: true,
      // An open bet has no result yet: its win/loss is not the stake lost.
      cell: (row) => (row.status === 'open' ? '—' : <Amount minor={row.winLossMinor} signed />),
      csv: (row) => (row.status === 'open' ? '' : money(row.winLossMinor)),
    },
    {
      id: 'status',
      header: tRecords('columns.status'),
      cell: (row) => betStatusLabel(tRecords, row.status),
      csv: (row) => betStatusLabel(tRecords, row.status),
    },
  ];

  // The totals row: every bet of the filter, summed by the server (not the page).
  const totalsRow = (totals: TeamBetTotals | undefined): TotalsRow | undefined => {
    if (!totals) return undefined;
    const amount = (minor: string, signed = false) => ({
      view: <Amount minor={minor} signed={signed} />,
      csv: money(minor),
    });
    const betsText = t('totals.bets', { n: new Intl.NumberFormat(i18n.language).format(totals.betCount) });
    return {
      label: t('totals.label'),
      cells: {
        status: { view: betsText, csv: betsText },
        stake: amount(totals.stakeMinor),
        validBet: amount(totals.validBetMinor),
        payout: amount(totals.payoutMinor),
        winLoss: amount(totals.winLossMinor, true),
      },
    };
  };
  const csv = {
    request: { report: 'teamBets', args },
    fileName: csvFileName('team-bets', report.rangeArgs),
    columns,
    totals: (answer: Page<unknown>) => totalsRow((answer as TeamBetsValue).totals),
  } as const;
  // A range of part of a day (a settlement period) is more than the day pickers can show: say it.
  const partDay = !isWholeDays(report.range.startTime, report.range.endTime);

  return (
    <ReportPageFrame title={t('teamBets.title')} csv={csv}>
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
            {account ? (
              <label className={styles.switch}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={team}
                  onChange={(event) => {
                    setTeam(event.target.checked);
                    report.restart();
                  }}
                />
                <span>{t('filters.team')}</span>
              </label>
            ) : null}
            <FilterSelect
              label={t('filters.time')}
              value={time === 'settled' ? 'settled' : ''}
              allLabel={t('filters.timePlaced')}
              options={SETTLED_ONLY}
              optionLabel={() => t('filters.timeSettled')}
              onChange={(next) => {
                setTime(next === 'settled' ? 'settled' : 'placed');
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
        footer={totalsRow(query.data?.totals)}
        before={
          partDay ? (
            <p className={styles.window}>
              {t('teamBets.window', {
                from: formatDateTime(report.range.startTime, i18n.language),
                to: formatDateTime(report.range.endTime, i18n.language),
              })}
            </p>
          ) : null
        }
      />
    </ReportPageFrame>
  );
}
