/** Calendar periods in UTC: the rebate's day (the previous one) and the missions' month. */

export type Period = { key: string; start: Date; end: Date };

const DAY_MS = 86_400_000;

/** The calendar day before `now` in UTC: key 'YYYY-MM-DD', start inclusive, end exclusive. */
export function previousDay(now: Date): Period {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - DAY_MS);
  return { key: start.toISOString().slice(0, 10), start, end };
}

/** The calendar month of `now` in UTC: key 'YYYY-MM'. */
export function monthOf(now: Date): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: start.toISOString().slice(0, 7), start, end };
}
