/**
 * Member records against the real server: the account records show a deposit the operator
 * confirmed, with its ledger transaction and a signed amount; the betting records show rounds
 * placed and settled with the operator's `bet` commands; profit and loss adds them up.
 */
import { expect, test } from '@playwright/test';
import { createMember, loginAs, unique } from './loginSupport';
import { confirmedDeposit, openMemberPage } from './memberCentreSupport';
import { ops } from './ops';

// Each journey logs in, moves money with operator commands and visits several pages.
test.describe.configure({ timeout: 90_000 });

test('account records show an operator-confirmed deposit with its ledger transaction', async ({ page }) => {
  const account = createMember('rec');
  await loginAs(page, account);
  const { depositId, transactionId } = await confirmedDeposit(page, '100000');

  await openMemberPage(page, 'transactionHistory', 'Account records');
  const table = page.getByRole('table', { name: 'Money in and out of your wallets' });
  const row = table.getByRole('row').filter({ hasText: `Transaction ${transactionId}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Deposit');
  await expect(row).toContainText('Main wallet');
  await expect(row).toContainText('+$1,000.00');
  await expect(row).toContainText(`deposit:${depositId}`);
  await expect(row.getByText(/^Entry \d+$/)).toBeVisible();

  // The type filter: no withdrawals yet.
  await page.getByRole('combobox', { name: 'Type' }).selectOption('withdrawal');
  await expect(table.getByText('No account records in this range.')).toBeVisible();
});

test('betting records show rounds placed and settled with the operator commands', async ({ page }) => {
  const account = createMember('bet');
  await loginAs(page, account);
  await confirmedDeposit(page, '50000');
  const won = `won-${unique()}`;
  const open = `open-${unique()}`;
  ops('bet', 'place', account.username, 'PG', '25', '--round', won, '--game-type', 'RNG', '--game-name', 'Mahjong Ways');
  ops('bet', 'settle', 'PG', won, '48.75');
  ops('bet', 'place', account.username, 'BG', '10', '--round', open, '--game-type', 'LIVE', '--game-name', 'Blackjack');

  await openMemberPage(page, 'personalHistoryCopy', 'Betting records');
  const table = page.getByRole('table', { name: 'Your bets' });
  const wonRow = table.getByRole('row').filter({ hasText: won });
  await expect(wonRow).toContainText('Mahjong Ways');
  await expect(wonRow).toContainText('$25.00');
  await expect(wonRow).toContainText('$48.75');
  await expect(wonRow).toContainText('+$23.75');
  await expect(wonRow).toContainText('Settled');
  const openRow = table.getByRole('row').filter({ hasText: open });
  await expect(openRow).toContainText('Open');
  await expect(openRow).toContainText('Blackjack');

  // Filters: the vendor typed and applied with Enter, then a game type.
  const vendor = page.getByRole('combobox', { name: 'Vendor' });
  await vendor.fill('BG');
  await vendor.press('Enter');
  await expect(table.getByRole('row').filter({ hasText: won })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: open })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Game type' }).selectOption('RNG');
  await expect(table.getByText('No bets in this range.')).toBeVisible();

  // The account records show the stake and the payout as ledger entries of the round.
  await openMemberPage(page, 'transactionHistory', 'Account records');
  const entries = page.getByRole('table', { name: 'Money in and out of your wallets' });
  await expect(entries.getByRole('row').filter({ hasText: `round:PG:${won}` }).filter({ hasText: '\u2212$25.00' })).toHaveCount(1);
  await expect(entries.getByRole('row').filter({ hasText: `round:PG:${won}` }).filter({ hasText: '+$48.75' })).toHaveCount(1);

  // Profit and loss: only the settled round has a result.
  await openMemberPage(page, 'personalProfit', 'Profit and loss');
  await expect(page.getByText('Win/loss', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('+$23.75 credit');
});
