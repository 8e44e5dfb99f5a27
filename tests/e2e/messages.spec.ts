/**
 * Platform messages against the real server: a deposit the operator confirms posts 'deposit
 * credited'; it shows unread in the inbox and on the member menu's badge, and reading it drops
 * the badge. A failed deposit posts 'deposit failed'.
 */
import { expect, test } from '@playwright/test';
import { createMember, loginAs } from './loginSupport';
import { confirmedDeposit, memberCall, openMemberPage } from './memberCentreSupport';
import { ops } from './ops';

// Each journey logs in, moves money with operator commands and visits several pages.
test.describe.configure({ timeout: 90_000 });

test("messages show 'deposit credited', and reading it drops the badge", async ({ page }) => {
  const account = createMember('msg');
  await loginAs(page, account);
  await confirmedDeposit(page, '123456');

  await openMemberPage(page, 'messageV2', 'Messages');
  const menuLink = page
    .getByRole('navigation', { name: 'Member menu' })
    .getByRole('link', { name: /Platform messages/ });
  await expect(menuLink).toContainText('(1 new)');
  await expect(page.getByText('Unread: 1')).toBeVisible();

  const item = page.getByRole('list', { name: 'Inbox' }).getByRole('button', { name: /Deposit credited/ });
  await expect(item).toContainText('New');
  await item.click();
  const reader = page.getByRole('article', { name: 'Deposit credited' });
  await expect(reader).toContainText('1,234.56 USD');
  await expect(reader).toContainText('has been credited');

  await expect(page.getByText('Unread: 0')).toBeVisible();
  await expect(item).not.toContainText('New');
  await expect(menuLink).not.toContainText('new');

  // Still read after a reload: the mark went to the server.
  await page.reload();
  await expect(page.getByText('Unread: 0')).toBeVisible();
});

test("a failed deposit posts 'deposit failed'; mark all as read clears the count", async ({ page }) => {
  const account = createMember('msgf');
  await loginAs(page, account);
  const settings = await memberCall<{ methods: { id: string }[] }>(page, 'GET', '/wps/relay/MCSFE_getDepositSettings');
  const deposit = await memberCall<{ id: string }>(
    page,
    'POST',
    '/wps/v2/transaction/deposit',
    { methodId: settings.methods[0]!.id, amountMinor: '5000' },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  ops('deposit', 'fail', deposit.id);
  await confirmedDeposit(page, '2000');

  await openMemberPage(page, 'messageV2', 'Messages');
  await expect(page.getByText('Unread: 2')).toBeVisible();
  await expect(page.getByRole('button', { name: /Deposit failed/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Unread only' }).check();
  await expect(page.getByRole('list', { name: 'Inbox' }).getByRole('button')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('Unread: 0')).toBeVisible();
  await expect(page.getByText('You have no unread messages.')).toBeVisible();
});
