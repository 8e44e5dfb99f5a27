/**
 * Server half of the wire encryption (docs/protocol.md, Encryption): the `Encryption` header
 * carries the RSA-encrypted session key; the DES ciphertext comes from body `value`, the `X-Digest`
 * header, a bare base64 body or a JSON string body, all four seen working against live sites.
 */
import { desDecrypt } from '../../src/shared/crypto/des';
import { rsaDecryptSessionKey } from '../../src/shared/crypto/rsa';
import { ErrorCode } from '../../src/shared/wire';
import { WireError } from '../http/errors';
import type { RsaKey } from './rsaKey';

const required = (message: string) => new WireError(400, ErrorCode.requestBodyRequired, message);

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function ciphertextOf(body: unknown, headers: Headers): string | undefined {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (body && typeof body === 'object' && typeof (body as { value?: unknown }).value === 'string') {
    return (body as { value: string }).value;
  }
  return header(headers, 'x-digest');
}

/** Recovers the session key and the JSON payload; throws request_body_required otherwise. */
export function decryptRequest(body: unknown, headers: Headers, key: RsaKey): { sessionKey: string; payload: unknown } {
  const encryption = header(headers, 'encryption');
  if (!encryption) throw required('This call must be encrypted: the Encryption header is missing.');
  let sessionKey: string;
  try {
    sessionKey = rsaDecryptSessionKey(encryption, key.modulus, key.privateExponent);
  } catch {
    throw required('The Encryption header could not be read. Fetch a fresh key and try again.');
  }
  if (sessionKey.length < 8)
    throw required('The Encryption header could not be read. Fetch a fresh key and try again.');
  return { sessionKey, payload: decryptPayload(body, headers, sessionKey) };
}

export function decryptPayload(body: unknown, headers: Headers, sessionKey: string): unknown {
  const ciphertext = ciphertextOf(body, headers);
  if (!ciphertext) throw required('This call needs an encrypted body, but none was sent.');
  let plaintext: string;
  try {
    plaintext = desDecrypt(ciphertext, sessionKey);
  } catch {
    throw required('The encrypted body could not be decrypted with the key in the Encryption header.');
  }
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    throw required('The decrypted body is not JSON.');
  }
}
