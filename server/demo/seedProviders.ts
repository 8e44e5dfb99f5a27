/**
 * The demo's external provider (src/shared/providers/simulatorDemo.ts): the provider simulator,
 * registered with its launch URL (PROVIDER_SIM_URL) and secret (PROVIDER_SIM_SECRET), allowed
 * from this machine, with one catalogue vendor mapped to it. Added once, on a demo database that
 * has no provider yet (a database seeded before providers existed gets it at its next start); the
 * launch URL follows PROVIDER_SIM_URL at every start. Without the simulator running, that
 * vendor's games answer game.provider.unavailable and the rest of the catalogue is untouched.
 */
import type { Kysely } from 'kysely';
import {
  SIMULATOR_DEFAULT_LAUNCH_URL,
  SIMULATOR_DEFAULT_SECRET,
  SIMULATOR_PROVIDER_ID,
  SIMULATOR_VENDOR,
} from '../../src/shared/providers/simulatorDemo';
import type { DB } from '../db/schema';
import { loadSecretKey, sealSecret } from '../domains/providers/secrets';

export async function seedDemoProvider(db: Kysely<DB>, env: NodeJS.ProcessEnv = process.env, now = new Date()) {
  const launchUrl = env.PROVIDER_SIM_URL || SIMULATOR_DEFAULT_LAUNCH_URL;
  const demo = await db.selectFrom('merchants').select('code').where('code', '=', 'demo').executeTakeFirst();
  const vendor = await db
    .selectFrom('game_vendors')
    .select('code')
    .where('code', '=', SIMULATOR_VENDOR)
    .executeTakeFirst();
  if (!demo || !vendor) return;
  const key = await loadSecretKey(db);
  await db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('providers').select('id').limit(1).executeTakeFirst();
    if (any) {
      await trx
        .updateTable('providers')
        .set({ launch_url: launchUrl })
        .where('id', '=', SIMULATOR_PROVIDER_ID)
        .execute();
      return;
    }
    await trx
      .insertInto('providers')
      .values({
        id: SIMULATOR_PROVIDER_ID,
        name: 'Provider Simulator',
        launch_url: launchUrl,
        allowed_ips: ['127.0.0.1', '::1'],
      })
      .execute();
    await trx
      .insertInto('provider_secrets')
      .values({
        provider_id: SIMULATOR_PROVIDER_ID,
        sealed: sealSecret(key, env.PROVIDER_SIM_SECRET || SIMULATOR_DEFAULT_SECRET),
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('provider_vendors')
      .values({ vendor: SIMULATOR_VENDOR, provider_id: SIMULATOR_PROVIDER_ID })
      .execute();
  });
}
