/**
 * Signing in on the desktop: the token lives in the main process, never in the page's storage;
 * "remembered" it is written encrypted (never in plain text) and survives a restart; without an
 * OS keyring it is kept in memory only and nothing is written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { DesktopBridge } from '../../src/shared/ipc/contract';
import { bridgeToken, launchApp, requireElectron, signIn } from './support';

const executable = requireElectron();

const settingsText = (profile: string) => {
  try {
    return readFileSync(join(profile, 'settings.json'), 'utf8');
  } catch {
    return '';
  }
};

test('the session token stays in the main process, encrypted at rest, and survives a restart if kept', async () => {
  const first = await launchApp(executable);
  let token: string | null = null;
  let mode: string;
  try {
    await signIn(first.page);
    token = await bridgeToken(first.page);
    expect(token).not.toBeNull();
    const pageStorage = await first.page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(pageStorage).not.toContain(token as string);

    mode = await first.page.evaluate(async () =>
      (globalThis as { desktop?: DesktopBridge }).desktop!.auth.storageMode(),
    );
    // Remember it, as a sign-in with a keyring may.
    await first.page.evaluate(
      async (value) => (globalThis as { desktop?: DesktopBridge }).desktop!.auth.setToken(value, true),
      token as string,
    );
    const stored = settingsText(first.profile);
    expect(stored).not.toContain(token as string);
    if (mode === 'encrypted') expect(stored).toContain('auth.encryptedToken');
    else expect(stored).not.toContain('auth.encryptedToken');
  } finally {
    await first.app.close();
  }

  const second = await launchApp(executable, first.profile);
  try {
    const again = await bridgeToken(second.page);
    expect(again).toBe(mode === 'encrypted' ? token : null);
    // Signing out wipes it from memory and disk.
    await second.page.evaluate(async () => (globalThis as { desktop?: DesktopBridge }).desktop!.auth.clearToken());
    expect(await bridgeToken(second.page)).toBeNull();
    expect(settingsText(second.profile)).not.toContain('auth.encryptedToken');
  } finally {
    await second.app.close();
  }
});
