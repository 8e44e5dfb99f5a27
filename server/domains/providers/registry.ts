/**
 * The providers the operator registered (`npm run ops -- providers …`, opsCommands.ts): their
 * launch URL, allowed addresses, state, and the vendors mapped to them. What the signature check
 * needs of a provider is read through a short cache (AUTH_CACHE_MS), so a burst of wallet calls
 * costs one query per provider per second; a change made by this process clears it at once, one
 * made by another instance shows within that second.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { validSecrets, type SecretKey } from './secrets';

type Db = Kysely<DB>;

export const PROVIDER_ID_RE = /^[A-Z0-9_]{2,32}$/;
const AUTH_CACHE_MS = 1_000;

export type ProviderAuth = {
  id: string;
  enabled: boolean;
  allowed: BlockList;
  /** Secrets that sign now, newest first. */
  secrets: string[];
};

/** An address as Node reports it, IPv4-mapped IPv6 ("::ffff:10.0.0.1") read as the IPv4 it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Entries are addresses ("10.0.0.5", "::1") or CIDR blocks ("10.0.0.0/24"). */
export function parseAllowedEntry(entry: string): { address: string; prefix?: number } | undefined {
  const [address, prefixText] = entry.trim().split('/');
  if (!address || !(isIPv4(address) || isIPv6(address))) return undefined;
  if (prefixText === undefined) return { address };
  const prefix = Number(prefixText);
  const max = isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(prefixText) && prefix <= max ? { address, prefix } : undefined;
}

export function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseAllowedEntry(entry);
    if (!parsed) continue;
    const type = isIPv4(parsed.address) ? 'ipv4' : 'ipv6';
    if (parsed.prefix === undefined) list.addAddress(parsed.address, type);
    else list.addSubnet(parsed.address, parsed.prefix, type);
  }
  return list;
}

export function addressAllowed(list: BlockList, address: string): boolean {
  const plain = plainAddress(address);
  if (isIPv4(plain)) return list.check(plain, 'ipv4');
  return isIPv6(plain) && list.check(plain, 'ipv6');
}

export function createProviderRegistry(db: Db, key: SecretKey) {
  const cache = new Map<string, { at: number; auth: ProviderAuth | undefined }>();

  async function load(id: string, now: Date): Promise<ProviderAuth | undefined> {
    const row = await db
      .selectFrom('providers')
      .select(['id', 'enabled', 'allowed_ips'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      enabled: row.enabled,
      allowed: allowList(row.allowed_ips),
      secrets: await validSecrets(db, key, id, now),
    };
  }

  return {
    key,
    /** The provider as the signature check sees it; undefined for an id nobody registered. */
    async auth(id: string, now: Date): Promise<ProviderAuth | undefined> {
      if (!PROVIDER_ID_RE.test(id)) return undefined;
      const hit = cache.get(id);
      if (hit && now.getTime() - hit.at < AUTH_CACHE_MS && now.getTime() >= hit.at) return hit.auth;
      const auth = await load(id, now);
      cache.set(id, { at: now.getTime(), auth });
      return auth;
    },
    /** Forget what was cached (after an operator change in this process). */
    forget(): void {
      cache.clear();
    },
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
