/**
 * Rewards against the real server: a completed mission issues a reward, claiming it moves the
 * balance (and shows in the bonus details); the referral page shows the code, a copyable
 * link and its QR code; the missions page shows progress bars; the rebate page offers nothing
 * to claim for a member without yesterday's bets.
 */
import { expect, test } from '@playwright/test';
import { createMember, loginAs, unique } from './loginSupport';
import { confirmedDeposit, openMemberPage, totalBalanceMinor } from './memberCentreSupport';
import { ops } from './ops';

// Each journey logs in, moves money with operator commands and visits several pages.
test.describe.configure({ timeout: 90_000 });

test('claiming a reward moves the balance once', async ({ page }) => {
  const account = createMember('rwd');
  await loginAs(page, account);
  // The seeded mission "Deposit 1,000.00 this month" completes, and issues its reward; a settled
  // round puts the member on this month's leaderboard.
  await confirmedDeposit(page, '100000');
  const round = `lb-${unique()}`;
  ops('bet', 'place', account.username, 'PG', '5', '--round', round);
  ops('bet', 'settle', 'PG', round, '0');
  const before = await totalBalanceMinor(page);

  await openMemberPage(page, 'missionLeaderboard', 'Missions');
  const deposit = page.getByRole('progressbar', { name: /Deposit 1,000\.00 this month/ });
  await expect(deposit).toHaveAttribute('aria-valuenow', '100');
  const mine = page.getByRole('table', { name: 'Leaderboard' }).getByRole('row').filter({ hasText: account.username });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('$5.00');

  await openMemberPage(page, 'rewardCenter', 'Reward centre');
  const table = page.getByRole('table', { name: 'Your rewards' });
  const row = table.getByRole('row').filter({ hasText: 'Mission reward' });
  await expect(row).toContainText('Available');
  await expect(row).toContainText('$10.00');
  await row.getByRole('button', { name: /^Claim / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'claimed: $10.00 credited.' })).toBeVisible();
  await expect(row).toContainText('Claimed');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await totalBalanceMinor(page)).toBe(before + 1000n);

  await openMemberPage(page, 'bonusDetails', 'Bonus details');
  await expect(page.getByRole('table', { name: 'Bonuses credited to you' })).toContainText('+$10.00');
});

test('referral: code, counts, a link to copy and its QR code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = createMember('ref');
  await loginAs(page, account);
  await openMemberPage(page, 'referral', 'Invite friends');
  const link = page.getByRole('textbox', { name: 'Invite link' });
  await expect(link).toHaveValue(/^https?:\/\/.+/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  const qr = page.getByRole('img', { name: 'QR code of your invite link' });
  await expect(qr).toHaveAttribute('width', '200');
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(page.getByText('Invitations', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('0');
});

test('rebate: nothing to claim without bets, the claim button disabled', async ({ page }) => {
  const account = createMember('rbt');
  await loginAs(page, account);
  await openMemberPage(page, 'manualRebate', 'Rebate');
  await expect(page.getByRole('table', { name: 'Rebate by game type' })).toBeVisible();
  await expect(page.getByText('There is nothing to claim for this period.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
});
