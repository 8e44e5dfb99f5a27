/**
 * Amounts for display, the one place the renderer writes money: a wire `…Minor` string (or
 * bigint) to "$1,234.56" in the site's currency. Exact from the integer (formatMinor), never
 * through a float; a value that is not an integer string shows as a dash rather than a wrong
 * number.
 */
import { formatMinor, groupThousands, parseMinor } from '../../shared/money';
import type { SiteConfig } from '../../shared/wire';

/** The site's currency (system status): code, symbol and digits after the point. */
export type Currency = SiteConfig['currency'];

/** What formatting reads of a currency; the code is only shown when there is no symbol. */
export type CurrencyFormat = Pick<Currency, 'symbol' | 'minorUnits'> & { code?: string };

/** What a value that cannot be read shows as. */
export const UNREADABLE_AMOUNT = '—';

/** The display minus sign (U+2212): a hyphen would read as a dash. */
export const MINUS = '\u2212';

/** Which way money moved, for colour and for the words beside the sign. */
export type Direction = 'credit' | 'debit' | 'none';

/** 'none' for zero and for values that cannot be read. */
export function directionOf(minor: string | bigint | null | undefined): Direction {
  const value = parseMinor(minor);
  if (value === null || value === 0n) return 'none';
  return value > 0n ? 'credit' : 'debit';
}

/**
 * 123456n → "$1,234.56", or "1,234.56 KRW" when the currency has no symbol. Negative amounts
 * always carry "−"; `signed` (profit and loss, account records) also puts "+" before gains.
 */
export function formatMoney(
  minor: string | bigint | null | undefined,
  currency: CurrencyFormat,
  options: { signed?: boolean } = {},
): string {
  const value = parseMinor(minor);
  if (value === null) return UNREADABLE_AMOUNT;
  const negative = value < 0n;
  const digits = groupThousands(formatMinor(negative ? -value : value, currency.minorUnits));
  const money = currency.symbol ? `${currency.symbol}${digits}` : currency.code ? `${digits} ${currency.code}` : digits;
  const sign = negative ? MINUS : options.signed && value > 0n ? '+' : '';
  return `${sign}${money}`;
}

/** The amount as the person would type it back ("1234.56", no symbol or grouping). */
export function plainAmount(minor: string | bigint, minorUnits: number): string {
  const value = parseMinor(minor);
  return value === null ? '' : formatMinor(value, minorUnits);
}
