/** Popup titles, 9 per page (ANNOUNCEMENTS_PER_PAGE). Pages are 1-based. */
import { ANNOUNCEMENTS_PER_PAGE } from '../../shared/wire';

export function pageCount(total: number, perPage = ANNOUNCEMENTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function pageItems<T>(items: readonly T[], page: number, perPage = ANNOUNCEMENTS_PER_PAGE): T[] {
  const last = pageCount(items.length, perPage);
  const at = Math.min(Math.max(1, page), last);
  return items.slice((at - 1) * perPage, at * perPage);
}

/** The page that holds the item at this index (0-based); page 1 for an index not in the list. */
export function pageOfIndex(index: number, perPage = ANNOUNCEMENTS_PER_PAGE): number {
  return index < 0 ? 1 : Math.floor(index / perPage) + 1;
}
