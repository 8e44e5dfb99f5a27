/**
 * Plinko: a ball falls through n rows of pegs (8…16) and goes right at each one with chance 1/2
 * (one `int(2)` per row); it lands in bin k = the number of rights, with the binomial chance
 * C(n, k) / 2^n. Each (rows, risk) has a paytable in hundredths of the stake.
 *
 * The paytables are generated here, in integers, so they are the same on every engine: bin k
 * weighs b^d with d = |2k − n| (its distance from the centre) and b the risk's base (low 6/5,
 * medium 3/2, high 2), and pays floor(99 · w_k · 2^n / Σ_j C(n, j) · w_j) hundredths: 99 % of
 * the stake spread in proportion to the weights, each rounded down. So the exact return
 * Σ_k C(n, k) · pay_k / (100 · 2^n) is a little under 99 %: 98.2 % to 98.8 % (plinkoRtp).
 */
import { type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { frac, type Fraction } from './fraction';

export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];
export const MIN_ROWS = 8;
export const MAX_ROWS = 16;
export const PLINKO_LIMITS: Limits = { minStake: 10n, maxStake: 500_000n };
const BASE: Record<PlinkoRisk, [bigint, bigint]> = { low: [6n, 5n], medium: [3n, 2n], high: [2n, 1n] };

const binomial = (n: number): bigint[] => {
  const row = [1n];
  for (let k = 1; k <= n; k += 1) row.push((row[k - 1]! * BigInt(n - k + 1)) / BigInt(k));
  return row;
};

/** The paytable of (rows, risk): bin 0…rows, in hundredths of the stake. */
export function plinkoTable(rows: number, risk: PlinkoRisk): number[] {
  const [num, den] = BASE[risk];
  const weights = Array.from({ length: rows + 1 }, (_, k) => {
    const d = Math.abs(2 * k - rows);
    return num ** BigInt(d) * den ** BigInt(rows - d);
  });
  const c = binomial(rows);
  const total = weights.reduce((s, w, k) => s + c[k]! * w, 0n);
  return weights.map((w) => Number((99n * w * 2n ** BigInt(rows)) / total));
}

const TABLES = new Map<string, number[]>();
export const tableOf = (rows: number, risk: PlinkoRisk): number[] => {
  const key = `${rows}:${risk}`;
  if (!TABLES.has(key)) TABLES.set(key, plinkoTable(rows, risk));
  return TABLES.get(key)!;
};

export type PlinkoBet = { rows: number; risk: PlinkoRisk; stake: bigint };
export type PlinkoRound = { path: number[]; bin: number; pay: number; payout: bigint; validBet: bigint };

export function checkPlinkoBet(bet: PlinkoBet): void {
  if (!PLINKO_RISKS.includes(bet.risk)) refuse('unknownOption', 'The risk is low, medium or high.');
  if (!Number.isInteger(bet.rows) || bet.rows < MIN_ROWS || bet.rows > MAX_ROWS)
    refuse('invalidSelection', `Choose ${MIN_ROWS} to ${MAX_ROWS} rows.`);
  checkStake(bet.stake, PLINKO_LIMITS);
}

export function dropPlinko(bet: PlinkoBet, source: DrawSource): PlinkoRound {
  checkPlinkoBet(bet);
  const path = Array.from({ length: bet.rows }, () => source.int(2));
  const bin = path.reduce((s, x) => s + x, 0);
  const pay = tableOf(bet.rows, bet.risk)[bin]!;
  return { path, bin, pay, payout: (bet.stake * BigInt(pay)) / 100n, validBet: bet.stake };
}

/** Exact return of (rows, risk) from the binomial. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): Fraction {
  const c = binomial(rows);
  const table = tableOf(rows, risk);
  return frac(
    table.reduce((s, pay, k) => s + c[k]! * BigInt(pay), 0n),
    100n * 2n ** BigInt(rows),
  );
}
