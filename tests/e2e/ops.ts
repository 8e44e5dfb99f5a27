/**
 * Runs an operator command exactly as a person would (`npm run ops -- …`), against the server
 * the specs run on: same PORT and DATA_DIR, so the CLI finds it over loopback.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { E2E_DATA_DIR, E2E_PORT } from './env';

const root = resolve(import.meta.dirname, '../..');

export function ops(...argv: string[]): string {
  return execFileSync(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'server/cli.ts'), ...argv], {
    cwd: root,
    env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}
