/**
 * How every operator command reads the values a person types: money in major units exactly as
 * written on a receipt ("12.00", "5", "0.50"), percentages ("1.50" = 150 bp), ids, limits and
 * merchants. One parser per kind of value, so no two commands take an amount in different ways
 * (the wire's `…Minor` strings stay on the wire). A value that could be read more than one way
 * ("12.345" in a 2-decimal currency, "1e3", "1,000") is refused with a message saying how to
 * write it, never rounded or guessed.
 */
import { formatMinor, MAX_AMOUNT_MINOR, parseAmount } from '../../../src/shared/money';
import type { Services } from '../../services';
import type { Merchant } from '../system/service';
import type { Currency } from '../wallet/amounts';
import { OpsUsageError } from './registry';

export type Options = Record<string, string | boolean | undefined>;

/** A string option, or undefined when it was not given. */
export const textOption = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * An amount of money as typed, in major units of the currency, to integer minor units.
 * `what` names the argument in messages ("--amount", "the payout").
 */
export function moneyArgument(
  value: string,
  what: string,
  currency: Pick<Currency, 'code' | 'minorUnits'>,
  options: { allowZero?: boolean } = {},
): bigint {
  const { code, minorUnits } = currency;
  const example = formatMinor(1200n * 10n ** BigInt(minorUnits), minorUnits);
  const parsed = parseAmount(value, minorUnits);
  if (parsed.ok) return parsed.minor;
  switch (parsed.problem) {
    case 'zero':
      if (options.allowZero) return 0n;
      throw new OpsUsageError(`${what} must be more than 0 ${code}.`);
    case 'empty':
      throw new OpsUsageError(`${what} is empty: give an amount in ${code}, e.g. ${example}.`);
    case 'precision':
      throw new OpsUsageError(
        `${what} "${value}" is not an amount in ${code}: it has more than ${minorUnits} decimal places; ` +
          `write the exact amount, e.g. ${example}.`,
      );
    case 'negative':
      throw new OpsUsageError(`${what} "${value}" is negative; amounts are written without a sign.`);
    case 'tooLarge':
      throw new OpsUsageError(
        `${what} "${value}" is more than the most one operation moves ` +
          `(${formatMinor(MAX_AMOUNT_MINOR, minorUnits)} ${code}).`,
      );
    case 'format':
      throw new OpsUsageError(
        `${what} "${value}" is not an amount in ${code}: write digits with at most one decimal point, ` +
          `in major units as typed (e.g. ${example}); no exponents, signs or thousands separators.`,
      );
  }
}

/** A percentage with at most two decimals ("1.5", "0.75") to basis points; 0 only where allowed. */
export function rateArgument(value: string, what: string, options: { allowZero?: boolean } = {}): number {
  const parsed = parseAmount(value, 2);
  if (!parsed.ok && parsed.problem === 'zero' && options.allowZero) return 0;
  if (!parsed.ok || parsed.minor > 10_000n) {
    throw new OpsUsageError(
      `${what} "${value}" is not a percentage from ${options.allowZero ? '0' : '0.01'} to 100 with at most two ` +
        `decimals (e.g. 1.50 for 1.5 %).`,
    );
  }
  return Number(parsed.minor);
}

/** A database id typed by a person: digits only, within bigint. */
export function idArgument(value: string | undefined, what: string): bigint {
  if (!value || !/^[1-9][0-9]{0,17}$/.test(value))
    throw new OpsUsageError(`The ${what} id must be a whole number, e.g. 12 (not "${value ?? ''}").`);
  return BigInt(value);
}

/** --limit: a whole number from 1 to max, or the default. */
export function limitOption(value: string | boolean | undefined, fallback: number, max: number): number {
  const given = textOption(value);
  if (given === undefined) return fallback;
  if (!/^\d{1,6}$/.test(given) || Number(given) < 1 || Number(given) > max)
    throw new OpsUsageError(`--limit must be a whole number from 1 to ${max}.`);
  return Number(given);
}

/** --merchant (default demo), known to the system. */
export async function merchantArgument(options: Options, services: Services): Promise<Merchant> {
  const code = textOption(options.merchant) ?? 'demo';
  const merchant = await services.system.merchant(code);
  if (!merchant)
    throw new OpsUsageError(
      `Unknown merchant "${code}". Known: ${(await services.systemRepo.merchantCodes()).join(', ')}`,
    );
  return merchant;
}

/** The output of a command that found nothing to do: it says so, and the command succeeds. */
export const unchanged = (what: string) => `unchanged: ${what}`;
