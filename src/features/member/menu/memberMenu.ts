/**
 * The member menu as data: which entries a member sees, in order, and the badge of
 * each. Pure, so the order and the conditional entries are unit-tested without rendering.
 */
import type { BadgeCounts } from '../../../shared/wire';
import { MEMBER_PAGE_KEYS, type MemberPageKey } from '../memberPageKeys';
import type { PageAvailability } from '../../../app/CentrePageView';

export type MenuContext = {
  /** The merchant wallet is single (no vendor wallets to transfer between); undefined while loading. */
  walletSingle: boolean | undefined;
  /** The member has an upline agent to transfer to; undefined while loading. */
  hasUpline: boolean | undefined;
  isAgent: boolean;
};

export type MenuEntry = { kind: 'page'; key: MemberPageKey } | { kind: 'agent' } | { kind: 'signOut' };

export type { PageAvailability as Availability } from '../../../app/CentrePageView';

/** transferFund only when the merchant wallet is not single; transferUpline only with an upline. */
export function pageAvailability(page: MemberPageKey, context: MenuContext): PageAvailability {
  if (page === 'transferFund')
    return context.walletSingle === undefined ? 'unknown' : context.walletSingle ? 'hidden' : 'available';
  if (page === 'transferUpline')
    return context.hasUpline === undefined ? 'unknown' : context.hasUpline ? 'available' : 'hidden';
  return 'available';
}

/** The entries in menu order: the pages this member has, the agent entry for agents, then sign out. */
export function memberMenu(context: MenuContext): MenuEntry[] {
  const pages: MenuEntry[] = MEMBER_PAGE_KEYS.filter((key) => pageAvailability(key, context) === 'available').map(
    (key) => ({
      kind: 'page',
      key,
    }),
  );
  return [...pages, ...(context.isAgent ? [{ kind: 'agent' } as const] : []), { kind: 'signOut' }];
}

/** Which count of the badges call belongs on which entry. */
const BADGE_OF: Partial<Record<MemberPageKey, keyof BadgeCounts>> = {
  missionLeaderboard: 'missions',
  messageV2: 'messages',
  rewardCenter: 'rewards',
};

/** The badge count of a page, 0 when it has none (or the counts have not arrived). */
export function badgeCount(page: MemberPageKey, counts: BadgeCounts | undefined): number {
  const field = BADGE_OF[page];
  const value = field && counts ? counts[field] : 0;
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** What a badge shows: the count, capped so it stays small. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
