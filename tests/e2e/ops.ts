/**
 * Operator commands against the server the specs run on (same PORT and DATA_DIR).
 *
 * `ops` takes the CLI's live path (server/cli.ts `viaRunningServer`: POST /ops/run on loopback
 * with the DATA_DIR secret) in a bare Node process. Starting the real CLI costs 2–4 s of
 * TypeScript loading per command, and the specs run a few hundred commands, which alone would
 * take CI past its time limit. `opsViaCli` runs the real `npm run ops -- …` path for the specs
 * that show it end to end.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { E2E_DATA_DIR, E2E_PORT, laneDataDir, lanePort } from './env';

const root = resolve(import.meta.dirname, '../..');

/** What server/cli.ts does once it has found the running server: the same request, output and exit code. */
const LOOPBACK_CLIENT = `
const [port, secretFile, ...argv] = process.argv.slice(1);
const secret = require('node:fs').readFileSync(secretFile, 'utf8').trim();
fetch('http://127.0.0.1:' + port + '/ops/run', {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-ops-secret': secret },
  body: JSON.stringify({ argv }),
})
  .then((response) => response.json())
  .then(
    (body) => {
      if (body.success) process.stdout.write(body.value + '\\n');
      else {
        process.stderr.write(body.message + '\\n');
        process.exitCode = 2;
      }
    },
    (error) => {
      process.stderr.write('ops failed: ' + String(error) + '\\n');
      process.exitCode = 2;
    },
  );
`;

/** An operator command on this worker's server. */
export function ops(...argv: string[]): string {
  return execFileSync(
    process.execPath,
    ['-e', LOOPBACK_CLIENT, String(E2E_PORT), join(E2E_DATA_DIR, 'ops-secret'), ...argv],
    { encoding: 'utf8' },
  );
}

/** An operator command on one lane's server (the global set-up prepares every lane). */
export function opsOnLane(lane: number, ...argv: string[]): string {
  return execFileSync(
    process.execPath,
    ['-e', LOOPBACK_CLIENT, String(lanePort(lane)), join(laneDataDir(lane), 'ops-secret'), ...argv],
    { encoding: 'utf8' },
  );
}

/** The real operator CLI, exactly as a person runs it (`npm run ops -- …`). */
export function opsViaCli(...argv: string[]): string {
  return execFileSync(
    process.execPath,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'server/cli.ts'), ...argv],
    {
      cwd: root,
      env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
}
