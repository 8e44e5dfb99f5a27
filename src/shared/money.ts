/**
 * Money as integer minor units (bigint), shared by the renderer and the server. No floating point
 * ever touches an amount: typed amounts are parsed digit by digit, and amounts go over the wire
 * as decimal strings of minor units (`…Minor`) beside a display string in major units.
 */

/** The largest amount one operation may move: 10^15 minor units (10 trillion dollars). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_000n;

export type AmountProblem = 'empty' | 'format' | 'precision' | 'zero' | 'negative' | 'tooLarge';

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; problem: AmountProblem };

const AMOUNT_RE = /^([+-]?)(\d{1,30})(?:\.(\d{1,30}))?$/;

/**
 * Parses what a person typed ("12", "12.5", "0.05") into minor units of a currency with
 * `minorUnits` decimals. Grouping separators and exponents are refused rather than guessed.
 */
export function parseAmount(text: string, minorUnits: number): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const match = AMOUNT_RE.exec(trimmed);
  if (!match) return { ok: false, problem: 'format' };
  const [, sign, whole, fraction = ''] = match;
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > minorUnits) return { ok: false, problem: 'precision' };
  const minor = BigInt(whole + fraction.padEnd(minorUnits, '0').slice(0, minorUnits));
  if (sign === '-' && minor !== 0n) return { ok: false, problem: 'negative' };
  if (minor === 0n) return { ok: false, problem: 'zero' };
  if (minor > MAX_AMOUNT_MINOR) return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor };
}

/** A wire `…Minor` field ("12345") to bigint; anything else (floats, exponents, junk) is null. */
export function parseMinor(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value !== 'string' || !/^-?\d{1,19}$/.test(value)) return null;
  return BigInt(value);
}

/** 12345n, 2 → "123.45"; -5n, 2 → "-0.05"; 7n, 0 → "7". Exact, from the integer. */
export function formatMinor(minor: bigint, minorUnits: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(minorUnits + 1, '0');
  const whole = minorUnits === 0 ? digits : digits.slice(0, -minorUnits);
  const fraction = minorUnits === 0 ? '' : `.${digits.slice(-minorUnits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Thousands separators for display only ("1,234,567.89"); never parsed back. */
export function groupThousands(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
