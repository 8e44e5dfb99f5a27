/**
 * Playwright `_electron` specs of the desktop shell: start-up, sign-in with the token kept by the
 * main process, a game window's isolation and a deposit notification, against the reference
 * server. Not part of `npm test`: run `npm run test:electron` where an Electron binary is
 * installed (CI); elsewhere every spec skips with the reason printed here.
 */
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ELECTRON_E2E_DATA_DIR, ELECTRON_E2E_PORT, electronBinary, ROOT } from './env';

const binary = electronBinary();
if ('missing' in binary) console.log(`[electron specs] skipped: ${binary.missing}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: resolve(ROOT, 'test-results/electron'),
  fullyParallel: false,
  // One app at a time: they share the single-instance lock and the server's operator state.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // No server to start when there is no app to run.
  ...('path' in binary && {
    webServer: {
      command: `node ${resolve(ROOT, 'node_modules/tsx/dist/cli.mjs')} ${resolve(ROOT, 'tests/electron/serve.ts')}`,
      url: `http://127.0.0.1:${ELECTRON_E2E_PORT}/wps/system/status`,
      cwd: ROOT,
      env: {
        PORT: String(ELECTRON_E2E_PORT),
        DATA_DIR: ELECTRON_E2E_DATA_DIR,
        DATABASE_URL: '',
        WEB_DIST: resolve(ROOT, 'out/renderer'),
        LOG_LEVEL: 'warn',
        CAPTCHA_FIXED_TEXT: 'TEST',
        CORS_ORIGINS: 'app://bundle',
      },
      reuseExistingServer: false,
      timeout: 90_000,
    },
  }),
});
