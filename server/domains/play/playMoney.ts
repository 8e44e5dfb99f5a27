/**
 * Play money (free play, the launch's accountType 0 in src/shared/wire/games.ts): a trial account's
 * own balance, members.demo_balance, which the free-play start fills (auth/freePlay.ts). Play-money
 * rounds move only this balance, in the round's transaction: never the ledger, never a bet row (so
 * nothing counts towards valid bets, rebates or agent pay), and no cashier route can reach it
 * (wallet/guards.ts refuses trial accounts everywhere money moves).
 */
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import { businessError } from '../../http/errors';
import { TRIAL_BALANCE_MINOR } from '../auth/freePlay';
import type { Trx } from '../ledger/post';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Trx;

export async function playMoneyBalance(db: Db, memberId: bigint): Promise<bigint> {
  const row = await db.selectFrom('members').select('demo_balance').where('id', '=', memberId).executeTakeFirst();
  return row?.demo_balance ?? 0n;
}

/** Takes a play-money stake: refused, with nothing changed, when the play money does not cover it. */
export async function debitPlayMoney(trx: Trx, memberId: bigint, amount: bigint): Promise<void> {
  const row = await trx
    .updateTable('members')
    .set((eb) => ({ demo_balance: eb('demo_balance', '-', amount) }))
    .where('id', '=', memberId)
    .where('demo_balance', '>=', amount)
    .returning('id')
    .executeTakeFirst();
  if (!row) {
    throw businessError(
      MoneyErrorCode.insufficientBalance,
      'Not enough play money for this stake. Choose a smaller stake, or reset your play money.',
    );
  }
}

export async function creditPlayMoney(trx: Trx, memberId: bigint, amount: bigint): Promise<void> {
  if (amount === 0n) return;
  await trx
    .updateTable('members')
    .set((eb) => ({ demo_balance: eb('demo_balance', '+', amount) }))
    .where('id', '=', memberId)
    .execute();
}

/**
 * Resets play money to the starting amount and ends the member's open play-money rounds (their
 * stakes are play money too, so nothing is owed). Real-money rounds are never touched.
 */
export async function resetPlayMoney(db: Kysely<DB>, memberId: bigint, now: Date): Promise<bigint> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    await trx
      .updateTable('game_rounds')
      .set({ status: 'refunded', settled_at: now })
      .where('member_id', '=', memberId)
      .where('account_type', '=', 0)
      .where('status', '=', 'open')
      .execute();
    await trx.updateTable('members').set({ demo_balance: TRIAL_BALANCE_MINOR }).where('id', '=', memberId).execute();
    return TRIAL_BALANCE_MINOR;
  });
}
