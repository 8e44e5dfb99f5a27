/**
 * The house games' JSON side (server/domains/play/shared/house/*): bets parse to what the rules
 * take and back, refusals come before any draw, a round replays to the same outcome from the
 * same words (what /play/verify relies on), and an open round shows nothing still hidden.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32, type DrawSource } from '../../../../server/domains/play/shared/games/draw';
import { GameRefusal } from '../../../../server/domains/play/shared/games/errors';
import { HOUSE_RULES } from '../../../../server/domains/play/shared/house';
import { houseSummary } from '../../../../server/domains/play/shared/house/summary';
import { sameJson, type HouseId, type Json } from '../../../../server/domains/play/shared/house/types';

const BETS: Record<HouseId, Json> = {
  slot5: { stakeMinor: '100' },
  roulette: {
    bets: [
      { kind: 'dozen', index: 2, stakeMinor: '100' },
      { kind: 'split', numbers: [1, 2], stakeMinor: '10' },
    ],
  },
  sicbo: {
    bets: [
      { kind: 'total', total: 10, stakeMinor: '100' },
      { kind: 'combination', faces: [1, 2], stakeMinor: '10' },
    ],
  },
  baccarat: { bets: [{ option: 'player', stakeMinor: '100' }] },
  dice: { direction: 'over', target: 5000, stakeMinor: '100' },
  plinko: { rows: 16, risk: 'high', stakeMinor: '100' },
  keno: { picks: [5, 6, 7], stakeMinor: '100' },
  fishing: { fish: 'shark', stakeMinor: '100' },
  blackjack: { stakeMinor: '100' },
  mines: { stakeMinor: '100', mines: 5 },
};

/** Counts the draws, so a refusal can be shown to come before any. */
class Counting implements DrawSource {
  draws = 0;
  private readonly inner = new Sfc32(7);
  int(n: number) {
    this.draws += 1;
    return this.inner.int(n);
  }
}

const THEME = 'cosmic-voyage';

describe('house game modules', () => {
  it.each(Object.keys(BETS) as HouseId[])('%s: parses its bet, replays the same outcome, summarises it', (id) => {
    const rules = HOUSE_RULES[id];
    const bet = rules.parseBet(JSON.parse(JSON.stringify(BETS[id])));
    expect(sameJson(bet, BETS[id])).toBe(true);
    const a = rules.play(bet, [], new Sfc32(11), THEME);
    const b = rules.play(JSON.parse(JSON.stringify(bet)) as Json, [], new Sfc32(11), THEME);
    expect(sameJson(a.outcome, b.outcome)).toBe(true);
    expect(a.payout).toBe(b.payout);
    expect(a.validBet <= a.stake).toBe(true);
    if (!rules.interactive) expect(a.settled).toBe(true);
    if (a.settled) expect(houseSummary(id, a.outcome).length).toBeGreaterThan(3);
  });

  it('refuses bad bets before drawing', () => {
    const bad: [HouseId, Json][] = [
      ['roulette', { bets: [{ kind: 'corner', numbers: [1, 2, 3], stakeMinor: '100' }] }],
      ['sicbo', { bets: [{ kind: 'single', face: 7, stakeMinor: '100' }] }],
      ['dice', { direction: 'sideways', target: 5000, stakeMinor: '100' }],
      ['plinko', { rows: 30, risk: 'low', stakeMinor: '100' }],
      ['keno', { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], stakeMinor: '100' }],
      ['mines', { stakeMinor: '100', mines: 25 }],
      ['slot5', { stakeMinor: '-5' }],
    ];
    for (const [id, bet] of bad) {
      const source = new Counting();
      expect(() => HOUSE_RULES[id].play(bet, [], source, THEME), id).toThrow(GameRefusal);
      expect(source.draws, id).toBe(0);
    }
  });

  it('keeps the mines and the hole card hidden while a round is open', () => {
    const mines = HOUSE_RULES.mines.play(BETS.mines, [], new Sfc32(3), null);
    expect(mines.settled).toBe(false);
    expect((mines.outcome as { mines: unknown }).mines).toBeNull();
    for (let seed = 0; seed < 50; seed += 1) {
      const bj = HOUSE_RULES.blackjack.play(BETS.blackjack, [], new Sfc32(seed), null);
      if (bj.settled) continue;
      expect((bj.outcome as { dealer: number[] }).dealer).toHaveLength(1);
      return;
    }
    throw new Error('no open blackjack round in 50 deals');
  });

  it('compares JSON whatever the order of object keys', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });
});
