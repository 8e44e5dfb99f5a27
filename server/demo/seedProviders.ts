/**
 * Seeds the demo's external provider (demoProvider.ts): its vendor and games in the catalogue,
 * offered on the demo site, the provider with its secret sealed like any other
 * (server/domains/providers/secrets.ts), and the vendor mapped to it. Runs inside seed.ts's
 * transaction, after the catalogue.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Trx } from '../domains/ledger/post';
import { loadSecretKey, sealSecret } from '../domains/providers/secrets';
import { DEMO_PROVIDER } from './demoProvider';

export async function seedProviders(trx: Trx): Promise<void> {
  const p = DEMO_PROVIDER;
  const last = await trx
    .selectFrom('game_vendors')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  await trx
    .insertInto('game_vendors')
    .values({ code: p.vendor, game_type: 'RNG', display_name: p.name, sort: (last?.sort ?? 0) + 1 })
    .execute();
  const offered = await trx
    .selectFrom('merchant_game_vendors')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('merchant_code', '=', 'demo')
    .where('game_type', '=', 'RNG')
    .executeTakeFirst();
  await trx
    .insertInto('merchant_game_vendors')
    .values({ merchant_code: 'demo', vendor: p.vendor, game_type: 'RNG', sort: (offered?.sort ?? 0) + 1 })
    .execute();
  // Listed after every other slot: the lobby's first tiles stay the catalogue's.
  const lastGame = await trx
    .selectFrom('games')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('game_type', '=', 'RNG')
    .executeTakeFirst();
  await trx
    .insertInto('games')
    .values(
      p.games.map((g, i) => ({
        game_code: g.code,
        vendor: p.vendor,
        game_type: 'RNG',
        game_name: g.name,
        display_names: JSON.stringify({}),
        engine: 'slot' as const,
        sort: (lastGame?.sort ?? 0) + 1 + i,
      })),
    )
    .execute();
  const key = await loadSecretKey(trx);
  await trx
    .insertInto('providers')
    .values({ id: p.id, name: p.name, launch_url: p.launchUrl, allowed_ips: [...p.allowedIps] })
    .execute();
  await trx
    .insertInto('provider_secrets')
    .values({ provider_id: p.id, sealed: sealSecret(key, p.secret), created_at: new Date() })
    .execute();
  await trx.insertInto('provider_vendors').values({ vendor: p.vendor, provider_id: p.id }).execute();
}

/**
 * PROVIDER_SIM_URL (server/config.ts): the demo provider's launch endpoint is the simulator at
 * that address, on every start (each e2e lane runs a simulator of its own, tests/e2e/env.ts).
 * Nothing happens where the operator removed the demo provider.
 */
export async function pointDemoProvider(db: Kysely<DB>, launchUrl: string): Promise<void> {
  await db.updateTable('providers').set({ launch_url: launchUrl }).where('id', '=', DEMO_PROVIDER.id).execute();
}
