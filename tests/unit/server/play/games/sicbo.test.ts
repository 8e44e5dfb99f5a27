/**
 * Sic bo (server/domains/play/shared/games/sicbo.ts): the returns of the 216 rolls against the
 * hand-derived figures, pays, refusals.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from './refusal';
import { frac } from '../../../../../server/domains/play/shared/games/fraction';
import { rollSicbo, sicboPays, sicboRtp } from '../../../../../server/domains/play/shared/games/sicbo';
import { ScriptedSource } from './scripted';

describe('sic bo', () => {
  it('has the hand-derived returns', () => {
    // small: 105 winning rolls (total 4–10, not a triple) × 2 / 216 = 97.22 %
    expect(sicboRtp({ kind: 'small', stake: 1n })).toEqual(frac(210, 216));
    expect(sicboRtp({ kind: 'big', stake: 1n })).toEqual(frac(210, 216));
    expect(sicboRtp({ kind: 'anyTriple', stake: 1n })).toEqual(frac(6 * 31, 216));
    expect(sicboRtp({ kind: 'triple', face: 4, stake: 1n })).toEqual(frac(181, 216));
    // specific double: 16 rolls (15 with exactly two, 1 triple) × 11
    expect(sicboRtp({ kind: 'double', face: 2, stake: 1n })).toEqual(frac(16 * 11, 216));
    // combination: 30 rolls show both faces × 6
    expect(sicboRtp({ kind: 'combination', faces: [1, 6], stake: 1n })).toEqual(frac(30 * 6, 216));
    // single: 75 rolls × 2 + 15 × 3 + 1 × 4 = 199 / 216 = 92.13 %
    expect(sicboRtp({ kind: 'single', face: 3, stake: 1n })).toEqual(frac(75 * 2 + 15 * 3 + 4, 216));
    // total 4 (3 rolls) at 60:1
    expect(sicboRtp({ kind: 'total', total: 4, stake: 1n })).toEqual(frac(3 * 61, 216));
  });

  it('loses small and big on a triple', () => {
    expect(sicboPays({ kind: 'small', stake: 1n }, [2, 2, 2])).toBe(-1);
    expect(sicboPays({ kind: 'big', stake: 1n }, [5, 5, 5])).toBe(-1);
    expect(sicboPays({ kind: 'single', face: 5, stake: 1n }, [5, 5, 5])).toBe(3);
  });

  it('pays each bet of a round', () => {
    const r = rollSicbo(
      [
        { kind: 'big', stake: 100n },
        { kind: 'total', total: 12, stake: 10n },
        { kind: 'single', face: 6, stake: 10n },
      ],
      new ScriptedSource([5, 4, 0]), // 6, 5, 1
    );
    expect(r.dice).toEqual([6, 5, 1]);
    expect(r.bets.map((b) => b.payout)).toEqual([200n, 70n, 20n]);
  });

  it('refuses bad bets before rolling', () => {
    const none = new ScriptedSource([]);
    expect(reasonOf(() => rollSicbo([{ kind: 'total', total: 3, stake: 10n }], none))).toBe('invalidSelection');
    expect(reasonOf(() => rollSicbo([{ kind: 'combination', faces: [2, 2], stake: 10n }], none))).toBe(
      'invalidSelection',
    );
    expect(reasonOf(() => rollSicbo([{ kind: 'triple', face: 7, stake: 10n }], none))).toBe('invalidSelection');
    expect(reasonOf(() => rollSicbo([{ kind: 'small', stake: 100_001n }], none))).toBe('stakeAboveMaximum');
  });

  it('counts small + big as at risk only on the triples', () => {
    const bets = [
      { kind: 'small', stake: 100n },
      { kind: 'big', stake: 100n },
    ] as const;
    expect(rollSicbo(bets, new ScriptedSource([0, 1, 2])).validBet).toBe(0n);
    expect(rollSicbo(bets, new ScriptedSource([3, 3, 3])).validBet).toBe(200n);
  });
});
