/**
 * The crash round loop, one step per call (job.ts calls it a few times a second; tests call it
 * with their own clock): settle every round whose crash time has passed, then make sure the next
 * round exists, its hash public from the moment it is created.
 *
 * Safe with several processes: creating a round takes a transaction-scoped advisory lock and
 * (chain_id, round_no) is unique; settling a round locks its row and does nothing when it is
 * already settled. A server that was down settles on its first step every round that crashed
 * meanwhile, at the crash point recorded when the round was created.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Trx } from '../../ledger/post';
import { CHAIN_LENGTH, chainSeed, crashPointFor, newChainSecret, sha256, terminalHash } from './chain';
import { settleCrashRound } from './settle';
import { PAUSE_MS, roundTimes } from './timeline';

type Db = Kysely<DB>;
const LOOP_LOCK = 7_120_013;

export async function startChain(db: Db | Trx, now: Date, secret = newChainSecret(), length = CHAIN_LENGTH) {
  return db
    .insertInto('crash_chains')
    .values({ secret, terminal_hash: terminalHash(secret, length), length, created_at: now })
    .returning(['id', 'terminal_hash', 'length'])
    .executeTakeFirstOrThrow();
}

/** Creates the next round when the latest one has crashed (or there is none); returns its id. */
async function openNextRound(db: Db, now: Date): Promise<bigint | null> {
  // Most steps find the round still running: answer that without a transaction or a lock.
  const running = await db
    .selectFrom('crash_rounds')
    .select('crash_at')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (running && running.crash_at.getTime() > now.getTime()) return null;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOOP_LOCK})`.execute(trx);
    const latest = await trx
      .selectFrom('crash_rounds')
      .select(['id', 'chain_id', 'round_no', 'crash_at'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest && latest.crash_at.getTime() > now.getTime()) return null;
    let chain = await trx.selectFrom('crash_chains').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    let roundNo = latest && chain && latest.chain_id === chain.id ? latest.round_no + 1 : 1;
    if (!chain || roundNo > chain.length) {
      const started = await startChain(trx, now);
      chain = (await trx
        .selectFrom('crash_chains')
        .selectAll()
        .where('id', '=', started.id)
        .executeTakeFirstOrThrow())!;
      roundNo = 1;
    }
    const seed = chainSeed(chain.secret, chain.length, roundNo);
    const crashPoint = await crashPointFor(seed, roundNo);
    // The next betting phase starts a pause after the last crash, or now when that is past.
    const opensAt = Math.max(latest ? latest.crash_at.getTime() + PAUSE_MS : 0, now.getTime());
    const times = roundTimes(opensAt, crashPoint);
    const row = await trx
      .insertInto('crash_rounds')
      .values({
        chain_id: chain.id,
        round_no: roundNo,
        hash: sha256(seed),
        seed,
        crash_point: crashPoint,
        opens_at: new Date(times.opensAt),
        takeoff_at: new Date(times.takeoffAt),
        crash_at: new Date(times.crashAt),
      })
      .onConflict((oc) => oc.columns(['chain_id', 'round_no']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  });
}

export type CrashStep = { settled: bigint[]; opened: bigint | null };

export async function crashStep(db: Db, now: Date): Promise<CrashStep> {
  const due = await db
    .selectFrom('crash_rounds')
    .select('id')
    .where('status', '=', 'open')
    .where('crash_at', '<=', now)
    .orderBy('id')
    .execute();
  const settled: bigint[] = [];
  for (const { id } of due) if (await settleCrashRound(db, id, now)) settled.push(id);
  return { settled, opened: await openNextRound(db, now) };
}
