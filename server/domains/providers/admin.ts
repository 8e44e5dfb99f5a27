/**
 * What the operator does to providers (opsCommands.ts, and the demo data): register one with a
 * first secret, map a catalogue vendor to it, disable it, rotate its secret, describe it. Each
 * change clears the registry's cache of this process (registry.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import { parseAllowedEntry, PROVIDER_ID_RE, type ProviderRegistry } from './registry';
import { newProviderSecret, rotateSecret, sealSecret } from './secrets';

type Db = Kysely<DB>;

export const DEFAULT_GRACE_MS = 24 * 60 * 60_000;

export type NewProvider = { id: string; name: string; launchUrl: string; allowedIps: string[] };

export type ProviderView = {
  id: string;
  name: string;
  launchUrl: string;
  allowedIps: string[];
  enabled: boolean;
  vendors: string[];
  /** Secrets that sign now, and until when (null: current). */
  secrets: { createdAt: Date; validUntil: Date | null }[];
};

const invalid = (message: string) => businessError('provider.invalid', message);

export function checkProviderInput(input: Partial<NewProvider>): void {
  if (input.id !== undefined && !PROVIDER_ID_RE.test(input.id))
    throw invalid('A provider id is 2–32 capital letters, digits or _ (e.g. SIM).');
  if (input.launchUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(input.launchUrl);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol)) throw invalid('The launch URL must be an http(s) address.');
  }
  const bad = input.allowedIps?.find((entry) => !parseAllowedEntry(entry));
  if (bad !== undefined) throw invalid(`"${bad}" is neither an IP address nor a CIDR block (10.0.0.0/24).`);
}

export function createProviderAdmin(db: Db, registry: ProviderRegistry, clock: () => Date) {
  const { key } = registry;
  const exists = async (id: string) =>
    (await db.selectFrom('providers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const requireProvider = async (id: string) => {
    if (!(await exists(id))) throw businessError('provider.unknown', `There is no provider "${id}".`);
  };

  return {
    /** Registers a provider and answers its first secret (shown once; only sealed afterwards). */
    async add(input: NewProvider): Promise<string> {
      checkProviderInput(input);
      if (await exists(input.id)) throw invalid(`The provider ${input.id} exists already.`);
      const secret = newProviderSecret();
      const now = clock();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('providers')
          .values({ id: input.id, name: input.name, launch_url: input.launchUrl, allowed_ips: input.allowedIps })
          .execute();
        await trx
          .insertInto('provider_secrets')
          .values({ provider_id: input.id, sealed: sealSecret(key, secret), created_at: now })
          .execute();
      });
      registry.forget();
      return secret;
    },

    /** Changes the launch URL, the addresses or the state of a provider. */
    async update(id: string, change: { launchUrl?: string; allowedIps?: string[]; enabled?: boolean }) {
      checkProviderInput(change);
      await requireProvider(id);
      await db
        .updateTable('providers')
        .set({
          ...(change.launchUrl !== undefined && { launch_url: change.launchUrl }),
          ...(change.allowedIps !== undefined && { allowed_ips: change.allowedIps }),
          ...(change.enabled !== undefined && { enabled: change.enabled }),
        })
        .where('id', '=', id)
        .execute();
      registry.forget();
    },

    /** A new current secret; the old ones sign until the grace ends. Answers the new secret. */
    async rotate(id: string, graceMs: number = DEFAULT_GRACE_MS): Promise<string> {
      await requireProvider(id);
      const secret = await rotateSecret(db, key, id, graceMs, clock());
      registry.forget();
      return secret;
    },

    /** The vendor's games launch at this provider from now on (null: built in again). */
    async map(vendor: string, providerId: string | null) {
      const known = await db.selectFrom('game_vendors').select('code').where('code', '=', vendor).executeTakeFirst();
      if (!known) throw invalid(`There is no vendor "${vendor}" in the game catalogue.`);
      if (providerId === null) {
        await db.deleteFrom('provider_vendors').where('vendor', '=', vendor).execute();
        return;
      }
      await requireProvider(providerId);
      await db
        .insertInto('provider_vendors')
        .values({ vendor, provider_id: providerId })
        .onConflict((oc) => oc.column('vendor').doUpdateSet({ provider_id: providerId }))
        .execute();
    },

    async list(): Promise<ProviderView[]> {
      const now = clock();
      const providers = await db.selectFrom('providers').selectAll().orderBy('id').execute();
      const vendors = await db.selectFrom('provider_vendors').selectAll().orderBy('vendor').execute();
      const secrets = await db
        .selectFrom('provider_secrets')
        .select(['provider_id', 'created_at', 'valid_until'])
        .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', now)]))
        .orderBy('id', 'desc')
        .execute();
      return providers.map((p) => ({
        id: p.id,
        name: p.name,
        launchUrl: p.launch_url,
        allowedIps: p.allowed_ips,
        enabled: p.enabled,
        vendors: vendors.filter((v) => v.provider_id === p.id).map((v) => v.vendor),
        secrets: secrets
          .filter((s) => s.provider_id === p.id)
          .map((s) => ({ createdAt: s.created_at, validUntil: s.valid_until })),
      }));
    },
  };
}

export type ProviderAdmin = ReturnType<typeof createProviderAdmin>;
