/**
 * Hi-lo: cards, guesses and the multiplier. Shared by the server (which settles) and the browser
 * (which shows the odds and verifies rounds).
 *
 * A card is a fair integer 0…51 (fairness.ts, range 52, drawn with replacement: an endless
 * shoe): rank = card mod 13 + 1 (1 = ace, low … 13 = king), suit = floor(card / 13). The deal
 * draws the first card; each guess draws the next one from the same stream.
 *
 *   "higher" wins when the next rank ≥ the current one: 14 − r of 13 ranks win
 *   "lower"  wins when the next rank ≤ the current one:  r of 13 ranks win
 *
 * A correct guess with k winning ranks multiplies the fair multiplier by 13 / k (so a guess is
 * a fair bet: (k/13) · (13/k) = 1). A wrong guess ends the round with nothing paid. Cashing out
 * pays floor(stake × 99/100 × 13^n / (k₁ · … · kₙ)) for n correct guesses, in integer arithmetic.
 *
 * House edge: exactly 1 % of the stake in expectation, for ANY way of playing (the fair multiplier
 * is a martingale, so its expected value at the cash-out is 1 whatever the stopping rule; the
 * cash-out keeps 1 % of it). Rounding the payout down to whole minor units adds less than one
 * minor unit per round. Limits that keep this exact: at most MAX_STEPS guesses, and a guess whose
 * win would take the cash-out above MAX_MULTIPLIER× is refused (the player cashes out instead),
 * so no payout is ever capped.
 */

export type Guess = 'higher' | 'lower';
export const GUESSES: readonly Guess[] = ['higher', 'lower'];

export const CARD_RANGE = 52;
export const MAX_STEPS = 50;
/** The largest cash-out multiplier a round may reach. */
export const MAX_MULTIPLIER = 10_000n;
export const EDGE_NUMERATOR = 99n;
export const EDGE_DENOMINATOR = 100n;

export const rankOf = (card: number): number => (card % 13) + 1;
export const suitOf = (card: number): number => Math.floor(card / 13);

/** How many of the 13 ranks win a guess from this card. */
export function winningRanks(card: number, guess: Guess): number {
  const rank = rankOf(card);
  return guess === 'higher' ? 14 - rank : rank;
}

export function guessWins(current: number, next: number, guess: Guess): boolean {
  return guess === 'higher' ? rankOf(next) >= rankOf(current) : rankOf(next) <= rankOf(current);
}

/** The fair multiplier as a fraction: 13^n / (k₁ · … · kₙ) over the guesses made so far. */
export function fairMultiplier(
  cards: readonly number[],
  guesses: readonly Guess[],
): { numerator: bigint; denominator: bigint } {
  let numerator = 1n;
  let denominator = 1n;
  guesses.forEach((guess, i) => {
    numerator *= 13n;
    denominator *= BigInt(winningRanks(cards[i]!, guess));
  });
  return { numerator, denominator };
}

/** floor(stake × 99/100 × fair multiplier): what cashing out pays. */
export function cashOutPayout(stakeMinor: bigint, cards: readonly number[], guesses: readonly Guess[]): bigint {
  const { numerator, denominator } = fairMultiplier(cards, guesses);
  return (stakeMinor * EDGE_NUMERATOR * numerator) / (EDGE_DENOMINATOR * denominator);
}

/** The cash-out multiplier in hundredths, rounded down (for display: 214 = ×2.14). */
export function multiplierHundredths(cards: readonly number[], guesses: readonly Guess[]): bigint {
  const { numerator, denominator } = fairMultiplier(cards, guesses);
  return (100n * EDGE_NUMERATOR * numerator) / (EDGE_DENOMINATOR * denominator);
}

/** Why a guess is not allowed now, or null when it is. */
export function guessRefusal(
  cards: readonly number[],
  guesses: readonly Guess[],
  guess: Guess,
): 'maxSteps' | 'maxMultiplier' | null {
  if (guesses.length >= MAX_STEPS) return 'maxSteps';
  const { numerator, denominator } = fairMultiplier(cards, [...guesses, guess]);
  // cash-out multiplier after a win: 99/100 · num/den > MAX  ⇔  99 · num > 100 · MAX · den
  if (EDGE_NUMERATOR * numerator > EDGE_DENOMINATOR * MAX_MULTIPLIER * denominator) return 'maxMultiplier';
  return null;
}

/**
 * Replays a round: the cards drawn so far and whether the last guess lost. cards has one more
 * entry than guesses (the dealt card first).
 */
export function replay(cards: readonly number[], guesses: readonly Guess[]): { lost: boolean } {
  for (let i = 0; i < guesses.length; i += 1) {
    if (!guessWins(cards[i]!, cards[i + 1]!, guesses[i]!)) return { lost: true };
  }
  return { lost: false };
}
