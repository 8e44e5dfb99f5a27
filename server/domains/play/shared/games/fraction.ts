/**
 * Exact rationals on bigint: every game's return to player is one of these, computed from its
 * rules, so a figure on an info panel is a fact about the code and not a rounded estimate.
 */
export type Fraction = { numerator: bigint; denominator: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function frac(numerator: bigint | number, denominator: bigint | number = 1n): Fraction {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  if (d === 0n) throw new RangeError('zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { numerator: n / g, denominator: d / g };
}

export const add = (a: Fraction, b: Fraction): Fraction =>
  frac(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
export const sub = (a: Fraction, b: Fraction): Fraction =>
  add(a, { numerator: -b.numerator, denominator: b.denominator });
export const mul = (a: Fraction, b: Fraction): Fraction =>
  frac(a.numerator * b.numerator, a.denominator * b.denominator);
export const div = (a: Fraction, b: Fraction): Fraction =>
  frac(a.numerator * b.denominator, a.denominator * b.numerator);
export const toNumber = (a: Fraction): number => Number(a.numerator) / Number(a.denominator);
export const lessOrEqual = (a: Fraction, b: Fraction): boolean =>
  a.numerator * b.denominator <= b.numerator * a.denominator;

/** floor(stake × numerator / denominator): a payout in minor units, rounded toward the house. */
export const payoutOf = (stake: bigint, multiplier: Fraction): bigint =>
  (stake * multiplier.numerator) / multiplier.denominator;

/** The return of a bet that pays `multiplier` × stake (stake included) with probability p. */
export const returnOf = (p: Fraction, multiplier: Fraction): Fraction => mul(p, multiplier);
