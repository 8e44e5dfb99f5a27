/**
 * Virtual sports end to end, as demo_player: the sports centre's vendor launch opens virtual
 * sports; a single and an accumulator are placed from the odds on the page (the balance drops by
 * both stakes); the test clock is moved past the round's full time and `virtual run-now` settles
 * it; the page then shows both slips settled, the balance moved by their payouts, the results,
 * and the round's verification page replays them from the revealed seed.
 */
import { expect, test, type Page } from '@playwright/test';
import { memberCall } from './memberCentreSupport';
import { ops } from './ops';
import { logIn } from './playSupport';

test.describe.configure({ timeout: 180_000 });

const PLAYER = { username: 'demo_player', password: 'Player2026', nickname: 'Demo Player' };

function minorOf(text: string): bigint {
  const amount = /\$([\d,]+\.\d{2})/.exec(text);
  if (!amount) throw new Error(`No amount in "${text}"`);
  return BigInt(amount[1]!.replace(/[,.]/g, ''));
}

async function openVirtual(page: Page): Promise<Page> {
  // What the sports centre's vendor card does: a vendor launch, no game named.
  const launched = await memberCall<{ content: { game_url: string } }>(
    page,
    'GET',
    '/wps/game/launchGame?launchMode=GLS&vassalage=SBT&accountType=1',
  );
  const game = await page.context().newPage();
  await game.goto(new URL(launched.content.game_url).pathname);
  await expect(game.getByRole('region', { name: 'Virtual football' })).toBeVisible();
  return game;
}

test('a single and an accumulator are placed, the match is run, and both settle through the ledger', async ({
  page,
}) => {
  await logIn(page, PLAYER);
  let game = await openVirtual(page);
  // Leave enough of the betting window: near a kick-off, move to the next round's window.
  const kickoff = (await game.locator('p.kickoff').first().textContent()) ?? '';
  const [, minutes, seconds] = /(\d+):(\d{2})/.exec(kickoff) ?? [];
  if (Number(minutes) * 60 + Number(seconds) < 45) {
    ops('clock', 'advance', '--minutes', '1');
    await game.close();
    game = await openVirtual(page);
  }
  const balance = game.locator('#balance');
  await expect(balance).toHaveText(/\$/);
  const before = minorOf((await balance.textContent()) ?? '');

  // A single: the home win of the first football match, $1.00.
  await game.getByRole('radio', { name: '$1.00' }).check();
  await game
    .getByRole('button', { name: /: 1X2 1 at / })
    .first()
    .click();
  await expect(game.getByText(/^Odds \d+\.\d{2}: a stake of \$1\.00 returns/)).toBeVisible();
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.getByText(/^Slip \d+ placed: \$1\.00 at /)).toBeVisible();

  // An accumulator: the away win of the second football match and team A in the first series.
  await game
    .getByRole('button', { name: /: 1X2 2 at / })
    .nth(1)
    .click();
  await game
    .getByRole('button', { name: /: Winner Team A at / })
    .first()
    .click();
  await expect(game.getByRole('button', { name: /^Remove: / })).toHaveCount(2);
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.getByText(/^Slip \d+ placed: \$1\.00 at /)).toBeVisible();
  const slips = game.locator('#my-slips tr');
  await expect(slips).toHaveCount(2);
  await expect.poll(async () => minorOf((await balance.textContent()) ?? '')).toBe(before - 200n);

  // Full time on the test clock, then the settlement step.
  ops('clock', 'advance', '--minutes', '5');
  ops('virtual', 'run-now');
  await expect(slips.filter({ hasText: /Won|Lost/ })).toHaveCount(2, { timeout: 30_000 });
  const payouts = await Promise.all(
    (await slips.all()).map(async (row) => minorOf((await row.locator('td').nth(4).textContent()) ?? '')),
  );
  await expect
    .poll(async () => minorOf((await balance.textContent()) ?? ''))
    .toBe(before - 200n + payouts.reduce((a, b) => a + b, 0n));

  // The round's results and their verification from the revealed seed.
  const football = game.getByRole('region', { name: 'Virtual football' });
  const verifyLink = football.getByRole('link', { name: /^Verify round \d+$/ });
  await expect(verifyLink).toBeVisible();
  const opening = game.waitForEvent('popup');
  await verifyLink.click();
  const verify = await opening;
  await expect(verify.getByText('Verified: the seed matches its commitment and replays every result.')).toBeVisible();
});
