/**
 * "Remember password" of the login popup, 1 day, in cookies.
 *
 * Decision: we remember the USERNAME only (cookie `<merchant>-login`, plus `loginRemember=1`),
 * and for the SMS tab the mobile number (`loginTypeSms`). The deployed client also wrote the
 * password into a cookie named after the user; a cookie is readable by any script on the page
 * and sent with every request, so a password never goes into one. The checkbox says what it
 * does ("Remember my username"). The session token itself stays per tab (platform.token), and
 * the option is hidden where `platform.token.canRemember()` is false.
 */

export const REMEMBER_DAYS = 1;
const DAY_SECONDS = 86_400;

export type RememberedLogin = {
  username: string | null;
  sms: { mobileNum: string; countryDialingCode: string } | null;
};

const usernameCookie = (merchant: string) => `${merchant}-login`;
const FLAG_COOKIE = 'loginRemember';
const SMS_COOKIE = 'loginTypeSms';

/** Parses a `document.cookie` string into name → value (values URI-decoded). */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      /* a cookie that is not ours and not URI-encoded: skip it */
    }
  }
  return cookies;
}

/** One Set-Cookie string for document.cookie; maxAge 0 deletes. */
export function cookieString(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** What the cookies remember for this merchant; nothing unless the flag cookie says so. */
export function readRemembered(cookieHeader: string, merchant: string): RememberedLogin {
  const cookies = parseCookies(cookieHeader);
  if (cookies.get(FLAG_COOKIE) !== '1') return { username: null, sms: null };
  let sms: RememberedLogin['sms'] = null;
  try {
    const parsed: unknown = JSON.parse(cookies.get(SMS_COOKIE) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { mobileNum, countryDialingCode } = parsed as Record<string, unknown>;
      if (typeof mobileNum === 'string' && typeof countryDialingCode === 'string')
        sms = { mobileNum, countryDialingCode };
    }
  } catch {
    sms = null;
  }
  return { username: cookies.get(usernameCookie(merchant)) || null, sms };
}

/** The cookie strings that store (or, with remember false, forget) a login choice. */
export function rememberCookies(
  merchant: string,
  choice: { remember: boolean; username?: string; sms?: { mobileNum: string; countryDialingCode: string } },
  secure: boolean,
): string[] {
  const age = choice.remember ? REMEMBER_DAYS * DAY_SECONDS : 0;
  const cookies = [cookieString(FLAG_COOKIE, '1', age, secure)];
  if (choice.username !== undefined || !choice.remember)
    cookies.push(cookieString(usernameCookie(merchant), choice.username ?? '', age, secure));
  if (choice.sms !== undefined || !choice.remember)
    cookies.push(cookieString(SMS_COOKIE, choice.sms ? JSON.stringify(choice.sms) : '', age, secure));
  return cookies;
}

function cookieJar(): { read(): string; write(cookie: string): void; secure: boolean } | undefined {
  if (typeof document === 'undefined') return undefined;
  return {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie;
    },
    secure: window.location.protocol === 'https:',
  };
}

/** The remembered username / mobile of this merchant in this browser. */
export function loadRemembered(merchant: string): RememberedLogin {
  try {
    return readRemembered(cookieJar()?.read() ?? '', merchant);
  } catch {
    return { username: null, sms: null }; // cookies disabled
  }
}

/** Stores or forgets the choice after a successful login. */
export function saveRemembered(merchant: string, choice: Parameters<typeof rememberCookies>[1]): void {
  const jar = cookieJar();
  if (!jar) return;
  try {
    for (const cookie of rememberCookies(merchant, choice, jar.secure)) jar.write(cookie);
  } catch {
    /* cookies disabled: nothing to remember */
  }
}
