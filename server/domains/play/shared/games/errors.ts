/**
 * Why a game refuses an action. Every refusal happens before any draw or payout, so a refused
 * bet moves nothing; the server maps the reason to its error envelope (a later step).
 */
export type RefusalReason =
  | 'stakeNotInteger'
  | 'stakeBelowMinimum'
  | 'stakeAboveMaximum'
  | 'unknownOption'
  | 'invalidSelection'
  | 'outOfTurn'
  | 'roundSettled'
  | 'nothingToCashOut'
  | 'afterCrash'
  | 'multiplierAboveMaximum'
  | 'tileAlreadyOpen'
  | 'sameMatchTwice'
  | 'marketClosed';

export class GameRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'GameRefusal';
  }
}

export const refuse = (reason: RefusalReason, message: string): never => {
  throw new GameRefusal(reason, message);
};

/** A stake's limits in minor units (inclusive). */
export type Limits = { minStake: bigint; maxStake: bigint };
export const DEFAULT_LIMITS: Limits = { minStake: 10n, maxStake: 1_000_000n };

/** Refuses a stake outside the limits (or not a whole number of minor units). */
export function checkStake(stake: bigint, limits: Limits = DEFAULT_LIMITS): void {
  if (typeof stake !== 'bigint') refuse('stakeNotInteger', 'The stake must be a whole number of minor units.');
  if (stake < limits.minStake) refuse('stakeBelowMinimum', `The stake is below the minimum of ${limits.minStake}.`);
  if (stake > limits.maxStake) refuse('stakeAboveMaximum', `The stake is above the maximum of ${limits.maxStake}.`);
}
