/**
 * The 5-reel engine (server/domains/play/shared/games/slot5): line evaluation, the exact figures
 * checked against brute force over every stop combination of a small theme, and the five themes'
 * returns, volatility and limits.
 */
import { describe, expect, it } from 'vitest';
import { add, frac, mul, sub, toNumber } from '../../../../../server/domains/play/shared/games/fraction';
import {
  LINES,
  linePay,
  PAYLINES,
  playSlot,
  slotFigures,
  spinOnce,
  spreadStrip,
  type SlotTheme,
} from '../../../../../server/domains/play/shared/games/slot5/engine';
import { FRUIT_FIESTA, SLOT_THEMES } from '../../../../../server/domains/play/shared/games/slot5/themes';
import { reasonOf } from './refusal';
import { ScriptedSource } from './scripted';

/** A theme small enough to enumerate every stop: 5 reels of 8 stops (32,768 spins). */
const TINY: SlotTheme = {
  id: 'tiny',
  volatility: 'low',
  pays: { A: [2, 5, 20], B: [3, 10, 40] },
  wild: { id: 'W', pays: [10, 50, 100] },
  scatter: { id: 'S', pays: { 2: 1, 3: 5, 4: 20, 5: 100 }, freeSpins: { 3: 1, 4: 2, 5: 3 } },
  multiplier: 2,
  strips: [
    ['A', 'B', 'S', 'A', 'W', 'B', 'A', 'B'],
    ['A', 'W', 'B', 'S', 'A', 'B', 'A', 'B'],
    ['B', 'A', 'S', 'W', 'A', 'B', 'A', 'B'],
    ['A', 'S', 'B', 'A', 'W', 'B', 'A', 'B'],
    ['S', 'A', 'B', 'W', 'A', 'B', 'A', 'B'],
  ],
  limits: { minStake: 20n, maxStake: 2_000n },
};

describe('5-reel engine: lines', () => {
  it('has 20 distinct paylines, one row per reel', () => {
    expect(LINES).toBe(20);
    expect(new Set(PAYLINES.map((l) => l.join())).size).toBe(20);
    for (const l of PAYLINES) expect(l.every((r) => r >= 0 && r <= 2) && l.length === 5).toBe(true);
  });

  it('pays runs from reel 1 with wild substitution, the better of wild and symbol pays', () => {
    expect(linePay(TINY, ['A', 'A', 'A', 'B', 'B'])).toBe(2);
    expect(linePay(TINY, ['W', 'A', 'W', 'A', 'B'])).toBe(5);
    expect(linePay(TINY, ['W', 'W', 'W', 'A', 'B'])).toBe(10); // wilds' 10 beats A×4's 5
    expect(linePay(TINY, ['W', 'W', 'W', 'B', 'B'])).toBe(40); // B×5 beats the wilds
    expect(linePay(TINY, ['W', 'W', 'W', 'W', 'W'])).toBe(100);
    expect(linePay(TINY, ['A', 'A', 'S', 'A', 'A'])).toBe(0); // the scatter breaks the run
    expect(linePay(TINY, ['W', 'W', 'S', 'A', 'A'])).toBe(0);
    expect(linePay(TINY, ['B', 'A', 'A', 'A', 'A'])).toBe(0); // pays from reel 1 only
  });
});

describe('5-reel engine: exact figures', () => {
  it('equal brute force over every stop of a small theme', () => {
    let units = 0n;
    let awarded = 0n;
    let all = 0n;
    const lens = TINY.strips.map((s) => s.length);
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number): void => {
      if (reel === 5) {
        const spin = spinOnce(TINY, new ScriptedSource(stops));
        units += BigInt(spin.units);
        awarded += BigInt(spin.freeSpinsAwarded);
        all += 1n;
        return;
      }
      for (let s = 0; s < lens[reel]!; s += 1) {
        stops[reel] = s;
        walk(reel + 1);
      }
    };
    walk(0);
    const f = slotFigures(TINY);
    const v = frac(units, all * BigInt(LINES));
    expect(add(f.baseLines, f.baseScatter)).toEqual(v);
    expect(f.freeSpinsPerSpin).toEqual(frac(awarded, all));
    // RTP = v + Q·f with f = M·v + Q·f: check the closed form solves the recursion.
    const q = f.freeSpinsPerSpin;
    const perFree = sub(f.rtp, v); // Q·f
    const fValue = { numerator: perFree.numerator * q.denominator, denominator: perFree.denominator * q.numerator };
    expect(frac(fValue.numerator, fValue.denominator)).toEqual(add(mul(frac(2), v), mul(q, fValue)));
  });

  it('gives every theme a return between 94 % and 97 % and differing volatility', () => {
    const figures = SLOT_THEMES.map((t) => ({ id: t.id, volatility: t.volatility, rtp: toNumber(slotFigures(t).rtp) }));
    for (const f of figures) {
      expect(f.rtp).toBeGreaterThan(0.94);
      expect(f.rtp).toBeLessThan(0.97);
    }
    expect(new Set(figures.map((f) => f.volatility))).toEqual(new Set(['low', 'medium', 'high']));
    expect(new Set(SLOT_THEMES.map((t) => Object.keys(t.pays).join())).size).toBe(5);
    // Volatility follows the top line win (five wilds), in stakes.
    const top = (t: SlotTheme): number => t.wild.pays[2] / LINES;
    const byVol = (v: string): number[] => SLOT_THEMES.filter((t) => t.volatility === v).map(top);
    expect(Math.max(...byVol('low'))).toBeLessThan(Math.min(...byVol('medium')));
    expect(Math.max(...byVol('medium'))).toBeLessThan(Math.min(...byVol('high')));
  });

  it('spreads a strip evenly and deterministically', () => {
    const strip = spreadStrip({ A: 6, S: 2, W: 1 });
    expect(strip).toEqual(spreadStrip({ A: 6, S: 2, W: 1 }));
    expect(strip.filter((s) => s === 'S')).toHaveLength(2);
    const at = strip.indexOf('S');
    expect(strip.indexOf('S', at + 1) - at).toBeGreaterThanOrEqual(3);
  });
});

describe('5-reel engine: rounds', () => {
  it('plays free spins until none are left and pays floor(stake × units / 20)', () => {
    // Stops that show a scatter on reels 1, 2 and 3 (middle row) and none on reels 4 and 5,
    // then a free spin with no scatter in view.
    const base = [2, 3, 2, 5, 4];
    const quiet = [6, 6, 6, 5, 5];
    const round = playSlot(TINY, 30n, new ScriptedSource([...base, ...quiet]));
    expect(round.base.scatters).toBe(3);
    expect(round.freeSpins).toHaveLength(1);
    expect(round.freeSpins[0]!.scatters).toBe(0);
    const freeUnits = round.freeSpins.reduce((s, f) => s + f.units, 0);
    expect(round.units).toBe(round.base.units + 2 * freeUnits);
    expect(round.payout).toBe((30n * BigInt(round.units)) / 20n);
  });

  it('refuses stakes outside the theme limits', () => {
    expect(reasonOf(() => playSlot(FRUIT_FIESTA, 19n, new ScriptedSource([])))).toBe('stakeBelowMinimum');
    expect(reasonOf(() => playSlot(FRUIT_FIESTA, 200_001n, new ScriptedSource([])))).toBe('stakeAboveMaximum');
  });
});
