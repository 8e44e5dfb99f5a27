/**
 * Crash end to end: demo_player (real money) and a free-play visitor (play money) have the crash
 * game open in two browser contexts and see the same round, by its published hash, and the same
 * crash point. The test server runs a chain whose secret the spec chose (`crash chain`, test
 * servers only), so it knows every round's crash point in advance and that each leaves time to
 * cash out; `clock advance` ends whatever round was in flight. demo_player bets, cashes out
 * before the crash; the balance moves by the payout less the stake, the betting records list the
 * bet, and the round's verification page recomputes the crash point from the revealed seed.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { chainSeed, crashPointFor, sha256 } from '../../server/domains/play/crash/chain';
import { memberCall, openMemberPage, rangeThroughTomorrow } from './memberCentreSupport';
import { ops } from './ops';
import { logIn, startFreePlay } from './playSupport';

// Rounds run on the server's real clock: a few of them, each up to about 25 s.
test.describe.configure({ timeout: 240_000 });

const PLAYER = { username: 'demo_player', password: 'Player2026', nickname: 'Demo Player' };
const CHAIN_LENGTH = 8;

/** Minor units of "$1,234.50". */
function minorOf(text: string): bigint {
  const amount = /\$([\d,]+\.\d{2})/.exec(text);
  if (!amount) throw new Error(`No amount in "${text}"`);
  return BigInt(amount[1]!.replace(/[,.]/g, ''));
}

/** A chain (from a fixed sequence) whose every round crashes between 1.40× and 2.50×. */
async function chosenChain() {
  for (let i = 0; i < 20_000; i += 1) {
    const secret = sha256(`crash-e2e-${i}`);
    const rounds: { hash: string; point: number }[] = [];
    for (let n = 1; n <= CHAIN_LENGTH; n += 1) {
      const seed = chainSeed(secret, CHAIN_LENGTH, n);
      const point = await crashPointFor(seed, n);
      if (point < 140 || point > 250) break;
      rounds.push({ hash: sha256(seed), point });
    }
    if (rounds.length === CHAIN_LENGTH) return { secret, rounds };
  }
  throw new Error('no chain in the sequence');
}

async function openCrash(page: Page, nodeId: string, accountType: 0 | 1): Promise<Page> {
  const launched = await memberCall<{ content: { game_url: string } }>(
    page,
    'GET',
    `/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}&vassalage=PG&accountType=${accountType}`,
  );
  const game = await page.context().newPage();
  await game.goto(new URL(launched.content.game_url).pathname);
  await expect(game.getByRole('heading', { level: 1, name: 'Crash' })).toBeVisible();
  return game;
}

async function visitor(browser: Browser, nodeId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await startFreePlay(page);
  return openCrash(page, nodeId, 0);
}

test('two windows see the same round and crash point; a bet cashed out moves the balance and verifies', async ({
  page,
  browser,
}) => {
  const nodeId = /node (\d+)/.exec(ops('crash', 'install', '--vendor', 'PG'))![1]!;
  const chain = await chosenChain();
  ops('crash', 'chain', '--secret', chain.secret, '--length', String(CHAIN_LENGTH));
  // Whatever round was flying ends at once on the server's clock; the chain's first round opens.
  ops('clock', 'advance', '--minutes', '5');

  await logIn(page, PLAYER);
  const game = await openCrash(page, nodeId, 1);
  const other = await visitor(browser, nodeId);
  await expect(other.getByText('Play money: not real money, never withdrawable')).toBeVisible();

  // Wait for bets to open on a round of the chosen chain.
  const hash = game.locator('#round-hash');
  const phase = game.locator('#phase');
  await expect(async () => {
    expect(chain.rounds.map((r) => r.hash)).toContain(await hash.textContent());
    await expect(phase).toHaveText(/^Bets open/, { timeout: 100 });
  }).toPass({ timeout: 150_000 });
  const roundLabel = (await game.locator('#round-label').textContent()) ?? '';
  const roundId = /Round (\d+)/.exec(roundLabel)![1]!;
  const roundHash = (await hash.textContent()) ?? '';
  const expected = chain.rounds.find((r) => r.hash === roundHash)!.point;
  // The other window shows the same round and hash.
  await expect(other.locator('#round-label')).toHaveText(roundLabel);
  await expect(other.locator('#round-hash')).toHaveText(roundHash);

  const balance = game.locator('#balance');
  const before = minorOf((await balance.textContent()) ?? '');
  await game.getByRole('radio', { name: '$5.00' }).check();
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.getByText(`Bet of $5.00 placed on round ${roundId}.`)).toBeVisible();
  await expect.poll(async () => minorOf((await balance.textContent()) ?? '')).toBe(before - 500n);

  // Cash out in flight, before the crash (the chain's rounds reach at least 1.40×).
  const cashOut = game.getByRole('button', { name: /^Cash out at ×/ });
  await expect(cashOut).toBeEnabled({ timeout: 30_000 });
  await cashOut.click();
  const won = game.getByText(/^Cashed out at ×\d+\.\d{2}: you won \$\d+\.\d{2}\.$/);
  await expect(won).toBeVisible();
  const payout = minorOf((await won.textContent()) ?? '');
  expect(payout).toBeGreaterThan(500n);
  await expect.poll(async () => minorOf((await balance.textContent()) ?? '')).toBe(before - 500n + payout);

  // Both windows list the same crash point for the round: the one the chain fixed in advance.
  const crashOf = (p: Page) => p.getByRole('link', { name: `Verify round ${roundId}`, exact: true });
  await expect(crashOf(game)).toHaveText(`×${(expected / 100).toFixed(2)}`, { timeout: 60_000 });
  await expect(crashOf(other)).toHaveText(`×${(expected / 100).toFixed(2)}`, { timeout: 60_000 });
  await expect(game.locator('#my-bets tr').first()).toContainText('Won');

  // The verification page recomputes the crash point from the revealed seed.
  const opening = game.waitForEvent('popup');
  await crashOf(game).click();
  const verify = await opening;
  await expect(verify.getByRole('heading', { level: 1, name: 'Verify a crash round' })).toBeVisible();
  await expect(
    verify.getByText(
      `Verified: the seed matches the published hash and gives the crash point ×${(expected / 100).toFixed(2)}.`,
    ),
  ).toBeVisible();
  await verify.close();

  // The betting records list the bet under the game's name.
  await page.bringToFront();
  await openMemberPage(page, 'personalHistoryCopy', 'Betting records');
  await rangeThroughTomorrow(page);
  const bets = page.getByRole('table', { name: 'Your bets' }).getByRole('row').filter({ hasText: 'Crash' });
  await expect.poll(() => bets.count()).toBeGreaterThanOrEqual(1);
});
