/**
 * Free play: a trial account logs in at once; instead of the member
 * centre it is told to sign up or log in to an official account, in the header and on /member.
 * It plays slots, live, fishing and card games with play money (accountType 0, issue 14 item 6);
 * sports, e-sports and lotteries ask for a real account (launch.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { loginDialog } from './loginSupport';
import { startFreePlay } from './playSupport';

test('a trial player plays a built-in slot with play money, resets it; the free-play copy says what it can do', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(
    loginDialog(page).getByText('Play slots, live casino, fishing and card games with play money, no account needed.', {
      exact: false,
    }),
  ).toBeVisible();
  await startFreePlay(page);
  const header = page.getByRole('banner');
  await page.goto('/rng?vassalage=PG');
  const tile = page
    .getByRole('main')
    .getByRole('button', { name: /^Play / })
    .first();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  const opened = page.waitForEvent('popup');
  await tile.click();
  const game = await opened;
  await expect(game.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(game.getByText('Play money: not real money, never withdrawable')).toBeVisible();
  const balance = game.locator('#balance');
  await expect(balance).toHaveText('$2,000.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  // One round in the recent list, played from the play money.
  await expect(game.locator('#recent tr')).toHaveCount(1);
  await expect(game.locator('#recent td').first()).toHaveText(name);
  await game.getByRole('button', { name: 'Reset play money' }).click();
  await expect(game.getByText('Your play money is back to $2,000.00.')).toBeVisible();
  await expect(balance).toHaveText('$2,000.00');
  await game.close();
  // Still a trial account: no cashier, no member centre.
  await expect(header.getByText('Trial account')).toBeVisible();
  await expect(header.getByRole('link', { name: /Member centre/ })).toHaveCount(0);
});

test('free play opens a trial session; the member centre asks for an official account', async ({ page }) => {
  await page.goto('/promotions');
  await page.goto('/login');
  await loginDialog(page).getByRole('button', { name: 'Free play' }).click();
  await expect(loginDialog(page)).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The header says it is a trial account and offers no member-centre link.
  const header = page.getByRole('banner');
  await expect(header.getByText('Trial account')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('link', { name: /Member centre/ })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  // Its name opens the notice instead.
  await header.getByRole('button', { name: 'Guest' }).click();
  const notice = page.getByRole('dialog', { name: 'Trial account' });
  await expect(notice.getByText('Sign up or log in to an official account')).toBeVisible();
  await notice.getByRole('button', { name: 'Cancel' }).click();

  // The member centre route shows the same message, with the ways out.
  await page.goto('/member');
  await expect(page.getByText('Sign up or log in to an official account')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  await expect(page.getByText('Nothing here yet.')).toHaveCount(0);

  // "Log in" ends the trial session and opens the login popup.
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect(header.getByText('Trial account')).toHaveCount(0);
});
