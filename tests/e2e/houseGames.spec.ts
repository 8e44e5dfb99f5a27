/**
 * One round of each house game through its page, as demo_player: the first PG slot tile of the
 * slots list is mapped to each game in turn (`games map`, games/houseMapCommands.ts), launched
 * from the tile, and played with its own buttons; the game shows the catalogue game's name, the
 * round's net moves the window's balance, the betting records list every round, and each round
 * verifies on its verification page once the seed pair is rotated.
 */
import { expect, test, type Page } from '@playwright/test';
import { openMemberPage, rangeThroughTomorrow } from './memberCentreSupport';
import { ops } from './ops';
import { logIn } from './playSupport';

test.describe.configure({ timeout: 300_000 });

const PLAYER = { username: 'demo_player', password: 'Player2026', nickname: 'Demo Player' };

function minorOf(text: string): bigint {
  const amount = /([−-]?)[^\d]*([\d,]+\.\d{2})/.exec(text);
  if (!amount) throw new Error(`No amount in "${text}"`);
  const minor = BigInt(amount[2]!.replace(/[,.]/g, ''));
  return amount[1] ? -minor : minor;
}

/** Each game's round, through its buttons; resolves when the round is settled. */
const ROUNDS: Record<string, (game: Page) => Promise<void>> = {
  'slot5:dragon-fortune': async (game) => {
    await game.getByRole('button', { name: 'Spin' }).click();
  },
  roulette: async (game) => {
    await game.getByRole('button', { name: 'Red', exact: true }).click();
    await game.getByRole('button', { name: 'Number 17', exact: true }).click();
    await game.getByRole('button', { name: 'Spin' }).click();
  },
  baccarat: async (game) => {
    await game.getByRole('button', { name: 'Banker', exact: true }).click();
    await game.getByRole('button', { name: 'Deal' }).click();
  },
  sicbo: async (game) => {
    await game.getByRole('button', { name: 'Big (11–17)', exact: true }).click();
    await game.getByRole('button', { name: 'Roll' }).click();
  },
  dice: async (game) => {
    await game.getByRole('slider', { name: 'Target' }).fill('6000');
    await game.getByRole('radio', { name: 'Roll over' }).check();
    await game.getByRole('button', { name: 'Roll' }).click();
  },
  plinko: async (game) => {
    await game.getByRole('combobox', { name: 'Rows' }).selectOption('8');
    await game.getByRole('button', { name: 'Drop ball' }).click();
  },
  keno: async (game) => {
    for (const n of [3, 11, 27]) await game.getByRole('button', { name: `Number ${n}`, exact: true }).click();
    await game.getByRole('button', { name: 'Draw' }).click();
  },
  fishing: async (game) => {
    await game.getByRole('button', { name: /^Turtle/ }).click();
    // Enter on the focused shoot button fires, like a click.
    await game.getByRole('button', { name: 'Shoot' }).focus();
    await game.keyboard.press('Enter');
  },
  blackjack: async (game) => {
    const deal = game.getByRole('button', { name: 'Deal' });
    await deal.click();
    await expect(deal).toBeDisabled();
    for (let i = 0; i < 10 && !(await deal.isEnabled()); i += 1) {
      const noInsurance = game.getByRole('button', { name: 'No insurance' });
      const stand = game.getByRole('button', { name: 'Stand' });
      if (await noInsurance.isEnabled()) await noInsurance.click();
      else if (await stand.isEnabled()) await stand.click();
      else await game.waitForTimeout(100);
    }
    await expect(deal).toBeEnabled();
  },
  mines: async (game) => {
    const start = game.getByRole('button', { name: 'Start' });
    await start.click();
    await game.getByRole('button', { name: 'Tile 1', exact: true }).click();
    const cashOut = game.getByRole('button', { name: /^Cash out/ });
    // A mine ends the round at once; a safe tile lets it cash out.
    await expect(start.or(cashOut.and(game.locator(':enabled'))).first()).toBeEnabled();
    if (await cashOut.isEnabled()) await cashOut.click();
    await expect(start).toBeEnabled();
  },
};

test('one round of each house game moves the balance, shows in betting records and verifies', async ({ page }) => {
  await logIn(page, PLAYER);
  await page.goto('/rng?vassalage=PG');
  const tile = page
    .getByRole('main')
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: /^Play (?!now: )/ })
    .first();
  await expect(tile).toBeVisible();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  const listed = ops('games', 'list', '--vendor', 'PG', '--type', 'RNG', '--limit', '20000');
  const node = listed
    .split('\n')
    .find((line) => line.trimEnd().endsWith(` ${name}`))
    ?.trim()
    .split(/\s+/)[0];
  expect(node, `node of ${name}`).toMatch(/^\d+$/);

  const keys: string[] = [];
  let last: Page | undefined;
  try {
    for (const [house, play] of Object.entries(ROUNDS)) {
      ops('games', 'map', node!, house);
      const opening = page.waitForEvent('popup');
      await tile.click();
      const game = await opening;
      await expect(game.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(game.locator('main.stage')).toHaveClass(new RegExp(`house-${house.split(':')[0]}`));
      const balance = game.getByRole('banner').getByRole('status');
      await expect(balance).toHaveText(/\$/);
      await game.getByText('Provably fair').click();
      const links = game.getByRole('link', { name: /^Verify round / });
      await expect(game.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      const before = minorOf((await balance.textContent()) ?? '');
      const rowsBefore = await links.count();
      await play(game);
      await expect(links).toHaveCount(Math.min(10, rowsBefore + 1));
      const row = game.getByRole('table').getByRole('row').nth(1);
      await expect(row.getByRole('cell').nth(3)).not.toHaveText('Open');
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells[0]).toBe(name);
      const net = minorOf(cells[2]!) - minorOf(cells[1]!);
      await expect.poll(async () => minorOf((await balance.textContent()) ?? '') - before).toBe(net);
      keys.push(((await links.first().getAttribute('href')) ?? '').split('/').pop()!);
      if (last) await last.close();
      last = game;
    }
    // Rotating reveals the server seed: every round played with it verifies.
    await last!.getByRole('button', { name: 'Rotate seed pair' }).click();
    await expect(last!.getByText(/^Seed pair rotated\./)).toBeVisible();
    await last!.close();
  } finally {
    ops('games', 'map', node!, 'default');
  }
  for (const key of keys) {
    await page.goto(`/play/verify/${key}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a round' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Yes$/ })).toHaveCount(2);
  }

  await page.goto('/');
  await openMemberPage(page, 'personalHistoryCopy', 'Betting records');
  await rangeThroughTomorrow(page);
  const bets = page.getByRole('table', { name: 'Your bets' }).getByRole('row').filter({ hasText: name });
  await expect.poll(() => bets.count()).toBeGreaterThanOrEqual(Object.keys(ROUNDS).length);
});
