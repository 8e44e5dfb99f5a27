/**
 * Authenticator codes: HOTP (RFC 4226) and TOTP (RFC 6238) with node:crypto HMAC. Secrets are
 * base32 (RFC 4648) as authenticator apps expect; 30-second steps, 6 digits, SHA-1, and one
 * step of drift either way is accepted.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sameDigest } from './tokens';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';
export type TotpOptions = { step?: number; digits?: number; algorithm?: TotpAlgorithm };

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret, base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP value of a counter. */
export function hotp(secret: Uint8Array, counter: bigint, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (timeMs: number, step = 30) => BigInt(Math.floor(timeMs / 1000 / step));

/** RFC 6238 TOTP value at a time. */
export function totp(
  secret: Uint8Array,
  timeMs: number,
  { step = 30, digits = 6, algorithm = 'sha1' }: TotpOptions = {},
): string {
  return hotp(secret, totpStep(timeMs, step), digits, algorithm);
}

/**
 * Checks a code against the steps around timeMs (±1). Returns the matching step, or null.
 * Steps at or before lastStep are refused, so one code cannot be used twice.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  timeMs: number,
  lastStep: bigint | null = null,
): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const now = totpStep(timeMs);
  for (const step of [now - 1n, now, now + 1n]) {
    if (lastStep !== null && step <= lastStep) continue;
    if (sameDigest(hotp(secret, step), code)) return step;
  }
  return null;
}

export function otpauthUrl(issuer: string, account: string, secretBase32: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return (
    `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}` +
    '&algorithm=SHA1&digits=6&period=30'
  );
}
