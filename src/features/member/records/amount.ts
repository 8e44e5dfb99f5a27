/**
 * Amounts for display, from the wire's minor-unit strings, exactly: parseMinor to bigint,
 * formatMinor and groupThousands from src/shared/money.ts. Never a float.
 */
import { formatMinor, groupThousands, parseMinor } from '../../../shared/money';
import type { SiteConfig } from '../../../shared/wire';

export type Currency = SiteConfig['currency'];

/** Which way money moved, for colour and for the words beside the sign. */
export type Direction = 'credit' | 'debit' | 'none';

/** The display minus sign (U+2212): a hyphen would read as a dash. */
export const MINUS = '\u2212';

export function directionOf(minor: bigint): Direction {
  if (minor > 0n) return 'credit';
  if (minor < 0n) return 'debit';
  return 'none';
}

/**
 * "$1,234.56", or "1,234.56 KRW" when the currency has no symbol. `signed` puts "+" before
 * credits; debits always carry "−".
 */
export function formatAmount(minor: bigint, currency: Currency, options: { signed?: boolean } = {}): string {
  const negative = minor < 0n;
  const digits = groupThousands(formatMinor(negative ? -minor : minor, currency.minorUnits));
  const money = currency.symbol ? `${currency.symbol}${digits}` : currency.code ? `${digits} ${currency.code}` : digits;
  const sign = negative ? MINUS : options.signed && minor > 0n ? '+' : '';
  return `${sign}${money}`;
}

/** A wire amount for display; an unreadable one shows as a dash rather than a wrong number. */
export function formatWireAmount(minorText: string, currency: Currency, options: { signed?: boolean } = {}): string {
  const minor = parseMinor(minorText);
  return minor === null ? '—' : formatAmount(minor, currency, options);
}
