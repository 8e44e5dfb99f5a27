/**
 * The local provider's RS256 signing key. Generated once and kept in server_keys, like the
 * wire key (server/wire/rsaKey.ts), so ID tokens stay valid across restarts and every instance
 * on one database signs with, and publishes, the same key.
 */
import { createHash, createPrivateKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

const KEY_NAME = 'firebase-local-rsa';

export type SigningKey = {
  kid: string;
  privateKey: KeyObject;
  /** The public half as published in the JWKS. */
  publicJwk: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
};

function generate(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return Object.fromEntries(Object.entries(jwk).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export async function loadSigningKey(db: Kysely<DB>): Promise<SigningKey> {
  let row = await db.selectFrom('server_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  if (!row) {
    // Two instances may race here: the first insert wins and both read it back.
    await db
      .insertInto('server_keys')
      .values({ name: KEY_NAME, value: JSON.stringify(generate()) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await db.selectFrom('server_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  }
  const jwk = row.value as JsonWebKey;
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  // The key id names the modulus, so a replaced key gets a new id and verifiers refetch.
  const kid = createHash('sha256').update(String(jwk.n)).digest('hex').slice(0, 40);
  return { kid, privateKey, publicJwk: { kty: 'RSA', n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' } };
}
