/**
 * Contract terms as an agent offers them (wire agents.ts `ContractTerms`), checked strictly and
 * without touching the database: every field present with the right type, no field the kind does
 * not have, amounts as integer decimal strings of minor units, rates as whole basis points, and
 * tiers that climb. A failure names the field, so the offer form can point at it.
 *
 * Tier order: each tier is harder to reach than the one before (every threshold at least the
 * previous one's, one of them higher) and pays at least as much. So "the highest tier met" is
 * always the last one met, and meeting a tier means meeting every tier below it.
 */
import { MAX_AMOUNT_MINOR } from '../../../src/shared/money';
import {
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  contractRateBp,
  type ContractKind,
  type ContractTerms,
  type DividendTier,
  type RealtimeTerms,
  type SalaryTier,
} from '../../../src/shared/wire/agents';

/** The largest active-member threshold a tier may ask for. */
export const MAX_ACTIVE_MEMBERS = 1_000_000;
export const MAX_RATE_BP = 10_000;

export type TermsProblem = { field: string; message: string };
export type ParsedTerms = { ok: true; terms: ContractTerms; rateBp: number } | { ok: false; problem: TermsProblem };

/** Thrown inside the parser only; parseContractTerms turns it into a result. */
class Invalid extends Error {
  constructor(readonly problem: TermsProblem) {
    super(problem.message);
  }
}

function fail(field: string, message: string): never {
  throw new Invalid({ field, message: `${field}: ${message}` });
}

type Fields = Record<string, unknown>;

function object(value: unknown, field: string, keys: readonly string[]): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(field, 'must be an object.');
  const fields = value as Fields;
  for (const key of Object.keys(fields)) {
    if (!keys.includes(key)) fail(`${field}.${key}`, `is not a field here; the fields are ${keys.join(', ')}.`);
  }
  for (const key of keys) {
    if (!Object.hasOwn(fields, key) || fields[key] === undefined) fail(`${field}.${key}`, 'is required.');
  }
  return fields;
}

const AMOUNT = /^(0|[1-9][0-9]{0,18})$/;

/** A non-negative amount of minor units as a decimal string, at most MAX_AMOUNT_MINOR. */
function amount(value: unknown, field: string): string {
  if (typeof value !== 'string' || !AMOUNT.test(value)) {
    fail(field, 'must be a whole number of minor units written as a string of digits, such as "100000".');
  }
  const text = value as string;
  if (BigInt(text) > MAX_AMOUNT_MINOR) fail(field, `must be at most ${MAX_AMOUNT_MINOR} minor units.`);
  return text;
}

function integer(value: unknown, field: string, min: number, max: number, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(field, `${what} must be a whole number from ${min} to ${max}.`);
  }
  return value as number;
}

/** Rates travel as hundredths of a percent (rateBp); messages speak in percent only. */
function rate(value: unknown, field: string, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > MAX_RATE_BP) {
    fail(
      field,
      `must be a rate from ${formatRate(min)} to ${formatRate(MAX_RATE_BP)}, ` +
        `in hundredths of a percent as a whole number (125 for 1.25%).`,
    );
  }
  return value as number;
}
const members = (value: unknown, field: string) =>
  integer(value, field, 0, MAX_ACTIVE_MEMBERS, 'the number of active members');

function tierList(value: unknown, field: string, maxTiers: number): unknown[] {
  if (!Array.isArray(value)) return fail(field, 'must be a list of tiers.');
  if (value.length < 1 || value.length > maxTiers)
    fail(field, `must have 1 to ${maxTiers} tiers; it has ${value.length}.`);
  return value;
}

/**
 * Each tier after the first: every threshold at least the previous one's and one of them higher,
 * and a rate at least the previous one's.
 */
function checkClimb(thresholds: Array<Array<bigint>>, rates: number[], field: string): void {
  for (let i = 1; i < thresholds.length; i += 1) {
    const before = thresholds[i - 1]!;
    const now = thresholds[i]!;
    const lower = now.some((value, j) => value < before[j]!);
    const higher = now.some((value, j) => value > before[j]!);
    if (lower || !higher) {
      fail(`${field}[${i}]`, `each tier must ask for more than tier ${i}: no threshold lower and at least one higher.`);
    }
    if (rates[i]! < rates[i - 1]!)
      fail(`${field}[${i}].rateBp`, `tier ${i + 1} cannot pay less than tier ${i} (${formatRate(rates[i - 1]!)}).`);
  }
}

function dividendTier(value: unknown, field: string): DividendTier {
  const tier = object(value, field, ['validBetMinor', 'lossMinor', 'activeMembers', 'rateBp']);
  return {
    validBetMinor: amount(tier.validBetMinor, `${field}.validBetMinor`),
    lossMinor: amount(tier.lossMinor, `${field}.lossMinor`),
    activeMembers: members(tier.activeMembers, `${field}.activeMembers`),
    rateBp: rate(tier.rateBp, `${field}.rateBp`, 1),
  };
}

function salaryTier(value: unknown, field: string): SalaryTier {
  const tier = object(value, field, ['betAmountMinor', 'activeMembers', 'rateBp']);
  return {
    betAmountMinor: amount(tier.betAmountMinor, `${field}.betAmountMinor`),
    activeMembers: members(tier.activeMembers, `${field}.activeMembers`),
    rateBp: rate(tier.rateBp, `${field}.rateBp`, 1),
  };
}

function dividendTerms(value: unknown, maxTiers: number): ContractTerms {
  const body = object(value, 'terms.dividend', ['period', 'tiers']);
  if (typeof body.period !== 'string' || !(DIVIDEND_PERIODS as readonly string[]).includes(body.period)) {
    fail('terms.dividend.period', `must be one of ${DIVIDEND_PERIODS.join(', ')} (day, week, half month, month).`);
  }
  const tiers = tierList(body.tiers, 'terms.dividend.tiers', maxTiers).map((tier, i) =>
    dividendTier(tier, `terms.dividend.tiers[${i}]`),
  );
  checkClimb(
    tiers.map((t) => [BigInt(t.validBetMinor), BigInt(t.lossMinor), BigInt(t.activeMembers)]),
    tiers.map((t) => t.rateBp),
    'terms.dividend.tiers',
  );
  return { kind: 'dividend', dividend: { period: body.period as (typeof DIVIDEND_PERIODS)[number], tiers } };
}

function salaryTerms(kind: 'daily' | 'hourly', value: unknown, maxTiers: number): ContractTerms {
  const body = object(value, 'terms.salary', ['tiers']);
  const tiers = tierList(body.tiers, 'terms.salary.tiers', maxTiers).map((tier, i) =>
    salaryTier(tier, `terms.salary.tiers[${i}]`),
  );
  checkClimb(
    tiers.map((t) => [BigInt(t.betAmountMinor), BigInt(t.activeMembers)]),
    tiers.map((t) => t.rateBp),
    'terms.salary.tiers',
  );
  return { kind, salary: { tiers } };
}

function realtimeTerms(value: unknown): ContractTerms {
  const body = object(value, 'terms.realtime', ['profitRateBp', 'lossRateBp', 'singleBetMinor']);
  const realtime: RealtimeTerms = {
    profitRateBp: rate(body.profitRateBp, 'terms.realtime.profitRateBp', 0),
    lossRateBp: rate(body.lossRateBp, 'terms.realtime.lossRateBp', 0),
    singleBetMinor: amount(body.singleBetMinor, 'terms.realtime.singleBetMinor'),
  };
  if (realtime.profitRateBp === 0 && realtime.lossRateBp === 0)
    fail('terms.realtime', 'at least one of profitRateBp and lossRateBp must be above 0.');
  return { kind: 'realtime', realtime };
}

/** The field that carries each kind's terms beside `kind`. */
const BODY_FIELD: Record<ContractKind, 'dividend' | 'salary' | 'realtime'> = {
  dividend: 'dividend',
  daily: 'salary',
  hourly: 'salary',
  realtime: 'realtime',
};

export const isContractKind = (value: unknown): value is ContractKind =>
  typeof value === 'string' && (CONTRACT_KINDS as readonly string[]).includes(value);

/**
 * Parses offered terms. Returns a fresh object holding only the known fields, and its highest
 * rate (`contractRateBp`), or the first problem found.
 *
 * @param maxTiers the site's limit (agent_settings.max_tiers).
 */
export function parseContractTerms(value: unknown, maxTiers: number): ParsedTerms {
  try {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('terms', 'must be an object.');
    const kind = (value as Fields).kind;
    if (!isContractKind(kind)) return fail('terms.kind', `must be one of ${CONTRACT_KINDS.join(', ')}.`);
    const fields = object(value, 'terms', ['kind', BODY_FIELD[kind]]);
    const terms =
      kind === 'dividend'
        ? dividendTerms(fields.dividend, maxTiers)
        : kind === 'realtime'
          ? realtimeTerms(fields.realtime)
          : salaryTerms(kind, fields.salary, maxTiers);
    return { ok: true, terms, rateBp: contractRateBp(terms) };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** 1250 → "12.50%": exact, from the integer. */
export function formatRate(rateBp: number): string {
  return `${Math.floor(rateBp / 100)}.${String(rateBp % 100).padStart(2, '0')}%`;
}

/** "dividend contract", "daily salary contract"…, for messages. */
export const CONTRACT_NAME: Record<ContractKind, string> = {
  dividend: 'dividend contract',
  daily: 'daily salary contract',
  hourly: 'hourly salary contract',
  realtime: 'real-time salary contract',
};
