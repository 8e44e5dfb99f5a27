/**
 * Deposits in Chromium against the reference server (issue 4): the amount's messages, a deposit
 * paid on the demo payment page through to the 'deposit credited' balance change and message,
 * and a deposit the operator fails (`npm run ops -- deposit fail <id>`), which changes nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshMember, headerBalance, memberMenu, newestDepositId, openMemberPage } from './memberSupport';
import { ops } from './ops';

const depositForm = (page: Page) => page.getByRole('form', { name: 'New deposit' });
const depositRows = (page: Page) => page.getByRole('region', { name: 'Deposits' }).getByRole('row');

test('each amount problem has its own message, and nothing is sent until the amount is right', async ({ page }) => {
  await freshMember(page, 'dam');
  await openMemberPage(page, 'depositv2', 'Deposit');
  const form = depositForm(page);
  const amount = form.getByRole('textbox', { name: 'Deposit amount' });
  const submit = form.getByRole('button', { name: 'Deposit' });
  await expect(form.getByRole('radio', { name: /Demo bank transfer/ })).toBeChecked();
  await expect(amount).toHaveAccessibleDescription('Allowed: $10.00 – $100,000.00');

  const cases: [string, string][] = [
    ['', 'Enter an amount.'],
    ['abc', 'Enter the amount in digits, for example 100 or 100.50.'],
    ['1,000', 'Enter the amount in digits, for example 100 or 100.50.'],
    ['10.005', 'Use at most 2 digits after the decimal point.'],
    ['0', 'The amount must be more than zero.'],
    ['-20', 'The amount cannot be negative.'],
    ['99999999999999999999', 'This amount is too large.'],
    ['9.99', 'The minimum amount is $10.00.'],
    ['100000.01', 'The maximum amount is $100,000.00.'],
  ];
  for (const [typed, message] of cases) {
    await amount.fill(typed);
    await submit.click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.$()]/g, '\\$&')}`));
  }
  // The card's own limits apply once it is chosen.
  await form.getByRole('radio', { name: /Demo card/ }).check();
  await amount.fill('20000.01');
  await submit.click();
  await expect(amount).toHaveAccessibleDescription(/^The maximum amount is \$20,000\.00\./);
  await expect(depositRows(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Deposits' })).toContainText('No deposits yet.');
});

test('a deposit paid on the demo payment page is credited: the balance and the member centre show it', async ({
  page,
}) => {
  await freshMember(page, 'dok');
  await openMemberPage(page, 'depositv2', 'Deposit');
  const form = depositForm(page);
  await form.getByRole('radio', { name: /Demo e-wallet/ }).check();
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('250.5');
  await form.getByRole('button', { name: 'Deposit' }).click();

  // The web build goes to the payment page on the same origin.
  await expect(page).toHaveURL(/\/pay\/demo\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByLabel('Amount to pay')).toHaveText('250.50 USD');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('status')).toContainText('250.50 USD has been credited');
  await page.getByRole('link', { name: 'Back to your deposits' }).click();

  await expect(page).toHaveURL(/\/member\?page=depositv2$/);
  await expect(page.getByRole('status').filter({ hasText: 'Deposit credited' })).toHaveText(
    'Deposit credited: $250.50 was added to your balance.',
  );
  await expect(headerBalance(page)).toHaveText('Balance $250.50');
  await expect(depositRows(page).nth(1)).toContainText('Demo e-wallet');
  await expect(depositRows(page).nth(1)).toContainText('$250.50');
  await expect(depositRows(page).nth(1)).toContainText('Credited');
  // The 'deposit credited' platform message counts on its menu entry.
  await expect(memberMenu(page).getByRole('link', { name: 'Platform messages (1 new)' })).toBeVisible();

  // Shown once: opening depositv2 again starts clean.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(depositRows(page).nth(1)).toContainText('Credited');
  await expect(page.getByText('Deposit credited:')).toHaveCount(0);
});

test('a deposit the operator fails shows as failed, and the balance stays as it was', async ({ page }) => {
  await freshMember(page, 'dfl');
  await openMemberPage(page, 'depositv2', 'Deposit');
  const form = depositForm(page);
  await form.getByRole('textbox', { name: 'Deposit amount' }).fill('40');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/pay\/demo\//);

  // The member leaves the payment page without paying; the deposit waits.
  await openMemberPage(page, 'depositv2', 'Deposit');
  await expect(page.getByRole('status').filter({ hasText: 'waiting for the payment' })).toHaveText(
    'Your deposit of $40.00 is waiting for the payment to be confirmed.',
  );
  await expect(depositRows(page).nth(1)).toContainText('Pending');
  await expect(depositRows(page).nth(1).getByRole('button', { name: 'Continue payment of $40.00' })).toBeVisible();

  const id = await newestDepositId(page);
  expect(ops('deposit', 'fail', id)).toMatch(new RegExp(String.raw`^Deposit ${id} \(40\.00 USD, \w+\) marked failed`));

  // The page follows the pending deposit by itself.
  await expect(depositRows(page).nth(1)).toContainText('Failed');
  await expect(page.getByRole('alert').filter({ hasText: 'failed' })).toHaveText(
    'Your deposit of $40.00 failed. No money was taken; you can try again.',
  );
  await expect(
    depositRows(page)
      .nth(1)
      .getByRole('button', { name: /Continue payment/ }),
  ).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText('Balance $0.00');
});
