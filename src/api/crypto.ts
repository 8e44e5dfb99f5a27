/**
 * Request encryption (docs/protocol.md, Encryption): a DES body under a fresh session key, the key
 * RSA-encrypted into the `Encryption` header. The RSA modulus is fetched once and kept in
 * memory; `forgetKey()` drops it so the next call fetches again (the base query does that
 * once when the server answers `request_body_required`, e.g. after a key rotation).
 *
 * This module pulls in crypto-js, so the base query imports it lazily, only for endpoints
 * with `encrypt`: it stays out of the home route's chunk.
 */
import { encryptPayload, type EncryptedRequest } from '../shared/crypto/envelope';
import { parseModulusHex, randomSessionKey, rsaEncryptSessionKey } from '../shared/crypto/rsa';
import { Header } from '../shared/wire';

export type RsaKey = { hex: string; modulus: bigint };

export type WireCrypto = {
  /** DES body + `Encryption`, `X-Digest` and `X-RSA` headers for one request. */
  encrypt(payload: unknown): Promise<EncryptedRequest>;
  /** Just the RSA half (free play; docs/protocol.md, Encryption): a fresh session key in the `Encryption` header. */
  rsaOnly(): Promise<Record<string, string>>;
  /** Drops the cached modulus; the next call fetches it again. */
  forgetKey(): void;
};

export type RandomValues = (n: number) => Uint8Array;

const browserRandom: RandomValues = (n) => crypto.getRandomValues(new Uint8Array(n));

/**
 * `fetchKeyText` returns the body of `GET /wps/session/key/rsa?t=<ms>`: plain-text hex.
 * A failed fetch is not cached, so the next call tries again.
 */
export function createWireCrypto(
  fetchKeyText: () => Promise<string>,
  randomValues: RandomValues = browserRandom,
): WireCrypto {
  let key: Promise<RsaKey> | undefined;

  function currentKey(): Promise<RsaKey> {
    key ??= fetchKeyText().then((text) => {
      const hex = text.trim().replace(/^"+|"+$/g, '');
      return { hex, modulus: parseModulusHex(hex) };
    });
    key.catch(() => {
      key = undefined;
    });
    return key;
  }

  return {
    async encrypt(payload) {
      const { hex, modulus } = await currentKey();
      return encryptPayload(payload, hex, modulus, randomValues);
    },
    async rsaOnly() {
      const { hex, modulus } = await currentKey();
      const sessionKey = randomSessionKey(randomValues);
      return { [Header.encryption]: rsaEncryptSessionKey(sessionKey, modulus), [Header.rsa]: hex };
    },
    forgetKey() {
      key = undefined;
    },
  };
}
