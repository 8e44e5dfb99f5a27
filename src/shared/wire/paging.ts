/** Paged lists and date ranges of the report calls [design]: 1-based pages, epoch-ms ranges. */

export type PageArgs = { pageNo: number; pageSize: number };
/** Epoch ms, inclusive start and exclusive end. */
export type RangeArgs = { startTime: number; endTime: number };

export type Page<T> = { content: T[]; pageNo: number; pageSize: number; totalElements: number; totalPages: number };

/** The longest range a member report accepts, and the largest page. */
export const MAX_REPORT_RANGE_DAYS = 93;
export const MAX_PAGE_SIZE = 100;
