/**
 * A holder's team figures over a settlement window, from raw bets: every bet with status
 * 'settled' and settled_at in [window start, window end) of a member of the holder's subtree
 * (member_tree, the holder included).
 *
 * Two ways to the same numbers:
 *   - `teamFiguresBatch`, what the settlement pass uses: per merchant, ONE statement for many
 *     contract-periods. Bets are read once per distinct window (bets_settled_idx) and summed per
 *     member first; those per-member sums are rolled up through the closure table to the
 *     holders of the batch, so the cost follows the bets of the window, not holders × team
 *     size. The roll-up is a MATERIALIZED CTE joined to the jobs last: left to itself the
 *     planner crossed every job with every bettor first (1.3 s instead of 45 ms for an hour of
 *     a 10,000-member tree).
 *   - `teamFiguresDirect`, what `settlement verify` uses: one plain query per contract, the
 *     holder's subtree joined to its bets. Kept deliberately different, so a mistake in the
 *     batched query shows up as a mismatch instead of being repeated.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { EMPTY_REALTIME, EMPTY_TEAM, type RealtimeFigures, type TeamFigures } from './amounts';

export type Window = { start: Date; end: Date };

/** One contract-period to compute. singleBet is set for real-time salary (the stake minimum). */
export type FiguresJob = { merchantCode: string; holderId: bigint; window: Window; singleBet?: bigint };
export type JobFigures = { team: TeamFigures; realtime: RealtimeFigures };

/** Jobs per statement: keeps the VALUES lists (and the parameters) a modest size. */
const BATCH = 400;

/** The part of a period a contract covers: from acceptance, until termination. */
export function settlementWindow(period: { start: number; end: number }, decidedAt: Date, terminatedAt: Date | null): Window {
  const start = Math.max(period.start, decidedAt.getTime());
  const end = Math.min(period.end, terminatedAt?.getTime() ?? period.end);
  return { start: new Date(start), end: new Date(Math.max(start, end)) };
}

type MetricsRow = { jid: number; active: number; bet_count: string; valid: string; stake: string; payout: string };
type RealtimeRow = { jid: number; lost: string; won: string };

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function batchOfOneMerchant(db: Kysely<DB>, merchantCode: string, jobs: Array<{ index: number; job: FiguresJob }>, out: JobFigures[]): Promise<void> {
  const windowIds = new Map<string, number>();
  const windows: Window[] = [];
  const rows = jobs.map(({ index, job }) => {
    const wkey = `${job.window.start.getTime()}:${job.window.end.getTime()}`;
    let wid = windowIds.get(wkey);
    if (wid === undefined) {
      wid = windows.push(job.window) - 1;
      windowIds.set(wkey, wid);
    }
    return { jid: index, wid, holder: job.holderId, single: job.singleBet };
  });
  const w = sql`w (wid, ws, we) AS (VALUES ${sql.join(windows.map((win, wid) => sql`(${wid}::int, ${win.start}::timestamptz, ${win.end}::timestamptz)`))})`;
  const teamBets = sql`bets b ON b.merchant_code = ${merchantCode} AND b.status = 'settled' AND b.settled_at >= w.ws AND b.settled_at < w.we`;

  const metrics = await sql<MetricsRow>`
    WITH ${w},
    j (jid, wid, holder) AS (VALUES ${sql.join(rows.map((r) => sql`(${r.jid}::int, ${r.wid}::int, ${r.holder}::bigint)`))}),
    pm AS (
      SELECT w.wid, b.member_id, count(*) AS n, sum(b.valid_bet) AS valid, sum(b.stake) AS stake, sum(b.payout) AS payout
      FROM w JOIN ${teamBets}
      GROUP BY w.wid, b.member_id),
    up AS MATERIALIZED (
      SELECT pm.wid, t.ancestor_id AS holder, count(*) AS active, sum(pm.n) AS n, sum(pm.valid) AS valid, sum(pm.stake) AS stake, sum(pm.payout) AS payout
      FROM pm JOIN member_tree t ON t.descendant_id = pm.member_id
      WHERE t.ancestor_id IN (SELECT holder FROM j)
      GROUP BY pm.wid, t.ancestor_id)
    SELECT j.jid, up.active::int AS active, up.n::text AS bet_count, up.valid::text AS valid, up.stake::text AS stake, up.payout::text AS payout
    FROM j JOIN up ON up.holder = j.holder AND up.wid = j.wid`.execute(db);
  for (const r of metrics.rows) {
    out[r.jid]!.team = { betCount: Number(r.bet_count), validBet: BigInt(r.valid), stake: BigInt(r.stake), payout: BigInt(r.payout), activeMembers: r.active };
  }

  const realtime = rows.filter((r) => r.single !== undefined);
  if (realtime.length === 0) return;
  // Real-time salary counts only bets of at least the contract's single-bet stake: sums per
  // member for each (window, minimum) pair in the batch, then rolled up the same way.
  const rt = await sql<RealtimeRow>`
    WITH ${w},
    j (jid, wid, holder, single) AS (VALUES ${sql.join(realtime.map((r) => sql`(${r.jid}::int, ${r.wid}::int, ${r.holder}::bigint, ${r.single}::bigint)`))}),
    th AS (SELECT DISTINCT wid, single FROM j),
    pm AS (
      SELECT th.wid, th.single, b.member_id,
             coalesce(sum(b.valid_bet) FILTER (WHERE b.payout < b.stake), 0) AS lost,
             coalesce(sum(b.valid_bet) FILTER (WHERE b.payout >= b.stake), 0) AS won
      FROM th JOIN w ON w.wid = th.wid JOIN ${teamBets} AND b.stake >= th.single
      GROUP BY th.wid, th.single, b.member_id),
    up AS MATERIALIZED (
      SELECT pm.wid, pm.single, t.ancestor_id AS holder, sum(pm.lost) AS lost, sum(pm.won) AS won
      FROM pm JOIN member_tree t ON t.descendant_id = pm.member_id
      WHERE t.ancestor_id IN (SELECT holder FROM j)
      GROUP BY pm.wid, pm.single, t.ancestor_id)
    SELECT j.jid, up.lost::text AS lost, up.won::text AS won
    FROM j JOIN up ON up.holder = j.holder AND up.wid = j.wid AND up.single = j.single`.execute(db);
  for (const r of rt.rows) out[r.jid]!.realtime = { lostValidBet: BigInt(r.lost), wonValidBet: BigInt(r.won) };
}

/** Figures for every job, in the jobs' order; an empty window has empty figures. */
export async function teamFiguresBatch(db: Kysely<DB>, jobs: readonly FiguresJob[]): Promise<JobFigures[]> {
  const out: JobFigures[] = jobs.map(() => ({ team: EMPTY_TEAM, realtime: EMPTY_REALTIME }));
  const byMerchant = new Map<string, Array<{ index: number; job: FiguresJob }>>();
  jobs.forEach((job, index) => {
    if (job.window.end <= job.window.start) return;
    const list = byMerchant.get(job.merchantCode) ?? [];
    list.push({ index, job });
    byMerchant.set(job.merchantCode, list);
  });
  for (const [merchantCode, list] of byMerchant) {
    for (const chunk of chunks(list, BATCH)) await batchOfOneMerchant(db, merchantCode, chunk, out);
  }
  return out;
}

type DirectRow = { bet_count: number; active: number; valid: string; stake: string; payout: string; lost: string; won: string };

/** One contract-period the plain way: the holder's subtree joined to its settled bets in the window. */
export async function teamFiguresDirect(db: Kysely<DB>, holderId: bigint, window: Window, singleBet: bigint = 0n): Promise<JobFigures> {
  const row = (
    await sql<DirectRow>`
      SELECT count(b.id)::int AS bet_count, count(DISTINCT b.member_id)::int AS active,
             coalesce(sum(b.valid_bet), 0)::text AS valid, coalesce(sum(b.stake), 0)::text AS stake,
             coalesce(sum(b.payout), 0)::text AS payout,
             coalesce(sum(b.valid_bet) FILTER (WHERE b.stake >= ${singleBet}::bigint AND b.payout < b.stake), 0)::text AS lost,
             coalesce(sum(b.valid_bet) FILTER (WHERE b.stake >= ${singleBet}::bigint AND b.payout >= b.stake), 0)::text AS won
      FROM member_tree t
      JOIN bets b ON b.member_id = t.descendant_id
      WHERE t.ancestor_id = ${holderId}::bigint AND b.status = 'settled'
        AND b.settled_at >= ${window.start}::timestamptz AND b.settled_at < ${window.end}::timestamptz`.execute(db)
  ).rows[0]!;
  return {
    team: { betCount: row.bet_count, activeMembers: row.active, validBet: BigInt(row.valid), stake: BigInt(row.stake), payout: BigInt(row.payout) },
    realtime: { lostValidBet: BigInt(row.lost), wonValidBet: BigInt(row.won) },
  };
}
