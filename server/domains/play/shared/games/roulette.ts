/**
 * European roulette: one zero, 37 pockets, one fair draw per spin (`int(37)`).
 *
 * Every bet covers a set of k numbers and, when the ball lands in it, returns 36/k times the
 * stake (stake included): straight 35:1 (k 1), split 17:1 (2), street and the zero trios 0-1-2,
 * 0-2-3 11:1 (3), corner and the first four 0-1-2-3 8:1 (4), six line 5:1 (6), dozens and
 * columns 2:1 (12), red/black, odd/even, low/high 1:1 (18). So every bet returns exactly
 * (k/37)·(36/k) = 36/37 = 97.297…% (rtp() recomputes it from the 37 pockets for each bet kind).
 * All multipliers are whole numbers, so no payout is rounded.
 */
import { type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { frac, type Fraction } from './fraction';

export const POCKETS = 37;
export const RED: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'sixLine';
export type OutsideKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';
export type RouletteBet =
  | { kind: InsideKind; numbers: readonly number[]; stake: bigint }
  | { kind: Exclude<OutsideKind, 'dozen' | 'column'>; stake: bigint }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3; stake: bigint };
export type RouletteKind = RouletteBet['kind'];
export const ROULETTE_KINDS: readonly RouletteKind[] = [
  'straight',
  'split',
  'street',
  'corner',
  'sixLine',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
];

/** Per-bet limits: inside bets have lower maximums (they pay more). */
export const ROULETTE_LIMITS: Record<RouletteKind, Limits> = Object.fromEntries(
  ROULETTE_KINDS.map((kind) => [
    kind,
    { minStake: 10n, maxStake: kind === 'straight' ? 10_000n : kind === 'split' ? 20_000n : 100_000n },
  ]),
) as Record<RouletteKind, Limits>;
export const ROULETTE_TABLE_MAX = 500_000n;

const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/** Whether `numbers` is a legal inside bet of this kind on the European layout (rows of 3). */
function legalInside(kind: InsideKind, numbers: readonly number[]): boolean {
  if (!numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)) return false;
  if (new Set(numbers).size !== numbers.length) return false;
  const s = [...numbers].sort((x, y) => x - y);
  switch (kind) {
    case 'straight':
      return s.length === 1;
    case 'split': {
      if (s.length !== 2) return false;
      const [a, b] = s as [number, number];
      if (a === 0) return b >= 1 && b <= 3;
      return (b - a === 1 && a % 3 !== 0) || b - a === 3;
    }
    case 'street':
      return (
        s.length === 3 &&
        ((s[0]! % 3 === 1 && s[1] === s[0]! + 1 && s[2] === s[0]! + 2) ||
          sameSet(s, [0, 1, 2]) ||
          sameSet(s, [0, 2, 3]))
      );
    case 'corner': {
      if (s.length !== 4) return false;
      if (sameSet(s, [0, 1, 2, 3])) return true;
      const n = s[0]!;
      return n >= 1 && n % 3 !== 0 && sameSet(s, [n, n + 1, n + 3, n + 4]);
    }
    case 'sixLine': {
      const n = s[0]!;
      return s.length === 6 && n >= 1 && n <= 31 && n % 3 === 1 && s.every((v, i) => v === n + i);
    }
  }
}

/** The numbers a bet covers (refuses an illegal bet). */
export function coveredBy(bet: RouletteBet): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (bet.kind) {
    case 'red':
      return all.filter((n) => RED.has(n));
    case 'black':
      return all.filter((n) => !RED.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    case 'dozen':
    case 'column':
      if (![1, 2, 3].includes(bet.index)) return refuse('invalidSelection', `There is no ${bet.kind} ${bet.index}.`);
      return bet.kind === 'dozen'
        ? all.filter((n) => Math.ceil(n / 12) === bet.index)
        : all.filter((n) => ((n - 1) % 3) + 1 === bet.index);
    default:
      if (!legalInside(bet.kind, bet.numbers))
        return refuse('invalidSelection', `${bet.numbers.join('-')} is not a ${bet.kind} on the layout.`);
      return [...bet.numbers];
  }
}

/** What a winning bet returns per unit staked (stake included): 36/k. */
export const returnMultiple = (covered: number): number => 36 / covered;

export type RouletteSpin = {
  pocket: number;
  stake: bigint;
  payout: bigint;
  bets: { bet: RouletteBet; won: boolean; payout: bigint }[];
  validBet: bigint;
};

/** Checks every bet (legal, within its limits, table maximum) before anything is drawn. */
export function checkRouletteBets(bets: readonly RouletteBet[]): number[][] {
  if (bets.length === 0) refuse('invalidSelection', 'Place at least one bet.');
  const covered = bets.map((bet) => {
    if (!ROULETTE_KINDS.includes(bet.kind)) refuse('unknownOption', `There is no roulette bet "${bet.kind}".`);
    checkStake(bet.stake, ROULETTE_LIMITS[bet.kind]);
    return coveredBy(bet);
  });
  const total = bets.reduce((sum, b) => sum + b.stake, 0n);
  if (total > ROULETTE_TABLE_MAX) refuse('stakeAboveMaximum', `The bets add up to more than ${ROULETTE_TABLE_MAX}.`);
  return covered;
}

const payoutsAt = (bets: readonly RouletteBet[], covered: number[][], pocket: number): bigint[] =>
  bets.map((bet, i) => (covered[i]!.includes(pocket) ? bet.stake * BigInt(36 / covered[i]!.length) : 0n));

/** One spin: checks the bets, draws the pocket, pays each bet. */
export function spinRoulette(bets: readonly RouletteBet[], source: DrawSource): RouletteSpin {
  const covered = checkRouletteBets(bets);
  const pocket = source.int(POCKETS);
  const payouts = payoutsAt(bets, covered, pocket);
  const stake = bets.reduce((sum, b) => sum + b.stake, 0n);
  const payout = payouts.reduce((sum, p) => sum + p, 0n);
  // Valid bet: what was really at risk, the stake less the smallest return over all 37 pockets
  // (red and black together risk only the zero), and nothing when the round returned the stake.
  let worst = -1n;
  for (let p = 0; p < POCKETS; p += 1) {
    const back = payoutsAt(bets, covered, p).reduce((sum, x) => sum + x, 0n);
    if (worst < 0n || back < worst) worst = back;
  }
  const atRisk = stake - worst > 0n ? stake - worst : 0n;
  return {
    pocket,
    stake,
    payout,
    bets: bets.map((bet, i) => ({ bet, won: payouts[i]! > 0n, payout: payouts[i]! })),
    validBet: payout === stake ? 0n : atRisk,
  };
}

/** Exact return of one bet kind, from the 37 pockets (a representative bet of the kind). */
export function rouletteRtp(kind: RouletteKind): Fraction {
  const sample: Record<RouletteKind, RouletteBet> = {
    straight: { kind: 'straight', numbers: [17], stake: 1n },
    split: { kind: 'split', numbers: [17, 20], stake: 1n },
    street: { kind: 'street', numbers: [16, 17, 18], stake: 1n },
    corner: { kind: 'corner', numbers: [17, 18, 20, 21], stake: 1n },
    sixLine: { kind: 'sixLine', numbers: [16, 17, 18, 19, 20, 21], stake: 1n },
    red: { kind: 'red', stake: 1n },
    black: { kind: 'black', stake: 1n },
    odd: { kind: 'odd', stake: 1n },
    even: { kind: 'even', stake: 1n },
    low: { kind: 'low', stake: 1n },
    high: { kind: 'high', stake: 1n },
    dozen: { kind: 'dozen', index: 2, stake: 1n },
    column: { kind: 'column', index: 2, stake: 1n },
  };
  const covered = coveredBy(sample[kind]);
  let total = 0;
  for (let p = 0; p < POCKETS; p += 1) if (covered.includes(p)) total += 36 / covered.length;
  return frac(total, POCKETS);
}
