/**
 * Requests to open the announcement popup from anywhere (the side menu entry, a link): a tiny
 * external store read with useSyncExternalStore, so no reducer has to be added to the app
 * store for one flag. A request opens the popup whatever the session or day rules say.
 */
export type PopupRequest = {
  /** Increments per request, so asking twice re-opens. */
  seq: number;
  /** The announcement to open on; the first one when absent. */
  itemId?: number;
};

let current: PopupRequest | null = null;
const listeners = new Set<() => void>();

export function requestAnnouncementPopup(itemId?: number): void {
  current = { seq: (current?.seq ?? 0) + 1, itemId };
  for (const listener of listeners) listener();
}

export function subscribePopupRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentPopupRequest(): PopupRequest | null {
  return current;
}
