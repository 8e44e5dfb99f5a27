/**
 * Seeds the demo data on first start. Runs in one transaction under an advisory lock, so an
 * interrupted seed leaves nothing behind and two instances never seed twice.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { encryptCustomerServicePath } from '../../src/shared/crypto/customerService';
import { SESSION_KEY_ALPHABET } from '../../src/shared/crypto/rsa';
import { hashPassword } from '../domains/auth/passwords';
import type { Database } from '../db/database';
import { prepareAgentSeed, seedAgents } from './seedAgents';
import { seedAnnouncements } from './seedAnnouncements';
import { seedGames } from './seedGames';
import { prepareMoneySeed, seedMoney } from './seedMoney';
import { seedPlay } from './seedPlay';
import { seedProviders } from './seedProviders';
import {
  CUSTOMER_SERVICE,
  DEMO_ACCOUNTS,
  DEMO_MERCHANTS,
  REGISTER_RULE_OVERRIDES,
  REGISTER_RULES,
  RESOURCES,
  WHITELABEL_MODULES,
} from './siteData';

const SEED_LOCK = 7_120_002;

function randomKey(length: number): string {
  return [...randomBytes(length)].map((b) => SESSION_KEY_ALPHABET[b % SESSION_KEY_ALPHABET.length]).join('');
}

export type SeedOptions = {
  /**
   * The demo's external provider, the simulator (demoProvider.ts), with a vendor and games of its
   * own: a first start seeds it (server/boot.ts); the server tests' database (tests/server/
   * seededDatabase.ts) is the catalogue builder's alone, and the tests that need the provider
   * add it with seedProviders.
   */
  externalProvider?: boolean;
};

/** Returns true when it seeded, false when the data was already there. */
export async function seedIfEmpty(database: Database, origins: string[], options: SeedOptions = {}): Promise<boolean> {
  // Hash before the transaction: argon2 is deliberately slow and must not hold the lock.
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({ ...a, passwordHash: await hashPassword(a.password) })),
  );
  const [paymentPasswordHashes, agentPasswordHashes] = await Promise.all([prepareMoneySeed(), prepareAgentSeed()]);
  return database.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('merchants').select('code').limit(1).executeTakeFirst();
    if (existing) return false;

    for (const m of DEMO_MERCHANTS) {
      await trx
        .insertInto('merchants')
        .values({ code: m.code, name: m.name, site_config: JSON.stringify(m.site), main_domain: origins[0] ?? '' })
        .execute();
      await trx
        .insertInto('merchant_domains')
        .values(m.hosts.map((host) => ({ host, merchant_code: m.code })))
        .execute();
      await trx
        .insertInto('domain_routes')
        .values(origins.map((origin, sort) => ({ merchant_code: m.code, origin, sort })))
        .execute();
      await trx
        .insertInto('whitelabel_modules')
        .values(
          WHITELABEL_MODULES.map(([mod_id, parent_mod_id, enabled], sort) => ({
            merchant_code: m.code,
            mod_id,
            parent_mod_id,
            enabled,
            sort,
          })),
        )
        .execute();
      const overrides = new Map((REGISTER_RULE_OVERRIDES[m.code] ?? []).map((r) => [r[0], r]));
      await trx
        .insertInto('register_rules')
        .values(
          REGISTER_RULES.map((base, sort) => {
            const [field, pattern, min, max, patternId, enabled, required] = overrides.get(base[0]) ?? base;
            return {
              merchant_code: m.code,
              field,
              accepted_pattern: pattern,
              min_length: min,
              max_length: max,
              pattern_id: patternId,
              enabled,
              required,
              sort,
            };
          }),
        )
        .execute();
      await trx
        .insertInto('customer_service')
        .values(
          CUSTOMER_SERVICE.map(([cs_type, url], sort) => ({
            merchant_code: m.code,
            cs_type,
            path: encryptCustomerServicePath(url, randomKey(8)),
            sort,
          })),
        )
        .execute();
      await trx
        .insertInto('site_resources')
        .values(
          RESOURCES.map(([resource_type, url, label_name_en], sort) => ({
            merchant_code: m.code,
            resource_type,
            url,
            label_name_en,
            sort,
          })),
        )
        .execute();
    }

    // The game catalogue and announcements of every merchant (issue 5); banners link to games.
    await seedGames(
      trx,
      DEMO_MERCHANTS.map((m) => m.code),
    );
    if (options.externalProvider) await seedProviders(trx);
    await seedAnnouncements(
      trx,
      DEMO_MERCHANTS.map((m) => m.code),
    );

    await trx
      .insertInto('members')
      .values(
        accounts.map((a) => ({
          merchant_code: 'demo',
          username: a.username,
          password_hash: a.passwordHash,
          type: a.type,
          nickname: a.nickname,
          mobile: a.mobile ?? null,
          country_dialing_code: a.mobile ? '54' : null,
          email: a.email ?? null,
          payee_name: a.payeeName ?? null,
          affiliate_code: a.affiliateCode ?? null,
          ip_check: a.ipCheck ?? 'none',
          password_is_default: a.passwordIsDefault ?? false,
          register_source: 'seed',
        })),
      )
      .execute();
    // Money settings, deposit methods and the demo accounts' deposits, bank account and payment password.
    await seedMoney(trx, paymentPasswordHashes);
    // Last, once the members and their deposits exist: missions, rewards and demo rounds.
    await seedPlay(trx);
    // The demo agent's team, its deposits and rounds, agent settings and notices (issue 6).
    await seedAgents(trx, agentPasswordHashes);
    return true;
  });
}
