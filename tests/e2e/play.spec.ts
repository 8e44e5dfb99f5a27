/**
 * Playing the server's built-in games end to end, as demo_player (merchant demo, whose PG and DG
 * games play from the main wallet; AG and PT have game wallets of their own): a slot launched
 * from the slots list, a few spins in its window, then back in the app the header balance after
 * a refresh, the betting records and the recent games; the round verified on its verification
 * page after rotating the seed pair. A hi-lo round left open makes the next launch answer '#734'.
 */
import { expect, test, type Page } from '@playwright/test';
import { openMemberPage, rangeThroughTomorrow } from './memberCentreSupport';
import { headerBalance, headerWallet } from './memberSupport';
import { ops } from './ops';
import { logIn } from './playSupport';

// Each journey logs in, plays in a second window and visits several pages.
test.describe.configure({ timeout: 120_000 });

const PLAYER = { username: 'demo_player', password: 'Player2026', nickname: 'Demo Player' };

/** Minor units of a money text such as "Balance $1,234.50" or "$0.10" (two decimals always shown). */
function minorOf(text: string): bigint {
  const amount = /([−-]?)[^\d]*([\d,]+\.\d{2})/.exec(text);
  if (!amount) throw new Error(`No amount in "${text}"`);
  const minor = BigInt(amount[2]!.replace(/[,.]/g, ''));
  return amount[1] ? -minor : minor;
}

/** Whether this is demo_player's first login depends on the specs run before: logIn does not care. */
const logInDemoPlayer = (page: Page) => logIn(page, PLAYER);

/** Starts the first game tile of a list page in its own window; answers the window and the game's name. */
async function launchFirstGame(page: Page, path: string) {
  await page.goto(path);
  // The start button opens the game itself (the picture opens the vendor's lobby,
  // vendorLobby.spec.ts); a slot has no start button: its tile starts the game.
  const label = path.startsWith('/rng') ? /^Play (?!now: )/ : /^Play now: /;
  const tile = page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('button', { name: label }).first();
  await expect(tile).toBeVisible();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play (now: )?/, '');
  const opening = page.waitForEvent('popup');
  await tile.click();
  const game = await opening;
  await expect(game).toHaveURL(/\/play\//);
  return { game, name };
}

test('slot rounds move the balance and show in betting records, recent games and a verified round', async ({
  page,
}) => {
  await logInDemoPlayer(page);
  await page.goto('/rng?vassalage=PG');
  // The header's balance is the sum of all wallets; the slot plays from the main wallet.
  await expect(headerBalance(page)).toHaveText(/^Balance \$[\d,]+\.\d{2}$/);
  const headerBefore = minorOf((await headerBalance(page).textContent()) ?? '');
  const { game, name } = await launchFirstGame(page, '/rng?vassalage=PG');
  await expect(game.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(game.getByText('Main wallet')).toBeVisible();
  const gameBalance = game.getByRole('banner').getByRole('status');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  const before = minorOf((await gameBalance.textContent()) ?? '');

  // Three spins at the smallest stake; each adds a round to "My recent rounds".
  await game.getByText('Provably fair').click();
  const verifyLinks = game.getByRole('link', { name: /^Verify round / });
  // The newest round is on top; the table keeps the last ten, which specs before this one may have filled.
  const newest = async () => ((await verifyLinks.count()) ? await verifyLinks.first().getAttribute('href') : null);
  for (let round = 1; round <= 3; round++) {
    const before = await newest();
    await spin.click();
    await expect.poll(newest).not.toBe(before);
    await expect(spin).toBeEnabled();
  }
  const rounds = game
    .getByRole('table')
    .getByRole('row')
    .filter({ has: game.getByRole('link', { name: /^Verify round / }) });
  let net = 0n;
  for (const row of (await rounds.all()).slice(0, 3)) {
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe(name);
    net += minorOf(cells[2]!) - minorOf(cells[1]!);
  }
  const after = minorOf((await gameBalance.textContent()) ?? '');
  expect(after - before).toBe(net);

  // Back in the app: once refreshed, the header balance has moved by the rounds' net result.
  await page.bringToFront();
  await headerWallet(page).getByRole('button', { name: 'Refresh balance' }).click();
  await expect.poll(async () => minorOf((await headerBalance(page).textContent()) ?? '') - headerBefore).toBe(net);

  // Rotating the seed pair reveals the server seed: the round's page then verifies it.
  await game.bringToFront();
  await game.getByRole('button', { name: 'Rotate seed pair' }).click();
  await expect(game.getByText(/^Seed pair rotated\./)).toBeVisible();
  const opening = game.waitForEvent('popup');
  await verifyLinks.first().click();
  const verify = await opening;
  await expect(verify.getByRole('heading', { level: 1, name: 'Verify a round' })).toBeVisible();
  await expect(verify.getByRole('definition').filter({ hasText: /^Yes$/ })).toHaveCount(2);
  await expect(verify.getByText('No — this round does not verify')).toHaveCount(0);
  await verify.close();
  await game.close();

  // The betting records list the rounds under the game's name, and /recent lists the game.
  await page.bringToFront();
  await openMemberPage(page, 'personalHistoryCopy', 'Betting records');
  await rangeThroughTomorrow(page);
  const bets = page.getByRole('table', { name: 'Your bets' }).getByRole('row').filter({ hasText: name });
  await expect.poll(() => bets.count()).toBeGreaterThanOrEqual(3);
  await page.goto('/recent');
  await expect(page.getByRole('main').getByRole('button', { name: `Play ${name}`, exact: true })).toBeVisible();
});

test("a hi-lo round left open makes the next launch answer '#734'", async ({ page }) => {
  await logInDemoPlayer(page);
  // Live tables open the table game their name says (play/houseMap.ts); the operator maps the
  // first one to hi-lo for this journey, and back to its default afterwards.
  await page.goto('/live?vassalage=DG');
  const first = page
    .getByRole('main')
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: /^Play now: / });
  const tableName = ((await first.first().getAttribute('aria-label')) ?? '').replace(/^Play now: /, '');
  const node = ops('games', 'list', '--vendor', 'DG', '--type', 'LIVE', '--limit', '20000')
    .split('\n')
    .find((line) => line.trimEnd().endsWith(` ${tableName}`))
    ?.trim()
    .split(/\s+/)[0];
  expect(node).toMatch(/^\d+$/);
  ops('games', 'map', node!, 'hilo');
  const { game } = await launchFirstGame(page, '/live?vassalage=DG');
  const deal = game.getByRole('button', { name: 'Deal' });
  await expect(deal).toBeEnabled();
  await deal.click();
  const cashOut = game.getByRole('button', { name: /^Cash out/ });
  await expect(cashOut).toBeEnabled();

  // The round is open: launching any other game is refused, and no window of it stays open
  // (whether one opened inside the click and closed again, or none opened at all).
  await page.bringToFront();
  await page.goto('/rng?vassalage=PG');
  // A slot tile starts its game itself (slots have no separate start button or vendor lobby).
  const slot = page
    .getByRole('main')
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: /^Play (?!now: )/ })
    .first();
  await slot.click();
  const dialog = page.getByRole('dialog', { name: 'Game still in progress' });
  await expect(
    dialog.getByText('The previous game has not finished. Finish or close it, then try again.'),
  ).toBeVisible();
  await expect
    .poll(
      () =>
        page
          .context()
          .pages()
          .filter((open) => !open.isClosed()).length,
    )
    .toBe(2);
  await dialog.getByRole('button', { name: 'OK' }).click();

  // Cashed out, the round is over and games launch again.
  await game.bringToFront();
  await cashOut.click();
  await expect(deal).toBeEnabled();
  await game.close();
  await page.bringToFront();
  const next = page.waitForEvent('popup');
  await slot.click();
  await expect(await next).toHaveURL(/\/play\//);
  ops('games', 'map', node!, 'default');
});
