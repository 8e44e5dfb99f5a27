/** "Remember password" (1 day): the username and mobile in cookies, never the password. */
import { describe, expect, it } from 'vitest';
import { parseCookies, readRemembered, rememberCookies } from '../../../../../src/features/auth/remember';

/** Applies Set-Cookie strings to a jar the way a browser would (Max-Age=0 deletes). */
function jarAfter(cookies: string[], jar = new Map<string, string>()): string {
  for (const cookie of cookies) {
    const [pair = '', ...attributes] = cookie.split('; ');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    if (attributes.includes('Max-Age=0')) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe('remember cookies', () => {
  it('remember the username for one day under <merchant>-login with loginRemember=1', () => {
    const cookies = rememberCookies('demo', { remember: true, username: 'demo_player' }, true);
    expect(cookies).toContain('loginRemember=1; Max-Age=86400; Path=/; SameSite=Strict; Secure');
    expect(cookies).toContain('demo-login=demo_player; Max-Age=86400; Path=/; SameSite=Strict; Secure');
    expect(readRemembered(jarAfter(cookies), 'demo')).toEqual({ username: 'demo_player', sms: null });
    expect(readRemembered(jarAfter(cookies), 'demokr').username).toBeNull();
  });

  it('never write a password', () => {
    const cookies = rememberCookies('demo', { remember: true, username: 'demo_player' }, false).join('\n');
    expect(cookies).not.toMatch(/password|Player2026/i);
    expect(cookies.split('\n')).toHaveLength(2);
  });

  it('remember the SMS login as JSON {mobileNum, countryDialingCode}', () => {
    const cookies = rememberCookies(
      'demo',
      { remember: true, sms: { mobileNum: '1122334455', countryDialingCode: '54' } },
      false,
    );
    expect(readRemembered(jarAfter(cookies), 'demo').sms).toEqual({
      mobileNum: '1122334455',
      countryDialingCode: '54',
    });
  });

  it('unticking forgets everything', () => {
    const jar = new Map<string, string>();
    jarAfter(
      rememberCookies(
        'demo',
        { remember: true, username: 'u', sms: { mobileNum: '1', countryDialingCode: '54' } },
        false,
      ),
      jar,
    );
    const after = jarAfter(rememberCookies('demo', { remember: false }, false), jar);
    expect(readRemembered(after, 'demo')).toEqual({ username: null, sms: null });
  });

  it('read nothing without the flag, and survive foreign or broken cookies', () => {
    expect(readRemembered('demo-login=someone', 'demo')).toEqual({ username: null, sms: null });
    expect(readRemembered('loginRemember=1; demo-login=a%20b; loginTypeSms=%7Bbroken; junk=%E0%A4%A', 'demo')).toEqual({
      username: 'a b',
      sms: null,
    });
    expect(parseCookies('a=1; =2; b').get('a')).toBe('1');
  });
});
