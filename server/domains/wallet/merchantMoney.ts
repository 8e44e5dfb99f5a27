/**
 * The merchant facts a money operation needs (site name and currency), read inside the
 * operation's own transaction: settlements run from the HTTP app, the operator CLI, the sweep
 * and the seed alike, and must not depend on any of their caches.
 */
import type { Kysely } from 'kysely';
import type { MessageParams } from '../../../src/shared/wire/messages';
import type { DB } from '../../db/schema';
import type { Currency } from './amounts';

export type MerchantMoney = { code: string; site: string; currency: Currency };

export async function merchantMoney(db: Kysely<DB>, merchantCode: string): Promise<MerchantMoney> {
  const row = await db
    .selectFrom('merchants')
    .select(['code', 'name', 'site_config'])
    .where('code', '=', merchantCode)
    .executeTakeFirstOrThrow();
  return { code: row.code, site: row.site_config.merchantName || row.name, currency: row.site_config.currency };
}

/** The parameters of a money message about `reference` ('deposit:12'). */
export function moneyMessageParams(merchant: MerchantMoney, amount: bigint, reference: string): MessageParams {
  return {
    site: merchant.site,
    currency: merchant.currency.code,
    amountMinor: amount.toString(),
    minorUnits: merchant.currency.minorUnits,
    reference,
  };
}
