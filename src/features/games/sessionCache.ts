/**
 * Hot games and vendor lanes kept in sessionStorage for the session (keys
 * `HOT_GAMES` and `gameVendor`), so a reload or a new tab of the session shows the home
 * rails and the menus without waiting. Each entry remembers what it was fetched for (the
 * language, and for hot games the vendor); asking with another language misses, fetches and
 * overwrites it, which is how they refresh on a language change.
 *
 * Every entry is also keyed by the merchant (issue 14 item 7): another merchant's vendors are a
 * miss, never shown under this merchant's branding.
 *
 * Storage may be missing, full or disabled: then nothing is cached and the calls go out.
 */
import { wireContext } from '../../api/wireContext';
import type { HotGamesValue, VendorLanesValue } from '../../shared/wire';

export const HOT_GAMES_KEY = 'HOT_GAMES';
export const VENDOR_LANES_KEY = 'gameVendor';

type Entry = { key: string; value: unknown };

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** `key` of this merchant: what an entry is stored and looked up under. */
const merchantKey = (key: string, merchant: string) => `${merchant}|${key}`;

/** The stored value when it was stored for `key` (of this merchant) and passes `valid`; else undefined. */
export function readSessionCache<T>(
  storageKey: string,
  key: string,
  valid: (value: unknown) => value is T,
  store = storage(),
  merchant = wireContext().merchant,
): T | undefined {
  try {
    const raw = store?.getItem(storageKey);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<Entry> | null;
    if (!entry || entry.key !== merchantKey(key, merchant)) return undefined;
    return valid(entry.value) ? entry.value : undefined;
  } catch {
    return undefined; // unreadable or not JSON: fetch again
  }
}

export function writeSessionCache(
  storageKey: string,
  key: string,
  value: unknown,
  store = storage(),
  merchant = wireContext().merchant,
): void {
  try {
    store?.setItem(storageKey, JSON.stringify({ key: merchantKey(key, merchant), value } satisfies Entry));
  } catch {
    // quota or privacy mode: the next page load fetches again
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isHotGamesValue(value: unknown): value is HotGamesValue {
  return isObject(value) && Array.isArray(value.list);
}

export function isVendorLanesValue(value: unknown): value is VendorLanesValue {
  return isObject(value) && isObject(value.data) && Array.isArray(value.data.lanes);
}

/** What a hot-games entry was fetched for. */
export const hotGamesKey = (language: string, vassalage: string): string => `${language}|${vassalage}`;
