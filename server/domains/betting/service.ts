/**
 * The provider-facing settlement service, bound to the database and the clock: what the games
 * issue calls for the built-in games, what the operator commands and the sweep timer use.
 * Each call runs in its own transaction; the functions in rounds.ts also take a transaction.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { placeBet, refundRound, settleRound, type PlaceBetInput, type RefundInput, type SettleInput } from './rounds';
import { sweepBets } from './sweep';

type WithoutNow<T> = Omit<T, 'now'> & { now?: Date };

export function createBettingService(db: Kysely<DB>, clock: () => Date) {
  return {
    placeBet: (input: WithoutNow<PlaceBetInput>) => placeBet(db, { ...input, now: input.now ?? clock() }),
    settleRound: (input: WithoutNow<SettleInput>) => settleRound(db, { ...input, now: input.now ?? clock() }),
    refundRound: (input: WithoutNow<RefundInput>) => refundRound(db, { ...input, now: input.now ?? clock() }),
    sweep: (now: Date = clock()) => sweepBets(db, now),
  };
}

export type BettingService = ReturnType<typeof createBettingService>;
