/**
 * URL trust as pure functions. Every decision about where a window may go, or what the system
 * browser may be asked to open, comes through here, so the hostile cases are tested in one place
 * (tests/unit/electron/trustedUrl.test.ts).
 *
 * Why parse instead of matching strings: `https://good.com@evil.com`, `https://good.com.evil.com`
 * and `https://gооd.com` (Cyrillic o's) all *contain* the trusted host. The WHATWG parser splits
 * userinfo from host, lower-cases the scheme and host, and turns IDN hosts into punycode, so an
 * exact origin comparison after parsing is immune to those tricks.
 */

/** Which origins the system browser may open (external links) and whether dev loopback http counts. */
export type UrlAllowList = {
  /** Exact origins, e.g. 'https://help.example.com' or 'http://127.0.0.1:8080'. Ports must match. */
  origins: readonly string[];
  /** Accept http: on loopback hosts (development builds and the local demo server only). */
  allowLoopbackHttp: boolean;
};

const MAX_URL_LENGTH = 4096;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// Whitespace, control and invisible formatting characters are silently dropped or rewritten by
// the URL parser (and backslashes become slashes); a legitimate link never carries them, so their
// presence alone is a refusal.
const INVISIBLE_OR_AMBIGUOUS = /[\s\\\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u;

function hasSuspiciousCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (text.charCodeAt(index) <= 0x20) return true;
  }
  return INVISIBLE_OR_AMBIGUOUS.test(text);
}

// The authority part of a hierarchical URL as written (before the parser drops an empty `:@`).
const RAW_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

/**
 * Parses an absolute URL, or returns null. Never throws. Refuses any userinfo as written, even an
 * empty `https://:@host` that the parser would silently drop: no link we open or load needs it.
 */
export function parseUrl(url: unknown): URL | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL_LENGTH) return null;
  if (hasSuspiciousCharacter(url)) return null;
  if (RAW_AUTHORITY.exec(url)?.[1]?.includes('@')) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True for localhost, 127.0.0.1 and [::1] (as normalised by the URL parser). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

/**
 * True when `url` is an http(s) URL we may load or open at all: https always, http only on a
 * loopback host when `allowLoopbackHttp` is set. No userinfo, no other schemes.
 */
export function isWebUrl(url: URL, allowLoopbackHttp: boolean): boolean {
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && allowLoopbackHttp && isLoopbackHost(url.hostname);
}

/** Normalises an allow-list entry to its origin ('https://host[:port]'), or null if it is not one. */
export function normaliseOrigin(entry: string): string | null {
  const parsed = parseUrl(entry);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed.origin;
}

/**
 * Returns the re-serialised URL when it may be handed to the system browser, else null.
 * Callers open the returned string, never the raw input.
 */
export function trustedExternalHref(url: unknown, allowList: UrlAllowList): string | null {
  const parsed = parseUrl(url);
  if (!parsed || !isWebUrl(parsed, allowList.allowLoopbackHttp)) return null;
  const allowed = allowList.origins.some((entry) => normaliseOrigin(entry) === parsed.origin);
  return allowed ? parsed.href : null;
}

/** True when `url` may be opened in the system browser (https, exact allow-listed origin). */
export function isTrustedExternalUrl(url: unknown, allowList: UrlAllowList): boolean {
  return trustedExternalHref(url, allowList) !== null;
}

/** True when both URLs parse and share scheme, host and port. Opaque origins never match. */
export function isSameOrigin(url: unknown, origin: string): boolean {
  const parsed = parseUrl(url);
  const expected = normaliseOrigin(origin);
  return (
    parsed !== null &&
    expected !== null &&
    parsed.origin === expected &&
    parsed.username === '' &&
    parsed.password === ''
  );
}
