/**
 * A team's settled bets over a range as rows (member_id, day, n, valid, stake, payout), read the
 * cheap way: whole UTC days of the range from the per-member day sums (member_bet_days,
 * migration 007, kept by triggers on bets), and only the partial days at its edges from the bets
 * themselves (bets_member_settled_idx). A range from midnight to midnight, what the agent
 * centre's date pickers send, touches no bet row at all. The merchant condition on bets is
 * redundant (a team is one merchant's) but lets bets_settled_idx (merchant_code, settled_at)
 * serve a big team's edges.
 *
 * Every row is one member's day, so counting rows of a day counts that day's active members.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { Range } from '../records/schemas';

const DAY_MS = 86_400_000;

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type RangeSplit = {
  /** Whole UTC days [from, to) as 'YYYY-MM-DD', or null when the range holds none. */
  days: { from: string; to: string } | null;
  /** The partial days at the edges, read from the bets. */
  edges: Range[];
};

export function splitRange({ start, end }: Range): RangeSplit {
  const s = start.getTime();
  const e = end.getTime();
  const firstWhole = Math.ceil(s / DAY_MS) * DAY_MS;
  const lastWhole = Math.floor(e / DAY_MS) * DAY_MS;
  if (firstWhole >= lastWhole) return { days: null, edges: [{ start, end }] };
  const edges: Range[] = [];
  if (s < firstWhole) edges.push({ start, end: new Date(firstWhole) });
  if (lastWhole < e) edges.push({ start: new Date(lastWhole), end });
  return { days: { from: dayText(firstWhole), to: dayText(lastWhole) }, edges };
}

/**
 * The settled bets of the members `team` selects (a query with a column `id`), one row per
 * member and day: (member_id, day, n, valid, stake, payout). `day` is a date; turn it into text
 * in the outer query (drivers read dates in local time).
 */
export function teamBetDays(team: RawBuilder<unknown>, merchantCode: string, range: Range): RawBuilder<unknown> {
  const { days, edges } = splitRange(range);
  const parts: RawBuilder<unknown>[] = [];
  if (days) {
    parts.push(sql`
      SELECT s.member_id, s.day, s.bet_count AS n, s.valid_bet AS valid, s.stake, s.payout
      FROM (${team}) team JOIN member_bet_days s ON s.member_id = team.id
      WHERE s.day >= ${days.from}::date AND s.day < ${days.to}::date`);
  }
  // Each edge lies within one day, and never on a whole day's: grouped, its rows stay unique.
  for (const edge of edges) {
    parts.push(sql`
      SELECT b.member_id, (b.settled_at AT TIME ZONE 'UTC')::date AS day, count(*)::bigint AS n,
             sum(b.valid_bet)::bigint AS valid, sum(b.stake)::bigint AS stake, sum(b.payout)::bigint AS payout
      FROM (${team}) team JOIN bets b ON b.member_id = team.id
      WHERE b.merchant_code = ${merchantCode} AND b.status = 'settled' AND b.settled_at >= ${edge.start} AND b.settled_at < ${edge.end}
      GROUP BY 1, 2`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * How many of the members `team` selects have a settled bet in the range: one indexed probe
 * per member (day sums by (member_id, day), bets by (member_id, settled_at)) that stops at the
 * first hit, instead of collecting every member-day to count them distinct.
 */
export function activeMembers(team: RawBuilder<unknown>, merchantCode: string, range: Range): RawBuilder<unknown> {
  const { days, edges } = splitRange(range);
  const tests: RawBuilder<unknown>[] = [];
  if (days) {
    tests.push(sql`EXISTS (SELECT 1 FROM member_bet_days s WHERE s.member_id = team.id AND s.day >= ${days.from}::date AND s.day < ${days.to}::date)`);
  }
  for (const edge of edges) {
    tests.push(sql`EXISTS (SELECT 1 FROM bets b
      WHERE b.member_id = team.id AND b.merchant_code = ${merchantCode} AND b.status = 'settled' AND b.settled_at >= ${edge.start} AND b.settled_at < ${edge.end})`);
  }
  return sql`SELECT count(*) AS active FROM (${team}) team WHERE ${sql.join(tests, sql` OR `)}`;
}

export type BetDaysCheck = { checked: number; mismatches: Array<{ memberId: string; day: string; stored: string; fromBets: string }> };

/** Recomputes the day sums from the bets and lists every (member, day) that differs (ops). */
export async function verifyBetDays(db: Kysely<DB>, sample = 20): Promise<BetDaysCheck> {
  const [result, count] = await Promise.all([
    sql<{ member_id: bigint; day: string; stored: string | null; from_bets: string | null }>`
      WITH truth AS (
        SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date AS day, count(*)::bigint AS n, sum(valid_bet)::bigint AS valid, sum(stake)::bigint AS stake, sum(payout)::bigint AS payout
        FROM bets WHERE status = 'settled' GROUP BY 1, 2
      ), stored AS (
        SELECT member_id, day, bet_count AS n, valid_bet AS valid, stake, payout FROM member_bet_days
        WHERE bet_count <> 0 OR valid_bet <> 0 OR stake <> 0 OR payout <> 0
      )
      SELECT coalesce(t.member_id, s.member_id) AS member_id, to_char(coalesce(t.day, s.day), 'YYYY-MM-DD') AS day,
             CASE WHEN s.member_id IS NULL THEN NULL ELSE concat_ws('/', s.n, s.valid, s.stake, s.payout) END AS stored,
             CASE WHEN t.member_id IS NULL THEN NULL ELSE concat_ws('/', t.n, t.valid, t.stake, t.payout) END AS from_bets
      FROM truth t FULL JOIN stored s ON s.member_id = t.member_id AND s.day = t.day
      WHERE (t.n, t.valid, t.stake, t.payout) IS DISTINCT FROM (s.n, s.valid, s.stake, s.payout)
      ORDER BY 1, 2 LIMIT ${sample}`.execute(db),
    sql<{ n: bigint }>`SELECT count(*) AS n FROM member_bet_days`.execute(db),
  ]);
  return {
    checked: Number(count.rows[0]!.n),
    mismatches: result.rows.map((r) => ({ memberId: r.member_id.toString(), day: r.day, stored: r.stored ?? 'none', fromBets: r.from_bets ?? 'none' })),
  };
}
