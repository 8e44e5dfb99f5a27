/**
 * Pages of every paged list (src/shared/wire/paging.ts): 1-based, at most MAX_PAGE_SIZE rows.
 * The query fields are checked by Fastify's schema validation (Ajv coerces the numbers from the
 * query string), so a bad page gets the same answer on every list (server/wire/errors.ts words it).
 * The game catalogue pages its cached lists its own way (server/domains/games/wireGames.ts).
 */
import type { Page } from '../../src/shared/wire/paging';

/**
 * Query properties of a paged list (the wire schemas' own); spread them into a TypeBox object or a plain JSON schema.
 */
export { pageFields } from '../../src/shared/wire/schemas/paging';

export type Paging = { pageNo: number; pageSize: number; offset: number };

export const pagingOf = ({ pageNo, pageSize }: { pageNo: number; pageSize: number }): Paging => ({
  pageNo,
  pageSize,
  offset: (pageNo - 1) * pageSize,
});

/** One page of a list whose whole length is `total`. */
export function pageOf<T>(content: T[], paging: Paging, total: bigint | number): Page<T> {
  const totalElements = Number(total);
  return {
    content,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / paging.pageSize),
  };
}
