/**
 * Settlement periods (pure): closed-open intervals in UTC, each with a key (wire agents.ts).
 *
 *   R  five minutes (real-time salary)   'R:2026-11-22T13:05'
 *   H  hour (hourly salary)              'H:2026-11-22T13'
 *   D  day (daily salary, dividend D)    'D:2026-11-22'
 *   W  ISO week from Monday (dividend W) 'W:2026-W47'   (the ISO week-numbering year)
 *   S  semimonth (the contract's `H`)    'S:2026-11-1' (1st–15th) | 'S:2026-11-2' (16th–end)
 *   M  month (dividend M)                'M:2026-11'
 *
 * Keys are zero-padded, so within one kind their string order is their time order: the
 * settlement pass reads a contract's latest settled period from the (contract_id, period_key)
 * index that way.
 */
import type { ContractKind, ContractTerms, DividendPeriod } from '../../../src/shared/wire/agents';

export const PERIOD_KINDS = ['R', 'H', 'D', 'W', 'S', 'M'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** start inclusive, end exclusive, epoch milliseconds. */
export type Period = { kind: PeriodKind; key: string; start: number; end: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const REALTIME = 5 * MINUTE;

/** Keys carry four-digit years; instants outside these years have no period. */
const FIRST_INSTANT = Date.UTC(1970, 0, 1);
const LAST_INSTANT = Date.UTC(9999, 11, 1);

export const PERIOD_KEY_FORMATS =
  'R:YYYY-MM-DDTHH:MM (5 minutes, MM a multiple of 5), H:YYYY-MM-DDTHH (hour), D:YYYY-MM-DD (day), ' +
  'W:YYYY-Www (ISO week), S:YYYY-MM-1 or S:YYYY-MM-2 (1st–15th or 16th–end), M:YYYY-MM (month); all UTC';

export class PeriodKeyError extends Error {}

const DIVIDEND_PERIOD_KIND: Record<DividendPeriod, PeriodKind> = { D: 'D', W: 'W', H: 'S', M: 'M' };

/** The period a contract settles by. */
export function periodKindOfTerms(terms: ContractTerms): PeriodKind {
  switch (terms.kind) {
    case 'dividend':
      return DIVIDEND_PERIOD_KIND[terms.dividend.period];
    case 'daily':
      return 'D';
    case 'hourly':
      return 'H';
    case 'realtime':
      return 'R';
  }
}

/** The contract kinds (and for dividends, the dividend period) that settle by a period kind. */
export function contractKindsOfPeriod(
  kind: PeriodKind,
): Array<{ kind: ContractKind; dividendPeriod?: DividendPeriod }> {
  switch (kind) {
    case 'R':
      return [{ kind: 'realtime' }];
    case 'H':
      return [{ kind: 'hourly' }];
    case 'D':
      return [{ kind: 'daily' }, { kind: 'dividend', dividendPeriod: 'D' }];
    case 'W':
      return [{ kind: 'dividend', dividendPeriod: 'W' }];
    case 'S':
      return [{ kind: 'dividend', dividendPeriod: 'H' }];
    case 'M':
      return [{ kind: 'dividend', dividendPeriod: 'M' }];
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Monday 00:00 UTC of ISO week 1 of an ISO year: the week that holds 4 January. */
function isoWeekOneMonday(isoYear: number): number {
  const jan4 = Date.UTC(isoYear, 0, 4);
  return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY;
}

function isoWeekOf(monday: number): { isoYear: number; week: number } {
  // The ISO year of a week is the calendar year of its Thursday.
  const isoYear = new Date(monday + 3 * DAY).getUTCFullYear();
  return { isoYear, week: Math.round((monday - isoWeekOneMonday(isoYear)) / WEEK) + 1 };
}

function keyOf(kind: PeriodKind, start: number): string {
  const d = new Date(start);
  const ymd = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  switch (kind) {
    case 'R':
      return `R:${ymd}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    case 'H':
      return `H:${ymd}T${pad(d.getUTCHours())}`;
    case 'D':
      return `D:${ymd}`;
    case 'W': {
      const { isoYear, week } = isoWeekOf(start);
      return `W:${pad(isoYear, 4)}-W${pad(week)}`;
    }
    case 'S':
      return `S:${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${d.getUTCDate() === 1 ? 1 : 2}`;
    case 'M':
      return `M:${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}`;
  }
}

function bounds(kind: PeriodKind, instant: number): [number, number] {
  const floorTo = (size: number) => Math.floor(instant / size) * size;
  const d = new Date(instant);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  switch (kind) {
    case 'R':
      return [floorTo(REALTIME), floorTo(REALTIME) + REALTIME];
    case 'H':
      return [floorTo(HOUR), floorTo(HOUR) + HOUR];
    case 'D':
      return [floorTo(DAY), floorTo(DAY) + DAY];
    case 'W': {
      const monday = floorTo(DAY) - ((d.getUTCDay() + 6) % 7) * DAY;
      return [monday, monday + WEEK];
    }
    case 'S':
      return d.getUTCDate() <= 15
        ? [Date.UTC(year, month, 1), Date.UTC(year, month, 16)]
        : [Date.UTC(year, month, 16), Date.UTC(year, month + 1, 1)];
    case 'M':
      return [Date.UTC(year, month, 1), Date.UTC(year, month + 1, 1)];
  }
}

/** The period of `kind` that contains the instant (epoch ms or Date). */
export function periodContaining(kind: PeriodKind, at: number | Date): Period {
  const instant = typeof at === 'number' ? at : at.getTime();
  if (!Number.isFinite(instant) || instant < FIRST_INSTANT || instant >= LAST_INSTANT) {
    throw new RangeError(`No settlement period contains ${String(at)}: periods cover 1970-01-01 to 9999-11-30 (UTC).`);
  }
  const [start, end] = bounds(kind, instant);
  return { kind, key: keyOf(kind, start), start, end };
}

export const nextPeriod = (period: Period): Period => periodContaining(period.kind, period.end);
export const previousPeriod = (period: Period): Period => periodContaining(period.kind, period.start - 1);

const KEY_PATTERNS: Record<PeriodKind, RegExp> = {
  R: /^R:(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/,
  H: /^H:(\d{4})-(\d{2})-(\d{2})T(\d{2})$/,
  D: /^D:(\d{4})-(\d{2})-(\d{2})$/,
  W: /^W:(\d{4})-W(\d{2})$/,
  S: /^S:(\d{4})-(\d{2})-([12])$/,
  M: /^M:(\d{4})-(\d{2})$/,
};

function candidateStart(kind: PeriodKind, n: number[]): number {
  const [y = 0, a = 0, b = 0, c = 0, e = 0] = n;
  switch (kind) {
    case 'R':
      return Date.UTC(y, a - 1, b, c, e);
    case 'H':
      return Date.UTC(y, a - 1, b, c);
    case 'D':
      return Date.UTC(y, a - 1, b);
    case 'W':
      return isoWeekOneMonday(y) + (a - 1) * WEEK;
    case 'S':
      return Date.UTC(y, a - 1, b === 1 ? 1 : 16);
    case 'M':
      return Date.UTC(y, a - 1, 1);
  }
}

/**
 * The period a key names. The key must be exactly the one that period has (so 'D:2026-02-30',
 * 'R:…T13:07', 'W:2026-W54' or a missing zero are refused), with the formats in the error.
 */
export function parsePeriodKey(key: string): Period {
  const kind = key.charAt(0) as PeriodKind;
  const match = (PERIOD_KINDS as readonly string[]).includes(kind) ? KEY_PATTERNS[kind].exec(key) : null;
  if (match) {
    const start = candidateStart(kind, match.slice(1).map(Number));
    if (Number.isFinite(start) && start >= FIRST_INSTANT && start < LAST_INSTANT) {
      const period = periodContaining(kind, start);
      if (period.key === key) return period;
    }
  }
  throw new PeriodKeyError(`"${key}" is not a settlement period. Period keys: ${PERIOD_KEY_FORMATS}.`);
}
