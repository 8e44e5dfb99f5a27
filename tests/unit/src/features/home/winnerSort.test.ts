/** The winner board is sorted by win amount, largest first, exactly. */
import { describe, expect, it } from 'vitest';
import { sortWinners } from '../../../../../src/features/home/winnerSort';
import type { WinnerRow } from '../../../../../src/shared/wire';

const row = (name: string, winAmountMinor: string, wonAt = 0): WinnerRow => ({
  vo: {
    customerName: name,
    gameName: 'Game',
    nodeId: 1,
    vassalage: 'PG',
    vendor: 'PG',
    gameType: 'RNG',
    iconUrl: '',
    winAmountMinor,
    currency: 'USD',
    wonAt,
  },
});

describe('sortWinners', () => {
  it('puts the largest win first', () => {
    const sorted = sortWinners([row('a', '500'), row('b', '90000'), row('c', '1200')]);
    expect(sorted.map((r) => r.vo.customerName)).toEqual(['b', 'c', 'a']);
  });

  it('compares as integers, not as text or floats', () => {
    // As text "9" > "10"; as doubles 2^53 and 2^53 + 1 are equal.
    const sorted = sortWinners([
      row('nine', '9'),
      row('ten', '10'),
      row('big', '9007199254740992'),
      row('bigger', '9007199254740993'),
    ]);
    expect(sorted.map((r) => r.vo.customerName)).toEqual(['bigger', 'big', 'ten', 'nine']);
  });

  it('keeps the newest first among equal amounts, and unreadable amounts last', () => {
    const sorted = sortWinners([
      row('junk', '1e5', 9),
      row('old', '700', 1),
      row('new', '700', 5),
      row('float', '12.5', 3),
    ]);
    expect(sorted.map((r) => r.vo.customerName)).toEqual(['new', 'old', 'junk', 'float']);
  });

  it('shows at most 20 rows', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(`p${i}`, String(i * 100)));
    const sorted = sortWinners(rows);
    expect(sorted).toHaveLength(20);
    expect(sorted[0]?.vo.customerName).toBe('p29');
    expect(sorted[19]?.vo.customerName).toBe('p10');
  });

  it('does not change the rows it was given', () => {
    const rows = [row('a', '1'), row('b', '2')];
    sortWinners(rows);
    expect(rows.map((r) => r.vo.customerName)).toEqual(['a', 'b']);
  });
});
