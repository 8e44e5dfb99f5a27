/**
 * Sic bo: three dice, three fair draws per round (`int(6)` each, 1 added). The bets and what they
 * pay "to one" (a win returns the stake plus stake × that):
 *
 *   small (total 4–10) / big (11–17), odd / even: 1, all four lose on any triple
 *   total t: 4 or 17 → 60, 5/16 → 30, 6/15 → 17, 7/14 → 12, 8/13 → 8, 9/12 and 10/11 → 6
 *   specific triple 180, any triple 30, specific double (at least two of a number) 10,
 *   combination (two different numbers both shown) 5,
 *   single number: 1, 2 or 3 to one as it shows on one, two or three dice
 *
 * Every return is computed exactly by enumerating the 216 equally likely rolls (sicboRtp); e.g.
 * small and big 210/216 = 97.22 %, any triple 31 · 6/216 = 86.11 %, single 92.13 %.
 */
import { type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { frac, type Fraction } from './fraction';

export type SicboBet =
  | { kind: 'small' | 'big' | 'odd' | 'even' | 'anyTriple'; stake: bigint }
  | { kind: 'total'; total: number; stake: bigint }
  | { kind: 'triple' | 'double' | 'single'; face: number; stake: bigint }
  | { kind: 'combination'; faces: readonly [number, number]; stake: bigint };
export type SicboKind = SicboBet['kind'];
export const SICBO_KINDS: readonly SicboKind[] = [
  'small',
  'big',
  'odd',
  'even',
  'total',
  'triple',
  'anyTriple',
  'double',
  'combination',
  'single',
];
export const TOTAL_PAYS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
export const SICBO_LIMITS: Limits = { minStake: 10n, maxStake: 100_000n };

const isFace = (f: unknown): boolean => Number.isInteger(f) && (f as number) >= 1 && (f as number) <= 6;

function checkBet(bet: SicboBet): void {
  if (!SICBO_KINDS.includes(bet.kind)) refuse('unknownOption', `There is no sic bo bet "${bet.kind}".`);
  checkStake(bet.stake, SICBO_LIMITS);
  if (bet.kind === 'total' && TOTAL_PAYS[bet.total] === undefined)
    refuse('invalidSelection', 'A total bet is on 4 to 17.');
  if ((bet.kind === 'triple' || bet.kind === 'double' || bet.kind === 'single') && !isFace(bet.face))
    refuse('invalidSelection', 'A face is 1 to 6.');
  if (bet.kind === 'combination' && (!bet.faces.every(isFace) || bet.faces[0] === bet.faces[1]))
    refuse('invalidSelection', 'A combination is two different faces.');
}

/** What a bet pays "to one" on these dice, or −1 when it loses. */
export function sicboPays(bet: SicboBet, dice: readonly number[]): number {
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (f: number): number => dice.filter((d) => d === f).length;
  switch (bet.kind) {
    case 'small':
      return !triple && total <= 10 ? 1 : -1;
    case 'big':
      return !triple && total >= 11 ? 1 : -1;
    case 'odd':
      return !triple && total % 2 === 1 ? 1 : -1;
    case 'even':
      return !triple && total % 2 === 0 ? 1 : -1;
    case 'total':
      return total === bet.total ? TOTAL_PAYS[total]! : -1;
    case 'triple':
      return triple && dice[0] === bet.face ? 180 : -1;
    case 'anyTriple':
      return triple ? 30 : -1;
    case 'double':
      return count(bet.face) >= 2 ? 10 : -1;
    case 'combination':
      return count(bet.faces[0]) >= 1 && count(bet.faces[1]) >= 1 ? 5 : -1;
    case 'single':
      return count(bet.face) >= 1 ? count(bet.face) : -1;
  }
}

const payoutOn = (bet: SicboBet, dice: readonly number[]): bigint => {
  const pays = sicboPays(bet, dice);
  return pays < 0 ? 0n : bet.stake * BigInt(pays + 1);
};

const ALL_ROLLS: number[][] = [];
for (let a = 1; a <= 6; a += 1)
  for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) ALL_ROLLS.push([a, b, c]);

export type SicboRound = {
  dice: number[];
  stake: bigint;
  payout: bigint;
  bets: { bet: SicboBet; payout: bigint }[];
  validBet: bigint;
};

/** One roll: checks the bets, draws three dice, pays each bet. */
export function rollSicbo(bets: readonly SicboBet[], source: DrawSource): SicboRound {
  if (bets.length === 0) refuse('invalidSelection', 'Place at least one bet.');
  bets.forEach(checkBet);
  const dice = [source.int(6) + 1, source.int(6) + 1, source.int(6) + 1];
  const stake = bets.reduce((s, b) => s + b.stake, 0n);
  const results = bets.map((bet) => ({ bet, payout: payoutOn(bet, dice) }));
  const payout = results.reduce((s, r) => s + r.payout, 0n);
  // Valid bet: the stake less the smallest return over the 216 rolls (small + big risks only
  // the triples), and nothing when the round returned exactly the stake.
  let worst = -1n;
  for (const roll of ALL_ROLLS) {
    const back = bets.reduce((s, b) => s + payoutOn(b, roll), 0n);
    if (worst < 0n || back < worst) worst = back;
  }
  return {
    dice,
    stake,
    payout,
    bets: results,
    validBet: payout === stake ? 0n : stake - worst > 0n ? stake - worst : 0n,
  };
}

/** Exact return of a bet, by enumerating the 216 rolls. */
export function sicboRtp(bet: SicboBet): Fraction {
  let back = 0;
  for (const roll of ALL_ROLLS) back += sicboPays(bet, roll) + 1 > 0 ? sicboPays(bet, roll) + 1 : 0;
  return frac(back, ALL_ROLLS.length);
}
