/**
 * The terms editor's state (what the agent typed) and its conversion to the wire's
 * ContractTerms and back. Pure: the editor renders a draft, the offer dialog checks it here.
 * Problems are keyed by field path ('tiers.0.rate', 'profitRate', 'tiers') so each message
 * stands under its own field.
 */
import type { ContractKind, ContractTerms, DividendPeriod, DividendTier, SalaryTier } from '../../shared/wire';
import {
  bpToPercentText,
  minorToMoneyText,
  moneyToMinor,
  parseCount,
  percentToBp,
  type CountProblem,
  type MoneyProblem,
  type PercentProblem,
} from './rates';

export type DividendTierDraft = { id: number; validBet: string; loss: string; activeMembers: string; rate: string };
export type SalaryTierDraft = { id: number; betAmount: string; activeMembers: string; rate: string };

export type TermsDraft =
  | { kind: 'dividend'; period: DividendPeriod; tiers: DividendTierDraft[] }
  | { kind: 'daily' | 'hourly'; tiers: SalaryTierDraft[] }
  | { kind: 'realtime'; profitRate: string; lossRate: string; singleBet: string };

export type TermsProblem =
  | PercentProblem
  | MoneyProblem
  | CountProblem
  | 'rateZero'
  | 'overMax'
  | 'noTiers'
  | 'tooManyTiers'
  | 'rateBelowPrevious'
  | 'thresholdBelowPrevious'
  | 'tierNotHarder';

/** Field path → problem. */
export type TermsProblems = Record<string, TermsProblem>;

export type TermsLimits = {
  minorUnits: number;
  /** The highest rate this agent may offer of this kind (offer ceilings); unchecked when unknown. */
  maxRateBp?: number | undefined;
  /** The site's most tiers per contract; unlimited when unknown. */
  maxTiers?: number | undefined;
};

export type DraftResult = { ok: true; terms: ContractTerms } | { ok: false; problems: TermsProblems };

let nextTierId = 1;
/** Row ids for React keys: a removed row's inputs must not move to its neighbour. */
export const newTierId = () => nextTierId++;

export const emptyDividendTier = (): DividendTierDraft => ({
  id: newTierId(),
  validBet: '',
  loss: '',
  activeMembers: '',
  rate: '',
});
export const emptySalaryTier = (): SalaryTierDraft => ({ id: newTierId(), betAmount: '', activeMembers: '', rate: '' });

/** A fresh draft of `kind`: weekly dividends, one empty tier. */
export function emptyDraft(kind: ContractKind): TermsDraft {
  switch (kind) {
    case 'dividend':
      return { kind, period: 'W', tiers: [emptyDividendTier()] };
    case 'daily':
    case 'hourly':
      return { kind, tiers: [emptySalaryTier()] };
    case 'realtime':
      return { kind, profitRate: '', lossRate: '', singleBet: '' };
  }
}

/** Reads each field, collecting every problem rather than stopping at the first. */
function reader(limits: TermsLimits) {
  const problems: TermsProblems = {};
  const maxRate = limits.maxRateBp;
  return {
    problems,
    rate(path: string, text: string, allowZero: boolean): number {
      const parsed = percentToBp(text);
      if (!parsed.ok) problems[path] = parsed.problem;
      else if (!allowZero && parsed.bp === 0) problems[path] = 'rateZero';
      else if (maxRate !== undefined && parsed.bp > maxRate) problems[path] = 'overMax';
      return parsed.ok ? parsed.bp : 0;
    },
    money(path: string, text: string): string {
      const parsed = moneyToMinor(text, limits.minorUnits);
      if (!parsed.ok) problems[path] = parsed.problem;
      return parsed.ok ? parsed.minor : '0';
    },
    count(path: string, text: string): number {
      const parsed = parseCount(text);
      if (!parsed.ok) problems[path] = parsed.problem;
      return parsed.ok ? parsed.count : 0;
    },
    /**
     * The server's tier order (server/domains/contracts/terms.ts checkClimb), said under the
     * field at fault: each tier asks for at least the previous one's every threshold and more of
     * one, and pays at least its rate. Fields with a problem of their own are left to it.
     */
    climb(tiers: Array<{ thresholds: Array<[string, bigint]>; rate: [string, number] }>) {
      for (let i = 1; i < tiers.length; i += 1) {
        const before = tiers[i - 1]!;
        const now = tiers[i]!;
        let higher = false;
        now.thresholds.forEach(([path, value], j) => {
          const previous = before.thresholds[j]![1];
          if (value > previous) higher = true;
          else if (value < previous && !problems[path]) problems[path] = 'thresholdBelowPrevious';
        });
        const first = now.thresholds[0]![0];
        if (!higher && !now.thresholds.some(([path]) => problems[path])) problems[first] = 'tierNotHarder';
        if (now.rate[1] < before.rate[1] && !problems[now.rate[0]]) problems[now.rate[0]] = 'rateBelowPrevious';
      }
    },
    tiers(count: number) {
      if (count === 0) problems.tiers = 'noTiers';
      else if (limits.maxTiers !== undefined && count > limits.maxTiers) problems.tiers = 'tooManyTiers';
    },
  };
}

/** The draft as ContractTerms, or every field's problem. */
export function draftToTerms(draft: TermsDraft, limits: TermsLimits): DraftResult {
  const read = reader(limits);
  let terms: ContractTerms;
  switch (draft.kind) {
    case 'dividend': {
      read.tiers(draft.tiers.length);
      const tiers: DividendTier[] = draft.tiers.map((tier, i) => ({
        validBetMinor: read.money(`tiers.${i}.validBet`, tier.validBet),
        lossMinor: read.money(`tiers.${i}.loss`, tier.loss),
        activeMembers: read.count(`tiers.${i}.activeMembers`, tier.activeMembers),
        rateBp: read.rate(`tiers.${i}.rate`, tier.rate, false),
      }));
      read.climb(
        tiers.map((tier, i) => ({
          thresholds: [
            [`tiers.${i}.validBet`, BigInt(tier.validBetMinor)],
            [`tiers.${i}.loss`, BigInt(tier.lossMinor)],
            [`tiers.${i}.activeMembers`, BigInt(tier.activeMembers)],
          ],
          rate: [`tiers.${i}.rate`, tier.rateBp],
        })),
      );
      terms = { kind: 'dividend', dividend: { period: draft.period, tiers } };
      break;
    }
    case 'daily':
    case 'hourly': {
      read.tiers(draft.tiers.length);
      const tiers: SalaryTier[] = draft.tiers.map((tier, i) => ({
        betAmountMinor: read.money(`tiers.${i}.betAmount`, tier.betAmount),
        activeMembers: read.count(`tiers.${i}.activeMembers`, tier.activeMembers),
        rateBp: read.rate(`tiers.${i}.rate`, tier.rate, false),
      }));
      read.climb(
        tiers.map((tier, i) => ({
          thresholds: [
            [`tiers.${i}.betAmount`, BigInt(tier.betAmountMinor)],
            [`tiers.${i}.activeMembers`, BigInt(tier.activeMembers)],
          ],
          rate: [`tiers.${i}.rate`, tier.rateBp],
        })),
      );
      terms = { kind: draft.kind, salary: { tiers } };
      break;
    }
    case 'realtime': {
      // Either rate may be 0 (nothing paid on that outcome), not both.
      const profitRateBp = read.rate('profitRate', draft.profitRate, true);
      const lossRateBp = read.rate('lossRate', draft.lossRate, true);
      const singleBetMinor = read.money('singleBet', draft.singleBet);
      if (Object.keys(read.problems).length === 0 && profitRateBp === 0 && lossRateBp === 0)
        read.problems.lossRate = 'rateZero';
      terms = { kind: 'realtime', realtime: { profitRateBp, lossRateBp, singleBetMinor } };
      break;
    }
  }
  return Object.keys(read.problems).length === 0 ? { ok: true, terms } : { ok: false, problems: read.problems };
}

/** ContractTerms as the editor shows them: the inverse of draftToTerms. */
export function termsToDraft(terms: ContractTerms, minorUnits: number): TermsDraft {
  const money = (minor: string) => minorToMoneyText(minor, minorUnits);
  switch (terms.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        period: terms.dividend.period,
        tiers: terms.dividend.tiers.map((tier) => ({
          id: newTierId(),
          validBet: money(tier.validBetMinor),
          loss: money(tier.lossMinor),
          activeMembers: String(tier.activeMembers),
          rate: bpToPercentText(tier.rateBp),
        })),
      };
    case 'daily':
    case 'hourly':
      return {
        kind: terms.kind,
        tiers: terms.salary.tiers.map((tier) => ({
          id: newTierId(),
          betAmount: money(tier.betAmountMinor),
          activeMembers: String(tier.activeMembers),
          rate: bpToPercentText(tier.rateBp),
        })),
      };
    case 'realtime':
      return {
        kind: 'realtime',
        profitRate: bpToPercentText(terms.realtime.profitRateBp),
        lossRate: bpToPercentText(terms.realtime.lossRateBp),
        singleBet: money(terms.realtime.singleBetMinor),
      };
  }
}

/** The server's field names (terms.ts) → the editor's field paths. */
const SERVER_FIELDS: Record<string, string> = {
  validBetMinor: 'validBet',
  lossMinor: 'loss',
  activeMembers: 'activeMembers',
  betAmountMinor: 'betAmount',
  rateBp: 'rate',
  profitRateBp: 'profitRate',
  lossRateBp: 'lossRate',
  singleBetMinor: 'singleBet',
};

/**
 * The editor field a server refusal names (`value.field` of contract.terms.invalid, such as
 * 'terms.salary.tiers[1].rateBp' → 'tiers.1.rate'), or null when it names none of them.
 */
export function editorFieldOf(serverField: unknown): string | null {
  if (typeof serverField !== 'string') return null;
  const tier = /^terms\.(?:dividend|salary)\.tiers\[(\d+)\]\.(\w+)$/.exec(serverField);
  if (tier) return SERVER_FIELDS[tier[2]!] ? `tiers.${tier[1]}.${SERVER_FIELDS[tier[2]!]}` : null;
  if (/^terms\.(?:dividend|salary)\.tiers$/.test(serverField)) return 'tiers';
  const realtime = /^terms\.realtime\.(\w+)$/.exec(serverField);
  return realtime && SERVER_FIELDS[realtime[1]!] ? SERVER_FIELDS[realtime[1]!]! : null;
}
