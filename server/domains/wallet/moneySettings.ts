/** A merchant's money settings (migration 003 money_settings): wallet mode and withdrawal limits. */
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../src/shared/wire';
import type { DB } from '../../db/schema';
import { businessError } from '../../wire/errors';

export type MoneySettings = {
  withdrawMin: bigint;
  withdrawMax: bigint;
  confirmMinutes: number;
  walletSingle: boolean;
  /** The vendors with a wallet of their own (only when the wallet is not single). */
  gameWallets: { code: string; name: string }[];
};

export async function moneySettings(db: Kysely<DB>, merchantCode: string): Promise<MoneySettings> {
  const row = await db.selectFrom('money_settings').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
  if (!row) throw businessError(ErrorCode.functionNotAvailable, 'Payments are not set up on this site yet. Please contact customer service.');
  return {
    withdrawMin: row.withdraw_min,
    withdrawMax: row.withdraw_max,
    confirmMinutes: row.confirm_minutes,
    walletSingle: row.wallet_single,
    gameWallets: row.wallet_single ? [] : row.game_wallets,
  };
}
