/**
 * Amounts that arrive on the wire: `…Minor` fields, integer minor units as digit strings.
 * parseMinor refuses floats, exponents and junk; the checks here add zero, negative and the
 * largest amount, each with a message a person can act on. Nothing is parsed as a float.
 */
import { formatMinor, MAX_AMOUNT_MINOR, parseMinor } from '../../../src/shared/money';
import type { SiteConfig } from '../../../src/shared/wire/system';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import { badRequest, businessError } from '../../http/errors';

export type Currency = SiteConfig['currency'];

/** "1000.00 USD": the exact amount from the integer. */
export function moneyText(minor: bigint, currency: Pick<Currency, 'code' | 'minorUnits'>): string {
  return `${formatMinor(minor, currency.minorUnits)} ${currency.code}`;
}

/** A positive amount of at most MAX_AMOUNT_MINOR, else an amount.invalid / amount.out.of.range error. */
export function requireAmount(value: unknown, currency: Currency, field = 'amountMinor'): bigint {
  const minor = parseMinor(value);
  if (minor === null) {
    throw badRequest(
      `${field} must be a whole number of the smallest unit of ${currency.code}, written as digits (e.g. ` +
        `"1050" for ${moneyText(1050n, currency)}).`,
      MoneyErrorCode.amountInvalid,
    );
  }
  if (minor <= 0n) throw badRequest('The amount must be more than zero.', MoneyErrorCode.amountInvalid);
  if (minor > MAX_AMOUNT_MINOR) {
    throw businessError(
      MoneyErrorCode.amountOutOfRange,
      `The amount is too large: at most ${moneyText(MAX_AMOUNT_MINOR, currency)} can be moved at once.`,
    );
  }
  return minor;
}

/** min ≤ amount ≤ max, else amount.out.of.range naming the limits. */
export function requireWithin(amount: bigint, min: bigint, max: bigint, currency: Currency, what: string): void {
  if (amount < min || amount > max) {
    throw businessError(
      MoneyErrorCode.amountOutOfRange,
      `${what} must be between ${moneyText(min, currency)} and ${moneyText(max, currency)}.`,
      { minMinor: min.toString(), maxMinor: max.toString() },
    );
  }
}
