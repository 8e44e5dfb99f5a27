/**
 * Contract terms from `contract offer` options, in the units a person types: rates in percent
 * ("1.50"), thresholds in major units of the site's currency ("5000.00"), member counts as whole
 * numbers. Tiers are comma-separated lists of the same length ("--rate 1.00,1.50 --min-bet
 * 0,5000.00"). The result is the wire's ContractTerms, which offer.ts checks exactly as it
 * checks an agent's offer (parseContractTerms: tier order, the site's tier limit, the ceiling).
 */
import {
  CONTRACT_KINDS,
  type DIVIDEND_PERIODS,
  type ContractKind,
  type ContractTerms,
} from '../../../src/shared/wire/agents';
import type { Currency } from '../wallet/amounts';
import { moneyArgument, rateArgument, textOption, type Options } from '../ops/arguments';
import { OpsUsageError } from '../ops/registry';

const PERIOD_NAMES: Record<string, (typeof DIVIDEND_PERIODS)[number]> = {
  daily: 'D',
  weekly: 'W',
  semimonthly: 'H',
  monthly: 'M',
};
export const DIVIDEND_PERIOD_NAMES = Object.keys(PERIOD_NAMES);

/** Options that only some kinds take: giving one to another kind is a mistake worth naming. */
const KIND_OPTIONS: Record<ContractKind, readonly string[]> = {
  daily: ['rate', 'min-bet', 'active'],
  hourly: ['rate', 'min-bet', 'active'],
  dividend: ['rate', 'min-bet', 'min-loss', 'active', 'period'],
  realtime: ['profit-rate', 'loss-rate', 'single-bet'],
};
const TERM_OPTIONS = ['rate', 'min-bet', 'min-loss', 'active', 'period', 'profit-rate', 'loss-rate', 'single-bet'];

function list(options: Options, name: string, tiers: number, fallback: string): string[] {
  const given = textOption(options[name]);
  if (given === undefined) return Array.from({ length: tiers }, () => fallback);
  const values = given.split(',').map((v) => v.trim());
  if (values.length !== tiers)
    throw new OpsUsageError(
      `--${name} has ${values.length} value(s) but --rate has ${tiers}: give one per tier, comma-separated.`,
    );
  return values;
}

function count(value: string, name: string): number {
  if (!/^\d{1,7}$/.test(value)) throw new OpsUsageError(`--${name} "${value}" is not a whole number of members.`);
  return Number(value);
}

export function kindOf(options: Options): ContractKind {
  const kind = textOption(options.kind);
  if (kind === undefined || !(CONTRACT_KINDS as readonly string[]).includes(kind)) {
    throw new OpsUsageError(
      `Say which kind of contract with --kind ` +
        `(${CONTRACT_KINDS.join(', ')})${kind === undefined ? '' : `, not "${kind}"`}.`,
    );
  }
  return kind as ContractKind;
}

export function termsFromOptions(options: Options, currency: Currency): ContractTerms {
  const kind = kindOf(options);
  const stray = TERM_OPTIONS.filter((name) => options[name] !== undefined && !KIND_OPTIONS[kind].includes(name));
  if (stray.length > 0)
    throw new OpsUsageError(
      `${stray.map((s) => `--${s}`).join(', ')} ${stray.length === 1 ? 'is' : 'are'} not for a ${kind} contract; ` +
        `it takes ${KIND_OPTIONS[kind].map((s) => `--${s}`).join(', ')}.`,
    );
  const money = (value: string, name: string) =>
    moneyArgument(value, `--${name}`, currency, { allowZero: true }).toString();

  if (kind === 'realtime') {
    const profit = textOption(options['profit-rate']);
    const loss = textOption(options['loss-rate']);
    if (profit === undefined && loss === undefined)
      throw new OpsUsageError('A realtime contract needs --loss-rate and/or --profit-rate (percent of the valid bet).');
    return {
      kind,
      realtime: {
        profitRateBp: rateArgument(profit ?? '0', '--profit-rate', { allowZero: true }),
        lossRateBp: rateArgument(loss ?? '0', '--loss-rate', { allowZero: true }),
        singleBetMinor: money(textOption(options['single-bet']) ?? '0', 'single-bet'),
      },
    };
  }

  const rates = textOption(options.rate);
  if (rates === undefined)
    throw new OpsUsageError('Give the rate in percent with --rate (e.g. 1.50), one per tier, comma-separated.');
  const rateBps = rates.split(',').map((r) => rateArgument(r.trim(), '--rate'));
  const tiers = rateBps.length;
  const bets = list(options, 'min-bet', tiers, '0').map((v) => money(v, 'min-bet'));
  const active = list(options, 'active', tiers, '0').map((v) => count(v, 'active'));

  if (kind === 'dividend') {
    const periodName = textOption(options.period) ?? 'monthly';
    const period = PERIOD_NAMES[periodName];
    if (!period)
      throw new OpsUsageError(`--period must be one of ${DIVIDEND_PERIOD_NAMES.join(', ')}, not "${periodName}".`);
    const losses = list(options, 'min-loss', tiers, '0').map((v) => money(v, 'min-loss'));
    return {
      kind,
      dividend: {
        period,
        tiers: rateBps.map((rateBp, i) => ({
          validBetMinor: bets[i]!,
          lossMinor: losses[i]!,
          activeMembers: active[i]!,
          rateBp,
        })),
      },
    };
  }
  return {
    kind,
    salary: { tiers: rateBps.map((rateBp, i) => ({ betAmountMinor: bets[i]!, activeMembers: active[i]!, rateBp })) },
  };
}
