/**
 * Password hashing: argon2id with at least OWASP's minimum (m = 19 MiB, t = 2, p = 1).
 * @node-rs/argon2 ships prebuilt binaries as registry packages, so no install script runs.
 */
import { hash, verify } from '@node-rs/argon2';

export const ARGON2_PARAMS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolatedModules cannot import)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
