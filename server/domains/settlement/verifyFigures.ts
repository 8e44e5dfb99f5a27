/**
 * Team figures for many contract-periods at once, for `verifyPeriods` (verify.ts): the plain
 * per-contract query of `teamFiguresDirect` (compute.ts) with the jobs as a relation, so verifying
 * hundreds of periods takes two statements per chunk instead of two per contract and period.
 *
 * Deliberately not the settlement pass's `teamFiguresBatch`: that one sums bets per member per
 * window and rolls the sums up the closure table; this one joins each job's subtree straight to
 * its bets (bets_member_settled_idx), as the direct query does, and lets each bet look up its
 * deeper contracts on its own. Verify exists to cross-check the pass, so a mistake in the pass's
 * query must show up here as a mismatch rather than be repeated. The SQL fragments below restate
 * the direct query's instead of importing the pass's, for the same reason.
 */
import { sql, type Kysely } from 'kysely';
import { COUNTS_HOLDER_OWN_BETS, type ContractKind } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';
import { HOUSE_EDGES, PROVIDER_DEFAULT_EDGE_BP, houseEdgeBp } from '../betting/validBet';
import { LEVEL_KINDS, levelGroup, type JobFigures, type LevelRow, type Window } from './compute';

export type VerifyJob = { holderId: bigint; kind: ContractKind; window: Window; singleBet: bigint };

/** Jobs per statement: the jobs travel as one JSON parameter; this bounds its size and the statement's memory. */
const CHUNK = 1_000;

/** Bet `b`'s house edge in basis points (betting/validBet.ts houseEdgeBp). */
const edgeBp = sql`CASE (SELECT g.engine FROM games g WHERE g.node_id = b.node_id) ${sql.join(
  HOUSE_EDGES.map((e) => sql`WHEN ${e.game} THEN ${houseEdgeBp(e.game)}::bigint`),
  sql` `,
)} ELSE ${PROVIDER_DEFAULT_EDGE_BP}::bigint END`;

/** The jobs as rows j(jid, holder, kind, ws, we, single, min_depth); one parameter whatever their number. */
function jobsRelation(jobs: ReadonlyArray<{ jid: number; job: VerifyJob }>) {
  const json = JSON.stringify(
    jobs.map(({ jid, job }) => ({
      jid,
      holder: job.holderId.toString(),
      kind: job.kind,
      ws: job.window.start.toISOString(),
      we: job.window.end.toISOString(),
      single: job.singleBet.toString(),
      // The holder's own bets (depth 0) only where its kind counts them, as in teamFiguresDirect.
      min_depth: COUNTS_HOLDER_OWN_BETS[job.kind] ? 0 : 1,
    })),
  );
  return sql`jsonb_to_recordset(${json}::jsonb) AS j(jid int, holder bigint, kind text, ws timestamptz,
    we timestamptz, single bigint, min_depth int)`;
}

type TeamRow = {
  jid: number;
  bet_count: number;
  active: number;
  valid: string;
  stake: string;
  payout: string;
  lost: string;
  won: string;
  theo: string;
};

async function chunkFigures(
  db: Kysely<DB>,
  jobs: ReadonlyArray<{ jid: number; job: VerifyJob }>,
  out: JobFigures[],
): Promise<void> {
  const team = await sql<TeamRow>`
    SELECT j.jid, count(b.id)::int AS bet_count, count(DISTINCT b.member_id)::int AS active,
           sum(b.valid_bet)::text AS valid, sum(b.stake)::text AS stake, sum(b.payout)::text AS payout,
           sum(b.valid_bet::numeric * ${edgeBp})::text AS theo,
           coalesce(sum(b.valid_bet) FILTER (WHERE b.stake >= j.single AND b.payout < b.stake), 0)::text AS lost,
           coalesce(sum(b.valid_bet) FILTER (WHERE b.stake >= j.single AND b.payout >= b.stake), 0)::text AS won
    FROM ${jobsRelation(jobs)}
    JOIN member_tree t ON t.ancestor_id = j.holder AND t.depth >= j.min_depth
    JOIN bets b ON b.member_id = t.descendant_id AND b.status = 'settled' AND b.settled_at >= j.ws
      AND b.settled_at < j.we
    GROUP BY j.jid`.execute(db);
  for (const r of team.rows) {
    out[r.jid] = {
      ...out[r.jid]!,
      team: {
        betCount: r.bet_count,
        activeMembers: r.active,
        validBet: BigInt(r.valid),
        stake: BigInt(r.stake),
        payout: BigInt(r.payout),
        theoExact: BigInt(r.theo),
      },
      realtime: { lostValidBet: BigInt(r.lost), wonValidBet: BigInt(r.won) },
    };
  }

  const levelJobs = jobs.filter(({ job }) => LEVEL_KINDS.includes(job.kind));
  if (levelJobs.length === 0) return;
  // Per bet of the subtree, the highest rates of the deeper contracts of the job's kind in force
  // at the bet on its path below the holder; bets with none are not in any group.
  const levels = await sql<LevelRow>`
    SELECT j.jid, deeper.dl, deeper.dp, sum(b.valid_bet)::text AS valid, sum(b.stake)::text AS stake,
      sum(b.payout)::text AS payout,
           sum(b.valid_bet::numeric * ${edgeBp})::text AS theo,
           coalesce(sum(b.valid_bet) FILTER (WHERE b.payout < b.stake), 0)::text AS lost,
           coalesce(sum(b.valid_bet) FILTER (WHERE b.payout >= b.stake), 0)::text AS won
    FROM ${jobsRelation(levelJobs)}
    JOIN member_tree t ON t.ancestor_id = j.holder
    JOIN bets b ON b.member_id = t.descendant_id AND b.status = 'settled' AND b.stake >= j.single
      AND b.settled_at >= j.ws AND b.settled_at < j.we
    CROSS JOIN LATERAL (
      SELECT max(CASE WHEN c.kind = 'realtime' THEN (c.terms->'realtime'->>'lossRateBp')::int ELSE c.rate_bp END) AS dl,
             max(CASE WHEN c.kind = 'realtime' THEN (c.terms->'realtime'->>'profitRateBp')::int ELSE c.rate_bp END)
               AS dp
      FROM member_tree up
      JOIN member_tree under ON under.descendant_id = up.ancestor_id AND under.ancestor_id = j.holder
        AND under.depth > 0
      JOIN contracts c ON c.member_id = up.ancestor_id AND c.kind = j.kind
      WHERE up.descendant_id = b.member_id
        AND c.status IN ('accepted', 'terminated') AND c.decided_at IS NOT NULL AND c.decided_at <= b.settled_at
        AND (c.terminated_at IS NULL OR c.terminated_at > b.settled_at)
    ) deeper
    WHERE deeper.dl IS NOT NULL
    GROUP BY j.jid, deeper.dl, deeper.dp
    ORDER BY j.jid, deeper.dl, deeper.dp`.execute(db);
  // Only the rows' conversion is shared with the pass (compute.ts); the query above is verify's own.
  for (const r of levels.rows) out[r.jid]!.below.push(levelGroup(r));
}

/**
 * Figures for every job, in the jobs' order: the same numbers teamFiguresDirect gives for each
 * (a job without bets has zero figures and no level groups).
 */
export async function teamFiguresOfJobs(db: Kysely<DB>, jobs: readonly VerifyJob[]): Promise<JobFigures[]> {
  const out: JobFigures[] = jobs.map(() => ({
    team: { betCount: 0, activeMembers: 0, validBet: 0n, stake: 0n, payout: 0n, theoExact: 0n },
    realtime: { lostValidBet: 0n, wonValidBet: 0n },
    below: [],
  }));
  const indexed = jobs.map((job, jid) => ({ jid, job }));
  for (let i = 0; i < indexed.length; i += CHUNK) await chunkFigures(db, indexed.slice(i, i + CHUNK), out);
  return out;
}
