/**
 * The team overview (TeamOverviewValue) in four set-based queries over the agent's subtree from
 * member_tree (ancestor_id = me): the tree counts with new members and withdrawals; the settled
 * bets per UTC day (one row per member-day, so a day's rows are its active members); the members
 * active over the whole range (an indexed probe per member, as they cannot be summed over days);
 * and the credited deposits per UTC day with their total (GROUP BY GROUPING SETS ((day), ())).
 *
 * Bets are read through betDays.ts teamDayTotals: the team's kept totals for whole days that are
 * over, the per-member day sums for whole days still open, the bets themselves only for partial
 * days at the range's edges. That keeps a month of a 10,000-member team with a million bets to
 * about thirty rows.
 *
 * Who counts: the agent is a member of its own team, in EVERY figure (team size, new and active
 * members, deposits, withdrawals, bets), as contract tiers count a holder's team
 * (server/domains/settlement/compute.ts: the subtree, the holder included), so the overview and
 * the contracts measure the same team. The card says so (agent.json overview.countsNote).
 * Only "direct downlines" is, by its name, the agent's children.
 *
 * What counts: bets settled in the range; deposits credited in the
 * range (settled_at); withdrawals paid out in the range (decided_at of an approved withdrawal,
 * whatever the member later confirmed; a refunded one counts only what the member received).
 */
import { sql, type Kysely } from 'kysely';
import { MAX_AGENT_RANGE_DAYS, type TeamDayPoint, type TeamOverviewValue } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';
import type { Range } from '../../http/dateRange';
import { activeMembers, teamDayTotals, type TeamDayTotal } from './betDays';

const DAY_MS = 86_400_000;

/** Withdrawals whose money left at approval (refunded ones gave back what was not received). */
const PAID_WITHDRAWAL_STATUSES = ['approved', 'received', 'not_received', 'partial', 'refunded'];

type DepositDayRow = { day: string | null; deposit: bigint };

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every UTC day the range touches, oldest first; at most MAX_AGENT_RANGE_DAYS (the latest ones). */
function daysOf(range: Range): string[] {
  const days: string[] = [];
  const first = Math.floor(range.start.getTime() / DAY_MS) * DAY_MS;
  for (let t = first; t < range.end.getTime(); t += DAY_MS) days.push(utcDay(t));
  // A range of exactly MAX days that does not start at midnight touches one day more; the chart
  // keeps the latest days (the totals still cover the whole range).
  return days.slice(-MAX_AGENT_RANGE_DAYS);
}

export async function teamOverview(
  db: Kysely<DB>,
  agent: { id: bigint; merchant_code: string },
  range: Range,
  now: Date,
): Promise<TeamOverviewValue> {
  const me = agent.id;
  const { start, end } = range;
  const team = sql`SELECT descendant_id AS id FROM member_tree WHERE ancestor_id = ${me}`;
  const [tree, bets, active, deposits] = await Promise.all([
    sql<{ team_size: bigint; direct_count: bigint; new_members: bigint; withdrawal: bigint }>`
      SELECT
        (SELECT count(*) FROM member_tree WHERE ancestor_id = ${me}) AS team_size,
        (SELECT count(*) FROM member_tree WHERE ancestor_id = ${me} AND depth = 1) AS direct_count,
        (SELECT count(*) FROM member_tree t JOIN members m ON m.id = t.descendant_id
          WHERE t.ancestor_id = ${me} AND m.created_at >= ${start} AND m.created_at < ${end}) AS new_members,
        (SELECT coalesce(sum(
            CASE WHEN w.status = 'refunded' THEN coalesce(w.received_amount, 0) ELSE w.amount END), 0)::bigint
          FROM member_tree t JOIN withdrawals w ON w.member_id = t.descendant_id
          WHERE t.ancestor_id = ${me} AND w.status IN (${sql.join(PAID_WITHDRAWAL_STATUSES)})
            AND w.decided_at >= ${start} AND w.decided_at < ${end}) AS withdrawal`.execute(db),
    teamDayTotals(db, me, agent.merchant_code, range, now.getTime()),
    sql<{ active: bigint }>`${activeMembers(team, agent.merchant_code, range)}`.execute(db),
    sql<DepositDayRow>`
      SELECT day, coalesce(sum(amount), 0)::bigint AS deposit
      FROM (
        SELECT to_char(d.settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, d.amount
        FROM member_tree t JOIN deposits d ON d.member_id = t.descendant_id
        WHERE t.ancestor_id = ${me} AND d.status = 'credited' AND d.settled_at >= ${start} AND d.settled_at < ${end}
      ) team_deposits
      GROUP BY GROUPING SETS ((day), ())`.execute(db),
  ]);

  const counts = tree.rows[0]!;
  const betDays = new Map(bets.map((r) => [r.day, r]));
  const depositTotal = deposits.rows.find((r) => r.day === null);
  const depositDays = new Map(deposits.rows.filter((r) => r.day !== null).map((r) => [r.day, r.deposit]));
  const sum = (pick: (r: TeamDayTotal) => bigint) => bets.reduce((total, r) => total + pick(r), 0n);
  const days = daysOf(range).map((day): TeamDayPoint => {
    const b = betDays.get(day);
    return {
      day,
      validBetMinor: (b?.valid_bet ?? 0n).toString(),
      // The team's loss to the house: stake − payout.
      lossMinor: ((b?.stake ?? 0n) - (b?.payout ?? 0n)).toString(),
      depositMinor: (depositDays.get(day) ?? 0n).toString(),
      activeMembers: Number(b?.active ?? 0n),
    };
  });
  return {
    teamSize: Number(counts.team_size),
    directCount: Number(counts.direct_count),
    newMembers: Number(counts.new_members),
    activeMembers: Number(active.rows[0]!.active),
    depositMinor: (depositTotal?.deposit ?? 0n).toString(),
    withdrawalMinor: counts.withdrawal.toString(),
    betCount: Number(sum((r) => r.bet_count)),
    validBetMinor: sum((r) => r.valid_bet).toString(),
    winLossMinor: sum((r) => r.payout - r.stake).toString(),
    days,
  };
}
