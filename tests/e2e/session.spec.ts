/**
 * The session beyond the popup: a token in the URL logs in
 * and leaves the address, a session the server ends is closed with a message and the member
 * goes home, the remembered username, and popups opened over the page they belong to.
 */
import { expect, test } from '@playwright/test';
import { ops } from './ops';
import {
  createMember,
  expectSignedInAs,
  expectSignedOut,
  loginAs,
  loginDialog,
  submitPasswordLogin,
} from './loginSupport';

test('a token in the URL logs in, and the address no longer shows it', async ({ browser, page }) => {
  const account = createMember('urltok');
  await loginAs(page, account);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toMatch(/^\S{20,}$/);

  // Another browser profile: nothing stored, only the link.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(`/promotions?token=${encodeURIComponent(token!)}&merchant=demo`);
  await expectSignedInAs(other, account.nickname);
  await expect(other).toHaveURL(/\/promotions\?merchant=demo$/);
  expect(await other.evaluate(() => window.location.search.includes('token'))).toBe(false);
  expect(await other.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  await expect(other.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await context.close();
});

test('a session the server ended: a message, the token gone, back home as a guest', async ({ page }) => {
  const account = createMember('ended');
  await loginAs(page, account);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
  expect(ops('member', 'disable', account.username)).toContain('session(s) ended');

  // The next start checks the token with member info; the server says the session is over.
  await page.reload();
  const ended = page.getByRole('dialog', { name: 'Signed out' });
  await expect(ended).toBeVisible();
  await ended.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
});

test('a member page opened with a stale token waits for the check, then sends the visitor home', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('token', 'stale-token-0123456789abcdefghij'));
  await page.goto('/member');
  await expect(page.getByRole('dialog', { name: 'Signed out' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('"remember my username" fills the username next time; unticked, it is forgotten', async ({ page }) => {
  const account = createMember('remem');
  await page.goto('/login');
  const dialog = loginDialog(page);
  await dialog.getByRole('checkbox', { name: 'Remember my username for 1 day' }).check();
  await submitPasswordLogin(page, account.username, account.password);
  await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'OK' }).click();
  await expectSignedInAs(page, account.nickname);

  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'demo-login')?.value).toBe(account.username);
  expect(cookies.find((c) => c.name === 'loginRemember')?.value).toBe('1');
  // Nothing that holds the password.
  expect(cookies.some((c) => decodeURIComponent(c.value).includes(account.password))).toBe(false);
  const expires = cookies.find((c) => c.name === 'demo-login')?.expires ?? 0;
  expect(expires * 1000 - Date.now()).toBeGreaterThan(23 * 3_600_000);
  expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  // Sign-out is a server call and a loader: only once it has finished is this a fresh visit.
  await expectSignedOut(page);
  await page.goto('/login');
  await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(account.username);
  await expect(dialog.getByRole('checkbox', { name: 'Remember my username for 1 day' })).toBeChecked();

  await dialog.getByRole('checkbox', { name: 'Remember my username for 1 day' }).uncheck();
  await submitPasswordLogin(page, account.username, account.password);
  await expectSignedInAs(page, account.nickname);
  expect((await page.context().cookies()).find((c) => c.name === 'demo-login')).toBeUndefined();
});

test('the terms link leaves the popup for the help centre', async ({ page }) => {
  await page.goto('/login');
  await loginDialog(page).getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/help#term$/);
  await expect(loginDialog(page)).toHaveCount(0);
});
