/**
 * Odds from exact probabilities with a stated margin. A selection with chance p gets decimal odds
 * floor(100 / (p · (1 + margin))) hundredths: the fair price divided by 1 + margin, rounded DOWN
 * to the hundredth. Its return is p × odds, at most 1 / (1 + margin) (with the 5 % margin below,
 * 95.24 %) and above it by less than p / 100 (the rounding). A selection priced under 1.01 is not
 * offered; odds above 1000.00 are cut to 1000.00 (which only lowers the return).
 */
import { frac, type Fraction } from '../fraction';

/** The bookmaker's margin: 5 %, as a fraction (1 + margin = 21/20). */
export const MARGIN: Fraction = frac(1, 20);
export const MIN_ODDS = 101;
export const MAX_ODDS = 100_000;

/** Decimal odds in hundredths for a chance p, or null when the selection is not offered. */
export function priceOf(p: Fraction, margin: Fraction = MARGIN): number | null {
  if (p.numerator <= 0n) return null;
  // 100 / (p (1 + m)) = 100 · p.den · m.den / (p.num · (m.den + m.num))
  const odds = (100n * p.denominator * margin.denominator) / (p.numerator * (margin.denominator + margin.numerator));
  if (odds < BigInt(MIN_ODDS)) return null;
  return Number(odds > BigInt(MAX_ODDS) ? BigInt(MAX_ODDS) : odds);
}

/** The return of a selection: p × odds / 100. */
export const selectionRtp = (p: Fraction, odds: number): Fraction =>
  frac(p.numerator * BigInt(odds), p.denominator * 100n);

/**
 * A distribution on 0…n−1 quantized to integer weights summing to 2^30, from exact bigint
 * weights: each floored, the remainder added to the largest. Integer arithmetic only, so the
 * server and every browser get the same table (no Math.exp: engines may round it differently).
 */
export const QUANTUM = 2 ** 30;
export function quantize(weights: readonly bigint[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0n);
  const q = weights.map((w) => Number((w * BigInt(QUANTUM)) / total));
  const rest = QUANTUM - q.reduce((s, x) => s + x, 0);
  const top = q.indexOf(Math.max(...q));
  q[top]! += rest;
  return q;
}

/** Draws an index of a quantized distribution (one `int(2^30)`). */
export function drawFrom(weights: readonly number[], r: number): number {
  let x = r;
  for (let i = 0; i < weights.length; i += 1) {
    if (x < weights[i]!) return i;
    x -= weights[i]!;
  }
  throw new Error('unreachable: weights sum to the range');
}
