/**
 * Amounts for display: a wire `…Minor` string (or bigint) to "$1,234.56" in the site's
 * currency. Exact from the integer (formatMinor), never through a float; a value that is not an
 * integer string shows as a dash rather than a wrong number.
 */
import { formatMinor, groupThousands, parseMinor } from '../../shared/money';

export type CurrencyFormat = { symbol: string; minorUnits: number };

/** What a value that cannot be read shows as. */
export const UNREADABLE_AMOUNT = '—';

/** 123456n → "$1,234.56"; -500n → "-$5.00". */
export function formatMoney(minor: string | bigint | null | undefined, currency: CurrencyFormat): string {
  const value = parseMinor(minor);
  if (value === null) return UNREADABLE_AMOUNT;
  const negative = value < 0n;
  const digits = groupThousands(formatMinor(negative ? -value : value, currency.minorUnits));
  return `${negative ? '-' : ''}${currency.symbol}${digits}`;
}

/** Like formatMoney, with a leading + on gains (profit and loss figures). */
export function formatSignedMoney(minor: string | bigint | null | undefined, currency: CurrencyFormat): string {
  const value = parseMinor(minor);
  const text = formatMoney(value, currency);
  return value !== null && value > 0n ? `+${text}` : text;
}

/** The amount as the person would type it back ("1234.56", no symbol or grouping). */
export function plainAmount(minor: string | bigint, minorUnits: number): string {
  const value = parseMinor(minor);
  return value === null ? '' : formatMinor(value, minorUnits);
}

/** Sign of a wire amount, for colouring gains and losses; 0 for unreadable values. */
export function signOf(minor: string | null | undefined): -1 | 0 | 1 {
  const value = parseMinor(minor);
  if (value === null || value === 0n) return 0;
  return value > 0n ? 1 : -1;
}
