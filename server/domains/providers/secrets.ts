/**
 * A provider's shared secrets. The HMAC check needs each secret itself, so it cannot be stored
 * hashed: it is sealed with AES-256-GCM under a key of the server's own (server/db/serverKeys.ts,
 * `provider-secrets`), so a copy of the provider tables alone (an export, a report query, a
 * log of a row) does not give the secrets away.
 *
 * Rotation: the current secret has no valid_until; rotating gives every secret still current
 * the end of its grace, and adds a new current one. Until the grace ends either signs.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { loadServerKey } from '../../db/serverKeys';

type Db = Kysely<DB>;

const SEAL_VERSION = 'v1';

export type SecretKey = Buffer;

export async function loadSecretKey(db: Db): Promise<SecretKey> {
  const stored = await loadServerKey(db, 'provider-secrets', () => ({ key: randomBytes(32).toString('base64') }));
  return Buffer.from(stored.key!, 'base64');
}

/** A new shared secret: 256 random bits, 43 base64url characters. */
export const newProviderSecret = () => randomBytes(32).toString('base64url');

export function sealSecret(key: SecretKey, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function unsealSecret(key: SecretKey, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed provider secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The secrets that sign at `now`, newest first. */
export async function validSecrets(db: Db, key: SecretKey, providerId: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('provider_secrets')
    .select('sealed')
    .where('provider_id', '=', providerId)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', now)]))
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => unsealSecret(key, row.sealed));
}

/** Adds a new current secret; the ones current until now stay valid for `graceMs`. Returns the new secret. */
export async function rotateSecret(db: Db, key: SecretKey, providerId: string, graceMs: number, now: Date) {
  const secret = newProviderSecret();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('provider_secrets')
      .set({ valid_until: new Date(now.getTime() + graceMs) })
      .where('provider_id', '=', providerId)
      .where('valid_until', 'is', null)
      .execute();
    await trx
      .insertInto('provider_secrets')
      .values({ provider_id: providerId, sealed: sealSecret(key, secret), created_at: now })
      .execute();
  });
  return secret;
}
