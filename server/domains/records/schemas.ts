/**
 * Query schemas of the member reports (TypeBox: the JSON schema Fastify validates with, and the
 * type the handler reads). Fastify coerces query strings to the declared scalars; what the schema
 * cannot say (an end after the start, at most MAX_REPORT_RANGE_DAYS) `checkRange` says.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PAGE_SIZE, MAX_REPORT_RANGE_DAYS } from '../../../src/shared/wire/paging';
import { badRequest } from '../../wire/errors';

const DAY_MS = 86_400_000;
/** The largest epoch-ms time a JavaScript Date holds. */
const MAX_TIME = 8_640_000_000_000_000;

const epochMs = Type.Integer({ minimum: 0, maximum: MAX_TIME });

export const pageFields = {
  pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 }),
};

export const rangeFields = { startTime: epochMs, endTime: epochMs };

export const rangeQuery = Type.Object(rangeFields, { additionalProperties: false });
export type RangeQuery = Static<typeof rangeQuery>;

export const pagedRangeQuery = Type.Object({ ...pageFields, ...rangeFields }, { additionalProperties: false });
export type PagedRangeQuery = Static<typeof pagedRangeQuery>;

export const transactionsQuery = Type.Object(
  // The kind is checked by the handler, which names the kinds there are.
  { ...pageFields, ...rangeFields, kind: Type.Optional(Type.String({ maxLength: 32 })) },
  { additionalProperties: false },
);
export type TransactionsQuery = Static<typeof transactionsQuery>;

const code = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' });
export const betsQuery = Type.Object(
  { ...pageFields, ...rangeFields, vendor: Type.Optional(code), gameType: Type.Optional(code) },
  { additionalProperties: false },
);
export type BetsQuery = Static<typeof betsQuery>;

export type Range = { start: Date; end: Date };

/** The range as dates: the start inclusive, the end exclusive, at most MAX_REPORT_RANGE_DAYS. */
export function checkRange({ startTime, endTime }: RangeQuery): Range {
  if (endTime <= startTime) throw badRequest('The end of the date range must be after its start.');
  if (endTime - startTime > MAX_REPORT_RANGE_DAYS * DAY_MS) {
    throw badRequest(`A report covers at most ${MAX_REPORT_RANGE_DAYS} days. Please choose a shorter date range.`);
  }
  return { start: new Date(startTime), end: new Date(endTime) };
}

export type Paging = { pageNo: number; pageSize: number; offset: number };

export const pagingOf = ({ pageNo, pageSize }: { pageNo: number; pageSize: number }): Paging => ({ pageNo, pageSize, offset: (pageNo - 1) * pageSize });

export function pageOf<T>(content: T[], paging: Paging, total: bigint | number) {
  const totalElements = Number(total);
  return { content, pageNo: paging.pageNo, pageSize: paging.pageSize, totalElements, totalPages: Math.ceil(totalElements / paging.pageSize) };
}
