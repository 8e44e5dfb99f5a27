import { BOOT_STATUS_ELEMENT_ID } from '../shared/bootStatus';

/**
 * The status envelope the server wrote into the page (server/web.ts), taken once: the first
 * status query answers from it, every later one (a retry, the maintenance gate's polling)
 * asks the server. Undefined where there is none (the desktop bundle, a page from a CDN) or it
 * does not parse, or it is another merchant's; the query then makes the call as before.
 */
export function takeBootStatus(merchant: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(BOOT_STATUS_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  // The server answers for the merchant of the host; `?merchant=` can choose another one.
  if (element.getAttribute('data-merchant') !== merchant) return undefined;
  try {
    const envelope = JSON.parse(element.textContent ?? '') as { success?: unknown; value?: unknown };
    return envelope.success === true ? envelope.value : undefined;
  } catch {
    return undefined;
  }
}
