/**
 * The simulated slot's draw (tools/provider-sim/rounds.ts spin): the pay table returns 95 % of
 * the stakes, each draw lands on its line, and the reels show what was paid.
 */
import { describe, expect, it } from 'vitest';
import { PAY_TABLE, spin } from '../../../../tools/provider-sim/rounds';

/** A fixed sequence of "random" numbers, for the losing line's shuffle. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('the simulated slot', () => {
  it('returns 95 % of the stakes over its pay table', () => {
    const rtp = PAY_TABLE.reduce((sum, line) => sum + line.multiplier * line.chance, 0);
    expect(rtp).toBeCloseTo(0.95, 10);
  });

  it('lands each draw on its line and shows it on the reels', () => {
    expect(spin(0, Math.random)).toEqual({ multiplier: 10, reels: ['7', '7', '7'] });
    expect(spin(0.0099, Math.random).multiplier).toBe(10);
    expect(spin(0.01, Math.random)).toEqual({ multiplier: 5, reels: ['BAR', 'BAR', 'BAR'] });
    expect(spin(0.0601, Math.random)).toEqual({ multiplier: 2, reels: ['CHERRY', 'CHERRY', 'LEMON'] });
    expect(spin(0.3599, Math.random).multiplier).toBe(2);
    expect(spin(0.36, Math.random).multiplier).toBe(0);
  });

  it('shows three different symbols on a losing spin, whatever the shuffle draws', () => {
    for (const pick of [sequence(0), sequence(0.999), sequence(0.5, 0.1, 0.9, 0.3)]) {
      const { multiplier, reels } = spin(0.99, pick);
      expect(multiplier).toBe(0);
      expect(new Set(reels).size).toBe(3);
    }
  });
});
