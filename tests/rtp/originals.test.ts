/**
 * RTP simulations of the originals and fishing, 1,000,000 rounds per option on fixed seeds, against
 * the exact figures: dice, crash, mines, plinko, keno, hi-lo, fishing. Stakes are chosen so the
 * integer payouts are exact (no rounding in the measured return) except hi-lo and mines, whose
 * large stake makes the rounding under a millionth of the stake.
 */
import { describe, it } from 'vitest';
import { playHiloPlan } from '../../server/domains/play/shared/games/classic';
import { crashPointOf, crashRtp } from '../../server/domains/play/shared/games/crash';
import { diceMultiplier, diceRtp, rollDice, winningRolls } from '../../server/domains/play/shared/games/dice';
import { Sfc32 } from '../../server/domains/play/shared/games/draw';
import { FISH, aimShot, fireShot, fishingRtp } from '../../server/domains/play/shared/games/fishing';
import { toNumber } from '../../server/domains/play/shared/games/fraction';
import { hitChance, KENO_PAYTABLE, kenoRtp, playKeno } from '../../server/domains/play/shared/games/keno';
import {
  cashOutMines,
  minesMultiplier,
  minesPlanRtp,
  openTile,
  startMines,
} from '../../server/domains/play/shared/games/mines';
import { dropPlinko, plinkoRtp, tableOf, type PlinkoRisk } from '../../server/domains/play/shared/games/plinko';
import { expectRtp, ROUNDS, sigmaOf, Tally } from './sim';

const twoAtoms = (p: number, win: number): number =>
  sigmaOf([
    [p, win],
    [1 - p, 0],
  ]);

describe('originals', () => {
  for (const bet of [
    { direction: 'under', target: 5_000 },
    { direction: 'over', target: 8_999 },
    { direction: 'under', target: 333 },
  ] as const) {
    it(`dice ${bet.direction} ${bet.target}`, () => {
      const t0 = Date.now();
      const source = new Sfc32(401 + bet.target);
      const tally = new Tally();
      for (let i = 0; i < ROUNDS; i += 1)
        tally.add(Number(rollDice({ ...bet, stake: 10_000n }, source).payout) / 10_000);
      const p = winningRolls(bet) / 10_000;
      expectRtp(
        `dice ${bet.direction} ${bet.target}`,
        tally,
        toNumber(diceRtp(bet)),
        twoAtoms(p, diceMultiplier(winningRolls(bet)) / 10_000),
        t0,
      );
    });
  }

  it('crash, cash-outs at 1.01×, 2× and 10× on the same rounds', () => {
    const t0 = Date.now();
    const source = new Sfc32(402);
    const targets = [101, 200, 1_000];
    const tallies = targets.map(() => new Tally());
    for (let i = 0; i < ROUNDS; i += 1) {
      const point = crashPointOf(source);
      targets.forEach((t, j) => tallies[j]!.add(point >= t ? t / 100 : 0));
    }
    targets.forEach((t, j) => {
      const rtp = toNumber(crashRtp(t));
      expectRtp(`crash cash-out ${t / 100}×`, tallies[j]!, rtp, twoAtoms(rtp / (t / 100), t / 100), t0);
    });
  });

  for (const [mines, picks] of [
    [3, 5],
    [10, 2],
  ] as const) {
    it(`mines ${mines} mines, ${picks} picks then cash out`, () => {
      const t0 = Date.now();
      const source = new Sfc32(403 + mines);
      const tally = new Tally();
      const stake = 1_000_000n;
      for (let i = 0; i < ROUNDS; i += 1) {
        let round = startMines(stake, mines, source);
        for (let tile = 0; tile < picks && round.status === 'playing'; tile += 1) round = openTile(round, tile);
        if (round.status === 'playing') round = cashOutMines(round);
        tally.add(Number(round.payout) / Number(stake));
      }
      const m = toNumber(minesMultiplier(mines, picks));
      expectRtp(`mines ${mines}/${picks}`, tally, toNumber(minesPlanRtp(mines, picks)), twoAtoms(0.99 / m, m), t0);
    });
  }

  for (const [rows, risk] of [
    [8, 'low'],
    [12, 'medium'],
    [16, 'high'],
  ] as [number, PlinkoRisk][]) {
    it(`plinko ${rows} rows ${risk}`, () => {
      const t0 = Date.now();
      const source = new Sfc32(404 + rows);
      const tally = new Tally();
      for (let i = 0; i < ROUNDS; i += 1)
        tally.add(Number(dropPlinko({ rows, risk, stake: 100n }, source).payout) / 100);
      let c = 1;
      const atoms = tableOf(rows, risk).map((pay, k) => {
        const p = c / 2 ** rows;
        c = (c * (rows - k)) / (k + 1);
        return [p, pay / 100] as const;
      });
      expectRtp(`plinko ${rows} ${risk}`, tally, toNumber(plinkoRtp(rows, risk)), sigmaOf(atoms), t0);
    });
  }

  for (const picks of [1, 5, 10]) {
    it(`keno pick ${picks}`, () => {
      const t0 = Date.now();
      const source = new Sfc32(405 + picks);
      const chosen = Array.from({ length: picks }, (_, i) => 3 * i + 1);
      const tally = new Tally();
      for (let i = 0; i < ROUNDS; i += 1)
        tally.add(Number(playKeno({ picks: chosen, stake: 100n }, source).payout) / 100);
      const atoms = KENO_PAYTABLE[picks]!.map((pay, h) => [toNumber(hitChance(picks, h)), pay / 100] as const);
      expectRtp(`keno pick ${picks}`, tally, toNumber(kenoRtp(picks)), sigmaOf(atoms), t0);
    });
  }

  it('hi-lo, three guesses on the likelier side then cash out', () => {
    const t0 = Date.now();
    const source = new Sfc32(406);
    const tally = new Tally();
    const stake = 1_000_000n;
    for (let i = 0; i < ROUNDS; i += 1) {
      const r = playHiloPlan(
        stake,
        (card, step) => (step >= 3 ? 'cashOut' : (card % 13) + 1 <= 7 ? 'higher' : 'lower'),
        source,
      );
      tally.add(Number(r.payout) / Number(stake));
    }
    expectRtp('hi-lo 3 guesses', tally, 0.99, tally.sampleSigma, t0);
  });

  it('fishing, shots at three fish', () => {
    const t0 = Date.now();
    for (const id of ['minnow', 'turtle', 'dragon-king'] as const) {
      const source = new Sfc32(407 + id.length);
      const tally = new Tally();
      const m = FISH.find((f) => f.id === id)!.multiplier;
      for (let i = 0; i < ROUNDS; i += 1) tally.add(Number(fireShot(aimShot(10n, id), source).payout) / 10);
      expectRtp(`fishing ${id}`, tally, toNumber(fishingRtp(id)), twoAtoms(0.96 / m, m), t0);
    }
  });
});
