/**
 * Builds an encrypted request the way the deployed client does (docs/protocol.md, Encryption):
 * a fresh session key, the DES body and the RSA header. Used by the renderer's API layer
 * and by the server tests that play the client.
 */
import { desEncrypt } from './des';
import { randomSessionKey, rsaEncryptSessionKey } from './rsa';

export type EncryptedRequest = {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
};

export function encryptPayload(
  payload: unknown,
  modulusHex: string,
  modulus: bigint,
  randomValues: (n: number) => Uint8Array,
): EncryptedRequest {
  const sessionKey = randomSessionKey(randomValues);
  const value = desEncrypt(JSON.stringify(payload ?? {}), sessionKey);
  return {
    body: { value },
    headers: {
      Encryption: rsaEncryptSessionKey(sessionKey, modulus),
      'X-Digest': value,
      'X-RSA': modulusHex,
    },
  };
}
