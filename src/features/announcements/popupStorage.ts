/**
 * Reads and writes the popup's remembered state (popupRules.ts names the keys). Storage can be
 * disabled or full; the popup then simply shows again, which is the safe side.
 */
import { dayOf, hiddenDayKeyOf, POPUP_CLOSED, sessionKeyOf, TO_WHICH_ITEM, type Viewer } from './popupRules';

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string): void {
  try {
    store().setItem(key, value);
  } catch {
    // Not remembered: the popup shows again next time.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export function popupSessionValue(viewer: Viewer): string | null {
  return read(session, sessionKeyOf(viewer));
}

export function popupHiddenDay(viewer: Viewer): string | null {
  return read(local, hiddenDayKeyOf(viewer));
}

/** Closing marks the session; with "Don't remind me today" ticked it also stores today. */
export function rememberPopupClosed(viewer: Viewer, hideToday: boolean, now: Date): void {
  write(session, sessionKeyOf(viewer), POPUP_CLOSED);
  if (hideToday) write(local, hiddenDayKeyOf(viewer), dayOf(now));
}

/** The item another screen asked the popup to open on (sessionStorage `toWhichItem`), if any. */
export function itemToOpen(): number | null {
  const value = read(session, TO_WHICH_ITEM);
  if (value === null || value.trim() === '') return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The chosen item is used for one opening only. */
export function forgetItemToOpen(): void {
  try {
    session().removeItem(TO_WHICH_ITEM);
  } catch {
    // It stays; opening on it again is harmless.
  }
}
