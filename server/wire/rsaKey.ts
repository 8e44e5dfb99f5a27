/**
 * The RSA key pair of the wire encryption (docs/protocol.md, Encryption). Generated once, kept in
 * the database so it survives restarts and is the same for every instance behind one domain.
 *
 * 1024-bit textbook RSA is what deployed clients speak; it obscures payloads from casual
 * inspection and nothing more. TLS is what protects them in production.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { loadServerKey } from '../db/serverKeys';

export type RsaKey = { modulusHex: string; modulus: bigint; privateExponent: bigint };

const KEY_NAME = 'wire-rsa';

const b64urlToBigInt = (value: string) => BigInt('0x' + Buffer.from(value, 'base64url').toString('hex'));

function generate(): { n: string; d: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('RSA key generation returned no modulus');
  return { n: b64urlToBigInt(jwk.n).toString(16), d: b64urlToBigInt(jwk.d).toString(16) };
}

export async function loadRsaKey(db: Kysely<DB>): Promise<RsaKey> {
  const { n, d } = (await loadServerKey(db, KEY_NAME, generate)) as { n: string; d: string };
  return { modulusHex: n, modulus: BigInt('0x' + n), privateExponent: BigInt('0x' + d) };
}
