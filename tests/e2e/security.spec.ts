/**
 * The security centre in Chromium against the reference server: profile fields edited and
 * saved, the login password's change modal, the payment password set (with the login password)
 * and changed (with the old one), and bank accounts added with the payee name locked once set.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshMember, openMemberPage } from './memberSupport';

test.describe.configure({ timeout: 60_000 });

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('profile fields are shown, edited and saved', async ({ page }) => {
  const account = await freshMember(page, 'spf');
  await openMemberPage(page, 'securityCenter', 'My account');
  const profile = region(page, 'Profile');
  await expect(profile.getByRole('definition').first()).toHaveText(account.username);
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  await profile.getByRole('textbox', { name: 'Full name' }).fill('Jane Tester');
  await profile.getByRole('textbox', { name: 'Occupation' }).fill('Analyst');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile was saved.');
  await expect(profile).toContainText('Full nameJane Tester');
  await page.reload();
  await expect(region(page, 'Profile')).toContainText('OccupationAnalyst');
});

test('the login password opens the change-password modal', async ({ page }) => {
  await freshMember(page, 'slp');
  await openMemberPage(page, 'securityCenter', 'My account');
  await region(page, 'Login password').getByRole('button', { name: 'Change login password' }).click();
  const modal = page.getByRole('dialog', { name: 'Change password' });
  await expect(modal).toHaveCount(1);
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Old password')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
});

test('payment password set then changed; bank accounts added with the payee name locked to the first one', async ({
  page,
}) => {
  const account = await freshMember(page, 'spp');
  await openMemberPage(page, 'securityCenter', 'My account');
  const payment = region(page, 'Payment password');
  await expect(payment).toContainText('You have no payment password yet.');
  const bank = region(page, 'Bank accounts');
  await expect(bank).toContainText('Set a payment password above before adding a bank account.');

  // Checked here first: six digits, and the two new ones equal.
  await payment.getByLabel('Login password').fill(account.password);
  await payment.getByLabel('New payment password (6 digits)').fill('1234');
  await payment.getByLabel('Confirm new payment password').fill('1234');
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByLabel('New payment password (6 digits)')).toHaveAccessibleDescription(
    'The payment password is exactly 6 digits.',
  );
  await payment.getByLabel('New payment password (6 digits)').fill('112233');
  await payment.getByLabel('Confirm new payment password').fill('112234');
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByLabel('Confirm new payment password')).toHaveAccessibleDescription(
    'The two new payment passwords do not match.',
  );
  // The server proves the login password.
  await payment.getByLabel('Login password').fill('WrongPass99');
  await payment.getByLabel('Confirm new payment password').fill('112233');
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByLabel('Login password')).toHaveAccessibleDescription(/^The login password is incorrect\./);
  await payment.getByLabel('Login password').fill(account.password);
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByRole('status')).toHaveText('Your payment password is set.');

  // Changing it needs the current one.
  await payment.getByLabel('Current payment password').fill('112233');
  await payment.getByLabel('New payment password (6 digits)').fill('445566');
  await payment.getByLabel('Confirm new payment password').fill('445566');
  await payment.getByRole('button', { name: 'Change payment password' }).click();
  await expect(payment.getByRole('status')).toHaveText('Your payment password was changed.');

  // A bank account: checked here, then added; the payee name it sets is locked afterwards.
  await bank.getByRole('button', { name: 'Add bank account' }).click();
  await expect(bank.getByRole('textbox', { name: 'Payee name' })).toHaveAccessibleDescription('Input cannot be empty');
  await bank.getByRole('textbox', { name: 'Payee name' }).fill('Jane Tester');
  await bank.getByRole('textbox', { name: 'Bank name' }).fill('First Bank');
  await bank.getByRole('textbox', { name: 'Account number' }).fill('12ab');
  await bank.getByLabel('Payment password', { exact: true }).fill('445566');
  await bank.getByRole('button', { name: 'Add bank account' }).click();
  await expect(bank.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
    'The account number must be 6 to 30 digits.',
  );
  await bank.getByRole('textbox', { name: 'Account number' }).fill('1111 2222 3333');
  await bank.getByLabel('Payment password', { exact: true }).fill('445566');
  await bank.getByRole('button', { name: 'Add bank account' }).click();
  await expect(bank.getByRole('status')).toHaveText('Bank account First Bank ****3333 was added.');
  await expect(bank.getByRole('row').nth(1)).toHaveText('First Bank****3333Jane TesterDefault account');
  await expect(bank.getByRole('textbox', { name: 'Payee name' })).toHaveValue('Jane Tester');
  await expect(bank.getByRole('textbox', { name: 'Payee name' })).toHaveAttribute('readonly', '');

  await bank.getByRole('textbox', { name: 'Bank name' }).fill('Second Bank');
  await bank.getByRole('textbox', { name: 'Account number' }).fill('444455556666');
  await bank.getByLabel('Payment password', { exact: true }).fill('445566');
  await bank.getByRole('button', { name: 'Add bank account' }).click();
  await expect(bank.getByRole('row')).toHaveCount(3);
  await expect(bank.getByRole('row').nth(2)).toHaveText('Second Bank****6666Jane Tester');

  // The withdraw page now has what it needs.
  await openMemberPage(page, 'withdraw', 'Withdraw');
  await expect(
    page
      .getByRole('form', { name: 'New withdrawal' })
      .getByRole('combobox', { name: 'Pay to bank account' })
      .getByRole('option'),
  ).toHaveText(['First Bank ****3333 (Jane Tester)', 'Second Bank ****6666 (Jane Tester)']);
});
