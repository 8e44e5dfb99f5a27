/**
 * Starting games in Chromium against the reference
 * server: a guest is asked to log in, a trial player to use an official account, a member's game
 * opens in a window of its own at the server's built-in game (/play/<one-time token>); the top
 * navigation hides categories a merchant has no vendors for and its drop menus lead to a
 * vendor's list; /seamless and the lottery pages show the game inside the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { createMember, loginDialog } from './loginSupport';
import { logIn, startFreePlay } from './playSupport';

/** The header's navigation (named "Main" in English; demokr speaks Korean). */
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation');

/** The hrefs of the top navigation's links, in order, read at once (the list changes when the lanes arrive). */
function topNavHrefs(page: Page): Promise<string[]> {
  return mainNav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('a guest who starts a game is asked to log in', async ({ page }) => {
  await page.goto('/sports');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  await page.getByRole('button', { name: 'Play SBT Sports' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/sports$/);
});

test('a trial player needs a real account for a game without free play (sports) and can leave to log in', async ({
  page,
}) => {
  await startFreePlay(page);
  await page.goto('/sports');
  let popups = 0;
  page.on('popup', () => popups++);
  await page.getByRole('button', { name: 'Play SBT Sports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(dialog.getByText('Sign up or log in to an official account to play.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.getByRole('banner').getByText('Trial account')).toHaveCount(0);
  expect(popups).toBe(0);
});

test("a member's game opens in its own window at the built-in game, under the game's name", async ({ page }) => {
  await logIn(page, createMember('lau'));

  // A game centre's vendor: its lobby game.
  await page.goto('/sports');
  const sportsGame = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Play SBT Sports' }).click();
  const sports = await sportsGame;
  await expect(sports).toHaveURL(/\/play\//);
  await expect(sports.getByText('SBT Sports', { exact: true })).toBeVisible();
  await sports.close();

  // A slot from the list: the game itself, under its own name.
  await page.goto('/rng?vassalage=PG');
  const tile = page
    .getByRole('main')
    .getByRole('button', { name: /^Play / })
    .first();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  expect(name).not.toBe('');
  const slotGame = page.waitForEvent('popup');
  await tile.click();
  const slot = await slotGame;
  await expect(slot).toHaveURL(/\/play\//);
  await expect(slot.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(slot.getByRole('button', { name: 'Spin' })).toBeVisible();
  await slot.close();
});

test('categories without vendors are absent from the top navigation (merchant demokr: no e-sports, no PVP)', async ({
  page,
}) => {
  // Not home: home opens the announcement popup, which makes the page beneath it inert.
  await page.goto('/promotions?merchant=demokr');
  await expect
    .poll(() => topNavHrefs(page))
    .toEqual(['/', '/promotions', '/lott', '/elott', '/live', '/sports', '/fish', '/rng']);

  // Merchant demo has vendors of every category.
  const other = await page.context().browser()!.newPage();
  await other.goto('/promotions?merchant=demo');
  await expect
    .poll(() => topNavHrefs(other))
    .toEqual(['/', '/promotions', '/lott', '/elott', '/live', '/sports', '/fish', '/rng', '/pvp', '/esports']);
  await other.close();
});

test("the header drop menu lists a category's vendors (large above 10) and leads to a vendor's list", async ({
  page,
}) => {
  // Not home: home opens the announcement popup over everything.
  await page.goto('/promotions');
  const slots = mainNav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Slots', exact: true }) });
  // The category has its menu once its vendors are known (its toggle shows then); a pointer that
  // arrived before that has to move in again, as a person's would.
  await expect(slots.getByRole('button', { name: 'Slots providers' })).toBeVisible();
  await slots.hover();
  const menu = page.getByRole('list', { name: 'Slots providers' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(17);
  await expect(page.locator('[data-layout="large"]')).toHaveCount(1);
  await menu.getByRole('link', { name: 'JILI' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JL$/);
  await expect(menu).toHaveCount(0);

  // From the keyboard: the toggle opens the menu and moves into it; Escape closes it.
  const toggle = page.getByRole('button', { name: 'Live casino providers' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const live = page.getByRole('list', { name: 'Live casino providers' });
  await expect(live.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(live).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('/seamless and the lottery pages show the launched game inside the page', async ({ page }) => {
  await logIn(page, createMember('sea'));
  // A vendor alone launches its lobby game, named after it.
  await page.goto('/seamless?vassalage=SBT');
  await expect(page.getByTitle('SBT Sports Lobby')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'SBT Sports Lobby' })).toBeAttached();
  await expect(page.frameLocator('main iframe').getByText('SBT Sports', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/vnLottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  const lottery = page.frameLocator('main iframe');
  await expect(lottery.getByText('Vietnam Lottery', { exact: true })).toBeVisible();
});
