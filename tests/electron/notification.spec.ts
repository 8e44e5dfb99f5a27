/**
 * A deposit credited while the window is closed to the tray: the main process hears it on the
 * member event stream, shows an OS notification in the player's language, and a click brings the
 * window back on that deposit.
 */
import { expect, test } from '@playwright/test';
import { PLATFORM_ORIGIN } from './env';
import { bridgeToken, launchApp, ops, requireElectron, signIn } from './support';

const executable = requireElectron();

test('a credited deposit notifies while closed to the tray, and the click opens the deposit', async () => {
  const { app, page } = await launchApp(executable);
  try {
    // Record notifications instead of showing them (CI has no notification daemon), keeping the
    // instance so the test can click it.
    await app.evaluate(({ Notification }) => {
      const shown: { title: string; body: string; notification: Electron.Notification }[] = [];
      (globalThis as { shownNotifications?: typeof shown }).shownNotifications = shown;
      Notification.prototype.show = function show(this: Electron.Notification) {
        shown.push({ title: this.title, body: this.body, notification: this });
      };
      Notification.isSupported = () => true;
    });
    await signIn(page);
    const token = await bridgeToken(page);

    // Close the window: with a tray the app keeps running, hidden.
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.close());
    await expect
      .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isVisible() ?? null))
      .toBe(false);

    const created = await fetch(`${PLATFORM_ORIGIN}/wps/v2/transaction/deposit`, {
      method: 'POST',
      headers: {
        Merchant: 'demo',
        Authorization: token ?? '',
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ methodId: 'bank', amountMinor: '2500' }),
    });
    const deposit = ((await created.json()) as { value: { id: string } }).value;
    ops('deposit', 'confirm', deposit.id);

    await expect
      .poll(() =>
        app.evaluate(() =>
          ((globalThis as { shownNotifications?: { title: string; body: string }[] }).shownNotifications ?? []).map(
            ({ title, body }) => ({ title, body }),
          ),
        ),
      )
      .toEqual([{ title: 'Deposit credited', body: expect.stringContaining('25.00') }]);

    await app.evaluate(() => {
      const [first] =
        (globalThis as { shownNotifications?: { notification: Electron.Notification }[] }).shownNotifications ?? [];
      first?.notification.emit('click');
    });
    await expect
      .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isVisible() ?? false))
      .toBe(true);
    await expect.poll(() => page.url()).toContain(`#/member?page=depositv2&deposit=${deposit.id}`);
  } finally {
    await app.evaluate(({ app: electronApp }) => electronApp.quit()).catch(() => undefined);
    await app.close().catch(() => undefined);
  }
});
