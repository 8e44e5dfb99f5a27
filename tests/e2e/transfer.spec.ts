/**
 * Transfers in Chromium against the reference server (issue 4): between the main wallet and a
 * vendor's game wallet (the demo merchant's wallet is not single), an amount above the wallet's
 * balance refused before anything is sent, the same wallet on both sides refused, and a transfer
 * to the upline agent with the payment password.
 */
import { expect, test, type Page } from '@playwright/test';
import { createMember, loginAs } from './loginSupport';
import { freshMember, fund, headerBalance, openMemberPage, setUpWithdrawals } from './memberSupport';
import { axeFindings, expectNoFindings } from './reachSupport';

test.describe.configure({ timeout: 60_000 });

const transferForm = (page: Page) => page.getByRole('form', { name: 'Transfer between wallets' });
const walletTable = (page: Page) => page.getByRole('region', { name: 'Your wallets' });

test('money moves from the main wallet to a vendor wallet and back; the total stays the same', async ({ page }) => {
  await freshMember(page, 'tmv');
  await fund(page, '30000');
  await openMemberPage(page, 'transferFund', 'My wallet');
  await expect(walletTable(page).getByRole('row')).toHaveText([
    'WalletBalance',
    'Main wallet$300.00',
    'Bonus wallet$0.00',
    'AG$0.00',
    'PT$0.00',
  ]);

  const form = transferForm(page);
  await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('MAIN');
  await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('AG');
  await form.getByRole('combobox', { name: 'To' }).selectOption({ label: 'PT' });
  await form.getByRole('textbox', { name: 'Transfer amount' }).fill('120.25');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('Transferred $120.25 from Main wallet to PT.');
  await expect(walletTable(page).getByRole('row')).toHaveText([
    'WalletBalance',
    'Main wallet$179.75',
    'Bonus wallet$0.00',
    'AG$0.00',
    'PT$120.25',
  ]);
  // The header shows the total of all wallets: unchanged by a transfer between them.
  await expect(headerBalance(page)).toHaveText('Balance $300.00');

  // The same wallet on both sides is refused with a message, never switched silently (issue 14 item 11).
  await form.getByRole('combobox', { name: 'From' }).selectOption({ label: 'PT' });
  await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('PT');
  await expect(form.getByRole('combobox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Choose two different wallets.')).toBeVisible();
  await form.getByRole('combobox', { name: 'To' }).selectOption({ label: 'Main wallet' });
  await expect(form.getByText('Choose two different wallets.')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Transfer amount' }).fill('20.25');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('Transferred $20.25 from PT to Main wallet.');
  await expect(walletTable(page).getByRole('row')).toHaveText([
    'WalletBalance',
    'Main wallet$200.00',
    'Bonus wallet$0.00',
    'AG$0.00',
    'PT$100.00',
  ]);
});

test('more than the wallet holds: refused on the amount, balance shown, nothing moved (issue 14 item 20)', async ({
  page,
}) => {
  await freshMember(page, 'tin');
  await fund(page, '1000');
  await openMemberPage(page, 'transferFund', 'My wallet');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('GCS_walletTransfer')) sent.push(request.url());
  });
  const form = transferForm(page);
  const amount = form.getByRole('textbox', { name: 'Transfer amount' });
  await amount.fill('10.01');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Insufficient balance: you have $10.00.')).toBeVisible();
  expectNoFindings(await axeFindings(page, 'transfer form refusing an amount', 'form'), 'transfer form');
  await expect(walletTable(page).getByRole('row')).toHaveText([
    'WalletBalance',
    'Main wallet$10.00',
    'Bonus wallet$0.00',
    'AG$0.00',
    'PT$0.00',
  ]);
  await expect(headerBalance(page)).toHaveText('Balance $10.00');
  expect(sent).toEqual([]);
  // The whole balance goes through.
  await amount.fill('10.00');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('Transferred $10.00 from Main wallet to AG.');
  expect(sent).toHaveLength(1);
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
