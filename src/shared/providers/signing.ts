/**
 * The signature of provider requests (docs/protocol.md, "The provider wallet API"): both ways,
 * a provider's wallet calls to the platform and the platform's launch requests to the provider
 * are signed with the provider's shared secret.
 *
 * The canonical string is five lines joined by "\n" (no trailing newline):
 *
 *   v1
 *   <METHOD, upper case>
 *   <the request target as sent: path, and ?query when there is one>
 *   <X-Provider-Timestamp: milliseconds since the epoch, decimal>
 *   <SHA-256 of the body's UTF-8 bytes, lower-case hex ("" hashed when there is no body)>
 *
 * and X-Provider-Signature is HMAC-SHA256(secret as UTF-8, canonical string) in lower-case hex.
 * Hashing the body keeps the canonical string free of the body's own newlines.
 *
 * crypto-js (as src/shared/crypto/des.ts) so the same module runs in Node, the browser and the
 * tests; the server checks with node:crypto over the same canonical string
 * (server/domains/providers/signatureCheck.ts), and tests/unit/shared/providerSigning.test.ts
 * holds the two to one answer.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/sha256';
import 'crypto-js/hmac-sha256';
import { PROVIDER_TIMESTAMP_WINDOW_MS, ProviderHeader } from '../wire/providers';

export const SIGNATURE_VERSION = 'v1';

export type SignedParts = {
  method: string;
  /** The request target: path and query, as the request line sends it. */
  target: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** The body exactly as sent ('' for none). */
  body: string;
};

/** SHA-256 of UTF-8 text, lower-case hex. */
export function bodyDigest(body: string): string {
  return CryptoJS.SHA256(CryptoJS.enc.Utf8.parse(body)).toString(CryptoJS.enc.Hex);
}

export function canonicalString(parts: SignedParts, digest: string = bodyDigest(parts.body)): string {
  return [SIGNATURE_VERSION, parts.method.toUpperCase(), parts.target, String(parts.timestamp), digest].join('\n');
}

/** X-Provider-Signature for these parts. */
export function signRequest(secret: string, parts: SignedParts): string {
  return CryptoJS.HmacSHA256(CryptoJS.enc.Utf8.parse(canonicalString(parts)), CryptoJS.enc.Utf8.parse(secret)).toString(
    CryptoJS.enc.Hex,
  );
}

/** The three headers of a signed request, ready to send. */
export function signedHeaders(
  providerId: string,
  secret: string,
  parts: SignedParts,
): Record<(typeof ProviderHeader)[keyof typeof ProviderHeader], string> {
  return {
    [ProviderHeader.id]: providerId,
    [ProviderHeader.timestamp]: String(parts.timestamp),
    [ProviderHeader.signature]: signRequest(secret, parts),
  };
}

/**
 * Whether a request carries a good signature of these parts, signed within `windowMs` of `now`:
 * what a provider checks on the platform's launch request. Compares in constant time.
 */
export function verifySignature(
  secret: string,
  parts: SignedParts,
  signature: string,
  now: number,
  windowMs: number = PROVIDER_TIMESTAMP_WINDOW_MS,
): boolean {
  if (!Number.isFinite(parts.timestamp) || Math.abs(now - parts.timestamp) > windowMs) return false;
  const expected = signRequest(secret, parts);
  const given = signature.toLowerCase();
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}
