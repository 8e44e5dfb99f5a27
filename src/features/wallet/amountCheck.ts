/**
 * A typed amount checked against the rules of one form: parseAmount's problems (empty, format,
 * precision, zero, negative, too large) and the form's minimum and maximum, each with its own
 * message. Pure, so every message is unit-tested; comparisons are bigint, never float.
 */
import { parseAmount, parseMinor, type AmountProblem } from '../../shared/money';
import { formatMoney, type CurrencyFormat } from './money';

/** balanceMinor: the balance shown beside the form; more than it is "insufficient balance", whatever the limits. */
export type AmountLimits = {
  minMinor?: string | bigint | null;
  maxMinor?: string | bigint | null;
  balanceMinor?: string | bigint | null;
};

export type AmountCheckProblem = AmountProblem | 'aboveBalance' | 'belowMin' | 'aboveMax';

export type AmountCheck = { ok: true; minor: bigint } | { ok: false; problem: AmountCheckProblem };

export function checkAmount(text: string, minorUnits: number, limits: AmountLimits = {}): AmountCheck {
  const parsed = parseAmount(text, minorUnits);
  if (!parsed.ok) return parsed;
  const min = parseMinor(limits.minMinor ?? null);
  const max = parseMinor(limits.maxMinor ?? null);
  const balance = parseMinor(limits.balanceMinor ?? null);
  // The balance first: "insufficient balance" is what the person can act on, not the method's maximum.
  if (balance !== null && parsed.minor > balance) return { ok: false, problem: 'aboveBalance' };
  if (min !== null && parsed.minor < min) return { ok: false, problem: 'belowMin' };
  if (max !== null && parsed.minor > max) return { ok: false, problem: 'aboveMax' };
  return parsed;
}

const present = (value: string | bigint | null | undefined): value is string | bigint =>
  value !== null && value !== undefined;

/** The catalog key (namespace cashier) and values of a problem's message. */
export function amountMessage(
  problem: AmountCheckProblem,
  currency: CurrencyFormat,
  limits: AmountLimits = {},
): { key: `amount.${AmountCheckProblem | 'precisionWhole'}`; values: Record<string, string | number> } {
  if (problem === 'precision' && currency.minorUnits === 0) return { key: 'amount.precisionWhole', values: {} };
  const values: Record<string, string | number> = { digits: currency.minorUnits };
  if (present(limits.minMinor)) values.min = formatMoney(limits.minMinor, currency);
  if (present(limits.maxMinor)) values.max = formatMoney(limits.maxMinor, currency);
  if (present(limits.balanceMinor)) values.balance = formatMoney(limits.balanceMinor, currency);
  return { key: `amount.${problem}`, values };
}

/** "$10.00 – $50,000.00" for a hint under the field; '' without limits. */
export function limitsText(limits: AmountLimits, currency: CurrencyFormat): string {
  if (!present(limits.minMinor) || !present(limits.maxMinor)) return '';
  return `${formatMoney(limits.minMinor, currency)} – ${formatMoney(limits.maxMinor, currency)}`;
}
