/**
 * Start-up of the desktop build: the bundled renderer on app://bundle with its CSP, exactly the
 * declared bridge and no Node in the page, every window isolated and sandboxed, the application
 * menu and the single-instance lock.
 */
import { expect, test } from '@playwright/test';
import type { DesktopBridge } from '../../src/shared/ipc/contract';
import { launchApp, requireElectron } from './support';

const executable = requireElectron();

test('starts on the bundled renderer with only the declared bridge, isolated and sandboxed', async () => {
  const { app, page } = await launchApp(executable);
  try {
    expect(page.url()).toMatch(/^app:\/\/bundle\/index\.html/);
    await expect(page.getByRole('banner')).toBeVisible();

    const surface = await page.evaluate(() => {
      const bridge = (globalThis as { desktop?: DesktopBridge }).desktop;
      const scope = globalThis as Record<string, unknown>;
      return {
        bridge: bridge
          ? Object.fromEntries(
              Object.entries(bridge).map(([name, methods]) => [name, Object.keys(methods as object).sort()]),
            )
          : null,
        node: ['require', 'process', 'module', 'Buffer', 'ipcRenderer'].filter((name) => name in scope),
      };
    });
    expect(surface.bridge).toEqual({
      app: ['getConfig', 'getOrigin', 'onNavigate', 'onOriginChanged', 'setLanguage'],
      auth: ['clearToken', 'getToken', 'setToken', 'storageMode'],
      shell: ['openExternal'],
      games: ['onClosed', 'open'],
      updates: ['check', 'getStatus', 'onStatus', 'restart'],
    });
    expect(surface.node).toEqual([]);

    // Sandboxed renderer processes (the OS reports it on macOS and Windows; the options
    // themselves are unit-tested in tests/unit/electron/windows.test.ts).
    const sandboxed = await app.evaluate(({ app: electronApp, BrowserWindow }) => {
      const pids = new Set(BrowserWindow.getAllWindows().map((win) => win.webContents.getOSProcessId()));
      return electronApp
        .getAppMetrics()
        .filter((metric) => pids.has(metric.pid))
        .map((metric) => metric.sandboxed ?? 'not reported');
    });
    expect(sandboxed.length).toBeGreaterThan(0);
    for (const state of sandboxed) expect([true, 'not reported']).toContain(state);

    // The CSP of the app protocol holds: an inline script does not run.
    const inlineRan = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'globalThis.__inline = true';
      document.head.append(script);
      return (globalThis as { __inline?: boolean }).__inline === true;
    });
    expect(inlineRan).toBe(false);

    const menu = await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.items.map((item) => item.label) ?? []);
    expect(menu).toEqual(expect.arrayContaining(['Account', 'View', 'Help']));
    expect(await app.evaluate(({ app: electronApp }) => electronApp.hasSingleInstanceLock())).toBe(true);
  } finally {
    await app.close();
  }
});
