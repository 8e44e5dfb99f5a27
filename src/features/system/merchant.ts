/**
 * Which merchant (operator) this client speaks for. The code is kept in
 * sessionStorage `merchant` and `merchantCode` and in localStorage `merchantCode`.
 * Sources, first usable wins: the `?merchant=` query, the `<meta name="merchant">` tag the
 * server fills per host, the stored code, then 'demo'.
 */

export const DEFAULT_MERCHANT_CODE = 'demo';

/** The server's rule for merchant codes: short, lower-case alphanumeric. */
const MERCHANT_CODE = /^[a-z0-9]{2,20}$/;

export type MerchantSources = {
  query: string | null;
  meta: string | null;
  session: string | null;
  local: string | null;
};

function usable(code: string | null): string | undefined {
  const value = code?.trim().toLowerCase();
  return value && MERCHANT_CODE.test(value) ? value : undefined;
}

/** The first usable code of the sources, in order; invalid values are skipped. Pure. */
export function pickMerchantCode(sources: MerchantSources): string {
  return (
    usable(sources.query) ??
    usable(sources.meta) ??
    usable(sources.session) ??
    usable(sources.local) ??
    DEFAULT_MERCHANT_CODE
  );
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined; // storage disabled: behave as if empty
  }
}

/** Writes the code to those three places. */
export function storeMerchantCode(win: Window, code: string): void {
  safely(() => {
    win.sessionStorage.setItem('merchant', code);
    win.sessionStorage.setItem('merchantCode', code);
  });
  safely(() => win.localStorage.setItem('merchantCode', code));
}

/**
 * Resolves the merchant code of this page and stores it. When the tab's session belonged to
 * another merchant (`?merchant=demokr`, then a page of another host or code), everything that
 * session kept is dropped first: its token, cached vendors and hot games, registration rules,
 * popup state (issue 14 item 7: one merchant's menus no longer mix with another's branding).
 */
export function resolveMerchantCode(win: Window = window): string {
  const session = safely(() => win.sessionStorage.getItem('merchantCode')) ?? null;
  const code = pickMerchantCode({
    query: new URLSearchParams(win.location.search).get('merchant'),
    meta: win.document.querySelector('meta[name="merchant"]')?.getAttribute('content') ?? null,
    session,
    local: safely(() => win.localStorage.getItem('merchantCode')) ?? null,
  });
  if (session !== null && usable(session) !== code) clearSessionKeepingMerchant(win, code);
  else storeMerchantCode(win, code);
  return code;
}

/** Empties sessionStorage when a session ends (docs/protocol.md, Error codes), then puts the merchant code back. */
export function clearSessionKeepingMerchant(win: Window, code: string): void {
  safely(() => win.sessionStorage.clear());
  storeMerchantCode(win, code);
}
