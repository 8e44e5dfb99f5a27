/**
 * Keno: 40 numbers (1…40), 10 drawn per round (a partial shuffle: `int(40)`, `int(39)`, …); the
 * player picks 1…10 numbers. With s picks, h hits has the hypergeometric chance
 * C(s, h) · C(40 − s, 10 − h) / C(40, 10), and the paytable below says what h hits pay, in
 * hundredths of the stake (stake included). kenoRtp computes each pick count's return exactly;
 * they range from 95.5 % to 96.9 % (tests/unit/server/play/games/keno.test.ts lists them).
 */
import { drawDistinct, type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { frac, type Fraction } from './fraction';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_LIMITS: Limits = { minStake: 10n, maxStake: 200_000n };

/** PAYTABLE[s][h]: what h hits pay with s picks, in hundredths of the stake. */
export const KENO_PAYTABLE: readonly (readonly number[])[] = [
  [],
  [0, 384],
  [0, 130, 790],
  [0, 90, 280, 1_500],
  [0, 50, 200, 580, 3_900],
  [0, 0, 160, 420, 1_500, 10_000],
  [0, 0, 100, 300, 800, 2_500, 25_000],
  [0, 0, 50, 190, 670, 1_900, 9_600, 48_000],
  [0, 0, 0, 180, 440, 1_300, 4_400, 22_000, 88_000],
  [0, 0, 0, 130, 270, 880, 2_650, 8_800, 44_000, 176_000],
  [0, 0, 0, 80, 210, 660, 1_650, 4_100, 24_000, 82_000, 410_000],
];

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** The chance of h hits with s picks, as a fraction. */
export const hitChance = (s: number, h: number): Fraction =>
  frac(choose(s, h) * choose(KENO_NUMBERS - s, KENO_DRAWN - h), choose(KENO_NUMBERS, KENO_DRAWN));

export type KenoBet = { picks: readonly number[]; stake: bigint };
export type KenoRound = { drawn: number[]; hits: number[]; pay: number; payout: bigint; validBet: bigint };

export function checkKenoBet(bet: KenoBet): void {
  const { picks } = bet;
  if (picks.length < 1 || picks.length > 10) refuse('invalidSelection', 'Pick 1 to 10 numbers.');
  if (!picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) || new Set(picks).size !== picks.length)
    refuse('invalidSelection', `Picks are different numbers from 1 to ${KENO_NUMBERS}.`);
  checkStake(bet.stake, KENO_LIMITS);
}

export function playKeno(bet: KenoBet, source: DrawSource): KenoRound {
  checkKenoBet(bet);
  const drawn = drawDistinct(source, KENO_NUMBERS, KENO_DRAWN).map((n) => n + 1);
  const drawnSet = new Set(drawn);
  const hits = bet.picks.filter((n) => drawnSet.has(n));
  const pay = KENO_PAYTABLE[bet.picks.length]![hits.length] ?? 0;
  return { drawn, hits, pay, payout: (bet.stake * BigInt(pay)) / 100n, validBet: bet.stake };
}

/** Exact return with s picks, from the hypergeometric. */
export function kenoRtp(s: number): Fraction {
  const table = KENO_PAYTABLE[s]!;
  let num = 0n;
  for (let h = 0; h <= s; h += 1)
    num += choose(s, h) * choose(KENO_NUMBERS - s, KENO_DRAWN - h) * BigInt(table[h] ?? 0);
  return frac(num, choose(KENO_NUMBERS, KENO_DRAWN) * 100n);
}
