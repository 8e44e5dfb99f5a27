/**
 * Report date ranges: quick ranges are whole local days ending with today (or yesterday), a
 * custom range includes both dates, and nothing longer than MAX_REPORT_RANGE_DAYS (93) passes.
 */
import { describe, expect, it } from 'vitest';
import { customRange, dateInputValue, parseDateInput, quickRange } from '../../../../src/components/dateRange';
import { MAX_REPORT_RANGE_DAYS } from '../../../../src/shared/wire';

const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();
const NOW = new Date(2026, 10, 21, 15, 30); // 21 Nov 2026, mid-afternoon

describe('quickRange', () => {
  it('today is [midnight today, midnight tomorrow)', () => {
    expect(quickRange('today', NOW)).toEqual({
      preset: 'today',
      startTime: local(2026, 11, 21),
      endTime: local(2026, 11, 22),
    });
  });

  it('yesterday ends where today starts', () => {
    expect(quickRange('yesterday', NOW)).toEqual({
      preset: 'yesterday',
      startTime: local(2026, 11, 20),
      endTime: local(2026, 11, 21),
    });
  });

  it('the last 7 and 30 days include today', () => {
    expect(quickRange('last7', NOW)).toEqual({
      preset: 'last7',
      startTime: local(2026, 11, 15),
      endTime: local(2026, 11, 22),
    });
    expect(quickRange('last30', NOW)).toEqual({
      preset: 'last30',
      startTime: local(2026, 10, 23),
      endTime: local(2026, 11, 22),
    });
  });

  it('crosses a month and a year boundary by calendar', () => {
    expect(quickRange('last7', new Date(2027, 0, 2, 1))).toMatchObject({
      startTime: local(2026, 12, 27),
      endTime: local(2027, 1, 3),
    });
  });
});

describe('customRange', () => {
  it('includes both days: [start of from, start of the day after to)', () => {
    expect(customRange('2026-11-01', '2026-11-21')).toEqual({
      ok: true,
      range: { preset: 'custom', startTime: local(2026, 11, 1), endTime: local(2026, 11, 22) },
    });
    expect(customRange('2026-11-21', '2026-11-21')).toMatchObject({
      ok: true,
      range: { startTime: local(2026, 11, 21), endTime: local(2026, 11, 22) },
    });
  });

  it(`accepts exactly ${MAX_REPORT_RANGE_DAYS} days and refuses one more`, () => {
    // 1 Jan + 92 days = 3 Apr (2026 is not a leap year): 93 days with both ends included.
    expect(customRange('2026-01-01', '2026-04-03').ok).toBe(true);
    expect(customRange('2026-01-01', '2026-04-04')).toEqual({ ok: false, problem: 'tooLong' });
    expect(customRange('2025-01-01', '2026-01-01')).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('refuses the full number of days when clocks going back make it an hour longer', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin'; // summer time ends on 25 October 2026
    try {
      // 1 August to 1 November: 93 calendar days, 93 days and an hour of clock time.
      expect(customRange('2026-08-01', '2026-11-01')).toEqual({ ok: false, problem: 'tooLong' });
      expect(customRange('2026-08-02', '2026-11-01').ok).toBe(true);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('refuses a reversed, incomplete or impossible range', () => {
    expect(customRange('2026-11-21', '2026-11-20')).toEqual({ ok: false, problem: 'order' });
    expect(customRange('', '2026-11-20')).toEqual({ ok: false, problem: 'missing' });
    expect(customRange('2026-11-01', ' ')).toEqual({ ok: false, problem: 'missing' });
    expect(customRange('2026-02-30', '2026-03-01')).toEqual({ ok: false, problem: 'invalid' });
    expect(customRange('21/11/2026', '2026-11-22')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('date input values', () => {
  it('round-trips a local day', () => {
    expect(dateInputValue(local(2026, 3, 9))).toBe('2026-03-09');
    expect(dateInputValue(local(2026, 3, 9) + 86_399_000)).toBe('2026-03-09');
    expect(parseDateInput('2026-03-09')).toEqual({ year: 2026, month: 3, day: 9 });
    expect(parseDateInput('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDateInput('2027-02-29')).toBeNull();
  });
});
