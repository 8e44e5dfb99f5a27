/**
 * League rounds in the database: a round's row (and so its seed commitment) is created the first
 * time anyone needs it, always before its kick-off (a bet or the page asks for the next open
 * round); several processes may race to create it, the unique (league, round_no) keeps the first.
 * A round whose match time is over is settled once: its results stored with it, row-locked.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Trx } from '../../ledger/post';
import { roundTimes } from '../shared/games/virtual/schedule';
import { playRound } from './matches';
import type { League } from './schema';

type Db = Kysely<DB> | Trx;

export async function ensureRound(db: Db, league: League, round: number) {
  const times = roundTimes(round);
  const seed = randomBytes(32).toString('hex');
  await db
    .insertInto('virtual_rounds')
    .values({
      league,
      round_no: round,
      seed,
      seed_hash: createHash('sha256').update(seed).digest('hex'),
      kick_off_at: new Date(times.kickOffAt),
      ends_at: new Date(times.endsAt),
    })
    .onConflict((oc) => oc.columns(['league', 'round_no']).doNothing())
    .execute();
  return db
    .selectFrom('virtual_rounds')
    .selectAll()
    .where('league', '=', league)
    .where('round_no', '=', round)
    .executeTakeFirstOrThrow();
}

/** Settles one round if its matches are over and nobody did yet; true when this call did. */
export async function settleVirtualRound(db: Kysely<DB>, id: bigint, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const round = await trx
      .selectFrom('virtual_rounds')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!round || round.status !== 'open' || round.ends_at.getTime() > now.getTime()) return false;
    const results = await playRound(round.league, round.round_no, round.seed);
    await trx
      .updateTable('virtual_rounds')
      .set({ status: 'settled', settled_at: now, results: JSON.stringify(results) })
      .where('id', '=', id)
      .execute();
    return true;
  });
}
