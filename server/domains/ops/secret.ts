/**
 * The shared secret that lets the operator CLI reach the running server. The server writes it
 * under DATA_DIR (mode 0600) at start; only someone who can read the data directory can use it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const secretPath = (dataDir: string) => join(dataDir, 'ops-secret');

export function writeOpsSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(secretPath(dataDir), secret, { mode: 0o600 });
  chmodSync(secretPath(dataDir), 0o600);
  return secret;
}

export function readOpsSecret(dataDir: string): string | undefined {
  try {
    return readFileSync(secretPath(dataDir), 'utf8').trim();
  } catch {
    return undefined;
  }
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
