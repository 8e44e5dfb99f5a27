/**
 * European roulette (server/domains/play/shared/games/roulette.ts): every bet kind returns 36/37,
 * the layout's inside bets are recognised and others refused, limits, and the valid bet of
 * hedged layouts.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from './refusal';
import { frac } from '../../../../../server/domains/play/shared/games/fraction';
import {
  coveredBy,
  ROULETTE_KINDS,
  rouletteRtp,
  spinRoulette,
  type RouletteBet,
} from '../../../../../server/domains/play/shared/games/roulette';
import { ScriptedSource } from './scripted';

describe('roulette', () => {
  it('returns exactly 36/37 on every kind of bet', () => {
    for (const kind of ROULETTE_KINDS) expect(rouletteRtp(kind)).toEqual(frac(36, 37));
  });

  it('covers the standard sets', () => {
    expect(coveredBy({ kind: 'red', stake: 10n })).toHaveLength(18);
    expect(coveredBy({ kind: 'dozen', index: 3, stake: 10n })).toEqual(Array.from({ length: 12 }, (_, i) => 25 + i));
    expect(coveredBy({ kind: 'column', index: 1, stake: 10n })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredBy({ kind: 'corner', numbers: [0, 1, 2, 3], stake: 10n })).toHaveLength(4);
    expect(coveredBy({ kind: 'street', numbers: [0, 2, 3], stake: 10n })).toHaveLength(3);
  });

  it('refuses bets that are not on the layout', () => {
    const bad: RouletteBet[] = [
      { kind: 'split', numbers: [3, 4], stake: 10n }, // across rows
      { kind: 'split', numbers: [0, 5], stake: 10n },
      { kind: 'street', numbers: [2, 3, 4], stake: 10n },
      { kind: 'corner', numbers: [3, 4, 6, 7], stake: 10n },
      { kind: 'sixLine', numbers: [2, 3, 4, 5, 6, 7], stake: 10n },
      { kind: 'straight', numbers: [37], stake: 10n },
      { kind: 'dozen', index: 4 as 1, stake: 10n },
    ];
    for (const bet of bad)
      expect(reasonOf(() => spinRoulette([bet], new ScriptedSource([0])))).toBe('invalidSelection');
  });

  it('refuses stakes outside the limits and an empty layout, before drawing', () => {
    const none = new ScriptedSource([]);
    expect(reasonOf(() => spinRoulette([{ kind: 'red', stake: 9n }], none))).toBe('stakeBelowMinimum');
    expect(reasonOf(() => spinRoulette([{ kind: 'straight', numbers: [5], stake: 10_001n }], none))).toBe(
      'stakeAboveMaximum',
    );
    expect(reasonOf(() => spinRoulette([], none))).toBe('invalidSelection');
    expect(reasonOf(() => spinRoulette([{ kind: 'zigzag' as 'red', stake: 10n }], none))).toBe('unknownOption');
  });

  it('pays 35:1 on a straight, 2:1 on a dozen, loses outside bets on zero', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', numbers: [17], stake: 100n },
      { kind: 'dozen', index: 2, stake: 100n },
      { kind: 'black', stake: 100n },
    ];
    const r = spinRoulette(bets, new ScriptedSource([17]));
    expect(r.bets.map((b) => b.payout)).toEqual([3_600n, 300n, 200n]);
    expect(spinRoulette(bets, new ScriptedSource([0])).payout).toBe(0n);
  });

  it('counts as valid bet only what was at risk', () => {
    const hedge: RouletteBet[] = [
      { kind: 'red', stake: 100n },
      { kind: 'black', stake: 100n },
    ];
    // Red and black together risk the whole stake only on zero; any colour returns it all.
    expect(spinRoulette(hedge, new ScriptedSource([1])).validBet).toBe(0n);
    expect(spinRoulette(hedge, new ScriptedSource([0])).validBet).toBe(200n);
    const covered: RouletteBet[] = [...hedge, { kind: 'straight', numbers: [0], stake: 10n }];
    expect(spinRoulette(covered, new ScriptedSource([5])).validBet).toBe(10n);
    expect(spinRoulette([{ kind: 'red', stake: 100n }], new ScriptedSource([2])).validBet).toBe(100n);
  });
});
