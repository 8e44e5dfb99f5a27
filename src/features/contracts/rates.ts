/**
 * Rates and amounts of contract terms as typed and as sent. Rates travel as basis points
 * (1 bp = 0.01 %), amounts as minor units: both are read from the typed digits, never through
 * a float, so "1.15" % is 115 bp and "0.1" of a 2-digit currency is 10 minor units, exactly.
 */
import { formatMinor, parseAmount, parseMinor } from '../../shared/money';

/** 100 % in basis points: no rate can pay more than what it is a rate of. */
export const FULL_RATE_BP = 10_000;

export type PercentProblem = 'required' | 'percent' | 'percentRange';

export type ParsedPercent = { ok: true; bp: number } | { ok: false; problem: PercentProblem };

// Whole percent and up to any number of fraction digits; only two may be significant. A comma
// is read as the decimal point too: a rate has no thousands to group.
const PERCENT_RE = /^(\d{1,3})(?:[.,](\d{1,6}))?$/;

/** "1.25" → 125 bp; "100" → 10000 bp; "0.5" → 50 bp. More than 100 % is refused. */
export function percentToBp(text: string): ParsedPercent {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return { ok: false, problem: 'required' };
  const match = PERCENT_RE.exec(trimmed);
  if (!match) return { ok: false, problem: 'percent' };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > 2) return { ok: false, problem: 'percent' };
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  if (bp > FULL_RATE_BP) return { ok: false, problem: 'percentRange' };
  return { ok: true, bp };
}

/** 125 → "1.25"; 10000 → "100"; 50 → "0.5": the shortest text percentToBp reads back as `bp`. */
export function bpToPercentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A rate for display in the reader's language ("1.25%", "1,25 %"). */
export function formatRate(bp: number, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / FULL_RATE_BP);
  } catch {
    return `${bpToPercentText(bp)}%`;
  }
}

export type MoneyProblem = 'required' | 'money' | 'precision' | 'tooLarge';

export type ParsedMoney = { ok: true; minor: string } | { ok: false; problem: MoneyProblem };

/**
 * A threshold typed in major units to a wire `…Minor` string. Unlike a payment, a threshold
 * may be 0 (a first tier open to any team), so zero is accepted.
 */
export function moneyToMinor(text: string, minorUnits: number): ParsedMoney {
  const parsed = parseAmount(text, minorUnits);
  if (parsed.ok) return { ok: true, minor: parsed.minor.toString() };
  switch (parsed.problem) {
    case 'zero':
      return { ok: true, minor: '0' };
    case 'empty':
      return { ok: false, problem: 'required' };
    case 'precision':
    case 'tooLarge':
      return { ok: false, problem: parsed.problem };
    default:
      return { ok: false, problem: 'money' };
  }
}

/** A wire `…Minor` string back to what a person would type ("1000.5" → "1000.50" for 2 digits). */
export function minorToMoneyText(minor: string, minorUnits: number): string {
  const value = parseMinor(minor);
  return value === null ? '' : formatMinor(value, minorUnits);
}

export type CountProblem = 'required' | 'count';

/** Active members: a whole number of people, at most a million. */
export function parseCount(text: string): { ok: true; count: number } | { ok: false; problem: CountProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (!/^\d{1,7}$/.test(trimmed) || Number(trimmed) > 1_000_000) return { ok: false, problem: 'count' };
  return { ok: true, count: Number(trimmed) };
}

/** A rate in percent ("1.25%"), never basis points. */
export const csvRate = (bp: number): string => `${bpToPercentText(bp)}%`;
