/**
 * When the public announcement popup shows itself: once per session per user (or per
 * anonymous visitor) until closed, never again on a day its viewer chose "Don't remind me
 * today", and always when asked for from the menu. Pure: storage access is in popupStorage.ts.
 */

/**
 * sessionStorage names, one for members and one for guests. The member's key
 * needs no account in it: sessionStorage is emptied whenever a session ends (sign-out, expiry),
 * so the next member to sign in in this tab starts without it.
 */
export const USER_POPUP = 'USER_POPUP';
export const ANONYMOUS_POPUP = 'ANONYMOUS_POPUP';
/** The value that marks the popup closed for this session. */
export const POPUP_CLOSED = 'closed';
/**
 * localStorage, which outlives sessions and is shared by everyone using this browser: the day
 * (YYYY-MM-DD, local time) this viewer chose "Don't remind me today", one key per account.
 */
export const POPUP_HIDDEN_DAY = 'POPUP_HIDDEN_DAY';
/** sessionStorage: the id of the announcement to open the popup on. */
export const TO_WHICH_ITEM = 'toWhichItem';

/** Who is looking: a member's account, or null for a guest. */
export type Viewer = string | null;

export function sessionKeyOf(viewer: Viewer): string {
  return viewer === null ? ANONYMOUS_POPUP : USER_POPUP;
}

export function hiddenDayKeyOf(viewer: Viewer): string {
  return viewer === null ? `${POPUP_HIDDEN_DAY}:anonymous` : `${POPUP_HIDDEN_DAY}:user:${viewer}`;
}

/** The viewer's calendar day, as stored: local time, so "today" ends at the viewer's midnight. */
export function dayOf(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type PopupFacts = {
  /** How many popup announcements the server answered for this viewer. */
  count: number;
  /** The session value under sessionKeyOf(viewer). */
  sessionValue: string | null;
  /** The stored day under hiddenDayKeyOf(viewer). */
  hiddenDay: string | null;
  now: Date;
};

/** Whether the popup opens by itself. A request from the menu opens it regardless. */
export function shouldShowPopup({ count, sessionValue, hiddenDay, now }: PopupFacts): boolean {
  if (count === 0) return false;
  if (sessionValue === POPUP_CLOSED) return false;
  return hiddenDay !== dayOf(now);
}
