/**
 * The local provider's RS256 signing key. Generated once and kept in server_keys
 * (db/serverKeys.ts), like the wire key, so ID tokens stay valid across restarts and every
 * instance on one database signs with, and publishes, the same key.
 */
import { createHash, createPrivateKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { loadServerKey } from '../../../db/serverKeys';

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
  const jwk = (await loadServerKey(db, KEY_NAME, generate)) as JsonWebKey;
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  // The key id names the modulus, so a replaced key gets a new id and verifiers refetch.
  const kid = createHash('sha256').update(String(jwk.n)).digest('hex').slice(0, 40);
  return { kid, privateKey, publicJwk: { kty: 'RSA', n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' } };
}
