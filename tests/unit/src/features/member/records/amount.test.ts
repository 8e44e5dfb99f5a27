/**
 * Amounts for display come from minor-unit strings exactly: grouping, currency, signs, any
 * number of decimals, and amounts past 2^53 without rounding.
 */
import { describe, expect, it } from 'vitest';
import { MINUS, directionOf, formatAmount, formatWireAmount } from '../../../../../../src/features/member/records/amount';

const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const KRW = { code: 'KRW', symbol: '', minorUnits: 0 };
const BHD = { code: 'BHD', symbol: 'BD', minorUnits: 3 };

describe('formatAmount', () => {
  it('groups thousands and places the currency', () => {
    expect(formatAmount(123456789n, USD)).toBe('$1,234,567.89');
    expect(formatAmount(5n, USD)).toBe('$0.05');
    expect(formatAmount(1234567n, KRW)).toBe('1,234,567 KRW');
    expect(formatAmount(1234567n, BHD)).toBe('BD1,234.567');
  });

  it('signed: "+" for credits, "−" for debits, nothing for zero', () => {
    expect(formatAmount(1000n, USD, { signed: true })).toBe('+$10.00');
    expect(formatAmount(-1000n, USD, { signed: true })).toBe(`${MINUS}$10.00`);
    expect(formatAmount(-1000n, USD)).toBe(`${MINUS}$10.00`);
    expect(formatAmount(0n, USD, { signed: true })).toBe('$0.00');
  });

  it('is exact past the range of floating point', () => {
    expect(formatAmount(9_007_199_254_740_993n, USD)).toBe('$90,071,992,547,409.93');
  });
});

describe('formatWireAmount', () => {
  it('reads minor-unit strings and shows a dash for anything else', () => {
    expect(formatWireAmount('-250', USD, { signed: true })).toBe(`${MINUS}$2.50`);
    expect(formatWireAmount('12.5', USD)).toBe('—');
    expect(formatWireAmount('1e3', USD)).toBe('—');
  });
});

describe('directionOf', () => {
  it('names the way money moved', () => {
    expect([directionOf(1n), directionOf(-1n), directionOf(0n)]).toEqual(['credit', 'debit', 'none']);
  });
});
