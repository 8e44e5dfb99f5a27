/**
 * Codes a registration link carries (`getCode()` → {code, referralCode, domain}; the affiliate
 * check is in src/shared/wire/auth.ts):
 * an agent's invitation code as `?affiliateCode=` or `?code=`, and a member's referral code as
 * `?referralCode=`, copied into the form. Pure: the caller passes the page address.
 */

export type UrlCodes = {
  /** The agent's invitation code; '' when the link has none. */
  affiliateCode: string;
  /** The inviting member's referral code; '' when none. */
  referralCode: string;
  /** The host the visitor registers on, sent with the affiliate check and the registration. */
  domain: string;
};

/** Query names of the invitation code, first found wins. */
export const AFFILIATE_PARAMS = ['affiliateCode', 'code'] as const;
export const REFERRAL_PARAM = 'referralCode';

/** Longer values are not codes (the server takes 32 characters at most); they are ignored rather than sent. */
const MAX_CODE_LENGTH = 32;

function clean(value: string | null): string {
  const text = (value ?? '').trim();
  // Codes are letters and digits (a dash or underscore at most): anything else is not one.
  return text.length <= MAX_CODE_LENGTH && /^[A-Za-z0-9_-]*$/.test(text) ? text : '';
}

/** Reads the codes from a page address (absolute URL, or path with query). */
export function codesFromUrl(href: string): UrlCodes {
  let url: URL;
  try {
    url = new URL(href, 'http://localhost');
  } catch {
    return { affiliateCode: '', referralCode: '', domain: '' };
  }
  const params = url.searchParams;
  const affiliateCode = AFFILIATE_PARAMS.map((name) => clean(params.get(name))).find(Boolean) ?? '';
  return { affiliateCode, referralCode: clean(params.get(REFERRAL_PARAM)), domain: url.hostname };
}
