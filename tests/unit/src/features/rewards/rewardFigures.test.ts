/** Mission progress in whole percent from minor units (bigint), and the rebate table's rows. */
import { describe, expect, it } from 'vitest';
import { progressPercent } from '../../../../../src/features/rewards/missionProgress';
import { formatPermille, rebateRows } from '../../../../../src/features/rewards/rebateLines';

describe('progressPercent', () => {
  it('rounds down, caps at 100, and is exact for huge amounts', () => {
    expect(progressPercent('0', '10000', false)).toBe(0);
    expect(progressPercent('3333', '10000', false)).toBe(33);
    expect(progressPercent('9999', '10000', false)).toBe(99);
    expect(progressPercent('25000', '10000', false)).toBe(100);
    expect(progressPercent('900719925474099300', '1801439850948198600', false)).toBe(50);
  });

  it('a completed mission is full; junk or a zero target do not divide by zero', () => {
    expect(progressPercent('1', '10000', true)).toBe(100);
    expect(progressPercent('abc', '10000', false)).toBe(0);
    expect(progressPercent('5', '0', false)).toBe(100);
    expect(progressPercent('-5', '100', false)).toBe(0);
  });
});

describe('rebateRows', () => {
  it('joins rates and lines by game type; a rate without bets shows zeros', () => {
    const rows = rebateRows({
      rates: [
        { gameType: 'LIVE', ratePermille: 8 },
        { gameType: 'RNG', ratePermille: 12 },
      ],
      lines: [{ gameType: 'LIVE', validBetMinor: '100000', rebateMinor: '800' }],
    });
    expect(rows).toEqual([
      { gameType: 'LIVE', ratePermille: 8, validBetMinor: '100000', rebateMinor: '800' },
      { gameType: 'RNG', ratePermille: 12, validBetMinor: '0', rebateMinor: '0' },
    ]);
  });

  it('a line without a rate keeps its figures and no rate', () => {
    expect(rebateRows({ rates: [], lines: [{ gameType: 'FISH', validBetMinor: '5', rebateMinor: '0' }] })).toEqual([
      { gameType: 'FISH', ratePermille: null, validBetMinor: '5', rebateMinor: '0' },
    ]);
  });

  it('formats a per-mille rate as a percentage', () => {
    expect(formatPermille(8, 'en')).toBe('0.8%');
    expect(formatPermille(125, 'en')).toBe('12.5%');
  });
});
