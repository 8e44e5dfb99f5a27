/**
 * A token in the URL query logs in: `?token=…` is read once,
 * removed from the address (so it is not bookmarked, shared or sent as a referrer), and
 * handed to the session. Pure: the caller applies the clean URL with history.replaceState.
 */

/** What a session token may look like: printable, no spaces, a sane length. */
const TOKEN_SHAPE = /^[\x21-\x7e]{16,512}$/;

export type UrlToken = {
  token: string;
  /** The same URL without the token parameter, as a path + query + hash, for replaceState. */
  cleanUrl: string;
};

/** Removes `token` from a query string; returns the new search ('' or '?…') and the token. */
function strip(search: string): { search: string; token: string | null } {
  const token = new URLSearchParams(search).get('token');
  return token === null ? { search, token: null } : { search: searchWithoutToken(search), token };
}

/**
 * The token of a page URL, from its query or (hash-routed desktop pages) from the query inside
 * its hash. Null when there is none or it does not look like a token; a malformed one is still
 * removed from the URL (cleanUrl) so it does not linger.
 */
export function takeUrlToken(href: string): { token: string | null; cleanUrl: string | null } {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { token: null, cleanUrl: null };
  }
  let found = strip(url.search);
  let hash = url.hash;
  if (found.token === null) {
    const at = hash.indexOf('?');
    if (at < 0) return { token: null, cleanUrl: null };
    const inHash = strip(hash.slice(at));
    if (inHash.token === null) return { token: null, cleanUrl: null };
    hash = hash.slice(0, at) + inHash.search;
    found = { search: url.search, token: inHash.token };
  }
  const cleanUrl = `${url.pathname}${found.search}${hash}`;
  const token = found.token?.trim() ?? '';
  return { token: TOKEN_SHAPE.test(token) ? token : null, cleanUrl };
}

/** A query string ('?a=1&token=x') without its token parameter ('?a=1', or '' when nothing is left). */
export function searchWithoutToken(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has('token')) return search;
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
