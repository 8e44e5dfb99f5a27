/**
 * Registration in Chromium against the reference server: by username, by
 * mobile number with the invitation code of the link, a refused invitation code, the field
 * messages, the captcha and the terms box. The server's captchas read E2E_CAPTCHA_TEXT here.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_CAPTCHA_TEXT } from './env';
import { closeWelcome, expectSignedInAs, smsCode, unique } from './loginSupport';

/** A ten-digit mobile number that differs per call (starts with 9: login specs use 8, password specs 7). */
const uniqueMobile = () =>
  `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Register' });

test('register by username: the popup closes, the member is logged in and lands home', async ({ page }) => {
  const username = `reg${unique()}`;
  await page.goto('/register');
  const dialog = registerDialog(page);
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await expect(dialog.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');

  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret2026');
  await dialog.getByLabel('Confirm password').fill('Secret2026');
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(E2E_CAPTCHA_TEXT);
  await expect(dialog.getByRole('checkbox', { name: /I am 18 or older/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await closeWelcome(page);
  await expectSignedInAs(page, username);
});

test('register by mobile with the invitation code of the link: code by SMS, number as username', async ({ page }) => {
  const mobile = uniqueMobile();
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/member/register'))
      registrations.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto('/register?affiliateCode=DEMO2026');
  const dialog = registerDialog(page);
  // MOBILENUMREG3 is on: the mobile form is the one shown first.
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Country code')).toHaveValue('+54');
  await expect(dialog.getByLabel('Country code')).toBeDisabled();
  await expect(dialog.getByLabel('Invitation code')).toHaveValue('DEMO2026');

  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await expect(dialog.getByText(`A verification code was sent to +54 ${mobile}.`)).toBeVisible();
  await expect(dialog.getByLabel('Verification code')).toBeFocused();

  await dialog.getByLabel('Verification code').fill(smsCode(mobile));
  await dialog.getByLabel('Password', { exact: true }).fill('Mobile2026');
  await dialog.getByLabel('Confirm password').fill('Mobile2026');
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(E2E_CAPTCHA_TEXT);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(dialog).toHaveCount(0);
  await closeWelcome(page);
  await expectSignedInAs(page, mobile);
  expect(registrations).toEqual(['PUT /wps/member/register/mobile']);
});

test('an invitation code the server does not know stops the registration: "Invalid invitation code"', async ({
  page,
}) => {
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/wps/member/register')) registerCalls += 1;
  });
  await page.goto('/register?affiliateCode=NOPE2026');
  const dialog = registerDialog(page);
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(`bad${unique()}`);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret2026');
  await dialog.getByLabel('Confirm password').fill('Secret2026');
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(E2E_CAPTCHA_TEXT);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();

  const code = dialog.getByLabel('Invitation code');
  await expect(code).toHaveAccessibleDescription('Invalid invitation code');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  expect(registerCalls).toBe(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
});

test('field messages: username starting with a digit, short password, unequal confirmation, empty fields', async ({
  page,
}) => {
  await page.goto('/register');
  const dialog = registerDialog(page);
  await dialog.getByRole('tab', { name: 'Username' }).click();
  const username = dialog.getByRole('textbox', { name: 'Username' });
  const password = dialog.getByLabel('Password', { exact: true });
  const confirm = dialog.getByLabel('Confirm password');

  await username.fill('1player');
  await password.fill('ab1');
  await confirm.fill('ab2');
  await confirm.press('Tab');
  await expect(username).toHaveAccessibleDescription(
    'Must start with a letter, followed by letters or digits, 6 - 16 characters',
  );
  await expect(password).toHaveAccessibleDescription('Please fill in your password with 6 - 20 characters');
  await expect(confirm).toHaveAccessibleDescription('Incorrect confirmation input');
  await expect(username).toHaveAttribute('aria-invalid', 'true');

  // A letter-only password of the right length: the rule's class message (5: letters and digits).
  await password.fill('abcdefgh');
  await expect(password).toHaveAccessibleDescription('Must combine letters and digits, 6 - 20 characters');

  // Sending shows every message at once, the captcha's too, and focuses the first wrong field.
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription('Input cannot be empty');
  await expect(username).toBeFocused();

  await username.fill('player01');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByLabel('E-mail').blur();
  await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription(
    'Must be a valid e-mail address, 5 - 50 characters',
  );
});

test('a wrong captcha is refused in place and a new image is drawn', async ({ page }) => {
  await page.goto('/register');
  const dialog = registerDialog(page);
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(`cap${unique()}`);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret2026');
  await dialog.getByLabel('Confirm password').fill('Secret2026');
  const captcha = dialog.getByRole('textbox', { name: 'Captcha' });
  await captcha.fill('ZZZZ');
  const images = page.waitForResponse((response) => response.url().includes('/wps/captcha'));
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await images;
  await expect(captcha).toHaveAccessibleDescription('Please Enter The Correct Captcha Code');
  await expect(captcha).toHaveValue('');
  await expect(captcha).toBeFocused();

  // The new image is good for one more try.
  await captcha.fill(E2E_CAPTCHA_TEXT);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toHaveCount(0);
});

test('the age and terms box is ticked; unticked, Register is disabled; the form works from the keyboard', async ({
  page,
}) => {
  const username = `key${unique()}`;
  await page.goto('/register');
  const dialog = registerDialog(page);
  // The popup opens with the focus in its first field (the mobile form's number).
  await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();
  // Back past the disabled country code to the tab list: one tab stop, arrows move within it.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('tab', { name: 'Username' })).toBeFocused();
  await expect(dialog.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Secret2026');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Secret2026');
  await dialog.getByRole('textbox', { name: 'Captcha' }).focus();
  await page.keyboard.type(E2E_CAPTCHA_TEXT);

  const agree = dialog.getByRole('checkbox', { name: /I am 18 or older/ });
  const submit = dialog.getByRole('button', { name: 'Register', exact: true });
  await agree.focus();
  await page.keyboard.press('Space');
  await expect(agree).not.toBeChecked();
  await expect(submit).toBeDisabled();
  await expect(agree).toHaveAccessibleDescription('Please confirm your age and accept the terms to register.');
  await page.keyboard.press('Space');
  await expect(submit).toBeEnabled();

  await dialog.getByRole('textbox', { name: 'Captcha' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await closeWelcome(page);
  await expectSignedInAs(page, username);
});

test('Escape closes the popup and leaves /register; "Log in" switches to the login popup', async ({ page }) => {
  await page.goto('/register');
  await expect(registerDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(registerDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await registerDialog(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
