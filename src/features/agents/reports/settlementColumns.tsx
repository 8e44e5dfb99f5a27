import type { TFunction } from 'i18next';
import type { Settlement } from '../../../shared/wire';
import { Amount } from '../../wallet/Amount';
import { formatDateTime, formatDay } from '../../../components/report/dateTime';
import { csvRate, formatRate } from '../../contracts/rates';
import { csvDateTime, csvMoney, memberTimeZone, type ReportColumn } from '../../../components/report/csvTable';
import { DrillLink } from './DrillLink';
import { teamBetsPath } from './teamBetsLink';

const HOUR_MS = 3_600_000;

function timeOfDay(at: number, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(at);
  }
}

/**
 * A settlement period for reading: a five-minute or hourly period as its day and times, a
 * longer one as its first and last day (a single day once).
 */
export function formatPeriod(start: number, end: number, language: string): string {
  if (end - start <= HOUR_MS)
    return `${formatDay(start, language)} ${timeOfDay(start, language)}–${timeOfDay(end, language)}`;
  const first = formatDay(start, language);
  const last = formatDay(end - 1, language);
  return first === last ? first : `${first} – ${last}`;
}

type SettlementColumnsOptions = {
  t: TFunction<'agentReports'>;
  tContracts: TFunction<'contracts'>;
  language: string;
  /** Team settlements: whose they are. */
  member: boolean;
  /** Income of every source: which contract kind paid. */
  source: boolean;
  /** The site currency's minor digits, for the CSV's amounts. */
  minorUnits: number;
};

/**
 * The bets behind a settlement: its holder's whole team (the agent's own: the whole team, no
 * account), settled in its period, as the settlement engine counted them (server/domains/settlement/compute.ts).
 */
export function settlementBetsPath(row: Settlement, member: boolean): string {
  return teamBetsPath({
    ...(member && { account: row.memberAccount, team: true }),
    time: 'settled',
    range: { startTime: row.periodStart, endTime: row.periodEnd },
  });
}

/** A period for the CSV: its first and last instant in the member's time zone. */
const csvPeriod = (start: number, end: number, tz: string) =>
  `${csvDateTime(start, tz)} – ${csvDateTime(end - 1000, tz)}`;

/** The columns of settlement rows (income, and each contract page's records). */
export function settlementColumns({
  t,
  tContracts,
  language,
  member,
  source,
  minorUnits,
}: SettlementColumnsOptions): ReportColumn<Settlement>[] {
  const count = new Intl.NumberFormat(language);
  const tz = memberTimeZone();
  const money = (minor: string) => csvMoney(minor, minorUnits);
  const columns: ReportColumn<Settlement>[] = [
    {
      id: 'period',
      header: t('columns.period'),
      rowHeader: true,
      cell: (row) => formatPeriod(row.periodStart, row.periodEnd, language),
      csv: (row) => csvPeriod(row.periodStart, row.periodEnd, tz),
    },
  ];
  if (source)
    columns.push({
      id: 'source',
      header: t('columns.source'),
      cell: (row) => tContracts(`kind.${row.kind}`),
      csv: (row) => tContracts(`kind.${row.kind}`),
    });
  if (member)
    columns.push({
      id: 'member',
      header: t('columns.account'),
      cell: (row) => row.memberAccount,
      csv: (row) => row.memberAccount,
    });
  columns.push(
    {
      id: 'validBet',
      header: t('columns.validBet'),
      numeric: true,
      cell: (row) => <Amount minor={row.metrics.validBetMinor} />,
      csv: (row) => money(row.metrics.validBetMinor),
    },
    {
      id: 'loss',
      header: t('columns.loss'),
      numeric: true,
      cell: (row) => <Amount minor={row.metrics.lossMinor} />,
      csv: (row) => money(row.metrics.lossMinor),
    },
    {
      id: 'active',
      header: t('columns.activeMembers'),
      numeric: true,
      cell: (row) => count.format(row.metrics.activeMembers),
      csv: (row) => row.metrics.activeMembers,
    },
    {
      id: 'rate',
      header: t('columns.rate'),
      numeric: true,
      cell: (row) => formatRate(row.rateBp, language),
      csv: (row) => csvRate(row.rateBp),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      numeric: true,
      cell: (row) => (
        <DrillLink to={settlementBetsPath(row, member)} hint={t('drill.settlement')}>
          <Amount minor={row.amountMinor} />
        </DrillLink>
      ),
      csv: (row) => money(row.amountMinor),
    },
    {
      id: 'settled',
      header: t('columns.settledAt'),
      cell: (row) => formatDateTime(row.settledAt, language),
      csv: (row) => csvDateTime(row.settledAt, tz),
    },
  );
  return columns;
}
