/**
 * An external provider's game end to end (issue 17): the lane's provider simulator
 * (tools/provider-sim, started by playwright.config.ts) is the demo's provider SIM. A member
 * opens its vendor's list in the lobby and starts Simulated Fruits: the platform asks the
 * simulator for the game, which opens in its own window at the simulator; a spin there moves the
 * member's money through the wallet API, the header balance follows, and the round is in the
 * betting records. The game page passes axe and fits 360 px.
 */
import { expect, test } from '@playwright/test';
import { E2E_SIM_PORT } from './env';
import { createMember, loginAs } from './loginSupport';
import { confirmedDeposit, openMemberPage, rangeThroughTomorrow } from './memberCentreSupport';
import { headerBalance } from './memberSupport';
import { axeFindings } from './reachSupport';

/** "1,234.50 USD" or "Balance $1,234.50" → 123450 (minor units). */
const minorOf = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('a member plays the simulated external game from the lobby and sees the balance and the round change', async ({
  page,
}) => {
  const account = createMember('ext');
  await loginAs(page, account);
  await confirmedDeposit(page, '10000');
  await expect(headerBalance(page)).toHaveText('Balance $100.00');

  // The vendor's list in the lobby: its tile launches at the simulator, in a window of its own.
  await page.goto('/rng?vassalage=SIM');
  const tile = page.getByRole('main').getByRole('button', { name: 'Play Simulated Fruits' });
  await expect(tile).toBeVisible();
  const opening = page.waitForEvent('popup');
  await tile.click();
  const game = await opening;
  await expect(game).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_SIM_PORT}/game/`));
  await expect(game.getByRole('heading', { level: 1, name: 'Simulated Fruits' })).toBeVisible();
  const balance = game.locator('output#balance');
  await expect(balance).toHaveText('100.00 USD');

  // A spin of 5.00 from the keyboard: the result is announced and the balance moves.
  await game.getByRole('radio', { name: '5.00 USD' }).check();
  await game.getByRole('button', { name: 'Spin' }).press('Enter');
  const result = game.getByRole('status').filter({ hasText: /You won|No win/ });
  await expect(result).toBeVisible();
  await expect(balance).not.toHaveText('100.00 USD');
  const after = minorOf((await balance.textContent()) ?? '');
  const won = /You won/.test((await result.textContent()) ?? '');
  // A lost spin costs the stake; a won one pays 2, 5 or 10 times it.
  expect(won ? [10_500, 12_000, 14_500] : [9_500]).toContain(after);
  // The page reads well to assistive technology, and fits a 360 px phone without sideways scrolling.
  expect(await axeFindings(game, 'simulated game')).toEqual([]);
  await game.setViewportSize({ width: 360, height: 720 });
  expect(await game.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(game.getByRole('button', { name: 'Spin' })).toBeInViewport();

  // The platform's window follows without a reload, and the round is in the betting records.
  await expect.poll(async () => minorOf((await headerBalance(page).textContent()) ?? '')).toBe(after);
  await game.close();
  await openMemberPage(page, 'personalHistoryCopy', 'Betting records');
  await rangeThroughTomorrow(page);
  const row = page.getByRole('table', { name: 'Your bets' }).getByRole('row').filter({ hasText: 'Simulated Fruits' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$5.00');
  await expect(row).toContainText(won ? 'Won' : 'Lost');
});
