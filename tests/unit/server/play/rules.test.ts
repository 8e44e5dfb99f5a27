/**
 * The games' rules, computed exactly: the slot's return to player from its paytable and reels,
 * and hi-lo's edge of exactly 1 % for any way of playing, with integer payouts rounded down.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashOutPayout,
  fairMultiplier,
  guessRefusal,
  guessWins,
  MAX_MULTIPLIER,
  MAX_STEPS,
  multiplierHundredths,
  rankOf,
  replay,
  winningRanks,
  type Guess,
} from '../../../../server/domains/play/shared/hiloRules';
import {
  lineOf,
  payLine,
  REELS,
  REEL_LENGTH,
  slotPayout,
  slotRtp,
  windowOf,
} from '../../../../server/domains/play/shared/slotRules';

describe('slot rules', () => {
  it('has three 20-stop reels with the documented symbol counts', () => {
    for (const reel of REELS) {
      expect(reel).toHaveLength(REEL_LENGTH);
      const counts = Object.fromEntries(
        ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'].map((s) => [s, reel.filter((x) => x === s).length]),
      );
      expect(counts).toEqual({ SEVEN: 1, BAR: 2, BELL: 3, PLUM: 4, LEMON: 6, CHERRY: 4 });
    }
  });

  it('returns exactly 770,900 / 800,000 = 96.3625 % over every line', () => {
    // The documented sum, term by term: three of a kind, mixed bars, two and one cherries.
    const documented =
      1 * 10_000 + 8 * 2_500 + 27 * 1_500 + 64 * 1_000 + 64 * 1_000 + 216 * 500 + 18 * 200 + 768 * 200 + 3_072 * 100;
    expect(documented).toBe(770_900);
    expect(slotRtp()).toEqual({ numerator: 770_900n, denominator: 800_000n });
  });

  it('pays lines as the paytable says', () => {
    expect(payLine(['SEVEN', 'SEVEN', 'SEVEN'])).toMatchObject({ pay: 10_000, win: 'three' });
    expect(payLine(['CHERRY', 'CHERRY', 'CHERRY'])).toMatchObject({ pay: 1_000, win: 'three' });
    expect(payLine(['BAR', 'SEVEN', 'BAR'])).toMatchObject({ pay: 200, win: 'bars' });
    expect(payLine(['CHERRY', 'LEMON', 'CHERRY'])).toMatchObject({ pay: 200, win: 'twoCherries' });
    expect(payLine(['BELL', 'BELL', 'CHERRY'])).toMatchObject({ pay: 100, win: 'oneCherry' });
    expect(payLine(['BELL', 'BELL', 'PLUM'])).toMatchObject({ pay: 0, win: 'none' });
  });

  it('shows the pay line as the middle row and pays whole minor units, rounded down', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.nat(19), fc.nat(19), fc.nat(19)),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (stops, stake) => {
          expect(windowOf(stops).map((rows) => rows[1])).toEqual(lineOf(stops).line);
          const payout = slotPayout(stake, lineOf(stops).pay);
          expect(payout * 100n).toBeLessThanOrEqual(stake * BigInt(lineOf(stops).pay));
          expect(stake * BigInt(lineOf(stops).pay) - payout * 100n).toBeLessThan(100n);
        },
      ),
    );
  });
});

/** Exact expected cash-out multiplier (as a fraction) of a strategy that guesses `plan` then cashes out. */
function expectedReturn(plan: (cards: number[], guesses: Guess[]) => Guess | 'cashOut'): { n: bigint; d: bigint } {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const add = (x: { n: bigint; d: bigint }, y: { n: bigint; d: bigint }) => {
    const n = x.n * y.d + y.n * x.d;
    const d = x.d * y.d;
    const g = gcd(n, d) || 1n;
    return { n: n / g, d: d / g };
  };
  // Ranks only matter: walk the 13 ranks of each draw with probability 1/13 each.
  const walk = (cards: number[], guesses: Guess[], probability: { n: bigint; d: bigint }): { n: bigint; d: bigint } => {
    const choice = plan(cards, guesses);
    if (choice === 'cashOut') {
      const m = fairMultiplier(cards, guesses);
      return { n: probability.n * 99n * m.numerator, d: probability.d * 100n * m.denominator };
    }
    let total = { n: 0n, d: 1n };
    for (let rank = 0; rank < 13; rank += 1) {
      const next = rank;
      if (!guessWins(cards[cards.length - 1]!, next, choice)) continue;
      total = add(total, walk([...cards, next], [...guesses, choice], { n: probability.n, d: probability.d * 13n }));
    }
    return total;
  };
  let total = { n: 0n, d: 1n };
  for (let rank = 0; rank < 13; rank += 1) total = add(total, walk([rank], [], { n: 1n, d: 13n }));
  return total;
}

describe('hi-lo rules', () => {
  it('counts winning ranks with ties winning either way', () => {
    for (let rank = 1; rank <= 13; rank += 1) {
      const card = rank - 1;
      expect(winningRanks(card, 'higher')).toBe(14 - rank);
      expect(winningRanks(card, 'lower')).toBe(rank);
      let higher = 0;
      let lower = 0;
      for (let next = 0; next < 52; next += 1) {
        if (guessWins(card, next, 'higher')) higher += 1;
        if (guessWins(card, next, 'lower')) lower += 1;
      }
      expect(higher).toBe(4 * (14 - rank));
      expect(lower).toBe(4 * rank);
    }
  });

  it('keeps exactly 1 % for any way of playing (exact enumeration of several strategies)', () => {
    const strategies: ((cards: number[], guesses: Guess[]) => Guess | 'cashOut')[] = [
      () => 'cashOut',
      (_c, g) => (g.length < 1 ? 'higher' : 'cashOut'),
      (c, g) => (g.length < 3 ? (rankOf(c[c.length - 1]!) <= 7 ? 'higher' : 'lower') : 'cashOut'),
      (c, g) => (g.length < 2 ? (rankOf(c[c.length - 1]!) <= 7 ? 'lower' : 'higher') : 'cashOut'),
      // Stop early on a high multiplier, go on otherwise: the edge does not depend on the stopping rule.
      (c, g) => {
        const m = fairMultiplier(c, g);
        return g.length >= 4 || m.numerator >= 3n * m.denominator
          ? 'cashOut'
          : rankOf(c[c.length - 1]!) < 7
            ? 'higher'
            : 'lower';
      },
    ];
    for (const strategy of strategies) {
      const { n, d } = expectedReturn(strategy);
      expect(n * 100n).toBe(99n * d);
    }
  });

  it('pays floor(stake × 0.99 × 13^n / Πk) and shows the multiplier in hundredths', () => {
    // A 7 (rank 7, card 6), "higher" (7 ranks win) to a 9 (card 8), "lower" (9 ranks win) to a 2.
    const cards = [6, 8, 1];
    const guesses: Guess[] = ['higher', 'lower'];
    expect(fairMultiplier(cards, guesses)).toEqual({ numerator: 169n, denominator: 63n });
    expect(cashOutPayout(1_000n, cards, guesses)).toBe((1_000n * 99n * 169n) / (100n * 63n));
    expect(multiplierHundredths(cards, guesses)).toBe(265n);
    expect(replay(cards, guesses)).toEqual({ lost: false });
    expect(replay([6, 5], ['higher'])).toEqual({ lost: true });
    expect(cashOutPayout(1_000n, [6], [])).toBe(990n);
  });

  it('refuses a guess past the step limit or one whose win would pass the multiplier cap', () => {
    const aces = Array(MAX_STEPS + 1).fill(0) as number[];
    const skips = Array(MAX_STEPS).fill('higher') as Guess[];
    // Aces and "higher": certain wins, multiplier stays ×0.99; the step limit still ends it.
    expect(guessRefusal(aces, skips, 'higher')).toBe('maxSteps');
    // Guessing "lower" from an ace wins 1 rank of 13: ×13 a step, past ×10,000 at the fourth.
    const cards = [0, 0, 0, 0];
    const lows: Guess[] = ['lower', 'lower', 'lower'];
    expect(guessRefusal(cards.slice(0, 3), lows.slice(0, 2), 'lower')).toBeNull();
    expect(guessRefusal(cards, lows, 'lower')).toBe('maxMultiplier');
    expect(guessRefusal(cards, lows, 'higher')).toBeNull();
    expect(multiplierHundredths(cards, lows) / 100n).toBeLessThanOrEqual(MAX_MULTIPLIER);
  });
});
