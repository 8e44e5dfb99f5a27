/**
 * The end of a crash round: every bet still in is settled once, in one transaction with the
 * round. An automatic cash-out at or below the crash point pays at its target (crashRoundEnd in
 * shared/games/crash.ts); a round whose crash point is above the 10,000× ceiling ends its flight
 * there, and a bet still in then is cashed out at the ceiling; every other bet is lost.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { crashPayout, MAX_CASH_OUT } from '../shared/games/crash';
import { settleStake } from './money';

/** Settles the round if its crash time has passed and nobody did yet; true when this call did. */
export async function settleCrashRound(db: Kysely<DB>, roundId: bigint, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const round = await trx
      .selectFrom('crash_rounds')
      .select(['id', 'status', 'crash_point', 'crash_at'])
      .where('id', '=', roundId)
      .forUpdate()
      .executeTakeFirst();
    if (!round || round.status !== 'open' || round.crash_at.getTime() > now.getTime()) return false;
    const open = await trx
      .selectFrom('crash_bets')
      .selectAll()
      .where('round_id', '=', roundId)
      .where('status', '=', 'open')
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const bet of open) {
      const auto = bet.auto_cash_out !== null && bet.auto_cash_out <= round.crash_point ? bet.auto_cash_out : null;
      const cashedOutAt = auto ?? (round.crash_point > MAX_CASH_OUT ? MAX_CASH_OUT : null);
      const payout = crashPayout({ stake: bet.stake, cashedOutAt });
      await settleStake(trx, bet, payout, now);
      await trx
        .updateTable('crash_bets')
        .set({ status: cashedOutAt === null ? 'lost' : 'won', cashed_out_at: cashedOutAt, payout, settled_at: now })
        .where('id', '=', bet.id)
        .execute();
    }
    await trx
      .updateTable('crash_rounds')
      .set({ status: 'settled', settled_at: now })
      .where('id', '=', roundId)
      .execute();
    return true;
  });
}
