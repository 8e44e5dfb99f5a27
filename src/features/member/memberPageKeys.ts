/**
 * The member centre's pages by key, in member-menu order, and the address of
 * each: /member?page=<key>. Kept free of React so links anywhere (header, dialogs) cost nothing.
 */
import { MEMBER_PAGE_KEYS, type MemberPageKey } from '../../shared/memberPages';

export { MEMBER_PAGE_KEYS, type MemberPageKey };

export const DEFAULT_MEMBER_PAGE: MemberPageKey = 'securityCenter';

/** The query parameter that names the page. */
export const PAGE_PARAM = 'page';

export function isMemberPageKey(value: string | null | undefined): value is MemberPageKey {
  return (MEMBER_PAGE_KEYS as readonly string[]).includes(value ?? '');
}

/** '/member?page=depositv2', with any extra parameters after it. */
export function memberPagePath(page: MemberPageKey, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ [PAGE_PARAM]: page, ...extra });
  return `/member?${params.toString()}`;
}

/** Router state of links into the member centre: where it was opened from, for the overlay's close. */
export type CentreLinkState = { from: string };

/**
 * The state a link into the member centre carries: the page it was opened from, or, from
 * inside the centre, the origin it already knew.
 */
export function centreLinkState(location: { pathname: string; search: string; state: unknown }): CentreLinkState {
  if (location.pathname !== '/member') return { from: `${location.pathname}${location.search}` };
  const from = (location.state as Partial<CentreLinkState> | null)?.from;
  return { from: typeof from === 'string' ? from : '/' };
}
