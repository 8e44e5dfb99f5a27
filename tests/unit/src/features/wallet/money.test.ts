/** Amounts for display: exact from the integer, the sign before the symbol, junk shown as a dash. */
import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney, plainAmount, signOf, UNREADABLE_AMOUNT } from '../../../../../src/features/wallet/money';

const USD = { symbol: '$', minorUnits: 2 };

describe('formatMoney', () => {
  it('formats minor units with the symbol and thousands separators', () => {
    expect(formatMoney('0', USD)).toBe('$0.00');
    expect(formatMoney('5', USD)).toBe('$0.05');
    expect(formatMoney('123456789', USD)).toBe('$1,234,567.89');
    expect(formatMoney(-500n, USD)).toBe('-$5.00');
    expect(formatMoney('1000000', { symbol: '₩', minorUnits: 0 })).toBe('₩1,000,000');
  });

  it('is exact where a float would not be', () => {
    expect(formatMoney('900719925474099301', USD)).toBe('$9,007,199,254,740,993.01');
  });

  it('refuses what is not a minor-unit integer', () => {
    expect(formatMoney('12.5', USD)).toBe(UNREADABLE_AMOUNT);
    expect(formatMoney('1e5', USD)).toBe(UNREADABLE_AMOUNT);
    expect(formatMoney(null, USD)).toBe(UNREADABLE_AMOUNT);
    expect(formatMoney(undefined, USD)).toBe(UNREADABLE_AMOUNT);
  });
});

describe('formatSignedMoney and signOf', () => {
  it('marks gains with +, losses with -, nothing on zero', () => {
    expect(formatSignedMoney('3850', USD)).toBe('+$38.50');
    expect(formatSignedMoney('-3850', USD)).toBe('-$38.50');
    expect(formatSignedMoney('0', USD)).toBe('$0.00');
    expect([signOf('1'), signOf('-1'), signOf('0'), signOf('x')]).toEqual([1, -1, 0, 0]);
  });
});

describe('plainAmount', () => {
  it('writes the amount back as a person would type it', () => {
    expect(plainAmount('123456', 2)).toBe('1234.56');
    expect(plainAmount('7', 0)).toBe('7');
    expect(plainAmount('junk', 2)).toBe('');
  });
});
