/**
 * The originals (server/domains/play/shared/games): dice, crash, mines, plinko, keno, fishing and
 * the classic slot and hi-lo through the sync source. Exact returns against hand-derived values,
 * rounding toward the house, out-of-turn and out-of-limit refusals.
 */
import { describe, expect, it } from 'vitest';
import { playHiloPlan, spinClassicSlot } from '../../../../../server/domains/play/shared/games/classic';
import {
  cashOutCrash,
  crashChain,
  crashPayout,
  crashPointOf,
  crashRoundEnd,
  crashRtp,
  openCrashRound,
  placeCrashBet,
  takeOff,
} from '../../../../../server/domains/play/shared/games/crash';
import { diceMultiplier, diceRtp, rollDice } from '../../../../../server/domains/play/shared/games/dice';
import { FISH, aimShot, fireShot, fishingRtp } from '../../../../../server/domains/play/shared/games/fishing';
import { frac, lessOrEqual, toNumber } from '../../../../../server/domains/play/shared/games/fraction';
import { hitChance, KENO_PAYTABLE, kenoRtp, playKeno } from '../../../../../server/domains/play/shared/games/keno';
import {
  cashOutMines,
  minesMultiplier,
  minesPlanRtp,
  openTile,
  startMines,
} from '../../../../../server/domains/play/shared/games/mines';
import { dropPlinko, plinkoRtp, plinkoTable } from '../../../../../server/domains/play/shared/games/plinko';
import { sha256Hex } from '../../../../../server/domains/play/shared/fairness';
import { reasonOf } from './refusal';
import { ScriptedSource } from './scripted';

describe('dice', () => {
  it('pays 99 % of the fair multiplier, rounded down, never above 99 %', () => {
    expect(diceMultiplier(5_000)).toBe(19_800); // 1.98×
    expect(diceRtp({ direction: 'under', target: 5_000 })).toEqual(frac(99, 100));
    // 3 winning chances in 10,000 do not divide 99,000,000 evenly: rounded down, under 99 %
    for (const target of [101, 333, 4_999, 7_777, 9_800]) {
      expect(lessOrEqual(diceRtp({ direction: 'under', target }), frac(99, 100))).toBe(true);
      expect(lessOrEqual(diceRtp({ direction: 'over', target: 9_999 - target }), frac(99, 100))).toBe(true);
    }
    expect(diceRtp({ direction: 'under', target: 333 })).toEqual(frac(333 * Math.floor(99_000_000 / 333), 1e8));
  });

  it('wins under on a lower roll and over on a higher one', () => {
    const under = rollDice({ direction: 'under', target: 5_000, stake: 100n }, new ScriptedSource([4_999]));
    expect(under).toMatchObject({ won: true, payout: 198n });
    expect(rollDice({ direction: 'under', target: 5_000, stake: 100n }, new ScriptedSource([5_000])).won).toBe(false);
    expect(rollDice({ direction: 'over', target: 5_000, stake: 100n }, new ScriptedSource([5_001])).won).toBe(true);
    expect(rollDice({ direction: 'over', target: 5_000, stake: 100n }, new ScriptedSource([5_000])).won).toBe(false);
  });

  it('refuses targets outside 1 %–98 % and stakes outside the limits', () => {
    const none = new ScriptedSource([]);
    expect(reasonOf(() => rollDice({ direction: 'under', target: 99, stake: 100n }, none))).toBe('invalidSelection');
    expect(reasonOf(() => rollDice({ direction: 'over', target: 99, stake: 100n }, none))).toBe('invalidSelection');
    expect(reasonOf(() => rollDice({ direction: 'under', target: 50.5, stake: 100n }, none))).toBe('invalidSelection');
    expect(reasonOf(() => rollDice({ direction: 'under', target: 5_000, stake: 0n }, none))).toBe('stakeBelowMinimum');
  });
});

describe('crash', () => {
  it('turns the drawn word into the crash point', () => {
    expect(crashPointOf(new ScriptedSource([0]))).toBe(100); // s = 2^32: 0.99× → busts at 1.00
    expect(crashPointOf(new ScriptedSource([2 ** 31]))).toBe(198); // s = 2^31: 1.98×
    expect(crashPointOf(new ScriptedSource([2 ** 32 - 1]))).toBe(99 * 2 ** 32);
  });

  it('returns at most 99 % at every cash-out, and exactly the counted share', () => {
    for (const t of [101, 150, 200, 1_000, 12_345, 1_000_000]) {
      const r = crashRtp(t);
      expect(lessOrEqual(r, frac(99, 100))).toBe(true);
      expect(toNumber(r)).toBeGreaterThan(0.9899);
    }
    expect(crashRtp(200)).toEqual(frac(2 * Math.floor((99 * 2 ** 32) / 200), 2 ** 32));
  });

  it('runs one round for every player: bets, take-off, cash-out, crash', () => {
    let round = openCrashRound(new ScriptedSource([2 ** 31])); // crashes at 1.98×
    round = placeCrashBet(round, { player: 'a', stake: 100n });
    round = placeCrashBet(round, { player: 'b', stake: 100n, autoCashOut: 150 });
    round = placeCrashBet(round, { player: 'c', stake: 100n, autoCashOut: 300 });
    expect(reasonOf(() => placeCrashBet(round, { player: 'a', stake: 100n }))).toBe('outOfTurn');
    expect(reasonOf(() => cashOutCrash(round, 'a', 120))).toBe('outOfTurn');
    round = takeOff(round);
    expect(reasonOf(() => placeCrashBet(round, { player: 'd', stake: 100n }))).toBe('outOfTurn');
    expect(reasonOf(() => cashOutCrash(round, 'a', 199))).toBe('afterCrash');
    round = cashOutCrash(round, 'a', 190);
    expect(reasonOf(() => cashOutCrash(round, 'a', 195))).toBe('roundSettled');
    round = crashRoundEnd(round);
    expect(round.bets.map(crashPayout)).toEqual([190n, 150n, 0n]);
    expect(reasonOf(() => cashOutCrash(round, 'c', 150))).toBe('afterCrash');
  });

  it('chains round seeds so each published hash is the previous seed', async () => {
    const chain = await crashChain('f'.repeat(64), 4);
    for (let i = 1; i < chain.length; i += 1) expect(await sha256Hex(chain[i]!)).toBe(chain[i - 1]);
  });
});

describe('mines', () => {
  it('pays 99 % of the inverse chance of k safe tiles', () => {
    expect(minesMultiplier(1, 1)).toEqual(frac(99 * 25, 100 * 24));
    expect(minesMultiplier(24, 1)).toEqual(frac(99 * 25, 100));
    for (const [m, k] of [
      [1, 5],
      [3, 10],
      [12, 4],
      [24, 1],
    ] as const)
      expect(minesPlanRtp(m, k)).toEqual(frac(99, 100));
  });

  it('plays a round: safe tiles, cash-out, a mine', () => {
    // mines: the partial shuffle of 0…24 takes tile 3 (index 3), then tile 4 (index 1 + 3)
    const round = startMines(100n, 2, new ScriptedSource([3, 3]));
    expect(round.mines).toEqual([3, 4]);
    expect(reasonOf(() => cashOutMines(round))).toBe('nothingToCashOut');
    const one = openTile(round, 0);
    expect(reasonOf(() => openTile(one, 0))).toBe('tileAlreadyOpen');
    const paid = cashOutMines(one);
    expect(paid.payout).toBe((100n * 99n * 25n) / (100n * 23n));
    expect(reasonOf(() => openTile(paid, 5))).toBe('roundSettled');
    const lost = openTile(one, 4);
    expect(lost).toMatchObject({ status: 'lost', payout: 0n, validBet: 100n });
    expect(reasonOf(() => cashOutMines(lost))).toBe('roundSettled');
  });

  it('refuses a pick past the highest multiplier, and bad mine counts', () => {
    const none = new ScriptedSource([]);
    expect(reasonOf(() => startMines(100n, 0, none))).toBe('invalidSelection');
    expect(reasonOf(() => startMines(100n, 25, none))).toBe('invalidSelection');
    let round = startMines(100n, 12, new ScriptedSource(Array.from({ length: 12 }, () => 0)));
    let refused: string | undefined;
    for (let tile = 0; tile < 25 && !refused; tile += 1) {
      if (round.mines.includes(tile)) continue;
      refused = reasonOf(() => openTile(round, tile));
      if (!refused) round = openTile(round, tile);
    }
    expect(refused).toBe('multiplierAboveMaximum');
  });
});

describe('plinko', () => {
  it('has symmetric tables returning just under 99 %', () => {
    for (const risk of ['low', 'medium', 'high'] as const)
      for (let rows = 8; rows <= 16; rows += 1) {
        const t = plinkoTable(rows, risk);
        expect(t).toEqual([...t].reverse());
        const r = toNumber(plinkoRtp(rows, risk));
        expect(r).toBeLessThanOrEqual(0.99);
        expect(r).toBeGreaterThan(0.98);
      }
    expect(plinkoTable(16, 'high')[0]).toBeGreaterThan(plinkoTable(16, 'low')[0]!);
  });

  it('drops a ball: rights make the bin', () => {
    const r = dropPlinko({ rows: 8, risk: 'low', stake: 100n }, new ScriptedSource([1, 1, 1, 1, 1, 1, 1, 1]));
    expect(r.bin).toBe(8);
    expect(r.payout).toBe(BigInt(plinkoTable(8, 'low')[8]!));
    expect(reasonOf(() => dropPlinko({ rows: 7, risk: 'low', stake: 100n }, new ScriptedSource([])))).toBe(
      'invalidSelection',
    );
    expect(reasonOf(() => dropPlinko({ rows: 8, risk: 'wild' as 'low', stake: 100n }, new ScriptedSource([])))).toBe(
      'unknownOption',
    );
  });
});

describe('keno', () => {
  it('has hypergeometric chances that add to one and returns between 95 % and 97 %', () => {
    for (let s = 1; s <= 10; s += 1) {
      let total = 0;
      for (let h = 0; h <= s; h += 1) total += toNumber(hitChance(s, h));
      expect(total).toBeCloseTo(1, 12);
      const r = toNumber(kenoRtp(s));
      expect(r).toBeGreaterThan(0.95);
      expect(r).toBeLessThan(0.97);
    }
    // one pick: 10 of 40 drawn, 3.84× → 96 %
    expect(kenoRtp(1)).toEqual(frac(96, 100));
  });

  it('draws ten different numbers and pays the hits', () => {
    const r = playKeno({ picks: [1, 2, 3], stake: 100n }, new ScriptedSource([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    expect(new Set(r.drawn).size).toBe(10);
    expect(r.hits.length).toBe(3);
    expect(r.payout).toBe(BigInt(KENO_PAYTABLE[3]![3]!));
    const none = new ScriptedSource([]);
    expect(reasonOf(() => playKeno({ picks: [], stake: 100n }, none))).toBe('invalidSelection');
    expect(reasonOf(() => playKeno({ picks: [1, 1], stake: 100n }, none))).toBe('invalidSelection');
    expect(reasonOf(() => playKeno({ picks: [41], stake: 100n }, none))).toBe('invalidSelection');
  });
});

describe('fishing', () => {
  it('returns exactly 96 % on every fish', () => {
    for (const f of FISH) expect(fishingRtp(f.id)).toEqual(frac(96, 100));
  });

  it('captures below the threshold, and a decided shot cannot be fired again', () => {
    const shot = aimShot(10n, 'shark');
    const hit = fireShot(shot, new ScriptedSource([959]));
    expect(hit).toMatchObject({ captured: true, payout: 800n });
    expect(fireShot(shot, new ScriptedSource([960])).captured).toBe(false);
    expect(reasonOf(() => fireShot(hit, new ScriptedSource([0])))).toBe('roundSettled');
    expect(reasonOf(() => aimShot(10n, 'mermaid' as 'shark'))).toBe('invalidSelection');
    expect(reasonOf(() => aimShot(10_001n, 'shark'))).toBe('stakeAboveMaximum');
  });
});

describe('the classic games on the sync source', () => {
  it('spins the 3-reel slot like slotRules', () => {
    expect(spinClassicSlot(100n, new ScriptedSource([9, 10, 11])).pay).toBe(10_000); // three sevens
  });

  it('plays hi-lo by a plan and refuses a cash-out before any guess', () => {
    const r = playHiloPlan(100n, (_, step) => (step < 1 ? 'higher' : 'cashOut'), new ScriptedSource([0, 5]));
    expect(r).toMatchObject({ lost: false, payout: 99n }); // higher from an ace cannot lose: 13/13
    expect(reasonOf(() => playHiloPlan(100n, () => 'cashOut', new ScriptedSource([0])))).toBe('nothingToCashOut');
  });
});
