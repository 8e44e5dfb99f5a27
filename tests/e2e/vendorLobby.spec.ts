/**
 * A game tile's picture opens the vendor's lobby of the tile's game type, the tile's game first
 * (issue 14 item 1: "Mega Fishing" opened "Speed Baccarat — AG Live"); the start button opens
 * the game itself; a game picked in the lobby opens in the same window.
 */
import { expect, test } from '@playwright/test';
import { createMember } from './loginSupport';
import { logIn } from './playSupport';

test.describe.configure({ timeout: 180_000 });

test("a fishing tile's picture opens the vendor's fishing lobby, that game first; start opens the game", async ({
  page,
}) => {
  // The page's clock, so the one-second launch throttle (src/features/games/launch/launchGate.ts)
  // can be passed without waiting: when the lobby shows one game, the test got to the start
  // button within a second of the first launch, and the click was rightly ignored.
  await page.clock.install();
  await logIn(page, createMember('vlb'));
  await page.goto('/fish');
  const list = page.getByRole('list', { name: 'Games' });
  const tile = list.getByRole('button', { name: /^Play (?!now: )/ }).first();
  await expect(tile).toBeVisible();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  expect(name).not.toBe('');

  const lobbyOpened = page.waitForEvent('popup');
  await tile.click();
  const lobby = await lobbyOpened;
  await expect(lobby).toHaveURL(/\/play\//);
  await expect(lobby.getByRole('heading', { level: 1, name: /— Fishing$/ })).toBeVisible();
  const games = lobby.getByRole('list', { name: /Fishing games$/ }).getByRole('button');
  await expect(games.first()).toHaveAccessibleName(`${name} Your choice`);
  // The tile's game has the focus: Enter opens it from the keyboard.
  await expect(games.first()).toBeFocused();
  const count = await games.count();
  if (count > 1) {
    const other = ((await games.nth(1).textContent()) ?? '').trim();
    await games.nth(1).click();
    await expect(lobby.getByRole('heading', { level: 1, name: other })).toBeVisible();
  } else {
    await lobby.keyboard.press('Enter');
    await expect(lobby.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await lobby.close();

  // The start button beside the picture opens the game itself, a second after the first launch.
  await page.clock.fastForward(1_000);
  const gameOpened = page.waitForEvent('popup');
  await list
    .getByRole('button', { name: `Play now: ${name}` })
    .first()
    .click();
  const game = await gameOpened;
  await expect(game.getByRole('heading', { level: 1, name })).toBeVisible();
  // A fishing game opens the house fishing shooter (server/domains/play/houseMap.ts).
  await expect(game.locator('#game')).toHaveAttribute('data-engine', 'fishing');
  await game.close();
});
