/**
 * What betting and rewards need to know about a merchant's money: its currency and its
 * money_settings row (wallet mode, game wallets, rebate rates). Read inside the caller's
 * transaction so a post and the settings it used come from the same snapshot.
 */
import type { Kysely } from 'kysely';
import type { SiteConfig } from '../../../src/shared/wire/system';
import type { DB } from '../../db/schema';
import type { AccountRef } from '../ledger/post';

/** One of a member's wallets (never a house account). */
export type MemberWallet = Exclude<AccountRef, { house: string }>;

export type MerchantMoney = {
  currency: SiteConfig['currency'];
  walletSingle: boolean;
  /** Vendors with a wallet of their own (only meaningful when the wallet is not single). */
  gameWallets: { code: string; name: string }[];
  /** Per mille of valid bets, by game type. */
  rebateRates: Record<string, number>;
};

/** A merchant without a money_settings row plays single-wallet with no rebate: the safe default. */
export async function merchantMoney(db: Kysely<DB>, merchantCode: string): Promise<MerchantMoney | undefined> {
  const row = await db
    .selectFrom('merchants')
    .leftJoin('money_settings', 'money_settings.merchant_code', 'merchants.code')
    .select([
      'merchants.site_config',
      'money_settings.wallet_single',
      'money_settings.game_wallets',
      'money_settings.rebate_rates',
    ])
    .where('merchants.code', '=', merchantCode)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    currency: row.site_config.currency,
    walletSingle: row.wallet_single ?? true,
    gameWallets: row.game_wallets ?? [],
    rebateRates: row.rebate_rates ?? {},
  };
}

/** The vendors whose wallets the balance call lists. */
export function gameVendors(money: MerchantMoney): string[] {
  return money.walletSingle ? [] : money.gameWallets.map((w) => w.code);
}

/**
 * The wallet a vendor's games play from: the main wallet on a single-wallet merchant, else the
 * vendor's game wallet. A vendor without a game wallet of its own (the built-in RNG games) plays
 * from the main wallet, so no wallet appears that the member could never transfer into.
 */
export function walletForVendor(money: MerchantMoney, memberId: bigint, vendor: string): MemberWallet {
  if (!money.walletSingle && money.gameWallets.some((w) => w.code === vendor))
    return { member: memberId, kind: 'game', vendor };
  return { member: memberId, kind: 'main' };
}
