/**
 * A game window: its own BrowserWindow, sandboxed and isolated, no preload (no bridge), a fresh
 * session of its own, every permission denied, navigation held to the launch origin, no new
 * windows, and its closing reported to the main window.
 */
import { expect, test } from '@playwright/test';
import type { DesktopBridge } from '../../src/shared/ipc/contract';
import { PLATFORM_ORIGIN } from './env';
import { launchApp, requireElectron } from './support';

const executable = requireElectron();

test('a game opens in an isolated window that cannot reach the app, the OS or other origins', async () => {
  const { app, page } = await launchApp(executable);
  try {
    const closed = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          (globalThis as { desktop?: DesktopBridge }).desktop!.games.onClosed((event) => resolve(event.url));
        }),
    );
    const gameUrl = `${PLATFORM_ORIGIN}/wps/system/domainRoute`;
    const opening = app.waitForEvent('window');
    expect(
      await page.evaluate(
        async (url) => (globalThis as { desktop?: DesktopBridge }).desktop!.games.open({ url, title: 'Dice' }),
        gameUrl,
      ),
    ).toBe(true);
    const game = await opening;
    await game.waitForLoadState();

    const inside = await game.evaluate(async () => ({
      bridge: 'desktop' in globalThis,
      node: ['require', 'process'].filter((name) => name in globalThis),
      popup: window.open('https://example.com/') === null,
      geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
      notifications: await Notification.requestPermission(),
      cookie: document.cookie,
    }));
    expect(inside).toEqual({
      bridge: false,
      node: [],
      popup: true,
      geolocation: 'denied',
      notifications: 'denied',
      cookie: '',
    });

    // Its own session: not the app's, and not shared with the main window.
    const sessions = await app.evaluate(({ BrowserWindow, session }) =>
      BrowserWindow.getAllWindows().map((win) => win.webContents.session === session.defaultSession),
    );
    expect(sessions.sort()).toEqual([false, true]);

    // A hostile navigation stays where it is (and is not handed to the system browser: not allow-listed).
    await game.evaluate(() => {
      location.href = 'https://evil.example/phish';
    });
    await expect.poll(() => game.url()).toBe(gameUrl);

    await game.close();
    expect(await closed).toBe(gameUrl);
  } finally {
    await app.close();
  }
});
