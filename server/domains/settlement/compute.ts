/**
 * A holder's team figures over a settlement window, from raw bets: every bet with status
 * 'settled' and settled_at in [window start, window end) of a member of the holder's subtree
 * (member_tree), the holder's own bets only where its contract kind counts them
 * (COUNTS_HOLDER_OWN_BETS in src/shared/wire/agents.ts: no kind does today).
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
import { COUNTS_HOLDER_OWN_BETS, type ContractKind } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';
import { HOUSE_EDGES, PROVIDER_DEFAULT_EDGE_BP, houseEdgeBp } from '../betting/validBet';
import { EMPTY_REALTIME, EMPTY_TEAM, type LevelGroup, type RealtimeFigures, type TeamFigures } from './amounts';

export type Window = { start: Date; end: Date };

/**
 * One contract-period to compute. singleBet is set for real-time salary (the stake minimum).
 * kind: the contract's; for the salary kinds (LEVEL_KINDS) the team's bets under deeper contracts
 * of that kind come back as `below` groups (amounts.ts "Level difference").
 */
export type FiguresJob = {
  merchantCode: string;
  holderId: bigint;
  kind: ContractKind;
  window: Window;
  singleBet?: bigint;
};
export type JobFigures = { team: TeamFigures; realtime: RealtimeFigures; below: LevelGroup[] };

/** The kinds paid by level difference (amounts.ts). */
export const LEVEL_KINDS: readonly ContractKind[] = ['daily', 'hourly', 'realtime', 'dividend'];

/**
 * Bet `b`'s house edge in basis points (betting/validBet.ts houseEdgeBp): built-in games by the
 * engine of their catalogue game (bets.node_id), provider rounds (node_id null) at the default.
 */
const edgeBp = sql`CASE (SELECT g.engine FROM games g WHERE g.node_id = b.node_id) ${sql.join(
  HOUSE_EDGES.map((e) => sql`WHEN ${e.game} THEN ${houseEdgeBp(e.game)}::bigint`),
  sql` `,
)} ELSE ${PROVIDER_DEFAULT_EDGE_BP}::bigint END`;

/**
 * A deeper contract's rates on each side, as SQL over contracts `c`: real-time salary has a loss
 * and a profit rate in its terms, the other kinds their rate_bp on both.
 */
const lossRate = sql`CASE WHEN c.kind = 'realtime' THEN (c.terms->'realtime'->>'lossRateBp')::int ELSE c.rate_bp END`;
const profitRate = sql`CASE WHEN c.kind = 'realtime'
  THEN (c.terms->'realtime'->>'profitRateBp')::int ELSE c.rate_bp END`;
/** A deeper contract `c` of the job's kind in force when bet `b` settled. */
/** The same edge over a row that carries the bet's node_id (the level query's per_bet). */
const edgeOfPerBet = sql`CASE (SELECT g.engine FROM games g WHERE g.node_id = per_bet.node_id) ${sql.join(
  HOUSE_EDGES.map((e) => sql`WHEN ${e.game} THEN ${houseEdgeBp(e.game)}::bigint`),
  sql` `,
)} ELSE ${PROVIDER_DEFAULT_EDGE_BP}::bigint END`;
const inForceAtBet = sql`c.status IN ('accepted', 'terminated')
  AND c.decided_at IS NOT NULL AND c.decided_at <= b.settled_at
  AND (c.terminated_at IS NULL OR c.terminated_at > b.settled_at)`;

/** A level group's sums as the queries return them (here and in verifyFigures.ts). */
export type LevelRow = {
  jid: number;
  dl: number;
  dp: number;
  valid: string;
  lost: string;
  won: string;
  stake: string;
  payout: string;
  theo: string;
};
export const levelGroup = (r: Omit<LevelRow, 'jid'>): LevelGroup => ({
  lossRateBp: r.dl,
  profitRateBp: r.dp,
  validBet: BigInt(r.valid),
  lostValidBet: BigInt(r.lost),
  wonValidBet: BigInt(r.won),
  stake: BigInt(r.stake),
  payout: BigInt(r.payout),
  theoExact: BigInt(r.theo),
});

/** Jobs per statement: keeps the VALUES lists (and the parameters) a modest size. */
const BATCH = 400;

/** The part of a period a contract covers: from acceptance, until termination. */
export function settlementWindow(
  period: { start: number; end: number },
  decidedAt: Date,
  terminatedAt: Date | null,
): Window {
  const start = Math.max(period.start, decidedAt.getTime());
  const end = Math.min(period.end, terminatedAt?.getTime() ?? period.end);
  return { start: new Date(start), end: new Date(Math.max(start, end)) };
}

type MetricsRow = {
  jid: number;
  active: number;
  bet_count: string;
  valid: string;
  stake: string;
  payout: string;
  theo: string;
};
type RealtimeRow = { jid: number; lost: string; won: string };

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function batchOfOneMerchant(
  db: Kysely<DB>,
  merchantCode: string,
  jobs: Array<{ index: number; job: FiguresJob }>,
  out: JobFigures[],
): Promise<void> {
  const windowIds = new Map<string, number>();
  const windows: Window[] = [];
  const rows = jobs.map(({ index, job }) => {
    const wkey = `${job.window.start.getTime()}:${job.window.end.getTime()}`;
    let wid = windowIds.get(wkey);
    if (wid === undefined) {
      wid = windows.push(job.window) - 1;
      windowIds.set(wkey, wid);
    }
    return {
      jid: index,
      wid,
      holder: job.holderId,
      kind: job.kind,
      single: job.singleBet,
      own: COUNTS_HOLDER_OWN_BETS[job.kind],
    };
  });
  const windowRows = windows.map((win, wid) => sql`(${wid}::int, ${win.start}::timestamptz, ${win.end}::timestamptz)`);
  const w = sql`w (wid, ws, we) AS (VALUES ${sql.join(windowRows)})`;
  const teamBets = sql`bets b ON b.merchant_code = ${merchantCode} AND b.status = 'settled'
    AND b.settled_at >= w.ws AND b.settled_at < w.we`;

  // Every figure twice in the roll-up: with the holder's own bets (depth 0) and without; each job
  // takes the one its kind asks for.
  const jobRows = rows.map((r) => sql`(${r.jid}::int, ${r.wid}::int, ${r.holder}::bigint, ${r.own}::boolean)`);
  const metrics = await sql<MetricsRow>`
    WITH ${w},
    j (jid, wid, holder, own) AS (VALUES ${sql.join(jobRows)}),
    pm AS (
      SELECT w.wid, b.member_id, count(*) AS n,
             sum(b.valid_bet) AS valid, sum(b.stake) AS stake, sum(b.payout) AS payout,
             sum(b.valid_bet::numeric * ${edgeBp}) AS theo
      FROM w JOIN ${teamBets}
      GROUP BY w.wid, b.member_id),
    up AS MATERIALIZED (
      SELECT pm.wid, t.ancestor_id AS holder,
             count(*) AS active, sum(pm.n) AS n, sum(pm.valid) AS valid, sum(pm.stake) AS stake,
             sum(pm.payout) AS payout, sum(pm.theo) AS theo,
             count(*) FILTER (WHERE t.depth > 0) AS active_t, coalesce(sum(pm.n) FILTER (WHERE t.depth > 0), 0) AS n_t,
             coalesce(sum(pm.valid) FILTER (WHERE t.depth > 0), 0) AS valid_t,
             coalesce(sum(pm.stake) FILTER (WHERE t.depth > 0), 0) AS stake_t,
             coalesce(sum(pm.payout) FILTER (WHERE t.depth > 0), 0) AS payout_t,
             coalesce(sum(pm.theo) FILTER (WHERE t.depth > 0), 0) AS theo_t
      FROM pm JOIN member_tree t ON t.descendant_id = pm.member_id
      WHERE t.ancestor_id IN (SELECT holder FROM j)
      GROUP BY pm.wid, t.ancestor_id)
    SELECT j.jid,
           (CASE WHEN j.own THEN up.active ELSE up.active_t END)::int AS active,
           (CASE WHEN j.own THEN up.n ELSE up.n_t END)::text AS bet_count,
           (CASE WHEN j.own THEN up.valid ELSE up.valid_t END)::text AS valid,
           (CASE WHEN j.own THEN up.stake ELSE up.stake_t END)::text AS stake,
           (CASE WHEN j.own THEN up.payout ELSE up.payout_t END)::text AS payout,
           (CASE WHEN j.own THEN up.theo ELSE up.theo_t END)::text AS theo
    FROM j JOIN up ON up.holder = j.holder AND up.wid = j.wid`.execute(db);
  for (const r of metrics.rows) {
    out[r.jid]!.team = {
      betCount: Number(r.bet_count),
      validBet: BigInt(r.valid),
      stake: BigInt(r.stake),
      payout: BigInt(r.payout),
      activeMembers: r.active,
      theoExact: BigInt(r.theo),
    };
  }

  // Level difference: per bet of the team below a deeper contract of the job's kind in force at the
  // bet, the highest deeper rates on its path (holder excluded: depth > 0), then summed by rates.
  const levels = rows.filter((r) => LEVEL_KINDS.includes(r.kind));
  if (levels.length > 0) {
    const levelRows = levels.map(
      (r) => sql`(${r.jid}::int, ${r.wid}::int, ${r.holder}::bigint, ${r.kind}::text, ${r.single ?? 0n}::bigint)`,
    );
    const lv = await sql<LevelRow>`
      WITH ${w},
      j (jid, wid, holder, kind, single) AS (VALUES ${sql.join(levelRows)}),
      per_bet AS (
        SELECT j.jid, b.id, b.valid_bet, b.stake, b.payout, b.node_id, max(${lossRate}) AS dl, max(${profitRate}) AS dp
        FROM j JOIN w ON w.wid = j.wid
        JOIN member_tree th ON th.ancestor_id = j.holder AND th.depth > 0
        JOIN contracts c ON c.member_id = th.descendant_id AND c.kind = j.kind AND c.merchant_code = ${merchantCode}
        JOIN member_tree tb ON tb.ancestor_id = th.descendant_id
        JOIN ${teamBets} AND b.member_id = tb.descendant_id AND b.stake >= j.single AND ${inForceAtBet}
        GROUP BY j.jid, b.id, b.valid_bet, b.stake, b.payout, b.node_id)
      SELECT jid, dl, dp, sum(valid_bet)::text AS valid, sum(stake)::text AS stake, sum(payout)::text AS payout,
             sum(valid_bet::numeric * ${edgeOfPerBet})::text AS theo,
             coalesce(sum(valid_bet) FILTER (WHERE payout < stake), 0)::text AS lost,
             coalesce(sum(valid_bet) FILTER (WHERE payout >= stake), 0)::text AS won
      FROM per_bet GROUP BY jid, dl, dp ORDER BY jid, dl, dp`.execute(db);
    for (const r of lv.rows) out[r.jid]!.below.push(levelGroup(r));
  }

  const realtime = rows.filter((r) => r.single !== undefined);
  if (realtime.length === 0) return;
  // Real-time salary counts only bets of at least the contract's single-bet stake: sums per
  // member for each (window, minimum) pair in the batch, then rolled up the same way.
  const realtimeRows = realtime.map(
    (r) => sql`(${r.jid}::int, ${r.wid}::int, ${r.holder}::bigint, ${r.single}::bigint, ${r.own}::boolean)`,
  );
  const rt = await sql<RealtimeRow>`
    WITH ${w},
    j (jid, wid, holder, single, own) AS (VALUES ${sql.join(realtimeRows)}),
    th AS (SELECT DISTINCT wid, single FROM j),
    pm AS (
      SELECT th.wid, th.single, b.member_id,
             coalesce(sum(b.valid_bet) FILTER (WHERE b.payout < b.stake), 0) AS lost,
             coalesce(sum(b.valid_bet) FILTER (WHERE b.payout >= b.stake), 0) AS won
      FROM th JOIN w ON w.wid = th.wid JOIN ${teamBets} AND b.stake >= th.single
      GROUP BY th.wid, th.single, b.member_id),
    up AS MATERIALIZED (
      SELECT pm.wid, pm.single, t.ancestor_id AS holder, sum(pm.lost) AS lost, sum(pm.won) AS won,
             coalesce(sum(pm.lost) FILTER (WHERE t.depth > 0), 0) AS lost_t,
             coalesce(sum(pm.won) FILTER (WHERE t.depth > 0), 0) AS won_t
      FROM pm JOIN member_tree t ON t.descendant_id = pm.member_id
      WHERE t.ancestor_id IN (SELECT holder FROM j)
      GROUP BY pm.wid, pm.single, t.ancestor_id)
    SELECT j.jid, (CASE WHEN j.own THEN up.lost ELSE up.lost_t END)::text AS lost,
           (CASE WHEN j.own THEN up.won ELSE up.won_t END)::text AS won
    FROM j JOIN up ON up.holder = j.holder AND up.wid = j.wid AND up.single = j.single`.execute(db);
  for (const r of rt.rows) out[r.jid]!.realtime = { lostValidBet: BigInt(r.lost), wonValidBet: BigInt(r.won) };
}

/** Figures for every job, in the jobs' order; an empty window has empty figures. */
export async function teamFiguresBatch(db: Kysely<DB>, jobs: readonly FiguresJob[]): Promise<JobFigures[]> {
  const out: JobFigures[] = jobs.map(() => ({ team: EMPTY_TEAM, realtime: EMPTY_REALTIME, below: [] }));
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

type DirectRow = {
  bet_count: number;
  active: number;
  valid: string;
  stake: string;
  payout: string;
  lost: string;
  won: string;
  theo: string;
};

/**
 * One contract-period the plain way: the holder's subtree joined to its settled bets in the window
 * (depth 0, the holder itself, only where the kind counts its own bets); for the level
 * difference, each of those bets looks up its deeper contracts on its own.
 */
export async function teamFiguresDirect(
  db: Kysely<DB>,
  holderId: bigint,
  kind: ContractKind,
  window: Window,
  singleBet: bigint = 0n,
): Promise<JobFigures> {
  const minDepth = COUNTS_HOLDER_OWN_BETS[kind] ? 0 : 1;
  const row = (
    await sql<DirectRow>`
      SELECT count(b.id)::int AS bet_count, count(DISTINCT b.member_id)::int AS active,
             coalesce(sum(b.valid_bet), 0)::text AS valid, coalesce(sum(b.stake), 0)::text AS stake,
             coalesce(sum(b.payout), 0)::text AS payout,
             coalesce(sum(b.valid_bet::numeric * ${edgeBp}), 0)::text AS theo,
             coalesce(sum(b.valid_bet) FILTER (WHERE b.stake >= ${singleBet}::bigint AND b.payout < b.stake), 0)::text
               AS lost,
             coalesce(sum(b.valid_bet) FILTER (WHERE b.stake >= ${singleBet}::bigint AND b.payout >= b.stake), 0)::text
               AS won
      FROM member_tree t
      JOIN bets b ON b.member_id = t.descendant_id
      WHERE t.ancestor_id = ${holderId}::bigint AND t.depth >= ${minDepth}::int AND b.status = 'settled'
        AND b.settled_at >= ${window.start}::timestamptz AND b.settled_at < ${window.end}::timestamptz`.execute(db)
  ).rows[0]!;
  const below = LEVEL_KINDS.includes(kind)
    ? (
        await sql<Omit<LevelRow, 'jid'>>`
          SELECT deeper.dl, deeper.dp, sum(b.valid_bet)::text AS valid, sum(b.stake)::text AS stake,
                 sum(b.payout)::text AS payout,
                 sum(b.valid_bet::numeric * ${edgeBp})::text AS theo,
                 coalesce(sum(b.valid_bet) FILTER (WHERE b.payout < b.stake), 0)::text AS lost,
                 coalesce(sum(b.valid_bet) FILTER (WHERE b.payout >= b.stake), 0)::text AS won
          FROM member_tree t
          JOIN bets b ON b.member_id = t.descendant_id
          CROSS JOIN LATERAL (
            SELECT max(${lossRate}) AS dl, max(${profitRate}) AS dp
            FROM member_tree up
            JOIN member_tree under ON under.descendant_id = up.ancestor_id
              AND under.ancestor_id = ${holderId}::bigint AND under.depth > 0
            JOIN contracts c ON c.member_id = up.ancestor_id AND c.kind = ${kind}
            WHERE up.descendant_id = b.member_id AND ${inForceAtBet}
          ) deeper
          WHERE t.ancestor_id = ${holderId}::bigint AND b.status = 'settled' AND deeper.dl IS NOT NULL
            AND b.stake >= ${singleBet}::bigint
            AND b.settled_at >= ${window.start}::timestamptz AND b.settled_at < ${window.end}::timestamptz
          GROUP BY deeper.dl, deeper.dp ORDER BY deeper.dl, deeper.dp`.execute(db)
      ).rows.map(levelGroup)
    : [];
  return {
    team: {
      betCount: row.bet_count,
      activeMembers: row.active,
      validBet: BigInt(row.valid),
      stake: BigInt(row.stake),
      payout: BigInt(row.payout),
      theoExact: BigInt(row.theo),
    },
    realtime: { lostValidBet: BigInt(row.lost), wonValidBet: BigInt(row.won) },
    below,
  };
}
