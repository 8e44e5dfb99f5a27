/**
 * Whom the announcements are for (src/shared/wire/announcements.ts): a guest gets the before-login
 * set (popups with audience B), a member the after-login set (A, plus F on the first login; the
 * server filters by the session). While a session is being restored nobody is asked yet, so a
 * member never sees the guests' popup flash by.
 */
export { announcementArgs } from '../../shared/wire';

export type Audience = { kind: 'pending' } | { kind: 'guest' } | { kind: 'member'; account: string };

export type AudienceFacts = {
  /** session.loggedIn: a token was found at start or a login completed. */
  loggedIn: boolean;
  /** auth.status. */
  status: 'guest' | 'loading' | 'member' | 'passwordChange';
  /** The signed-in member's account, when member info loaded. */
  account: string | null;
};

export function audienceOf({ loggedIn, status, account }: AudienceFacts): Audience {
  if (status === 'member') return { kind: 'member', account: account ?? '' };
  if (status === 'guest' && !loggedIn) return { kind: 'guest' };
  return { kind: 'pending' };
}
