/**
 * The games registry (server/domains/play/shared/games/index.ts): at least twelve distinct games
 * across the five kinds, every option with limits and a return below one, the hand-derived
 * figures where they are known.
 */
import { describe, expect, it } from 'vitest';
import { frac, toNumber } from '../../../../../server/domains/play/shared/games/fraction';
import { gameById, gamesRegistry } from '../../../../../server/domains/play/shared/games/index';

describe('games registry', () => {
  it('lists at least twelve distinct games of every kind', () => {
    const games = gamesRegistry();
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    expect(games.length).toBeGreaterThanOrEqual(12);
    expect(new Set(games.map((g) => g.kind))).toEqual(new Set(['slot', 'table', 'original', 'fishing', 'virtual']));
    expect(games.filter((g) => g.id.startsWith('slot5-'))).toHaveLength(5);
  });

  it('gives every option limits and a return between 80 % and 100 %', () => {
    for (const g of gamesRegistry())
      for (const o of g.options) {
        expect(o.limits.minStake).toBeGreaterThan(0n);
        expect(o.limits.maxStake).toBeGreaterThan(o.limits.minStake);
        expect(toNumber(o.rtp)).toBeGreaterThan(0.8);
        expect(toNumber(o.rtp)).toBeLessThan(1);
      }
  });

  it('carries the known figures', () => {
    const rtp = (game: string, option: string): ReturnType<typeof frac> | undefined =>
      gameById(game)?.options.find((o) => o.id === option)?.rtp;
    expect(rtp('roulette', 'straight')).toEqual(frac(36, 37));
    expect(rtp('sicbo', 'small')).toEqual(frac(35, 36));
    expect(rtp('slot', 'line')).toEqual(frac(770_900, 800_000));
    expect(rtp('mines', 'round')).toEqual(frac(99, 100));
    expect(rtp('fishing', 'shark')).toEqual(frac(96, 100));
    expect(rtp('virtual-football', 'single')).toEqual(frac(20, 21));
    expect(gameById('blackjack')?.options[0]?.rtpIs).toBe('measured');
  });
});
