/**
 * Date ranges of the reports and record lists: epoch ms, the start inclusive and the end
 * exclusive (src/shared/wire/paging.ts RangeArgs). The schema bounds each number; what it cannot
 * say (both or neither, an end after the start, a longest span) is checked here, with one text
 * per condition for every list.
 */
import { MAX_REPORT_RANGE_DAYS, type RangeArgs } from '../../src/shared/wire/paging';
import { rangeFields } from '../../src/shared/wire/schemas/paging';
import { badRequest } from './errors';

const DAY_MS = 86_400_000;

/**
 * Query properties of a range (the wire schemas' own); required in a TypeBox object, optional in a plain schema without
 * `required`.
 */
export { rangeFields };

/** A range as a call's arguments carry it (the schemas of src/shared/wire/schemas/paging.ts bound each end). */
export type RangeQuery = RangeArgs;

export type Range = { start: Date; end: Date };

/** The longest span a list accepts, and the error code it answers beyond it (request_param_err by default). */
export type RangeLimit = { maxDays: number; tooLongCode?: string };

export const REPORT_RANGE: RangeLimit = { maxDays: MAX_REPORT_RANGE_DAYS };

/** The range as dates, checked: the end after the start, at most `limit.maxDays`. */
export function checkRange({ startTime, endTime }: RangeQuery, limit: RangeLimit = REPORT_RANGE): Range {
  if (endTime <= startTime) throw badRequest('The end of the date range must be after its start.');
  if (endTime - startTime > limit.maxDays * DAY_MS) {
    throw badRequest(
      `A date range covers at most ${limit.maxDays} days. Please choose a shorter date range.`,
      limit.tooLongCode,
    );
  }
  return { start: new Date(startTime), end: new Date(endTime) };
}

/** A range that may be left out (no date filter: null); half of one is refused. */
export function optionalRange(query: Partial<RangeQuery>, limit: RangeLimit = REPORT_RANGE): Range | null {
  const { startTime, endTime } = query;
  if (startTime === undefined && endTime === undefined) return null;
  if (startTime === undefined || endTime === undefined)
    throw badRequest('Give both startTime and endTime, or neither.');
  return checkRange({ startTime, endTime }, limit);
}
