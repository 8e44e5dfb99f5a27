/**
 * Helpers of the Electron specs: launching the built app against the spec server with its own
 * profile directory, the operator CLI, and a member signed in through the login popup.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import type { DesktopBridge } from '../../src/shared/ipc/contract';
import { closeWelcome, openLoginFromHeader, submitPasswordLogin } from '../e2e/loginSupport';
import { ELECTRON_E2E_DATA_DIR, ELECTRON_E2E_PORT, electronBinary, PLATFORM_ORIGIN, ROOT } from './env';

/** Skips the calling spec file, with the reason, where Electron cannot run. */
export function requireElectron(): string {
  const binary = electronBinary();
  test.skip('missing' in binary, 'missing' in binary ? `Electron specs skipped: ${binary.missing}` : '');
  return 'path' in binary ? binary.path : '';
}

export type LaunchedApp = { app: ElectronApplication; page: Page; profile: string };

/** Starts the desktop build (out/) with a profile directory (a fresh one unless given). */
export async function launchApp(
  executablePath: string,
  profile = mkdtempSync(join(tmpdir(), 'casino-desktop-')),
): Promise<LaunchedApp> {
  const app = await _electron.launch({
    executablePath,
    args: [ROOT, `--user-data-dir=${profile}`],
    cwd: ROOT,
    env: {
      ...process.env,
      DESKTOP_PLATFORM_ORIGIN: PLATFORM_ORIGIN,
      DESKTOP_UPDATE_FEED_URL: `${PLATFORM_ORIGIN}/updates/stable/`,
      DESKTOP_MERCHANT_CODE: 'demo',
      ELECTRON_RENDERER_URL: '',
    },
  });
  const page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
  return { app, page, profile };
}

/** Runs an operator command against the spec server, as `npm run ops -- …` would. */
export function ops(...argv: string[]): string {
  return execFileSync(
    process.execPath,
    [resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'), resolve(ROOT, 'server/cli.ts'), ...argv],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(ELECTRON_E2E_PORT), DATA_DIR: ELECTRON_E2E_DATA_DIR, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
}

/** A new member (operator CLI), signed in through the login popup of the app. */
export async function signIn(page: Page): Promise<{ username: string; password: string }> {
  const account = {
    username: `dt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
    password: 'Passw0rd2026',
  };
  ops('member', 'create', account.username, '--password', account.password);
  await openLoginFromHeader(page);
  await submitPasswordLogin(page, account.username, account.password);
  await closeWelcome(page);
  await expect.poll(() => bridgeToken(page)).not.toBeNull();
  return account;
}

/** The session token as the main process holds it, asked through the page's bridge. */
export const bridgeToken = (page: Page): Promise<string | null> =>
  page.evaluate(async () => {
    const bridge = (globalThis as { desktop?: DesktopBridge }).desktop;
    return bridge ? bridge.auth.getToken() : null;
  });
