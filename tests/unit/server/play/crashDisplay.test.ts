/**
 * The crash page's arithmetic (server/domains/play/crash/display.ts and timeline.ts): the server
 * clock from an answer, the phase and multiplier shown at a moment, the auto cash-out typed, and
 * the flight length the server fixes for a crash point.
 */
import { describe, expect, it } from 'vitest';
import type { CrashRoundView } from '../../../../server/domains/play/crash/api';
import { clockOffset, parseAutoCashOut, shownAt } from '../../../../server/domains/play/crash/display';
import { BETTING_MS, flightMs, roundTimes } from '../../../../server/domains/play/crash/timeline';
import { multiplierAt } from '../../../../server/domains/play/shared/games/crash';

const round = (over: Partial<CrashRoundView> = {}): CrashRoundView => ({
  id: '7',
  chainId: '1',
  roundNo: 7,
  hash: 'a'.repeat(64),
  opensAt: 10_000,
  takeoffAt: 17_000,
  phase: 'betting',
  crashPoint: null,
  crashAt: null,
  seed: null,
  settled: false,
  ...over,
});

describe('crash page arithmetic', () => {
  it('takes the server clock at the midpoint of the request', () => {
    expect(clockOffset(5_000, 1_000, 1_200)).toBe(3_900);
    expect(clockOffset(1_100, 1_000, 1_200)).toBe(0);
  });

  it('shows waiting, betting with a countdown, the flight from the server clock and the revealed crash', () => {
    expect(shownAt(round(), 8_500)).toEqual({ phase: 'waiting', multiplier: 100, secondsLeft: 2 });
    expect(shownAt(round(), 15_100)).toEqual({ phase: 'betting', multiplier: 100, secondsLeft: 2 });
    expect(shownAt(round(), 17_000 + flightMs(200))).toEqual({ phase: 'flying', multiplier: 200, secondsLeft: 0 });
    expect(shownAt(round(), 17_000 + flightMs(200) - 1).multiplier).toBe(199);
    expect(shownAt(round({ crashPoint: 312 }), 30_000)).toEqual({ phase: 'crashed', multiplier: 312, secondsLeft: 0 });
  });

  it('reads the auto cash-out a player types, refusing what the server would refuse', () => {
    expect(parseAutoCashOut('')).toBeNull();
    expect(parseAutoCashOut(' 2 ')).toBe(200);
    expect(parseAutoCashOut('2.5')).toBe(250);
    expect(parseAutoCashOut('×1,01')).toBe(101);
    expect(parseAutoCashOut('10000')).toBe(1_000_000);
    expect(parseAutoCashOut('1')).toBeUndefined();
    expect(parseAutoCashOut('10000.01')).toBeUndefined();
    expect(parseAutoCashOut('2.555')).toBeUndefined();
    expect(parseAutoCashOut('abc')).toBeUndefined();
  });

  it('fixes the flight as the first millisecond the multiplier reaches the crash point', () => {
    expect(flightMs(100)).toBe(0);
    for (const point of [101, 150, 200, 1_234, 99_999, 1_000_000]) {
      const ms = flightMs(point);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(point);
      expect(multiplierAt(ms - 1)).toBeLessThan(point);
    }
    // Above the 10,000× ceiling the flight ends at the ceiling.
    expect(flightMs(5_000_000)).toBe(flightMs(1_000_000));
    expect(roundTimes(1_000, 200)).toEqual({
      opensAt: 1_000,
      takeoffAt: 1_000 + BETTING_MS,
      crashAt: 1_000 + BETTING_MS + flightMs(200),
    });
  });
});
