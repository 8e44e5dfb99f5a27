/**
 * Dice: a roll is a fair integer 0…9999 (`int(10000)`, shown as 00.00–99.99). The player picks a
 * direction and a target T:
 *
 *   under T wins when roll < T        (T winning rolls)
 *   over  T wins when roll > T        (9999 − T winning rolls)
 *
 * A bet with c winning rolls (c from 100 to 9,800: a 1 % to 98 % chance) pays
 * floor(99,000,000 / c) ten-thousandths of the stake, stake included: the fair multiplier
 * 10,000 / c less the 1 % edge, rounded down to the ten-thousandth, so the return
 * c · floor(99,000,000 / c) / 100,000,000 is at most 99 % for every target (diceRtp, exact).
 * The payout is floor(stake × multiplier / 10,000): rounding only ever favours the house.
 */
import { type DrawSource } from './draw';
import { checkStake, refuse, type Limits } from './errors';
import { frac, type Fraction } from './fraction';

export const DICE_RANGE = 10_000;
export const MIN_WINNING = 100;
export const MAX_WINNING = 9_800;
export const DICE_LIMITS: Limits = { minStake: 10n, maxStake: 1_000_000n };

export type DiceBet = { direction: 'under' | 'over'; target: number; stake: bigint };

/** How many of the 10,000 rolls win the bet. */
export const winningRolls = (bet: Pick<DiceBet, 'direction' | 'target'>): number =>
  bet.direction === 'under' ? bet.target : DICE_RANGE - 1 - bet.target;

/** The multiplier in ten-thousandths (stake included). */
export const diceMultiplier = (winning: number): number => Math.floor(99_000_000 / winning);

export function checkDiceBet(bet: DiceBet): void {
  if (bet.direction !== 'under' && bet.direction !== 'over') refuse('unknownOption', 'Roll under or over a target.');
  checkStake(bet.stake, DICE_LIMITS);
  const c = Number.isInteger(bet.target) ? winningRolls(bet) : NaN;
  if (!(c >= MIN_WINNING && c <= MAX_WINNING))
    refuse('invalidSelection', 'The target must give a win chance from 1 % to 98 %.');
}

export type DiceRound = { roll: number; won: boolean; multiplier: number; payout: bigint; validBet: bigint };

export function rollDice(bet: DiceBet, source: DrawSource): DiceRound {
  checkDiceBet(bet);
  const roll = source.int(DICE_RANGE);
  const won = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  const multiplier = diceMultiplier(winningRolls(bet));
  return { roll, won, multiplier, payout: won ? (bet.stake * BigInt(multiplier)) / 10_000n : 0n, validBet: bet.stake };
}

/** Exact return of a target: c/10,000 × floor(99,000,000/c)/10,000. */
export const diceRtp = (bet: Pick<DiceBet, 'direction' | 'target'>): Fraction => {
  const c = winningRolls(bet);
  return frac(BigInt(c) * BigInt(diceMultiplier(c)), 100_000_000n);
};
