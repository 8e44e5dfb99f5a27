/**
 * Customer-service links of the status call (docs/protocol.md, Customer-service links): each
 * entry's `path` is DES-encrypted with its last 8 characters as the key. Pure functions; the
 * decryption is passed in, so crypto-js loads only when someone asks for customer service.
 */
import type { CustomerServiceEntry } from '../../shared/wire';

/** The entry of the given type (case-insensitive), else the first one. */
export function pickCustomerServiceEntry(
  entries: readonly CustomerServiceEntry[],
  csType?: string,
): CustomerServiceEntry | undefined {
  const wanted = csType?.toUpperCase();
  return (wanted && entries.find((e) => e.csType.toUpperCase() === wanted)) || entries[0];
}

export type CustomerServiceUrlOptions = {
  csType?: string;
  /** The platform's API origin; '' on the web, where the page's own origin is meant. */
  apiOrigin: string;
  /** The page's URL, for the web case. */
  pageUrl: string;
  decrypt: (path: string) => string;
};

/**
 * The URL to open, or undefined when there is no entry or it does not decrypt to an http(s)
 * URL. A root-relative path such as `/support/` resolves against the API origin, which on
 * desktop is the operator's site and not the app's own origin.
 */
export function customerServiceUrl(
  entries: readonly CustomerServiceEntry[],
  options: CustomerServiceUrlOptions,
): string | undefined {
  const entry = pickCustomerServiceEntry(entries, options.csType);
  if (!entry) return undefined;
  try {
    const url = new URL(options.decrypt(entry.path).trim(), options.apiOrigin || options.pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined; // does not decrypt, or not a URL
  }
}

/** Customer-service popups are 440 x 750. */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 750 } as const;
