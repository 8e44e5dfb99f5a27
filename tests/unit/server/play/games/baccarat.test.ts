/**
 * Baccarat (server/domains/play/shared/games/baccarat.ts): the exact 8-deck returns against the
 * textbook house edges, the third-card tableau, pays and valid bet.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from './refusal';
import {
  baccaratChances,
  baccaratRtp,
  bankerDraws,
  dealBaccarat,
  PAIR_CHANCE,
  playBaccarat,
} from '../../../../../server/domains/play/shared/games/baccarat';
import { add, frac, toNumber } from '../../../../../server/domains/play/shared/games/fraction';
import { card, cardsSource } from './scripted';

describe('baccarat', () => {
  it('has the textbook 8-deck house edges', () => {
    expect(1 - toNumber(baccaratRtp('banker'))).toBeCloseTo(0.010579, 6);
    expect(1 - toNumber(baccaratRtp('player'))).toBeCloseTo(0.012351, 6);
    expect(1 - toNumber(baccaratRtp('tie'))).toBeCloseTo(0.143596, 6);
    const c = baccaratChances();
    expect(add(add(c.player, c.banker), c.tie)).toEqual(frac(1));
    expect(PAIR_CHANCE).toEqual(frac(13 * 32 * 31, 416 * 415));
    expect(baccaratRtp('playerPair')).toEqual(frac(12 * 13 * 32 * 31, 416 * 415));
  });

  it('follows the banker tableau', () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(7, 7)).toBe(false);
  });

  it('stands both sides on a natural', () => {
    // player 9 + K = 9, banker 2 + 3 = 5: natural, no third card
    const hand = dealBaccarat(cardsSource([card(9), card(2), card(13), card(3)], 8));
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(2);
    expect(hand.winner).toBe('player');
  });

  it('draws the player third card on 0–5 and applies it to the banker', () => {
    // player 2 + 3 = 5 draws a 8; banker 1 + 2 = 3 stands on a player third 8
    const hand = dealBaccarat(cardsSource([card(2), card(1), card(3), card(2), card(8)], 8));
    expect(hand.player).toHaveLength(3);
    expect(hand.banker).toHaveLength(2);
    expect(hand.playerTotal).toBe(3);
    expect(hand.bankerTotal).toBe(3);
    expect(hand.winner).toBe('tie');
  });

  it('pays banker 1.95, returns player and banker stakes on a tie, pays pairs 11:1', () => {
    // player 4 + 2 = 6 stands; banker a pair of threes (two suits) = 6 stands: a tie
    const src = (): ReturnType<typeof cardsSource> => cardsSource([card(4), card(3), card(2), card(3) + 13], 8);
    const r = playBaccarat(
      [
        { option: 'banker', stake: 100n },
        { option: 'bankerPair', stake: 10n },
        { option: 'player', stake: 50n },
      ],
      src(),
    );
    expect(r.hand.winner).toBe('tie');
    expect(r.bets.map((b) => b.payout)).toEqual([100n, 120n, 50n]);
  });

  it('counts a push as no valid bet, and player + banker only by what was at risk', () => {
    const tie = cardsSource([card(2), card(1), card(3), card(2), card(8)], 8);
    expect(playBaccarat([{ option: 'banker', stake: 100n }], tie).validBet).toBe(0n);
    const natural = cardsSource([card(9), card(2), card(13), card(3)], 8);
    const both = playBaccarat(
      [
        { option: 'player', stake: 100n },
        { option: 'banker', stake: 100n },
      ],
      natural,
    );
    expect(both.payout).toBe(200n);
    expect(both.validBet).toBe(0n);
  });

  it('refuses bets outside the limits, unknown and repeated options', () => {
    const none = cardsSource([], 8);
    expect(reasonOf(() => playBaccarat([{ option: 'tie', stake: 100_001n }], none))).toBe('stakeAboveMaximum');
    expect(reasonOf(() => playBaccarat([{ option: 'dragon' as 'tie', stake: 10n }], none))).toBe('unknownOption');
    expect(
      reasonOf(() =>
        playBaccarat(
          [
            { option: 'tie', stake: 10n },
            { option: 'tie', stake: 10n },
          ],
          none,
        ),
      ),
    ).toBe('invalidSelection');
  });
});
