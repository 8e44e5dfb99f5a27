/**
 * The amount field's rules and messages: every problem parseAmount finds, plus the form's
 * minimum and maximum, each with its own English text; comparisons in bigint.
 */
import { describe, expect, it } from 'vitest';
import {
  amountMessage,
  checkAmount,
  limitsText,
  type AmountLimits,
} from '../../../../../src/features/wallet/amountCheck';
import en from '../../../../../src/i18n/locales/en/cashier.json';

const USD = { symbol: '$', minorUnits: 2 };
const KRW = { symbol: '₩', minorUnits: 0 };
const limits = { minMinor: '1000', maxMinor: '5000000' };

/** The English text of a problem, as the form shows it. */
function message(text: string, currency = USD, rules: AmountLimits = limits): string | null {
  const result = checkAmount(text, currency.minorUnits, rules);
  if (result.ok) return null;
  const { key, values } = amountMessage(result.problem, currency, rules);
  const template = en.amount[key.slice('amount.'.length) as keyof typeof en.amount];
  return template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
}

describe('checkAmount', () => {
  it('says "insufficient balance" over the shown balance, before the method\'s maximum (issue 14 items 11, 20)', () => {
    const withBalance = { ...limits, balanceMinor: '100000' };
    expect(message('60000', USD, withBalance)).toBe('Insufficient balance: you have $1,000.00.');
    expect(message('1000.01', USD, withBalance)).toBe('Insufficient balance: you have $1,000.00.');
    expect(checkAmount('1000', 2, withBalance)).toEqual({ ok: true, minor: 100000n });
    // Above the maximum but within the balance: the maximum.
    expect(message('60000', USD, { ...limits, balanceMinor: '9000000' })).toBe('The maximum amount is $50,000.00.');
    // No balance known: only the limits.
    expect(message('60000', USD, { ...limits, balanceMinor: null })).toBe('The maximum amount is $50,000.00.');
  });

  it('reads typed amounts into minor units exactly', () => {
    expect(checkAmount('12', 2, limits)).toEqual({ ok: true, minor: 1200n });
    expect(checkAmount(' 250.5 ', 2, limits)).toEqual({ ok: true, minor: 25050n });
    expect(checkAmount('10.10', 2, limits)).toEqual({ ok: true, minor: 1010n });
    expect(checkAmount('50000.00', 2, limits)).toEqual({ ok: true, minor: 5_000_000n });
    // Trailing zeros beyond the currency's decimals are not extra precision.
    expect(checkAmount('10.100', 2, limits)).toEqual({ ok: true, minor: 1010n });
    expect(checkAmount('10000', 0, { minMinor: '10000' })).toEqual({ ok: true, minor: 10000n });
  });

  it('gives each problem its own message', () => {
    expect(message('')).toBe('Enter an amount.');
    expect(message('   ')).toBe('Enter an amount.');
    expect(message('abc')).toBe('Enter the amount in digits, for example 100 or 100.50.');
    expect(message('1,000')).toBe('Enter the amount in digits, for example 100 or 100.50.');
    expect(message('1e3')).toBe('Enter the amount in digits, for example 100 or 100.50.');
    expect(message('10.005')).toBe('Use at most 2 digits after the decimal point.');
    expect(message('0')).toBe('The amount must be more than zero.');
    expect(message('0.00')).toBe('The amount must be more than zero.');
    expect(message('-20')).toBe('The amount cannot be negative.');
    expect(message('99999999999999999999')).toBe('This amount is too large.');
    expect(message('9.99')).toBe('The minimum amount is $10.00.');
    expect(message('50000.01')).toBe('The maximum amount is $50,000.00.');
  });

  it('asks for a whole amount in a currency without decimals', () => {
    expect(message('10000.5', KRW, { minMinor: '10000', maxMinor: '50000000' })).toBe(
      'Enter a whole amount, without decimals.',
    );
    expect(message('9999', KRW, { minMinor: '10000', maxMinor: '50000000' })).toBe('The minimum amount is ₩10,000.');
  });

  it('compares with the limits to the minor unit, at both ends', () => {
    const tight = { minMinor: '100000000000000', maxMinor: '100000000000001' };
    expect(checkAmount('999999999999.99', 2, tight)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkAmount('1000000000000.00', 2, tight)).toEqual({ ok: true, minor: 100000000000000n });
    expect(checkAmount('1000000000000.01', 2, tight)).toEqual({ ok: true, minor: 100000000000001n });
    expect(checkAmount('1000000000000.02', 2, tight)).toEqual({ ok: false, problem: 'aboveMax' });
  });

  it('without limits, any positive amount up to the largest one passes', () => {
    expect(checkAmount('0.01', 2)).toEqual({ ok: true, minor: 1n });
    expect(checkAmount('10000000000000', 2)).toEqual({ ok: true, minor: 1_000_000_000_000_000n });
  });
});

describe('limitsText', () => {
  it('shows the range in the currency, grouped', () => {
    expect(limitsText(limits, USD)).toBe('$10.00 – $50,000.00');
    expect(limitsText({ minMinor: '10000', maxMinor: '50000000' }, KRW)).toBe('₩10,000 – ₩50,000,000');
    expect(limitsText({}, USD)).toBe('');
  });
});
