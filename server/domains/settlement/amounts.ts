/**
 * What a contract pays for one period (pure, bigint minor units), from its terms and its
 * holder's team figures for the period (the wire's DividendTerms / SalaryTerms / RealtimeTerms):
 *
 *   dividend  the highest tier met (team valid bet >= validBetMinor, team loss >= lossMinor and
 *             active members >= activeMembers) pays rateBp of the dividend base; 0 when the team
 *             did not lose (loss <= 0). The base is the team's loss CAPPED by what the house
 *             expected to win on the team's bets after salary (issue 13 item 1):
 *               theo   = Σ valid bet × house edge of the bet's game/option (betting/validBet.ts
 *                        houseEdgeBp; provider rounds at PROVIDER_DEFAULT_EDGE_BP)
 *               salary = an upper bound, SALARY_STACK_CEILING_BP × valid bet: down a chain the
 *                        level difference pays each salary kind at most its top rate on a bet, and
 *                        the ceilings keep the kinds together at most that (contracts/ceilings.ts).
 *                        Exact attribution (other holders' salary rows per bet) would cost a join
 *                        per settlement for at most the difference between the two.
 *               base   = max(0, min(loss, theo − salary))
 *             A dividend takes nothing back when the team wins, so uncapped an all-or-nothing bet
 *             per period was worth +share/2 × stake to a holder and its puppet; capped, salary +
 *             dividend on any period stay below theo (not only in expectation), so the pair's
 *             expected result is −(1 − share)(theo − salary) < 0
 *             (tests/unit/server/settlement/dividendCap.test.ts, tests/server/settlement.dividendFarming.test.ts).
 *   daily,    the highest tier met (team valid bet >= betAmountMinor, active members >=
 *   hourly    activeMembers) pays rateBp of the team's valid bet.
 *   realtime  every team bet with stake >= singleBetMinor pays lossRateBp of its valid bet when
 *             the bettor lost (payout < stake), profitRateBp when the bettor won or drew.
 *
 * "Highest tier met" is the met tier with the greatest rate (tiers need not be listed in order).
 * No tier met pays 0, which is still settled (a row with amount 0 marks the period done).
 *
 * Level difference (salary kinds: daily, hourly, real-time; and dividends, on the capped base). Every holder up a chain
 * is paid on its whole team, so without it A → B → C each at the ceiling would be paid the ceiling three times on C's
 * bets. A holder is paid on a bet only what its rate adds above the highest rate of the same kind held below it on that
 * bet's path: the team's bets whose path (from the bettor up to, not including, the holder) crosses a contract of the
 * kind in force when the bet settled come as `below` groups, by that highest rate, and each pays (rate − that rate, at
 * least 0). The deeper rate is the deeper contract's highest one (its top tier; for real-time each side, loss and
 * profit, separately), whether or not its holder met that tier: the house never pays more on a bet than the highest
 * rate on its path, so never more than the top holder's rate (offer ceilings keep each rate at most its upline's,
 * contracts/ceilings.ts), however long the chain. Proven by tests/unit/server/settlement/levelDifference.test.ts.
 *
 * Rounding: the exact amount is rate × base / 10,000 (basis points); it is floored once per
 * contract and period to the minor unit, never per bet, so the house never pays a fraction it
 * does not owe and the error is below one minor unit per settlement.
 */
import type { ContractTerms, SettlementMetrics } from '../../../src/shared/wire/agents';
import { SALARY_STACK_CEILING_BP } from '../contracts/ceilings';

const BP = 10_000n;

/** The holder's team over the settlement window: every settled bet of the subtree, holder included. */
export type TeamFigures = {
  betCount: number;
  validBet: bigint;
  stake: bigint;
  payout: bigint;
  /** Team members with at least one settled bet in the window. */
  activeMembers: number;
  /** The house's expected win on those bets × 10,000: Σ valid bet × house edge in basis points. */
  theoExact: bigint;
};

/** Valid bet of the team's bets that qualify for real-time salary (stake >= singleBetMinor), split by outcome. */
export type RealtimeFigures = { lostValidBet: bigint; wonValidBet: bigint };

/**
 * Part of a holder's team below a deeper contract of the same kind (see "Level difference"):
 * its valid bet (and, for real-time salary, of qualifying bets, lost and won) and the highest
 * deeper rates on its bets' paths. For daily and hourly salary both rates are the deeper
 * contract's rate_bp; for real-time, its lossRateBp and profitRateBp.
 */
export type LevelGroup = {
  lossRateBp: number;
  profitRateBp: number;
  validBet: bigint;
  lostValidBet: bigint;
  wonValidBet: bigint;
  /** For dividends: the group's own stake, payout and theo, so its capped base can be taken off. */
  stake: bigint;
  payout: bigint;
  theoExact: bigint;
};

export type SettlementAmount = {
  amount: bigint;
  /** The rate applied: the tier's; for real-time salary the contract's highest rate. */
  rateBp: number;
  /** Index of the tier met in the terms, null when none was (or for real-time salary). */
  tier: number | null;
};

export const EMPTY_TEAM: TeamFigures = {
  betCount: 0,
  validBet: 0n,
  stake: 0n,
  payout: 0n,
  activeMembers: 0,
  theoExact: 0n,
};
export const EMPTY_REALTIME: RealtimeFigures = { lostValidBet: 0n, wonValidBet: 0n };

export const teamLoss = (team: TeamFigures): bigint => team.stake - team.payout;

/**
 * The dividend base × 10,000 (see "dividend" above): max(0, min(loss, theo − salary bound)).
 * Exact, so the cap is floored once with the amount.
 */
export function dividendBaseExact(figures: {
  validBet: bigint;
  stake: bigint;
  payout: bigint;
  theoExact: bigint;
}): bigint {
  const loss = (figures.stake - figures.payout) * BP;
  const cap = figures.theoExact - figures.validBet * BigInt(SALARY_STACK_CEILING_BP);
  const base = loss < cap ? loss : cap;
  return base > 0n ? base : 0n;
}

/** rate × base / 10,000, floored (base and rate are never negative here). */
export const basisPoints = (base: bigint, rateBp: number): bigint => (base * BigInt(rateBp)) / BP;

/** The met tier with the greatest rate (the first of equals). */
function bestTier<T extends { rateBp: number }>(tiers: readonly T[], met: (tier: T) => boolean): number | null {
  let best: number | null = null;
  tiers.forEach((tier, index) => {
    if (met(tier) && (best === null || tier.rateBp > tiers[best]!.rateBp)) best = index;
  });
  return best;
}

const minRate = (a: number, b: number) => BigInt(Math.min(a, b));

/** rate × base − Σ min(rate, deeper rate) × group base: the exact amount, times 10,000, after the level difference. */
function levelExact(
  rateBp: number,
  base: bigint,
  below: readonly LevelGroup[],
  side: 'valid' | 'lost' | 'won',
): bigint {
  let exact = base * BigInt(rateBp);
  for (const g of below) {
    if (side === 'valid') exact -= g.validBet * minRate(rateBp, g.lossRateBp);
    else if (side === 'lost') exact -= g.lostValidBet * minRate(rateBp, g.lossRateBp);
    else exact -= g.wonValidBet * minRate(rateBp, g.profitRateBp);
  }
  return exact > 0n ? exact : 0n;
}

export function settlementAmount(
  terms: ContractTerms,
  team: TeamFigures,
  realtime: RealtimeFigures = EMPTY_REALTIME,
  below: readonly LevelGroup[] = [],
): SettlementAmount {
  switch (terms.kind) {
    case 'dividend': {
      const loss = teamLoss(team);
      const tiers = terms.dividend.tiers;
      const tier = bestTier(
        tiers,
        (t) =>
          team.validBet >= BigInt(t.validBetMinor) &&
          loss >= BigInt(t.lossMinor) &&
          team.activeMembers >= t.activeMembers,
      );
      if (tier === null) return { amount: 0n, rateBp: 0, tier };
      const rateBp = tiers[tier]!.rateBp;
      if (loss <= 0n) return { amount: 0n, rateBp, tier };
      // Level difference on the capped base: each deeper group's base at min(rate, its share).
      let exact = dividendBaseExact(team) * BigInt(rateBp);
      for (const g of below) exact -= dividendBaseExact(g) * minRate(rateBp, g.lossRateBp);
      return { amount: exact > 0n ? exact / (BP * BP) : 0n, rateBp, tier };
    }
    case 'daily':
    case 'hourly': {
      const tiers = terms.salary.tiers;
      const tier = bestTier(
        tiers,
        (t) => team.validBet >= BigInt(t.betAmountMinor) && team.activeMembers >= t.activeMembers,
      );
      if (tier === null) return { amount: 0n, rateBp: 0, tier };
      const rateBp = tiers[tier]!.rateBp;
      return { amount: levelExact(rateBp, team.validBet, below, 'valid') / BP, rateBp, tier };
    }
    case 'realtime': {
      const { lossRateBp, profitRateBp } = terms.realtime;
      const exact =
        levelExact(lossRateBp, realtime.lostValidBet, below, 'lost') +
        levelExact(profitRateBp, realtime.wonValidBet, below, 'won');
      return { amount: exact / BP, rateBp: Math.max(lossRateBp, profitRateBp), tier: null };
    }
  }
}

export function metricsOf(team: TeamFigures): SettlementMetrics {
  return {
    betCount: team.betCount,
    validBetMinor: team.validBet.toString(),
    stakeMinor: team.stake.toString(),
    payoutMinor: team.payout.toString(),
    lossMinor: teamLoss(team).toString(),
    activeMembers: team.activeMembers,
  };
}

// ---------------------------------------------------------------------------------------------
// Terms as stored: written by the contracts domain, checked again here so one malformed row
// fails its own settlement with a clear reason instead of paying a wrong amount.

const MINOR_RE = /^(0|[1-9][0-9]{0,17})$/;
const isRate = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10_000;
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isMinor = (value: unknown) => typeof value === 'string' && MINOR_RE.test(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why stored terms cannot be settled, or null when they can (and match the contract's kind). */
export function termsProblem(kind: string, terms: unknown): string | null {
  if (!isObject(terms)) return 'the terms are not an object';
  if (terms.kind !== kind) return `the terms are of kind ${String(terms.kind)}, the contract of kind ${kind}`;
  const tiersProblem = (tiers: unknown, fields: Array<[string, (v: unknown) => boolean]>) => {
    if (!Array.isArray(tiers)) return 'the tiers are not a list';
    for (const [index, tier] of tiers.entries()) {
      if (!isObject(tier)) return `tier ${index + 1} is not an object`;
      for (const [field, ok] of fields) if (!ok(tier[field])) return `tier ${index + 1} has a bad ${field}`;
    }
    return null;
  };
  switch (kind) {
    case 'dividend': {
      const dividend = terms.dividend;
      if (!isObject(dividend)) return 'the dividend terms are missing';
      if (!['D', 'W', 'H', 'M'].includes(dividend.period as string))
        return `the dividend period ${String(dividend.period)} is not D, W, H or M`;
      return tiersProblem(dividend.tiers, [
        ['validBetMinor', isMinor],
        ['lossMinor', isMinor],
        ['activeMembers', isCount],
        ['rateBp', isRate],
      ]);
    }
    case 'daily':
    case 'hourly': {
      const salary = terms.salary;
      if (!isObject(salary)) return 'the salary terms are missing';
      return tiersProblem(salary.tiers, [
        ['betAmountMinor', isMinor],
        ['activeMembers', isCount],
        ['rateBp', isRate],
      ]);
    }
    case 'realtime': {
      const realtime = terms.realtime;
      if (!isObject(realtime)) return 'the real-time terms are missing';
      if (!isRate(realtime.profitRateBp) || !isRate(realtime.lossRateBp))
        return 'a real-time rate is not 0–10000 basis points';
      if (!isMinor(realtime.singleBetMinor)) return 'the single-bet minimum is not an amount';
      return null;
    }
    default:
      return `the contract kind ${kind} is unknown`;
  }
}
