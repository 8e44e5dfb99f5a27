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
import type { Range } from '../../http/dateRange';

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
      WHERE b.merchant_code = ${merchantCode} AND b.status = 'settled' AND b.settled_at >= ${edge.start}
        AND b.settled_at < ${edge.end}
      GROUP BY 1, 2`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/** A team's settled bets on one UTC day of a range (whole, or the part of it the range covers). */
export type TeamDayTotal = {
  day: string;
  bet_count: bigint;
  valid_bet: bigint;
  stake: bigint;
  payout: bigint;
  active: bigint;
};

/**
 * Days whose team totals may be kept (team_bet_days, migration 009): those that ended more than
 * an hour ago, so that no transaction still settling one of their bets can be missed.
 */
export const KEEP_DAYS_AFTER_MS = 3_600_000;

/**
 * The settled bets of the upline `ancestorId` and its whole team per UTC day of the range, with
 * each day's active members (team overview). Whole days that are over come from team_bet_days,
 * computed here the first time a range asks for them; whole days still open from the member day
 * sums; the partial days at the edges from the bets. So a month's overview of a 10,000-member
 * team reads about thirty rows once its days are kept.
 */
export async function teamDayTotals(
  db: Kysely<DB>,
  ancestorId: bigint,
  merchantCode: string,
  range: Range,
  now: number,
): Promise<TeamDayTotal[]> {
  const { days, edges } = splitRange(range);
  const team = sql`SELECT descendant_id FROM member_tree WHERE ancestor_id = ${ancestorId}`;
  const parts: RawBuilder<TeamDayTotal>[] = [];
  if (days) {
    // Days before `keepBefore` are over for good; those of the range get their rows now.
    const keepBefore = dayText(Math.floor((now - KEEP_DAYS_AFTER_MS) / DAY_MS) * DAY_MS);
    const keptTo = days.to < keepBefore ? days.to : keepBefore;
    if (days.from < keptTo) {
      await sql`
        INSERT INTO team_bet_days (ancestor_id, day, bet_count, valid_bet, stake, payout, active)
        SELECT ${ancestorId}, missing.day, coalesce(sum(s.bet_count), 0), coalesce(sum(s.valid_bet), 0),
               coalesce(sum(s.stake), 0), coalesce(sum(s.payout), 0), count(s.member_id)
        FROM (
          SELECT d::date AS day FROM generate_series(${days.from}::date, ${keptTo}::date - 1, interval '1 day') d
          WHERE NOT EXISTS (SELECT 1 FROM team_bet_days c WHERE c.ancestor_id = ${ancestorId} AND c.day = d::date)
        ) missing
        LEFT JOIN member_bet_days s ON s.day = missing.day AND s.bet_count > 0 AND s.member_id IN (${team})
        GROUP BY missing.day
        ON CONFLICT (ancestor_id, day) DO NOTHING`.execute(db);
      parts.push(sql`
        SELECT day, bet_count, valid_bet, stake, payout, active FROM team_bet_days
        WHERE ancestor_id = ${ancestorId} AND day >= ${days.from}::date AND day < ${keptTo}::date`);
    }
    if (keptTo < days.to) {
      parts.push(sql`
        SELECT s.day, sum(s.bet_count)::bigint, sum(s.valid_bet)::bigint, sum(s.stake)::bigint,
          sum(s.payout)::bigint, count(*)::bigint
        FROM member_bet_days s
        WHERE s.day >= ${keptTo}::date AND s.day < ${days.to}::date AND s.bet_count > 0 AND s.member_id IN (${team})
        GROUP BY s.day`);
    }
  }
  // Each edge lies within one UTC day, never one of the whole days above.
  for (const edge of edges) {
    parts.push(sql`
      SELECT (b.settled_at AT TIME ZONE 'UTC')::date, count(*)::bigint, sum(b.valid_bet)::bigint, sum(b.stake)::bigint,
             sum(b.payout)::bigint, count(DISTINCT b.member_id)::bigint
      FROM bets b
      WHERE b.merchant_code = ${merchantCode} AND b.status = 'settled' AND b.settled_at >= ${edge.start}
        AND b.settled_at < ${edge.end}
        AND b.member_id IN (${team})
      GROUP BY 1`);
  }
  const { rows } = await sql<TeamDayTotal>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, bet_count, valid_bet, stake, payout, active
    FROM (${sql.join(parts, sql` UNION ALL `)}) totals (day, bet_count, valid_bet, stake, payout, active)`.execute(db);
  return rows;
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
    tests.push(
      sql`EXISTS (SELECT 1 FROM member_bet_days s WHERE s.member_id = team.id AND s.day >= ${days.from}::date
        AND s.day < ${days.to}::date AND s.bet_count > 0)`,
    );
  }
  for (const edge of edges) {
    tests.push(sql`EXISTS (SELECT 1 FROM bets b
      WHERE b.member_id = team.id AND b.merchant_code = ${merchantCode} AND b.status = 'settled'
        AND b.settled_at >= ${edge.start} AND b.settled_at < ${edge.end})`);
  }
  return sql`SELECT count(*) AS active FROM (${team}) team WHERE ${sql.join(tests, sql` OR `)}`;
}

export type BetDaysCheck = {
  checked: number;
  mismatches: Array<{ memberId: string; day: string; stored: string; fromBets: string }>;
};

/** Recomputes the day sums from the bets and lists every (member, day) that differs (ops). */
export async function verifyBetDays(db: Kysely<DB>, sample = 20): Promise<BetDaysCheck> {
  const [result, count] = await Promise.all([
    sql<{ member_id: bigint; day: string; stored: string | null; from_bets: string | null }>`
      WITH truth AS (
        SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date AS day, count(*)::bigint AS n,
               sum(valid_bet)::bigint AS valid, sum(stake)::bigint AS stake, sum(payout)::bigint AS payout
        FROM bets WHERE status = 'settled' GROUP BY 1, 2
      ), stored AS (
        SELECT member_id, day, bet_count AS n, valid_bet AS valid, stake, payout FROM member_bet_days
        WHERE bet_count <> 0 OR valid_bet <> 0 OR stake <> 0 OR payout <> 0
      )
      SELECT coalesce(t.member_id, s.member_id) AS member_id, to_char(coalesce(t.day, s.day), 'YYYY-MM-DD') AS day,
             CASE WHEN s.member_id IS NULL THEN NULL ELSE concat_ws('/', s.n, s.valid, s.stake, s.payout) END AS stored,
             CASE WHEN t.member_id IS NULL THEN NULL ELSE concat_ws('/', t.n, t.valid, t.stake, t.payout) END
               AS from_bets
      FROM truth t FULL JOIN stored s ON s.member_id = t.member_id AND s.day = t.day
      WHERE (t.n, t.valid, t.stake, t.payout) IS DISTINCT FROM (s.n, s.valid, s.stake, s.payout)
      ORDER BY 1, 2 LIMIT ${sample}`.execute(db),
    sql<{ n: bigint }>`SELECT count(*) AS n FROM member_bet_days`.execute(db),
  ]);
  return {
    checked: Number(count.rows[0]!.n),
    mismatches: result.rows.map((r) => ({
      memberId: r.member_id.toString(),
      day: r.day,
      stored: r.stored ?? 'none',
      fromBets: r.from_bets ?? 'none',
    })),
  };
}

export type TeamDaysCheck = {
  checked: number;
  mismatches: Array<{ ancestorId: string; day: string; kept: string; fromDays: string }>;
};

/** Recomputes every kept team day (team_bet_days) from the member day sums and lists those that differ (ops). */
export async function verifyTeamDays(db: Kysely<DB>, sample = 20): Promise<TeamDaysCheck> {
  const [result, count] = await Promise.all([
    sql<{ ancestor_id: bigint; day: string; kept: string; from_days: string }>`
      SELECT c.ancestor_id, to_char(c.day, 'YYYY-MM-DD') AS day,
             concat_ws('/', c.bet_count, c.valid_bet, c.stake, c.payout, c.active) AS kept,
             concat_ws('/', x.n, x.valid, x.stake, x.payout, x.active) AS from_days
      FROM team_bet_days c
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(s.bet_count), 0) AS n, coalesce(sum(s.valid_bet), 0) AS valid,
               coalesce(sum(s.stake), 0) AS stake,
               coalesce(sum(s.payout), 0) AS payout, count(s.member_id) AS active
        FROM member_tree t JOIN member_bet_days s ON s.member_id = t.descendant_id AND s.day = c.day AND s.bet_count > 0
        WHERE t.ancestor_id = c.ancestor_id
      ) x
      WHERE (c.bet_count, c.valid_bet, c.stake, c.payout, c.active)
        IS DISTINCT FROM (x.n, x.valid, x.stake, x.payout, x.active)
      ORDER BY 1, 2 LIMIT ${sample}`.execute(db),
    sql<{ n: bigint }>`SELECT count(*) AS n FROM team_bet_days`.execute(db),
  ]);
  return {
    checked: Number(count.rows[0]!.n),
    mismatches: result.rows.map((r) => ({
      ancestorId: r.ancestor_id.toString(),
      day: r.day,
      kept: r.kept,
      fromDays: r.from_days,
    })),
  };
}
