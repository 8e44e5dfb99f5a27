/**
 * Bench data for the agent features: one top agent with a deep team and a month of settled
 * bets, generated with set-based SQL (a statement per tree level, one for all the bets), so
 * 10,000 members and 1,000,000 bets take seconds, not minutes. Used by the settlement bench and
 * the agent-centre bench (agents.ts).
 *
 * The tree (defaults): top agent → 4 agents → 20 → 100 → 300 agents (levels 1–4), and the rest
 * of the members spread under the agents (most under level 4, so the team is 5 levels deep).
 * The member_tree trigger (migration 006) builds the closure table as rows go in.
 * With `topParentId` the top agent is itself a downline of that agent (so it can hold contracts).
 *
 * The bets are data for reading, not money that moved: they are 'settled' bets with realistic
 * stakes, valid bets and payouts spread uniformly over the `days` before `end`, all pointing at
 * one placeholder ledger transaction (bets.bet_tx_id is required) instead of a million real
 * ones. They are written in settlement order, as a live table fills, so a day's bets sit
 * together on disk. Seeded (setseed), so every run draws the same data. The per-member day sums
 * (member_bet_days, migration 007) end up as the bets' triggers would have left them.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';

export type AgentTreeOptions = {
  merchantCode?: string;
  /** Downline members under the top agent, agents included (default 10,000). */
  members?: number;
  /** Agents per level below the top (default [4, 20, 100, 300]). */
  agentLevels?: number[];
  bets?: number;
  days?: number;
  /** Bets are settled in [end − days, end); default: today 00:00 UTC. */
  end?: Date;
  /** Prefix of the generated usernames; default a random one. */
  tag?: string;
  /** The top agent's own upline; default none (the top is a root of the tree). */
  topParentId?: bigint;
};

export type TreeMember = { id: bigint; parentId: bigint; level: number };

export type AgentTree = {
  tag: string;
  merchantCode: string;
  topId: bigint;
  /** Every agent below the top, by level (1 = the top's direct downlines). */
  agents: TreeMember[];
  memberCount: number;
  betCount: number;
  start: Date;
  end: Date;
  /** Milliseconds spent on the tree and on the bets. */
  timings: { treeMs: number; betsMs: number };
};

const DAY = 86_400_000;

async function insertLevel(
  db: Kysely<DB>,
  merchantCode: string,
  prefix: string,
  type: number,
  parents: bigint[],
  createdAt: Date,
): Promise<TreeMember[]> {
  const rows = await sql<{ id: bigint; parent_id: bigint }>`
    INSERT INTO members (merchant_code, username, password_hash, type, parent_id, register_source, created_at)
    SELECT ${merchantCode}, ${prefix} || u.n, '-', ${type}::int, u.parent, 'bench', ${createdAt}::timestamptz
    FROM unnest(${parents.map(String)}::bigint[]) WITH ORDINALITY AS u(parent, n)
    ORDER BY u.n
    RETURNING id, parent_id`.execute(db);
  return rows.rows.map((r) => ({ id: r.id, parentId: r.parent_id, level: 0 }));
}

export async function generateAgentTree(db: Kysely<DB>, options: AgentTreeOptions = {}): Promise<AgentTree> {
  const merchantCode = options.merchantCode ?? 'demo';
  const memberCount = options.members ?? 10_000;
  const agentLevels = options.agentLevels ?? [4, 20, 100, 300];
  const betCount = options.bets ?? 1_000_000;
  const days = options.days ?? 30;
  const end = options.end ?? new Date(Math.floor(Date.now() / DAY) * DAY);
  const start = new Date(end.getTime() - days * DAY);
  const tag = options.tag ?? `bt${randomBytes(3).toString('hex')}`;
  const createdAt = new Date(start.getTime() - DAY);
  const agentTotal = agentLevels.reduce((a, b) => a + b, 0);
  if (agentTotal >= memberCount)
    throw new Error(`${memberCount} members cannot hold ${agentTotal} agents and their members`);

  const treeStarted = performance.now();
  const top = await sql<{ id: bigint }>`
    INSERT INTO members (merchant_code, username, password_hash, type, parent_id, register_source, created_at)
    VALUES (${merchantCode}, ${`${tag}_top`}, '-', 1, ${options.topParentId ?? null}::bigint, 'bench',
      ${createdAt}::timestamptz) RETURNING id`.execute(db);
  const topId = top.rows[0]!.id;

  // Agent levels: each agent's parent is an agent of the level above, round robin.
  const agents: TreeMember[] = [];
  let above: bigint[] = [topId];
  for (const [index, count] of agentLevels.entries()) {
    const parents = Array.from({ length: count }, (_, i) => above[i % above.length]!);
    const level = (await insertLevel(db, merchantCode, `${tag}_a${index + 1}_`, 1, parents, createdAt)).map((m) => ({
      ...m,
      level: index + 1,
    }));
    agents.push(...level);
    above = level.map((m) => m.id);
  }

  // Members: 80 % under level-4 agents (the deepest), the rest under the levels above.
  const plain = memberCount - agentTotal;
  const byLevel = (level: number) => agents.filter((a) => a.level === level).map((a) => a.id);
  const deepest = byLevel(agentLevels.length);
  const higher = agents.filter((a) => a.level < agentLevels.length).map((a) => a.id);
  const parents = Array.from({ length: plain }, (_, i) =>
    i % 5 === 4 && higher.length ? higher[i % higher.length]! : deepest[(i * 7) % deepest.length]!,
  );
  await insertLevel(db, merchantCode, `${tag}_m`, 0, parents, createdAt);
  const treeMs = performance.now() - treeStarted;

  const betsStarted = performance.now();
  await db.transaction().execute(async (trx) => {
    const placeholder = await sql<{ id: bigint }>`
      INSERT INTO ledger_transactions (merchant_code, kind, idempotency_key, reference, created_at)
      VALUES (${merchantCode}, 'bet', ${`bench:${tag}:bets`}, 'bench', ${createdAt}::timestamptz) RETURNING id`.execute(
      trx,
    );
    // A bulk load the way pg_restore does one: the secondary indexes and the unique constraint
    // are dropped and rebuilt once afterwards from their own definitions (a sort each, instead
    // of a million random index insertions), and a superuser skips the per-row foreign-key
    // triggers (the rows are valid by construction: the members and the placeholder exist).
    const indexes = await sql<{ name: string; definition: string }>`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'bets'
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'bets'::regclass)`.execute(trx);
    const uniques = await sql<{ name: string; definition: string }>`
      SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = 'bets'::regclass AND contype = 'u'`.execute(trx);
    for (const index of indexes.rows) await sql`DROP INDEX ${sql.id(index.name)}`.execute(trx);
    for (const unique of uniques.rows) await sql`ALTER TABLE bets DROP CONSTRAINT ${sql.id(unique.name)}`.execute(trx);
    const superuser =
      (await sql<{ rolsuper: boolean }>`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`.execute(trx))
        .rows[0]?.rolsuper === true;
    if (superuser) await sql`SET LOCAL session_replication_role = replica`.execute(trx);

    await sql`SELECT setseed(0.4242)`.execute(trx);
    // The team's ids in one array; each bet picks a member by a random index, stakes from 1.00
    // to 200.00, four in five counting fully as valid bet, 45 % winning 1.5–2.5× the stake.
    await sql`
      WITH team AS (SELECT array_agg(descendant_id ORDER BY descendant_id) AS ids, count(*) AS n FROM member_tree
        WHERE ancestor_id = ${topId}::bigint),
      drawn AS (
        SELECT g, team.ids[1 + floor(random() * team.n)::int] AS member_id,
               (100 + floor(random() * 19900))::bigint AS stake, random() AS r_valid, random() AS r_win,
                 random() AS r_mult,
               ${start}::timestamptz + random() * (${end}::timestamptz - ${start}::timestamptz) AS settled_at
        FROM generate_series(1, ${betCount}::int) AS g, team)
      INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_name, round_id, stake, valid_bet, payout,
        status, placed_at, settled_at, bet_tx_id)
      SELECT ${merchantCode}, member_id, 'PG', 'RNG', 'Bench Slot', ${`${tag}-`} || g, stake,
             CASE WHEN r_valid < 0.8 THEN stake ELSE stake * 8 / 10 END,
             CASE WHEN r_win < 0.45 THEN floor(stake * (1.5 + r_mult))::bigint ELSE 0 END,
             'settled', settled_at - interval '1 minute', settled_at, ${placeholder.rows[0]!.id}::bigint
      FROM drawn
      ORDER BY settled_at`.execute(trx);

    if (superuser) {
      await sql`SET LOCAL session_replication_role = DEFAULT`.execute(trx);
      // The replica role skipped the statement trigger that keeps the day sums too: add what it
      // would have added, with the trigger's own grouping, in day order as days fill a live table.
      await sql`
        INSERT INTO member_bet_days AS s (member_id, day, bet_count, valid_bet, stake, payout)
        SELECT member_id, (settled_at AT TIME ZONE 'UTC')::date, count(*), sum(valid_bet), sum(stake), sum(payout)
        FROM bets WHERE bet_tx_id = ${placeholder.rows[0]!.id}::bigint AND status = 'settled'
        GROUP BY 1, 2 ORDER BY 2, 1
        ON CONFLICT (member_id, day) DO UPDATE SET
          bet_count = s.bet_count + EXCLUDED.bet_count, valid_bet = s.valid_bet + EXCLUDED.valid_bet,
          stake = s.stake + EXCLUDED.stake, payout = s.payout + EXCLUDED.payout`.execute(trx);
    }
    for (const index of indexes.rows) await sql.raw(index.definition).execute(trx);
    for (const unique of uniques.rows)
      await sql`ALTER TABLE bets ADD CONSTRAINT ${sql.id(unique.name)} ${sql.raw(unique.definition)}`.execute(trx);
  });
  // As autovacuum would leave a table of old rows: statistics, hint bits and the visibility map
  // set, so the first reader does not pay for rewriting a million freshly loaded rows.
  await sql`VACUUM ANALYZE members`.execute(db);
  await sql`VACUUM ANALYZE member_tree`.execute(db);
  await sql`VACUUM ANALYZE bets`.execute(db);
  await sql`VACUUM ANALYZE member_bet_days`.execute(db);
  const betsMs = performance.now() - betsStarted;

  return { tag, merchantCode, topId, agents, memberCount, betCount, start, end, timings: { treeMs, betsMs } };
}
