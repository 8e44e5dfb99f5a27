/**
 * Date ranges of the member reports (paging.ts): local calendar days sent as epoch ms,
 * [start, end), at most MAX_REPORT_RANGE_DAYS days. Days are built with the Date constructor
 * from year, month and day, so a day is whole even across a daylight-saving change.
 */
import { MAX_REPORT_RANGE_DAYS, type RangeArgs } from '../shared/wire';

export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
/** Calendar periods (the agent reports): today, yesterday, this week from Monday, this month. */
export const PERIOD_RANGES = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number] | (typeof PERIOD_RANGES)[number];

/** A chosen range: the epoch-ms bounds sent on the wire and how the person picked them. */
export type DateRangeChoice = RangeArgs & { preset: QuickRange | 'custom' };

export type RangeProblem = 'missing' | 'invalid' | 'order' | 'tooLong';

export type CustomRangeResult = { ok: true; range: DateRangeChoice } | { ok: false; problem: RangeProblem };

/** Local midnight of the day `offset` days after the day of `now`. */
function dayStart(now: Date, offset: number): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).getTime();
}

/** How many days back (before today) each quick range starts; each ends with today or yesterday. */
const QUICK_BOUNDS: Record<(typeof QUICK_RANGES)[number], [startOffset: number, endOffset: number]> = {
  today: [0, 1],
  yesterday: [-1, 0],
  last7: [-6, 1],
  last30: [-29, 1],
};

export function quickRange(preset: QuickRange, now: Date): DateRangeChoice {
  // Both periods run to the end of today; a week starts on Monday (the ISO week of the reports).
  if (preset === 'thisWeek')
    return { preset, startTime: dayStart(now, -((now.getDay() + 6) % 7)), endTime: dayStart(now, 1) };
  if (preset === 'thisMonth') return { preset, startTime: dayStart(now, 1 - now.getDate()), endTime: dayStart(now, 1) };
  const [start, end] = QUICK_BOUNDS[preset];
  return { preset, startTime: dayStart(now, start), endTime: dayStart(now, end) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local day of an epoch-ms time as a date input's value, "yyyy-mm-dd". */
export function dateInputValue(time: number): string {
  const date = new Date(time);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type Day = { year: number; month: number; day: number };

/** "yyyy-mm-dd" of a real calendar day, else null ("2026-02-30" is null, not 2 March). */
export function parseDateInput(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

const DAY_MS = 86_400_000;

const utcDayNumber = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day) / DAY_MS;

/**
 * A custom range from two date inputs, both days included: [start of `from`, start of the day
 * after `to`). Refused when a date is missing or not a date, when `from` is after `to`, and
 * when it spans more than MAX_REPORT_RANGE_DAYS calendar days.
 */
export function customRange(from: string, to: string): CustomRangeResult {
  if (!from.trim() || !to.trim()) return { ok: false, problem: 'missing' };
  const start = parseDateInput(from);
  const end = parseDateInput(to);
  if (!start || !end) return { ok: false, problem: 'invalid' };
  const days = utcDayNumber(end) - utcDayNumber(start) + 1;
  if (days < 1) return { ok: false, problem: 'order' };
  if (days > MAX_REPORT_RANGE_DAYS) return { ok: false, problem: 'tooLong' };
  const startTime = new Date(start.year, start.month - 1, start.day).getTime();
  const endTime = new Date(end.year, end.month - 1, end.day + 1).getTime();
  // The server counts the limit in milliseconds: a range of the full number of days that gains
  // an hour when clocks go back is over it, so it is refused here rather than there.
  if (endTime - startTime > MAX_REPORT_RANGE_DAYS * DAY_MS) return { ok: false, problem: 'tooLong' };
  return { ok: true, range: { preset: 'custom', startTime, endTime } };
}
