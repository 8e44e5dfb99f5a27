/**
 * Amounts for display come from minor-unit strings exactly: grouping, currency, signs ("−", never
 * a hyphen), any number of decimals, amounts past 2^53 without rounding, junk shown as a dash.
 */
import { describe, expect, it } from 'vitest';
import {
  directionOf,
  formatMoney,
  MINUS,
  plainAmount,
  UNREADABLE_AMOUNT,
} from '../../../../../src/features/wallet/money';

const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const KRW = { code: 'KRW', symbol: '', minorUnits: 0 };
const BHD = { code: 'BHD', symbol: 'BD', minorUnits: 3 };

describe('formatMoney', () => {
  it('formats minor units with the symbol and thousands separators', () => {
    expect(formatMoney('0', USD)).toBe('$0.00');
    expect(formatMoney('5', USD)).toBe('$0.05');
    expect(formatMoney(5n, USD)).toBe('$0.05');
    expect(formatMoney('123456789', USD)).toBe('$1,234,567.89');
    expect(formatMoney('1000000', { symbol: '₩', minorUnits: 0 })).toBe('₩1,000,000');
    expect(formatMoney(1234567n, BHD)).toBe('BD1,234.567');
  });

  it('writes the code after the digits when the currency has no symbol', () => {
    expect(formatMoney(1234567n, KRW)).toBe('1,234,567 KRW');
    expect(formatMoney('7', { symbol: '', minorUnits: 0 })).toBe('7');
  });

  it('is exact where a float would not be', () => {
    expect(formatMoney('900719925474099301', USD)).toBe('$9,007,199,254,740,993.01');
    expect(formatMoney(9_007_199_254_740_993n, USD)).toBe('$90,071,992,547,409.93');
  });

  it('refuses what is not a minor-unit integer', () => {
    expect(formatMoney('12.5', USD)).toBe(UNREADABLE_AMOUNT);
    expect(formatMoney('1e5', USD)).toBe(UNREADABLE_AMOUNT);
    expect(formatMoney(null, USD)).toBe(UNREADABLE_AMOUNT);
    expect(formatMoney(undefined, USD)).toBe(UNREADABLE_AMOUNT);
    expect(formatMoney('12.5', USD, { signed: true })).toBe(UNREADABLE_AMOUNT);
  });

  it('signed: "+" for gains, "−" for losses, nothing on zero; losses carry "−" unsigned too', () => {
    expect(formatMoney('3850', USD, { signed: true })).toBe('+$38.50');
    expect(formatMoney('-3850', USD, { signed: true })).toBe(`${MINUS}$38.50`);
    expect(formatMoney(-500n, USD)).toBe(`${MINUS}$5.00`);
    expect(formatMoney('0', USD, { signed: true })).toBe('$0.00');
    expect(MINUS).toBe('\u2212');
  });
});

describe('directionOf', () => {
  it('names the way money moved; unreadable values moved nowhere', () => {
    expect([directionOf(1n), directionOf(-1n), directionOf(0n)]).toEqual(['credit', 'debit', 'none']);
    expect([directionOf('1'), directionOf('-1'), directionOf('0'), directionOf('x'), directionOf(null)]).toEqual([
      'credit',
      'debit',
      'none',
      'none',
      'none',
    ]);
  });
});

describe('plainAmount', () => {
  it('writes the amount back as a person would type it', () => {
    expect(plainAmount('123456', 2)).toBe('1234.56');
    expect(plainAmount('7', 0)).toBe('7');
    expect(plainAmount('junk', 2)).toBe('');
  });
});
