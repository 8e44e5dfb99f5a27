/**
 * Member records against the real server, as a member reads them (issue 14 item 8): the account
 * records say what each entry was in words (the deposit's method, the bet's game), never a ledger
 * id or reference; the betting records show rounds placed and settled with the operator's `bet`
 * commands as won, lost or push; a built-in slot's round shows its short key with Copy and a
 * Verify link to its fairness page; profit and loss adds them up. A deposit the member cancels
 * shows "Cancelled" (item 20).
 */
import { expect, test } from '@playwright/test';
import { createMember, loginAs, unique } from './loginSupport';
import { randomUUID } from 'node:crypto';
import { confirmedDeposit, memberCall, openMemberPage, rangeThroughTomorrow } from './memberCentreSupport';
import { ops } from './ops';

// Each journey logs in, moves money with operator commands and visits several pages.
test.describe.configure({ timeout: 90_000 });

test('account records say in words what an operator-confirmed deposit was, with no ledger ids or references', async ({
  page,
}) => {
  const account = createMember('rec');
  await loginAs(page, account);
  const { depositId, transactionId } = await confirmedDeposit(page, '100000');

  await openMemberPage(page, 'transactionHistory', 'Account records');
  await rangeThroughTomorrow(page);
  const table = page.getByRole('table', { name: 'Money in and out of your wallets' });
  const row = table.getByRole('row').filter({ hasText: 'Deposit by Demo bank transfer' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Main wallet');
  await expect(row).toContainText('+$1,000.00');
  await expect(table).not.toContainText(`deposit:${depositId}`);
  await expect(table).not.toContainText(`Transaction ${transactionId}`);
  await expect(table).not.toContainText(/Entry \d+/);

  // The type filter: no withdrawals yet.
  await page.getByRole('combobox', { name: 'Type' }).selectOption('withdrawal');
  await expect(table.getByText('No account records in this range.')).toBeVisible();
});

test('betting records show rounds placed and settled with the operator commands', async ({ page }) => {
  const account = createMember('bet');
  await loginAs(page, account);
  await confirmedDeposit(page, '50000');
  // Round ids of up to 12 characters show whole (longer ones as their first 8 and "…").
  const won = `w${unique()}`;
  const open = `o${unique()}`;
  const push = `p${unique()}`;
  ops(
    'bet',
    'place',
    account.username,
    'PG',
    '25',
    '--round',
    won,
    '--game-type',
    'RNG',
    '--game-name',
    'Mahjong Ways',
  );
  ops('bet', 'settle', 'PG', won, '48.75');
  ops('bet', 'place', account.username, 'BG', '10', '--round', open, '--game-type', 'LIVE', '--game-name', 'Blackjack');
  ops(
    'bet',
    'place',
    account.username,
    'PG',
    '5',
    '--round',
    push,
    '--game-type',
    'RNG',
    '--game-name',
    'Mahjong Ways',
  );
  ops('bet', 'settle', 'PG', push, '5.00');

  await openMemberPage(page, 'personalHistoryCopy', 'Betting records');
  await rangeThroughTomorrow(page);
  const table = page.getByRole('table', { name: 'Your bets' });
  const wonRow = table.getByRole('row').filter({ hasText: won });
  await expect(wonRow).toContainText('Mahjong Ways');
  await expect(wonRow).toContainText('$25.00');
  await expect(wonRow).toContainText('$48.75');
  await expect(wonRow).toContainText('+$23.75');
  await expect(wonRow).toContainText('Won');
  const openRow = table.getByRole('row').filter({ hasText: open });
  await expect(openRow).toContainText('Open');
  await expect(openRow).toContainText('Blackjack');
  // Payout equal to the stake: a push, not a win.
  const pushRow = table.getByRole('row').filter({ hasText: push });
  await expect(pushRow).toContainText('Push');
  await expect(pushRow).not.toContainText('Won');
  // Another provider's round cannot be checked here: no Verify link.
  await expect(wonRow.getByRole('link', { name: /^Verify/ })).toHaveCount(0);

  // Filters: the vendor typed and applied with Enter, then a game type.
  const vendor = page.getByRole('combobox', { name: 'Vendor' });
  await vendor.fill('BG');
  await vendor.press('Enter');
  await expect(table.getByRole('row').filter({ hasText: won })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: open })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Game type' }).selectOption('RNG');
  await expect(table.getByText('No bets in this range.')).toBeVisible();

  // The account records say the stake and the win in words, with the round, never `round:PG:…`.
  await openMemberPage(page, 'transactionHistory', 'Account records');
  await rangeThroughTomorrow(page);
  const entries = page.getByRole('table', { name: 'Money in and out of your wallets' });
  await expect(
    entries
      .getByRole('row')
      .filter({ hasText: 'Bet on Mahjong Ways' })
      .filter({ hasText: won })
      .filter({ hasText: '\u2212$25.00' }),
  ).toHaveCount(1);
  await expect(
    entries
      .getByRole('row')
      .filter({ hasText: 'Win on Mahjong Ways' })
      .filter({ hasText: won })
      .filter({ hasText: '+$48.75' }),
  ).toHaveCount(1);
  await expect(entries).not.toContainText('round:');

  // Profit and loss: only the settled round has a result.
  await openMemberPage(page, 'personalProfit', 'Profit and loss');
  await rangeThroughTomorrow(page);
  await expect(page.getByText('Win/loss', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '+$23.75 credit',
  );
});

test('a built-in slot round shows its short key, copies the full key and links to its fairness page', async ({
  page,
  context,
}) => {
  const account = createMember('vfy');
  await loginAs(page, account);
  await confirmedDeposit(page, '10000');

  // One spin of a built-in slot (PG plays from the main wallet), in its own window.
  await page.goto('/rng?vassalage=PG');
  const tile = page
    .getByRole('main')
    .getByRole('button', { name: /^Play .+[^w]$/ })
    .first();
  await expect(tile).toBeVisible();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  const opening = page.waitForEvent('popup');
  await tile.click();
  const game = await opening;
  await game.getByText('Provably fair').click();
  const verifyInGame = game.getByRole('link', { name: /^Verify round / });
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(verifyInGame).toHaveCount(1);
  const fullKey = decodeURIComponent(((await verifyInGame.getAttribute('href')) ?? '').split('/').pop() ?? '');
  expect(fullKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
  await game.close();

  await openMemberPage(page, 'personalHistoryCopy', 'Betting records');
  await rangeThroughTomorrow(page);
  const table = page.getByRole('table', { name: 'Your bets' });
  const short = `${fullKey.slice(0, 8)}…`;
  const row = table.getByRole('row').filter({ hasText: short });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(table).not.toContainText(fullKey);

  // Copy puts the full key on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await row.getByRole('button', { name: `Copy round key ${short}` }).click();
  await expect(row.getByText('Round key copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullKey);

  // Verify opens the round's page in a new tab (its seed is not revealed yet: the page says so).
  const verifyLink = row.getByRole('link', { name: `Verify round ${short}` });
  await expect(verifyLink).toHaveAttribute('href', `/play/verify/${fullKey}`);
  const verifying = page.waitForEvent('popup');
  await verifyLink.click();
  const verify = await verifying;
  await expect(verify.getByRole('heading', { level: 1, name: 'Verify a round' })).toBeVisible();
  expect(new URL(verify.url()).pathname).toBe(`/play/verify/${fullKey}`);
  await verify.close();

  // The account records say it in words, with the same short key and Verify link.
  await openMemberPage(page, 'transactionHistory', 'Account records');
  await rangeThroughTomorrow(page);
  const entries = page.getByRole('table', { name: 'Money in and out of your wallets' });
  const bet = entries.getByRole('row').filter({ hasText: `Bet on ${name}` });
  await expect(bet).toHaveCount(1);
  await expect(bet.getByRole('link', { name: `Verify round ${short}` })).toHaveAttribute(
    'href',
    `/play/verify/${fullKey}`,
  );
  await expect(entries).not.toContainText('round:');
});

test('a deposit the member cancels shows as "Cancelled", not "Failed"', async ({ page }) => {
  const account = createMember('cnl');
  await loginAs(page, account);
  await memberCall(
    page,
    'POST',
    '/wps/v2/transaction/deposit',
    { methodId: 'card', amountMinor: '3300' },
    { 'Idempotency-Key': randomUUID() },
  );

  await openMemberPage(page, 'depositv2', 'Deposit');
  const row = page.getByRole('table', { name: 'Deposits' }).getByRole('row').filter({ hasText: '$33.00' });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Cancel deposit of $33.00' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row).not.toContainText('Failed');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(ops('deposit', 'list', '--status', 'cancelled')).toMatch(
    new RegExp(`cancelled\\s+33\\.00 USD\\s+demo/${account.username}`),
  );
});
