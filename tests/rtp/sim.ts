/**
 * Helpers of the RTP simulations: a tally of returns per unit staked, and the check
 * |measured − exact| < K · σ / √n, with σ the standard deviation of one round's return (exact from
 * the game's payout distribution where the module gives it, else the sample's). K = 5: a correct
 * game fails it with chance under 1 in 1.7 million, and since every simulation runs on a FIXED
 * Sfc32 seed the outcome is the same on every run: deterministic, never flaky.
 */
import { expect } from 'vitest';

export const K = 5;
export const ROUNDS = 1_000_000;

export class Tally {
  n = 0;
  sum = 0;
  squares = 0;
  add(ret: number): void {
    this.n += 1;
    this.sum += ret;
    this.squares += ret * ret;
  }
  get mean(): number {
    return this.sum / this.n;
  }
  get sampleSigma(): number {
    return Math.sqrt(Math.max(0, this.squares / this.n - this.mean ** 2));
  }
}

/** σ of a discrete return: atoms of [probability, return]. */
export function sigmaOf(atoms: readonly (readonly [number, number])[]): number {
  const mean = atoms.reduce((s, [p, x]) => s + p * x, 0);
  return Math.sqrt(atoms.reduce((s, [p, x]) => s + p * (x - mean) ** 2, 0));
}

/** Asserts the check and prints one line of the report. */
export function expectRtp(
  label: string,
  tally: Tally,
  exact: number,
  sigma: number,
  startedAt: number,
  extraVariance = 0,
): void {
  const tolerance = K * Math.sqrt(sigma ** 2 / tally.n + extraVariance);
  const diff = tally.mean - exact;
  console.log(
    `${label.padEnd(34)} n=${tally.n} measured=${(tally.mean * 100).toFixed(4)}% exact=${(exact * 100).toFixed(4)}%` +
      ` diff=${(diff * 100).toFixed(4)}% tol=±${(tolerance * 100).toFixed(4)}% σ=${sigma.toFixed(3)}` +
      ` ${Date.now() - startedAt}ms`,
  );
  expect(tally.n).toBeGreaterThanOrEqual(ROUNDS);
  expect(Math.abs(diff)).toBeLessThan(tolerance);
}
