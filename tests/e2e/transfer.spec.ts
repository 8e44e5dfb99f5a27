/**
 * Transfers in Chromium against the reference server (issue 4): between the main wallet and a
 * vendor's game wallet (the demo merchant's wallet is not single), the insufficient-balance
 * answer offering Deposit (contract §2.3), and a transfer to the upline agent with the payment
 * password.
 */
import { expect, test, type Page } from '@playwright/test';
import { createMember, loginAs } from './loginSupport';
import { freshMember, fund, headerBalance, openMemberPage, setUpWithdrawals } from './memberSupport';

test.describe.configure({ timeout: 60_000 });

const transferForm = (page: Page) => page.getByRole('form', { name: 'Transfer between wallets' });
const walletTable = (page: Page) => page.getByRole('region', { name: 'Your wallets' });

test('money moves from the main wallet to a vendor wallet and back; the total stays the same', async ({ page }) => {
  await freshMember(page, 'tmv');
  await fund(page, '30000');
  await openMemberPage(page, 'transferFund', 'My wallet');
  await expect(walletTable(page).getByRole('row')).toHaveText(['WalletBalance', 'Main wallet$300.00', 'Bonus wallet$0.00', 'AG$0.00', 'PT$0.00']);

  const form = transferForm(page);
  await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('MAIN');
  await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('AG');
  await form.getByRole('combobox', { name: 'To' }).selectOption({ label: 'PT' });
  await form.getByRole('textbox', { name: 'Transfer amount' }).fill('120.25');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('Transferred $120.25 from Main wallet to PT.');
  await expect(walletTable(page).getByRole('row')).toHaveText(['WalletBalance', 'Main wallet$179.75', 'Bonus wallet$0.00', 'AG$0.00', 'PT$120.25']);
  // The header shows the total of all wallets: unchanged by a transfer between them.
  await expect(headerBalance(page)).toHaveText('Balance $300.00');

  // Choosing the other side's wallet swaps the two.
  await form.getByRole('combobox', { name: 'From' }).selectOption({ label: 'PT' });
  await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('MAIN');
  await form.getByRole('textbox', { name: 'Transfer amount' }).fill('20.25');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('Transferred $20.25 from PT to Main wallet.');
  await expect(walletTable(page).getByRole('row')).toHaveText(['WalletBalance', 'Main wallet$200.00', 'Bonus wallet$0.00', 'AG$0.00', 'PT$100.00']);
});

test('more than the wallet holds: nothing moves, and a dialog offers Deposit, which opens depositv2', async ({ page }) => {
  await freshMember(page, 'tin');
  await fund(page, '1000');
  await openMemberPage(page, 'transferFund', 'My wallet');
  const form = transferForm(page);
  await form.getByRole('textbox', { name: 'Transfer amount' }).fill('10.01');
  await form.getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insufficient balance' });
  await expect(dialog).toBeVisible();
  await expect(walletTable(page).getByRole('row')).toHaveText(['WalletBalance', 'Main wallet$10.00', 'Bonus wallet$0.00', 'AG$0.00', 'PT$0.00']);
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/member\?page=depositv2$/);
  await expect(page.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('Balance $10.00');
});

test('transfer to the upline agent, with the payment password', async ({ page }) => {
  const agent = createMember('tag', '--type', 'agent');
  const account = createMember('tup', '--parent', agent.username);
  await loginAs(page, account);
  await setUpWithdrawals(page, account, '135790');
  await fund(page, '5000');
  await openMemberPage(page, 'transferUpline', 'Transfer to upline');
  const form = page.getByRole('form', { name: 'Transfer to your upline' });
  await expect(form.getByRole('definition')).toHaveText(agent.username);
  await form.getByRole('textbox', { name: 'Transfer amount' }).fill('15');
  await form.getByLabel('Payment password').fill('000000');
  await form.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(form.getByLabel('Payment password')).toHaveAccessibleDescription(/^The payment password is incorrect\./);
  await expect(headerBalance(page)).toHaveText('Balance $50.00');
  await form.getByLabel('Payment password').fill('135790');
  await form.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(form.getByRole('status')).toHaveText(`Transferred $15.00 to ${agent.username}.`);
  await expect(headerBalance(page)).toHaveText('Balance $35.00');
});
