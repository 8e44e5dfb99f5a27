/**
 * End-to-end specs: the built web app in Debian's Chromium against the real reference server
 * on a fresh embedded database. `serve.ts` wipes the test data directory and starts the server.
 */
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { simulatorLaunchUrl } from '../../src/shared/providers/demoSimulator';
import { E2E_CAPTCHA_TEXT, E2E_LANES, E2E_PORT, E2E_WEB_DIST, laneDataDir, lanePort, laneSimPort } from './env';

const root = resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: resolve(import.meta.dirname, 'globalSetup.ts'),
  outputDir: resolve(root, 'test-results/e2e'),
  fullyParallel: false,
  // Operator commands change site-wide state (maintenance, region, the clock), so each worker
  // has a server of its own (a lane, tests/e2e/env.ts) and runs its spec files one at a time.
  workers: E2E_LANES,
  // On CI a failed spec runs once more, and the report lists it as flaky: a spec that fails
  // only sometimes still shows, but one unlucky schedule on a loaded 2-core machine does not
  // throw away a whole submission. Locally nothing is retried, so flakiness is seen where it
  // is fixed (the last two were real races: a trial launch opening a window, and a click on a
  // button that closes its own window).
  retries: process.env.CI ? 1 : 0,
  // Generous, for a loaded 2-core machine: a spec takes 1 to 12 s when the machine is quiet.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // This worker's lane (E2E_PORT is read in the worker, which knows its parallel index).
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace snapshots the page at every action, which cost a tenth of the machine for all the
    // specs that pass. On CI a failed spec runs again with a trace; locally a failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Chromium here renders in software: a marquee scrolling and a carousel sliding on every
    // page kept a core busy repainting. The specs see the still version; home.spec.ts, which
    // tests the motion itself, asks for it back.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: E2E_LANES }, (_, lane) => [
    {
      command: `node ${resolve(root, 'node_modules/tsx/dist/cli.mjs')} ${resolve(root, 'tests/e2e/serve.ts')}`,
      url: `http://127.0.0.1:${lanePort(lane)}/`,
      cwd: root,
      // Always the embedded database: DATABASE_URL (set in CI for the server suite) is cleared.
      env: {
        PORT: String(lanePort(lane)),
        DATA_DIR: laneDataDir(lane),
        DATABASE_URL: '',
        WEB_DIST: E2E_WEB_DIST,
        LOG_LEVEL: 'warn',
        CAPTCHA_FIXED_TEXT: E2E_CAPTCHA_TEXT,
        // The server is its own Firebase provider; firebase.spec.ts switches it on for its merchant.
        FIREBASE_LOCAL: '1',
        // The demo's external provider launches at this lane's simulator (below).
        PROVIDER_SIM_URL: simulatorLaunchUrl(laneSimPort(lane)),
      },
      reuseExistingServer: false,
      // A fresh database seeds 10,111 games: past 90 s when other work (the other lane's seed)
      // shares the 2 cores.
      timeout: 300_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    },
    // The provider simulator of the lane (externalProvider.spec.ts), the demo provider SIM's
    // defaults, making its wallet calls to the lane's server.
    {
      command: [
        `node ${resolve(root, 'node_modules/tsx/dist/cli.mjs')} ${resolve(root, 'tools/provider-sim/cli.ts')}`,
        // Specs move the lane server's clock (`clock advance`): the simulator follows it.
        `--port ${laneSimPort(lane)} --server http://127.0.0.1:${lanePort(lane)} --follow-platform-clock`,
      ].join(' '),
      url: `http://127.0.0.1:${laneSimPort(lane)}/health`,
      cwd: root,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    },
  ]).flat(),
});
