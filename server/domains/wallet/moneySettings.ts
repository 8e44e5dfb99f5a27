/** A merchant's money settings (migration 003 money_settings): wallet mode and withdrawal limits. */
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../src/shared/wire';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';

export type MoneySettings = {
  withdrawMin: bigint;
  withdrawMax: bigint;
  confirmMinutes: number;
  walletSingle: boolean;
  /** The vendors with a wallet of their own (only when the wallet is not single). */
  gameWallets: { code: string; name: string }[];
};

export async function moneySettings(db: Kysely<DB>, merchantCode: string): Promise<MoneySettings> {
  const row = await db
    .selectFrom('money_settings')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!row)
    throw businessError(
      ErrorCode.functionNotAvailable,
      'Payments are not set up on this site yet. Please contact customer service.',
    );
  return {
    withdrawMin: row.withdraw_min,
    withdrawMax: row.withdraw_max,
    confirmMinutes: row.confirm_minutes,
    walletSingle: row.wallet_single,
    gameWallets: row.wallet_single ? [] : row.game_wallets,
  };
}

/**
 * Money settings change only through migrations and seeds, so the wallet's frequent reads (the
 * balance call) come from a per-merchant copy at most this old.
 */
export const MONEY_SETTINGS_TTL_MS = 10_000;

/** `moneySettings` through a copy per merchant; a failed read is not kept. */
export function moneySettingsCopy(
  db: Kysely<DB>,
  msNow: () => number = Date.now,
): (merchantCode: string) => Promise<MoneySettings> {
  const copies = new Map<string, { at: number; settings: Promise<MoneySettings> }>();
  return (merchantCode) => {
    const at = msNow();
    const copy = copies.get(merchantCode);
    if (copy && at - copy.at < MONEY_SETTINGS_TTL_MS) return copy.settings;
    const settings = moneySettings(db, merchantCode);
    const fresh = { at, settings };
    copies.set(merchantCode, fresh);
    settings.catch(() => {
      if (copies.get(merchantCode) === fresh) copies.delete(merchantCode);
    });
    return settings;
  };
}
