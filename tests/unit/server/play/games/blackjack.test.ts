/**
 * Blackjack (server/domains/play/shared/games/blackjack.ts): the dealer's exact outcome chances,
 * the action state machine (out-of-turn actions refused), pays, and replay from actions.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from './refusal';
import {
  basicStrategy,
  BlackjackRound,
  BLACKJACK_RTP,
  dealerOutcomes,
  handValue,
  infiniteDeckReturn,
  replayBlackjack,
  type BjAction,
} from '../../../../../server/domains/play/shared/games/blackjack';
import { add, frac, toNumber } from '../../../../../server/domains/play/shared/games/fraction';
import { card, cardsSource } from './scripted';

/** Deal order: player, dealer up, player, dealer hole, then draws in order. */
const deal = (cards: number[], stake = 100n): BlackjackRound => new BlackjackRound(stake, cardsSource(cards, 6));

describe('blackjack: dealer outcomes (exact, infinite deck, S17)', () => {
  it('matches the published bust chances by up card', () => {
    const bust: Record<number, number> = { 1: 0.115286, 2: 0.353608, 5: 0.416404, 6: 0.42315, 10: 0.212109 };
    for (const [up, p] of Object.entries(bust)) expect(toNumber(dealerOutcomes(Number(up)).bust)).toBeCloseTo(p, 5);
  });

  it('adds up to one and has blackjack only under an ace or a ten', () => {
    for (let up = 1; up <= 10; up += 1) {
      const o = dealerOutcomes(up);
      expect(Object.values(o).reduce(add, frac(0))).toEqual(frac(1));
      if (up === 1) expect(o.blackjack).toEqual(frac(4, 13));
      else if (up === 10) expect(o.blackjack).toEqual(frac(1, 13));
      else expect(o.blackjack).toEqual(frac(0));
    }
  });
});

describe('blackjack: the state machine', () => {
  it('refuses a split after standing and anything after the round is settled', () => {
    const round = deal([card(8), card(10), card(8) + 13, card(7), card(5)]);
    expect(round.legalActions()).toEqual(['hit', 'stand', 'double', 'split']);
    round.act('stand');
    expect(round.phase).toBe('settled');
    expect(reasonOf(() => round.act('split'))).toBe('roundSettled');
    expect(reasonOf(() => round.act('hit'))).toBe('roundSettled');
  });

  it('refuses a double or split after a hit, and insurance when the dealer shows no ace', () => {
    const round = deal([card(2), card(9), card(3), card(7), card(4)]);
    expect(reasonOf(() => round.act('insurance'))).toBe('outOfTurn');
    round.act('hit');
    expect(handValue(round.hands[0]!.cards).total).toBe(9);
    expect(reasonOf(() => round.act('double'))).toBe('outOfTurn');
    expect(reasonOf(() => round.act('split'))).toBe('outOfTurn');
  });

  it('offers insurance only first, under an ace, and pays it 2:1 on a dealer blackjack', () => {
    const round = deal([card(10), card(1), card(9), card(13)]);
    expect(round.phase).toBe('insurance');
    expect(reasonOf(() => round.act('hit'))).toBe('outOfTurn');
    round.act('insurance');
    expect(round.phase).toBe('settled');
    expect(round.insurance).toBe(50n);
    expect(round.totalStake).toBe(150n);
    expect(round.payout).toBe(150n); // the hand loses 100, the insurance returns 3 × 50
    expect(round.validBet).toBe(0n);
  });

  it('gives split aces one card each and no more actions', () => {
    const round = deal([card(1), card(6), card(1) + 13, card(10), card(13), card(9), card(6)]);
    round.act('split');
    expect(round.phase).toBe('settled');
    expect(round.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(reasonOf(() => round.act('hit'))).toBe('roundSettled');
    // 21 on split aces is not a blackjack: it wins 1:1, like the 20 (dealer 16 draws a 6 and busts)
    expect(round.dealer.length).toBe(3);
    expect(round.payout).toBe(200n + 200n);
  });

  it('allows only one split', () => {
    const round = deal([card(8), card(10), card(8) + 13, card(7), card(8) + 26, card(3)]);
    round.act('split');
    expect(round.hands[0]!.cards.map((c) => (c % 13) + 1)).toEqual([8, 8]);
    expect(round.legalActions()).toEqual(['hit', 'stand', 'double']);
  });
});

describe('blackjack: pays', () => {
  it('pays a natural 3:2, rounded down', () => {
    const round = deal([card(1), card(9), card(13), card(8)], 101n);
    expect(round.phase).toBe('settled');
    expect(round.payout).toBe(252n);
  });

  it('pushes a natural against a dealer blackjack', () => {
    const round = deal([card(1), card(10), card(13), card(1)]);
    expect(round.phase).toBe('settled');
    expect(round.payout).toBe(100n);
    expect(round.validBet).toBe(0n);
  });

  it('doubles the stake for one card', () => {
    const round = deal([card(6), card(6), card(5), card(10), card(10), card(9)]);
    round.act('double');
    expect(round.totalStake).toBe(200n);
    expect(handValue(round.hands[0]!.cards).total).toBe(21);
    expect(round.dealer.map((c) => (c % 13) + 1)).toEqual([6, 10, 9]); // dealer busts
    expect(round.payout).toBe(400n);
  });
});

describe('blackjack: replay and strategy', () => {
  it('rebuilds a round from its actions', () => {
    const cards = [card(8), card(10), card(8) + 13, card(7), card(3), card(9), card(2)];
    const actions: BjAction[] = ['split', 'double', 'stand'];
    const a = replayBlackjack(100n, actions, cardsSource(cards, 6));
    const b = replayBlackjack(100n, actions, cardsSource(cards, 6));
    expect(a.hands).toEqual(b.hands);
    expect(a.payout).toBe(b.payout);
  });

  it('plays the chart: split eights, stand 12 against 4, double 11 against 10, never insurance', () => {
    expect(basicStrategy(deal([card(8), card(10), card(8) + 13, card(7)]))).toBe('split');
    expect(basicStrategy(deal([card(10), card(4), card(2), card(7)]))).toBe('stand');
    expect(basicStrategy(deal([card(6), card(10), card(5), card(7)]))).toBe('double');
    expect(basicStrategy(deal([card(6), card(1), card(5), card(7)]))).toBe('noInsurance');
  });

  it('states a measured return with its standard error, above the infinite-deck computation', () => {
    expect(BLACKJACK_RTP.standardError).toBeLessThan(0.001);
    const computed = infiniteDeckReturn();
    expect(computed).toBeGreaterThan(0.99);
    // Fewer decks help the player (removal effects): the 6-deck game returns a little more.
    expect(BLACKJACK_RTP.value).toBeGreaterThan(computed);
    expect(BLACKJACK_RTP.value - computed).toBeLessThan(0.002);
  });
});
