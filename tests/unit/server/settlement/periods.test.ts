/**
 * Settlement periods: boundaries of each kind (UTC, closed-open), ISO weeks across years,
 * semimonths and month ends, key round trips and refusals, plus properties over arbitrary
 * instants (each is in exactly one period of a kind; next and previous undo each other; keys
 * sort in time order). Expected ISO weeks were taken from Python's date.isocalendar().
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../../../src/shared/wire/agents';
import {
  PERIOD_KINDS,
  PeriodKeyError,
  contractKindsOfPeriod,
  nextPeriod,
  parsePeriodKey,
  periodContaining,
  periodKindOfTerms,
  previousPeriod,
  type PeriodKind,
} from '../../../../server/domains/settlement/periods';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const span = (kind: PeriodKind, instant: string) => {
  const p = periodContaining(kind, at(instant));
  return [p.key, iso(p.start), iso(p.end)];
};

describe('periods of each kind', () => {
  it('cuts five-minute windows, hours and days at their UTC boundaries, end exclusive', () => {
    expect(span('R', '2026-11-22T13:05:00.000Z')).toEqual([
      'R:2026-11-22T13:05',
      '2026-11-22T13:05:00.000Z',
      '2026-11-22T13:10:00.000Z',
    ]);
    expect(span('R', '2026-11-22T13:09:59.999Z')[0]).toBe('R:2026-11-22T13:05');
    expect(span('R', '2026-11-22T23:59:59.999Z')).toEqual([
      'R:2026-11-22T23:55',
      '2026-11-22T23:55:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
    expect(span('H', '2026-11-22T13:59:59.999Z')).toEqual([
      'H:2026-11-22T13',
      '2026-11-22T13:00:00.000Z',
      '2026-11-22T14:00:00.000Z',
    ]);
    expect(span('H', '2026-11-22T14:00:00.000Z')[0]).toBe('H:2026-11-22T14');
    expect(span('D', '2026-11-22T00:00:00.000Z')).toEqual([
      'D:2026-11-22',
      '2026-11-22T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
    expect(span('D', '2026-11-21T23:59:59.999Z')[0]).toBe('D:2026-11-21');
  });

  it('takes a time zone offset as the instant it is, then cuts in UTC', () => {
    // 01:30 in UTC+02:00 is 23:30 UTC the day before.
    expect(span('D', '2026-11-23T01:30:00+02:00')[0]).toBe('D:2026-11-22');
  });

  it('numbers ISO weeks from Monday, in the ISO week-numbering year', () => {
    expect(span('W', '2026-11-22T23:59:59.999Z')).toEqual([
      'W:2026-W47',
      '2026-11-16T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
    expect(span('W', '2026-11-23T00:00:00.000Z')[0]).toBe('W:2026-W48');
    // 29 December 2025 is a Monday in ISO week 1 of 2026; the Sunday before is 2025-W52.
    expect(span('W', '2025-12-31T12:00:00Z')).toEqual([
      'W:2026-W01',
      '2025-12-29T00:00:00.000Z',
      '2026-01-05T00:00:00.000Z',
    ]);
    expect(span('W', '2025-12-28T23:59:59.999Z')[0]).toBe('W:2025-W52');
    // 2026 starts on a Thursday, so it has 53 weeks: 1 January 2027 is in 2026-W53.
    expect(span('W', '2027-01-01T00:00:00Z')).toEqual([
      'W:2026-W53',
      '2026-12-28T00:00:00.000Z',
      '2027-01-04T00:00:00.000Z',
    ]);
    expect(span('W', '2027-01-04T00:00:00Z')[0]).toBe('W:2027-W01');
    expect(span('W', '2021-01-03T10:00:00Z')[0]).toBe('W:2020-W53');
    expect(span('W', '2024-12-30T00:00:00Z')[0]).toBe('W:2025-W01');
  });

  it('splits months into 1st–15th and 16th–end, whatever the month length', () => {
    expect(span('S', '2026-11-15T23:59:59.999Z')).toEqual([
      'S:2026-11-1',
      '2026-11-01T00:00:00.000Z',
      '2026-11-16T00:00:00.000Z',
    ]);
    expect(span('S', '2026-11-16T00:00:00.000Z')).toEqual([
      'S:2026-11-2',
      '2026-11-16T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    expect(span('S', '2028-02-29T12:00:00Z')).toEqual([
      'S:2028-02-2',
      '2028-02-16T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    expect(span('S', '2026-12-31T23:59:59.999Z')).toEqual([
      'S:2026-12-2',
      '2026-12-16T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('ends months on their last day, leap years included', () => {
    expect(span('M', '2026-02-28T23:59:59.999Z')).toEqual([
      'M:2026-02',
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(span('M', '2028-02-29T00:00:00Z')[2]).toBe('2028-03-01T00:00:00.000Z');
    expect(span('M', '2026-12-31T23:59:59.999Z')).toEqual([
      'M:2026-12',
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(span('M', '2027-01-01T00:00:00Z')[0]).toBe('M:2027-01');
  });

  it('steps to the next and previous period across year ends', () => {
    expect(nextPeriod(periodContaining('M', at('2026-12-10T00:00:00Z'))).key).toBe('M:2027-01');
    expect(previousPeriod(periodContaining('S', at('2027-01-03T00:00:00Z'))).key).toBe('S:2026-12-2');
    expect(nextPeriod(periodContaining('W', at('2026-12-30T00:00:00Z'))).key).toBe('W:2027-W01');
    expect(previousPeriod(periodContaining('R', at('2027-01-01T00:00:00Z'))).key).toBe('R:2026-12-31T23:55');
    expect(nextPeriod(periodContaining('H', at('2026-12-31T23:30:00Z'))).key).toBe('H:2027-01-01T00');
  });

  it('refuses instants that have no period', () => {
    expect(() => periodContaining('D', Number.NaN)).toThrow(RangeError);
    expect(() => periodContaining('D', at('1969-12-31T00:00:00Z'))).toThrow(/1970/);
  });
});

describe('period keys', () => {
  it('parses every key format back to its period', () => {
    expect(parsePeriodKey('R:2026-11-22T13:05')).toMatchObject({
      kind: 'R',
      start: at('2026-11-22T13:05:00Z'),
      end: at('2026-11-22T13:10:00Z'),
    });
    expect(parsePeriodKey('H:2026-11-22T13')).toMatchObject({ kind: 'H', start: at('2026-11-22T13:00:00Z') });
    expect(parsePeriodKey('D:2026-11-22')).toMatchObject({ kind: 'D', end: at('2026-11-23T00:00:00Z') });
    expect(parsePeriodKey('W:2026-W47')).toMatchObject({ kind: 'W', start: at('2026-11-16T00:00:00Z') });
    expect(parsePeriodKey('W:2026-W53')).toMatchObject({ start: at('2026-12-28T00:00:00Z') });
    expect(parsePeriodKey('S:2026-11-1')).toMatchObject({
      kind: 'S',
      start: at('2026-11-01T00:00:00Z'),
      end: at('2026-11-16T00:00:00Z'),
    });
    expect(parsePeriodKey('S:2026-11-2')).toMatchObject({ end: at('2026-12-01T00:00:00Z') });
    expect(parsePeriodKey('M:2026-11')).toMatchObject({ kind: 'M', end: at('2026-12-01T00:00:00Z') });
  });

  it('refuses malformed and impossible keys with the list of formats', () => {
    const bad = [
      '',
      'X:2026-11',
      'M:2026-13',
      'M:2026-1',
      'D:2026-02-30',
      'D:2026-11-22T00',
      'd:2026-11-22',
      'R:2026-11-22T13:07',
      'R:2026-11-22T24:00',
      'H:2026-11-22T24',
      'W:2026-W54',
      'W:2025-W53',
      'W:2026-W00',
      'W:2026-47',
      'S:2026-11-3',
      'S:2026-11-01',
      ' M:2026-11',
      'M:1969-12',
    ];
    for (const key of bad) {
      expect(() => parsePeriodKey(key), key).toThrow(PeriodKeyError);
    }
    expect(() => parsePeriodKey('D:2026-02-30')).toThrow(
      /R:YYYY-MM-DDTHH:MM .*W:YYYY-Www .*S:YYYY-MM-1 or S:YYYY-MM-2/,
    );
  });
});

describe('period kind of a contract', () => {
  const dividend = (period: 'D' | 'W' | 'H' | 'M'): ContractTerms => ({
    kind: 'dividend',
    dividend: { period, tiers: [] },
  });
  it('maps dividend D/W/H/M to day, ISO week, semimonth and month; salaries to day, hour and five minutes', () => {
    expect(['D', 'W', 'H', 'M'].map((p) => periodKindOfTerms(dividend(p as 'D')))).toEqual(['D', 'W', 'S', 'M']);
    expect(periodKindOfTerms({ kind: 'daily', salary: { tiers: [] } })).toBe('D');
    expect(periodKindOfTerms({ kind: 'hourly', salary: { tiers: [] } })).toBe('H');
    expect(
      periodKindOfTerms({ kind: 'realtime', realtime: { profitRateBp: 1, lossRateBp: 2, singleBetMinor: '0' } }),
    ).toBe('R');
  });
  it('lists, for a period kind, the contracts that settle by it', () => {
    expect(contractKindsOfPeriod('D')).toEqual([{ kind: 'daily' }, { kind: 'dividend', dividendPeriod: 'D' }]);
    expect(contractKindsOfPeriod('S')).toEqual([{ kind: 'dividend', dividendPeriod: 'H' }]);
  });
});

describe('period properties', () => {
  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
  const kind = fc.constantFrom(...PERIOD_KINDS);

  it('puts every instant in exactly one period: inside it, and outside its neighbours', () => {
    fc.assert(
      fc.property(kind, instant, (k, t) => {
        const p = periodContaining(k, t);
        expect(p.start).toBeLessThanOrEqual(t);
        expect(t).toBeLessThan(p.end);
        expect(previousPeriod(p).end).toBe(p.start);
        expect(nextPeriod(p).start).toBe(p.end);
        // Any instant of the period names the same period.
        expect(periodContaining(k, p.start)).toEqual(p);
        expect(periodContaining(k, p.end - 1)).toEqual(p);
      }),
      { numRuns: 2_000 },
    );
  });

  it('undoes next with previous and previous with next', () => {
    fc.assert(
      fc.property(kind, instant, (k, t) => {
        const p = periodContaining(k, t);
        expect(nextPeriod(previousPeriod(p))).toEqual(p);
        expect(previousPeriod(nextPeriod(p))).toEqual(p);
      }),
      { numRuns: 1_000 },
    );
  });

  it('round-trips keys, and key order is time order', () => {
    fc.assert(
      fc.property(kind, instant, instant, (k, a, b) => {
        const p = periodContaining(k, a);
        const q = periodContaining(k, b);
        expect(parsePeriodKey(p.key)).toEqual(p);
        expect(Math.sign(p.key < q.key ? -1 : p.key > q.key ? 1 : 0)).toBe(Math.sign(p.start - q.start));
      }),
      { numRuns: 2_000 },
    );
  });
});
