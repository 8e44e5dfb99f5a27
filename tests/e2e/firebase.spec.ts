/**
 * Firebase sign-in and the registration SMS check in Chromium, against the reference server
 * acting as its own Firebase provider (FIREBASE_LOCAL=1 in playwright.config.ts): the Google
 * button opens the provider's account chooser in a popup, which hands the ID token back; mobile
 * registration asks for the phone code through the provider, whose SMS lands in the gateway
 * outbox. The spec switches Firebase on for merchant demo with the operator CLI, and off after.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_CAPTCHA_TEXT } from './env';
import {
  closeWelcome,
  createMember,
  expectSignedInAs,
  expectSignedOut,
  loginDialog,
  smsCode,
  unique,
} from './loginSupport';
import { ops } from './ops';

/** A ten-digit mobile number that differs per call (starts with 6: login specs use 8, register 9, password 7). */
const uniqueMobile = () =>
  `6${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Register' });

/**
 * Clicks a chooser button that closes the chooser, and waits until it has. The window may close
 * inside the click itself, before Playwright has finished the click action; that is the click
 * doing its job, not a failure.
 */
async function clickAndClose(popup: Page, name: string) {
  const closed = popup.waitForEvent('close');
  await popup
    .getByRole('button', { name })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

test.beforeAll(() => {
  ops('firebase', 'on', '--merchant', 'demo');
});
test.afterAll(() => {
  ops('firebase', 'off', '--merchant', 'demo');
});

test('Google through the local provider: the chooser popup hands back the ID token, the member is in', async ({
  page,
}) => {
  const email = `g${unique()}@example.test`;
  const account = createMember('fbg', '--email', email);
  await page.goto('/login');
  const dialog = loginDialog(page);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;

  await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await expect(popup.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await popup.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await popup.getByRole('textbox', { name: 'Name (optional)' }).fill('Jane Roe');
  await clickAndClose(popup, 'Continue');

  await expect(dialog).toHaveCount(0);
  await closeWelcome(page);
  await expectSignedInAs(page, account.nickname);
});

test('Cancel in the chooser leaves the visitor logged out, and the login popup says why', async ({ page }) => {
  await page.goto('/login');
  const dialog = loginDialog(page);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Facebook' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign in with Facebook' })).toBeVisible();
  await clickAndClose(popup, 'Cancel');

  await expect(
    dialog.getByRole('alert').filter({ hasText: 'The sign-in window was closed, so you are not logged in.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expectSignedOut(page);
});

test('mobile registration with the Firebase SMS check: outbox code, a wrong one refused, then logged in', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/(__\/auth\/v1\/|wps\/verification\/sms\/|wps\/member\/register)/.test(path))
      calls.push(`${request.method()} ${path}`);
  });
  await page.goto('/register');
  const dialog = registerDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');

  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // The Firebase code's countdown is one minute.
  await expect(dialog.getByRole('button', { name: /^Resend in (60|5\d) s$/ })).toBeDisabled();
  await expect(dialog.getByText(`A verification code was sent to +54 ${mobile}.`)).toBeVisible();
  const code = smsCode(mobile);

  const codeField = dialog.getByLabel('Verification code');
  const captcha = dialog.getByRole('textbox', { name: 'Captcha' });
  await codeField.fill(code === '000000' ? '000001' : '000000');
  await dialog.getByLabel('Password', { exact: true }).fill('Mobile2026');
  await dialog.getByLabel('Confirm password').fill('Mobile2026');
  await captcha.fill(E2E_CAPTCHA_TEXT);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(codeField).toHaveAccessibleDescription('Invalid or missing verification code.');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');

  await codeField.fill(code);
  await captcha.fill(E2E_CAPTCHA_TEXT);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await closeWelcome(page);
  await expectSignedInAs(page, mobile);
  // The provider sent and checked the code; our own SMS call was never made.
  expect(calls).toEqual([
    'POST /__/auth/v1/sendVerificationCode',
    'POST /__/auth/v1/signInWithPhoneNumber',
    'POST /__/auth/v1/signInWithPhoneNumber',
    'PUT /wps/member/register/mobile',
  ]);
});
