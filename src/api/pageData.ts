/**
 * The JSON data blocks the server writes into index.html (server/web.ts): the status
 * (./bootStatus.ts) and the first calls' answers (./bootAnswers.ts). A block is taken once (the
 * element is removed) and only for its own merchant: the server answers for the host's merchant,
 * and `?merchant=` can choose another one.
 */

/**
 * The parsed block `id` for `merchant`; undefined where there is none (the desktop bundle, a page from a CDN), it is
 * another merchant's, or it does not parse.
 */
export function takePageData(id: string, merchant: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  if (element.getAttribute('data-merchant') !== merchant) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
