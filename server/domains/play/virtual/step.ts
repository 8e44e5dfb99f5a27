/**
 * One step of virtual sports (job.ts runs it every few seconds; tests and `ops virtual run-now`
 * call it directly): commit the next open round of each league, settle every round whose matches
 * are over, then every open slip whose matches all are. Each settlement is once (rounds.ts, slips.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nextOpenRound } from '../shared/games/virtual/schedule';
import { LEAGUES } from './matches';
import { ensureRound, settleVirtualRound } from './rounds';
import { settleVirtualSlip } from './slips';

export async function virtualStep(db: Kysely<DB>, now: Date) {
  for (const league of LEAGUES) await ensureRound(db, league, nextOpenRound(now.getTime()).round);
  const rounds = await db
    .selectFrom('virtual_rounds')
    .select('id')
    .where('status', '=', 'open')
    .where('ends_at', '<=', now)
    .orderBy('id')
    .execute();
  let settledRounds = 0;
  for (const { id } of rounds) if (await settleVirtualRound(db, id, now)) settledRounds += 1;
  const slips = await db
    .selectFrom('virtual_slips')
    .select('id')
    .where('status', '=', 'open')
    .where('settle_after', '<=', now)
    .orderBy('id')
    .execute();
  let settledSlips = 0;
  for (const { id } of slips) if (await settleVirtualSlip(db, id, now)) settledSlips += 1;
  return { settledRounds, settledSlips };
}
