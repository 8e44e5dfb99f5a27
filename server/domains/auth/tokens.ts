/** Random secrets and their stored form: tokens, ids and codes are kept as SHA-256 hashes only. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: 43 characters. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Shape of a token we issue; anything else is refused before touching the database. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests (or any two strings). */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A numeric code with leading zeros, uniformly drawn. */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

/** A code's stored hash: salted with the row's own random salt, so equal codes differ. */
export function codeHash(salt: string, code: string): string {
  return `${salt}$${sha256Hex(`${salt}:${code}`)}`;
}

export function newCodeHash(code: string): string {
  return codeHash(randomBytes(12).toString('base64url'), code);
}

export function codeMatches(stored: string, code: string): boolean {
  const salt = stored.split('$')[0] ?? '';
  return sameDigest(stored, codeHash(salt, code));
}
