/**
 * Helpers of the login-side specs: unique accounts made with the operator CLI, the login popup
 * driven as a person would (roles and labels only), and the header's signed-in state.
 */
import { expect, type Page } from '@playwright/test';
import { ops } from './ops';

/** Letters and digits that differ per call, so specs never collide in one database. */
export const unique = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`;

/** A ten-digit mobile number that differs per call (starts with 8; register specs use 9). */
export const uniqueMobile = () =>
  `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

export type Account = { username: string; password: string; nickname: string };

/** Creates a member with the operator CLI; extra CLI options pass through. */
export function createMember(prefix: string, ...options: string[]): Account {
  const account = { username: `${prefix}${unique()}`, password: 'Passw0rd2026', nickname: `Nick ${unique()}` };
  ops('member', 'create', account.username, '--password', account.password, '--nickname', account.nickname, ...options);
  return account;
}

/** The newest code texted to a number with dialing code 54, from the built-in gateway's outbox. */
export function smsCode(mobile: string): string {
  const code = /verification code is (\d{6})/.exec(ops('sms', 'outbox', '--to', `54${mobile}`, '--limit', '1'))?.[1];
  if (!code) throw new Error(`No SMS code for ${mobile}`);
  return code;
}

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

/** Opens the login popup from the header's Log in link. */
export async function openLoginFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
}

/** Fills the username form of the open login popup and submits it. */
export async function submitPasswordLogin(page: Page, username: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The first-login welcome: acknowledge it when it shows. */
export async function closeWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'OK' }).click();
  await expect(welcome).toHaveCount(0);
}

/** The header shows the member (link to the member centre) and Sign out; no guest links. */
export async function expectSignedInAs(page: Page, name: string) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: `Member centre: ${name}` })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Register' })).toHaveCount(0);
}

export async function expectSignedOut(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
}

/** Logs in through the popup at /login and waits for the signed-in header (welcome closed). */
export async function loginAs(page: Page, account: Account) {
  await page.goto('/login');
  await submitPasswordLogin(page, account.username, account.password);
  await closeWelcome(page);
  await expectSignedInAs(page, account.nickname);
}

/** The seeded agent (server/demo): its first login of a database may come in any spec. */
export const DEMO_AGENT: Account = { username: 'demo_agent', password: 'Agent2026', nickname: '' };

/**
 * Logs an agent in on /agent and closes the welcome. The welcome shows on an account's first
 * login only (the login answer's `firstTimeLogin`, src/features/auth/loginFlow.ts): always for
 * a fresh account, and for demo_agent in whichever spec of a lane logs it in first. The answer
 * says which, so the helper never guesses from a dialog that may not have rendered yet.
 */
export async function agentLogin(page: Page, account: { username: string; password: string }) {
  await page.goto('/agent');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login');
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  const body = (await (await answer).json()) as { success: boolean; value?: { firstTimeLogin?: boolean } };
  expect(body.success).toBe(true);
  await expect(page).toHaveURL(/\/agentHome$/);
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  if (body.value?.firstTimeLogin) await welcome.getByRole('button', { name: 'OK' }).click();
  await expect(welcome).toHaveCount(0);
}
