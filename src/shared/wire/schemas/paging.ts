/**
 * Pages and date ranges of the report and list calls (src/shared/wire/paging.ts): the page a
 * list answers, and the query fields every paged or ranged call takes, spread into its args
 * schema. Fastify's Ajv coerces the numbers from the query string and fills in the defaults,
 * so a bad page or range gets the same answer on every list (server/wire/errors.ts words it);
 * what a schema cannot say of a range is checked by server/http/dateRange.ts.
 */
import type { TProperties } from '@sinclair/typebox';
import { MAX_PAGE_SIZE } from '../paging';
import { Obj, T, type TSchema } from './kit';

/**
 * One page of a list: 1-based, `totalElements` over every page; `extra` what a list answers beside its page (totals…).
 */
export const Page = <S extends TSchema, E extends TProperties = Record<never, TSchema>>(item: S, extra: E = {} as E) =>
  Obj({
    content: T.Array(item),
    pageNo: T.Integer(),
    pageSize: T.Integer(),
    totalElements: T.Integer(),
    totalPages: T.Integer(),
    ...extra,
  });

/** Query properties of a paged list: 1-based pages of at most MAX_PAGE_SIZE rows. */
export const pageFields = {
  pageNo: T.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: T.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 }),
};

/** The largest epoch-ms time a JavaScript Date holds. */
export const MAX_TIME = 8_640_000_000_000_000;

/** An epoch-ms time as a range takes it. */
export const EpochMs = () => T.Integer({ minimum: 0, maximum: MAX_TIME });

/** Query properties of a range: epoch ms, the start inclusive and the end exclusive. */
export const rangeFields = { startTime: EpochMs(), endTime: EpochMs() };

/** The arguments of a paged list and of a range on their own (src/shared/wire/paging.ts PageArgs, RangeArgs). */
export const PageArgs = Obj(pageFields);
export const RangeArgs = Obj(rangeFields);
