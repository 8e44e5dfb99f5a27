/** What a completed claim answers: the ledger transaction and the member's wallets after it. */
import type { Kysely } from 'kysely';
import type { MoneyMoveValue } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import { memberBalance } from '../ledger/balances';
import { gameVendors, type MerchantMoney } from '../betting/settings';

export async function moneyMoveValue(
  db: Kysely<DB>,
  memberId: bigint,
  money: MerchantMoney,
  transactionId: bigint,
): Promise<MoneyMoveValue> {
  return {
    transactionId: transactionId.toString(),
    balance: await memberBalance(db, memberId, money.currency, gameVendors(money)),
  };
}
