/**
 * Settlements as the agent centre reads them (table `settlements`, written by the settlement
 * engine): my income (what I was paid, with totals per source) and the settlement records of
 * one contract kind, mine or my team's (members at depth ≥ 1 of my subtree).
 *
 * A settlement belongs to the period it covers: the range selects by period_start, which the
 * indexes (member_id, kind, period_start) serve. Lists may leave out the settlements that paid
 * 0 (hideZero; the routes do by default); the chart figures and totals always count them all.
 */
import { sql, type Kysely } from 'kysely';
import {
  INCOME_SOURCES,
  MAX_AGENT_RANGE_DAYS,
  type ContractKind,
  type IncomeSource,
  type IncomeValue,
  type Settlement,
  type SettlementDayPoint,
  type SettlementMetrics,
  type SettlementsValue,
} from '../../../src/shared/wire/agents';
import type { Page } from '../../../src/shared/wire/paging';
import type { DB } from '../../db/schema';
import type { Range } from '../../http/dateRange';
import { pageOf, type Paging } from '../../http/paging';
import { totalOf } from './announcements';

const DAY_MS = 86_400_000;

type Row = {
  id: bigint;
  contract_id: bigint;
  kind: ContractKind;
  period_key: string;
  period_start: Date;
  period_end: Date;
  member_id: bigint;
  account: string;
  metrics: SettlementMetrics;
  rate_bp: number;
  amount: bigint;
  ledger_tx_id: bigint | null;
  settled_at: Date;
  total: bigint;
};

const settlementOf = (r: Row): Settlement => ({
  id: r.id.toString(),
  contractId: r.contract_id.toString(),
  kind: r.kind,
  periodKey: r.period_key,
  periodStart: r.period_start.getTime(),
  periodEnd: r.period_end.getTime(),
  memberId: r.member_id.toString(),
  memberAccount: r.account,
  metrics: r.metrics,
  rateBp: r.rate_bp,
  amountMinor: r.amount.toString(),
  transactionId: r.ledger_tx_id?.toString() ?? null,
  settledAt: r.settled_at.getTime(),
});

export type SettlementScope =
  /** What this member was paid. */
  | { mine: bigint }
  /** What the members below this agent were paid (one of them when memberId is set). */
  | { team: bigint; memberId?: bigint | undefined };

/** What a list selects: whose settlements, of which kinds, in which range. */
type SettlementFilter = { scope: SettlementScope; range: Range; kinds: readonly ContractKind[] };

function filterSql({ scope, range, kinds }: SettlementFilter) {
  const from =
    'mine' in scope
      ? sql`FROM settlements s WHERE s.member_id = ${scope.mine}`
      : sql`FROM member_tree t JOIN settlements s ON s.member_id = t.descendant_id
            WHERE t.ancestor_id = ${scope.team}
              AND t.depth >= 1 ${scope.memberId === undefined ? sql`` : sql`AND t.descendant_id = ${scope.memberId}`}`;
  return sql`${from} AND s.kind IN (${sql.join([...kinds])}) AND s.period_start >= ${range.start}
    AND s.period_start < ${range.end}`;
}

async function settlementPage(
  db: Kysely<DB>,
  filter: SettlementFilter,
  hideZero: boolean,
  paging: Paging,
): Promise<Page<Settlement>> {
  // Hide-zero filters in SQL, so pages and their count are those of the rows shown.
  const where = sql`${filterSql(filter)} ${hideZero ? sql`AND s.amount <> 0` : sql``}`;
  const result = await sql<Row>`
    SELECT s.id, s.contract_id, s.kind, s.period_key, s.period_start, s.period_end, s.member_id, m.username AS account,
           s.metrics, s.rate_bp, s.amount, s.ledger_tx_id, s.settled_at, count(*) OVER () AS total
    FROM (SELECT s.* ${where}) s JOIN members m ON m.id = s.member_id
    ORDER BY s.period_start DESC, s.id DESC
    LIMIT ${paging.pageSize} OFFSET ${paging.offset}`.execute(db);
  const total = await totalOf(
    result.rows,
    paging,
    async () => (await sql<{ n: bigint }>`SELECT count(*) AS n ${where}`.execute(db)).rows[0]!.n,
  );
  return pageOf(result.rows.map(settlementOf), paging, total);
}

/**
 * What the filter's settlements paid per UTC day of the range (by period start), every day of
 * the range present (0 without settlements), oldest first, at most MAX_AGENT_RANGE_DAYS (the
 * latest): the charts of the income and salary pages.
 */
async function settlementDays(
  db: Kysely<DB>,
  filter: SettlementFilter,
): Promise<{ days: SettlementDayPoint[]; totalMinor: string }> {
  const result = await sql<{ day: string; amount: bigint; n: bigint }>`
    SELECT to_char(date_trunc('day', s.period_start AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
      sum(s.amount)::bigint AS amount, count(*) AS n
    ${filterSql(filter)}
    GROUP BY 1`.execute(db);
  const byDay = new Map(result.rows.map((r) => [r.day, r]));
  const days: SettlementDayPoint[] = [];
  const first = Math.floor(filter.range.start.getTime() / DAY_MS) * DAY_MS;
  for (let t = first; t < filter.range.end.getTime(); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    const row = byDay.get(day);
    days.push({ day, amountMinor: (row?.amount ?? 0n).toString(), settlements: Number(row?.n ?? 0n) });
  }
  const totalMinor = result.rows.reduce((sum, r) => sum + BigInt(r.amount), 0n).toString();
  return { days: days.slice(-MAX_AGENT_RANGE_DAYS), totalMinor };
}

/**
 * The settlements of one contract kind, mine or my team's: the page (without the zero ones when
 * hideZero), with the amount paid and per day over the whole filter.
 */
export async function settlements(
  db: Kysely<DB>,
  scope: SettlementScope,
  range: Range,
  kind: ContractKind,
  paging: Paging,
  hideZero = false,
): Promise<SettlementsValue> {
  const filter = { scope, range, kinds: [kind] };
  const [page, chart] = await Promise.all([settlementPage(db, filter, hideZero, paging), settlementDays(db, filter)]);
  return { ...page, ...chart };
}

/** My settlements of the range (one source, or all), with the range's totals of every source. */
export async function income(
  db: Kysely<DB>,
  memberId: bigint,
  range: Range,
  source: IncomeSource | undefined,
  paging: Paging,
  hideZero = false,
): Promise<IncomeValue> {
  const filter = { scope: { mine: memberId }, range, kinds: source ? [source] : INCOME_SOURCES };
  const [page, chart, sums] = await Promise.all([
    settlementPage(db, filter, hideZero, paging),
    settlementDays(db, filter),
    sql<{ kind: IncomeSource; amount: bigint }>`
      SELECT kind, sum(amount)::bigint AS amount FROM settlements
      WHERE member_id = ${memberId} AND period_start >= ${range.start} AND period_start < ${range.end}
      GROUP BY kind`.execute(db),
  ]);
  const totals = Object.fromEntries(INCOME_SOURCES.map((s) => [s, '0'])) as Record<IncomeSource, string>;
  let totalMinor = 0n;
  for (const row of sums.rows) {
    totals[row.kind] = row.amount.toString();
    totalMinor += row.amount;
  }
  return { ...page, totals, totalMinor: totalMinor.toString(), days: chart.days };
}
