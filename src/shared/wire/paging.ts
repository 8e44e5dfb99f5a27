/**
 * Paged lists and date ranges of the report calls [design]: 1-based pages, epoch-ms ranges. The
 * schemas are ./schemas/paging.ts; a page of T is the type of its `Page(item)` schema, written
 * out here because a generic type cannot be derived from a schema-making function.
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from './schemas/paging';

export type PageArgs = Static<typeof schemas.PageArgs>;
/** Epoch ms, inclusive start and exclusive end. */
export type RangeArgs = Static<typeof schemas.RangeArgs>;

export type Page<T> = { content: T[]; pageNo: number; pageSize: number; totalElements: number; totalPages: number };

/** The longest range a member report accepts, and the largest page. */
export const MAX_REPORT_RANGE_DAYS = 93;
export const MAX_PAGE_SIZE = 100;
