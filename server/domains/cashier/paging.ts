/**
 * Pages and date ranges of the member lists (paging.ts on the wire): 1-based pages of at most
 * MAX_PAGE_SIZE rows, and an optional epoch-ms range [startTime, endTime) of at most
 * MAX_REPORT_RANGE_DAYS; and one record by id.
 */
import { MAX_PAGE_SIZE, MAX_REPORT_RANGE_DAYS, type Page } from '../../../src/shared/wire/paging';
import { parseId } from '../../wire/bounds';
import { badInput } from '../auth/errors';

/** Querystring properties of a paged list (Ajv coerces the numbers from the query string). */
export const pageQueryProperties = {
  pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
} as const;

export const rangeQueryProperties = {
  startTime: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000 },
  endTime: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000 },
} as const;

export type Range = { start: Date; end: Date } | null;

/** The range of a query, checked; none given = no date filter. */
export function rangeOf(query: { startTime?: number; endTime?: number }): Range {
  const { startTime, endTime } = query;
  if (startTime === undefined && endTime === undefined) return null;
  if (startTime === undefined || endTime === undefined) throw badInput('Give both startTime and endTime, or neither.');
  if (endTime <= startTime) throw badInput('endTime must be after startTime.');
  if (endTime - startTime > MAX_REPORT_RANGE_DAYS * 86_400_000) {
    throw badInput(`A date range can span at most ${MAX_REPORT_RANGE_DAYS} days.`);
  }
  return { start: new Date(startTime), end: new Date(endTime) };
}

/** A record id as the wire writes it (digits, within a bigint: server/wire/bounds.ts), or null for anything else. */
export function recordIdOf(text: string): bigint | null {
  return parseId(text);
}

/**
 * The `id` filter of a member list: no filter, one id, or 'none' for an id no record can have
 * (the list is then empty, as for someone else's record).
 */
export function idFilterOf(query: { id?: string }): bigint | 'none' | null {
  if (query.id === undefined) return null;
  return recordIdOf(query.id) ?? 'none';
}

export function offsetOf(pageNo: number, pageSize: number): number {
  return (pageNo - 1) * pageSize;
}

export function toPage<T>(content: T[], pageNo: number, pageSize: number, total: bigint | number): Page<T> {
  const totalElements = Number(total);
  return { content, pageNo, pageSize, totalElements, totalPages: Math.ceil(totalElements / pageSize) };
}
