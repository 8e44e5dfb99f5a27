/**
 * The virtual sports bet slip: a single (one leg) or an accumulator (2…10 legs, each from a
 * different match). A leg is a selection at the odds quoted when the slip was placed (the
 * fixture's price from football.ts / esports.ts, refused when not offered). An accumulator's odds
 * are the product of its legs' odds; it wins only when every leg wins, and pays
 * floor(stake × Π odds / 100^legs). Since the matches are independent, its return is the product of
 * the legs' returns (each at most 1/1.05).
 */
import { checkStake, refuse, type Limits } from '../errors';
import { frac, type Fraction } from '../fraction';
import { esportsChance, esportsWinningScores, type EsportsFixture, type EsportsResult } from './esports';
import { footballChance, footballWins, type FootballFixture, type FootballResult } from './football';
import { priceOf } from './pricing';

export type Selection =
  | { sport: 'football'; fixture: FootballFixture; market: string; pick: string }
  | { sport: 'esports'; fixture: EsportsFixture; market: string; pick: string };
export type Leg = Selection & { odds: number };
export type Slip = { stake: bigint; legs: Leg[] };
export const MAX_LEGS = 10;
export const SLIP_LIMITS: Limits = { minStake: 10n, maxStake: 500_000n };
/** The most a slip may pay, in minor units: a slip that could pay more is refused. */
export const MAX_SLIP_PAYOUT = 100_000_000n;

/** The exact chance of a leg winning under its match's model. */
export const legChance = (leg: Selection): Fraction =>
  leg.sport === 'football'
    ? footballChance(leg.fixture, leg.market, leg.pick)
    : esportsChance(leg.fixture, leg.market, leg.pick);

/** A leg at today's price, or a refusal when the selection is not offered. */
export function quoteLeg(leg: Selection): Leg {
  const odds = priceOf(legChance(leg));
  if (odds === null) return refuse('marketClosed', 'This selection is not offered.');
  return { ...leg, odds };
}

export const slipOdds = (legs: readonly Leg[]): Fraction =>
  frac(
    legs.reduce((p, l) => p * BigInt(l.odds), 1n),
    100n ** BigInt(legs.length),
  );

/** Checks a slip before it is placed: stake, leg count, one leg per match, quoted odds current. */
export function checkSlip(slip: Slip): void {
  checkStake(slip.stake, SLIP_LIMITS);
  if (slip.legs.length < 1 || slip.legs.length > MAX_LEGS)
    refuse('invalidSelection', `A slip has 1 to ${MAX_LEGS} selections.`);
  const ids = slip.legs.map((l) => `${l.sport}:${l.fixture.id}`);
  if (new Set(ids).size !== ids.length) refuse('sameMatchTwice', 'An accumulator takes one selection per match.');
  for (const leg of slip.legs) {
    if (quoteLeg(leg).odds !== leg.odds) refuse('marketClosed', 'The odds have changed: check the slip again.');
  }
  const odds = slipOdds(slip.legs);
  if ((slip.stake * odds.numerator) / odds.denominator > MAX_SLIP_PAYOUT)
    refuse('stakeAboveMaximum', 'This slip could pay more than the maximum win.');
}

export type MatchResult = { sport: 'football'; result: FootballResult } | { sport: 'esports'; result: EsportsResult };

export const legWins = (leg: Leg, result: MatchResult): boolean => {
  if (leg.sport !== result.sport || leg.fixture.id !== result.result.fixture.id)
    return refuse('invalidSelection', 'This result is not the leg’s match.');
  if (result.sport === 'football') return footballWins(leg.market, leg.pick, result.result.home, result.result.away);
  return esportsWinningScores(leg.market, leg.pick).includes(result.result.score);
};

/** Settles a slip once all its matches have results (keyed by `${sport}:${fixture id}`). */
export function settleSlip(
  slip: Slip,
  results: ReadonlyMap<string, MatchResult>,
): { won: boolean; legs: boolean[]; payout: bigint; validBet: bigint } {
  const legs = slip.legs.map((leg) => {
    const result = results.get(`${leg.sport}:${leg.fixture.id}`);
    if (!result) return refuse('outOfTurn', 'A match of this slip has not been played yet.');
    return legWins(leg, result);
  });
  const won = legs.every(Boolean);
  const odds = slipOdds(slip.legs);
  return { won, legs, payout: won ? (slip.stake * odds.numerator) / odds.denominator : 0n, validBet: slip.stake };
}
