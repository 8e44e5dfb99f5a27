/**
 * How much a contract may pay, checked when it is offered (offer.ts), pure so the house's own
 * offers to top-level agents can apply the same rules:
 *
 *   1. per kind: at most the offering agent's own accepted contract of that kind, and at most
 *      the site's maximum for the kind (agent_settings). An agent holding no contract of a kind
 *      cannot offer that kind: it would pay out of nothing.
 *   2. salary kinds stacked on one holder (daily + hourly + real-time, each counted at its
 *      highest rate, offered or accepted) are bounded together: at most what the agent's own
 *      salary contracts add up to, and at most SALARY_STACK_CEILING_BP. Each salary kind pays its
 *      rate of the same valid bet, so a holder stacking them is paid their sum on every round;
 *      the ceiling keeps that sum below the house's expected win on every built-in game and bet
 *      option (betting/validBet.ts HOUSE_EDGES), proven by tests/unit/server/betting/validBet.test.ts.
 *
 * Dividend contracts pay a share of the team's loss over a period, not of valid bet, and are
 * bounded by rule 1 only.
 */
import type { ContractKind } from '../../../src/shared/wire/agents';
import { smallestEdgeBp } from '../betting/validBet';
import { CONTRACT_NAME, formatRate } from './terms';

export const SALARY_KINDS: readonly ContractKind[] = ['daily', 'hourly', 'realtime'];
export const isSalaryKind = (kind: ContractKind): boolean => SALARY_KINDS.includes(kind);

/**
 * The most all salary contracts of one holder may pay together, in basis points of valid bet:
 * four fifths of the smallest house edge of the built-in games (hi-lo's 1 % → 0.80 %), so the
 * house keeps at least a fifth of its expected win on every round whatever is stacked.
 */
export const SALARY_STACK_CEILING_BP = Math.floor((smallestEdgeBp() * 4) / 5);

export type OfferCeilingInput = {
  kind: ContractKind;
  rateBp: number;
  /** The site's maximum for the kind (agent_settings). */
  siteMaxBp: number;
  /** The offering agent's accepted contracts' highest rates, by kind (absent: none of that kind). */
  own: Partial<Record<ContractKind, number>>;
  /** The holder's other live (offered or accepted) contracts' highest rates, by kind. */
  holderLive: Partial<Record<ContractKind, number>>;
  /**
   * The house offers (offer.ts, `npm run ops -- contract offer`): it holds no contract, its `own`
   * rates are the site's maxima, so a refusal names the site's limits, never "your own contract".
   */
  fromHouse?: boolean;
};

const sumSalary = (rates: Partial<Record<ContractKind, number>>, except?: ContractKind) =>
  SALARY_KINDS.filter((k) => k !== except).reduce((sum, k) => sum + (rates[k] ?? 0), 0);

/** Why the offer pays too much, worded for the agent with every ceiling in percent; null when it is within them. */
export function offerCeilingProblem(input: OfferCeilingInput): string | null {
  const { kind, rateBp, siteMaxBp, own, holderLive, fromHouse = false } = input;
  const name = CONTRACT_NAME[kind];
  const ownRate = own[kind];
  if (ownRate === undefined) {
    return (
      `You hold no ${name} yourself, so you cannot offer one: an agent can offer at most what its own contract ` +
      `of that kind pays (your ceiling is 0.00%).`
    );
  }
  const ceiling = Math.min(ownRate, siteMaxBp);
  if (rateBp > ceiling) {
    const why =
      !fromHouse && ownRate <= siteMaxBp ? 'the rate of your own contract' : 'the highest rate this site allows';
    return (
      `A ${name} you offer can pay at most ${formatRate(ceiling)} (${why}); ` +
      `this one pays up to ${formatRate(rateBp)}.`
    );
  }
  if (!isSalaryKind(kind)) return null;
  const stackCeiling = Math.min(sumSalary(own), SALARY_STACK_CEILING_BP);
  const others = sumSalary(holderLive, kind);
  if (others + rateBp > stackCeiling) {
    const why =
      !fromHouse && sumSalary(own) <= SALARY_STACK_CEILING_BP
        ? 'what your own salary contracts pay together'
        : 'the most this site lets salary contracts pay together';
    return (
      `The salary contracts of one member can pay at most ${formatRate(stackCeiling)} together (${why}). ` +
      `This member already has ${formatRate(others)} offered or in force, ` +
      `so this ${name} can pay at most ${formatRate(Math.max(0, stackCeiling - others))}; ` +
      `it pays up to ${formatRate(rateBp)}.`
    );
  }
  return null;
}
