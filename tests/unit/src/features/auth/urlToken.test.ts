/** `?token=` logs in: read once, removed from the address, malformed ones dropped. */
import { describe, expect, it } from 'vitest';
import { searchWithoutToken, takeUrlToken } from '../../../../../src/features/auth/urlToken';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA-_abc123';

describe('takeUrlToken', () => {
  it('takes the token and keeps the rest of the address', () => {
    expect(takeUrlToken(`https://site.test/promotions?a=1&token=${TOKEN}&b=2#top`)).toEqual({
      token: TOKEN,
      cleanUrl: '/promotions?a=1&b=2#top',
    });
  });

  it('leaves no empty query behind', () => {
    expect(takeUrlToken(`https://site.test/?token=${TOKEN}`)).toEqual({ token: TOKEN, cleanUrl: '/' });
  });

  it('finds the token in the query of a hash route (desktop)', () => {
    expect(takeUrlToken(`app://bundle/index.html#/member?token=${TOKEN}&x=1`)).toEqual({
      token: TOKEN,
      cleanUrl: '/index.html#/member?x=1',
    });
  });

  it('answers nothing to do when there is no token', () => {
    expect(takeUrlToken('https://site.test/lottery?gameCode=A#x?y=1')).toEqual({ token: null, cleanUrl: null });
    expect(takeUrlToken('not a url')).toEqual({ token: null, cleanUrl: null });
  });

  it('drops a malformed token but still cleans it from the address', () => {
    for (const bad of ['', 'short', 'has space inside it ok', 'x'.repeat(600), '%3Cscript%3E']) {
      const taken = takeUrlToken(`https://site.test/?token=${bad}`);
      expect(taken.token).toBeNull();
      expect(taken.cleanUrl).toBe('/');
    }
  });
});

describe('searchWithoutToken', () => {
  it('removes only the token parameter', () => {
    expect(searchWithoutToken('?token=x&merchant=demo')).toBe('?merchant=demo');
    expect(searchWithoutToken('?token=x')).toBe('');
    expect(searchWithoutToken('?merchant=demo')).toBe('?merchant=demo');
    expect(searchWithoutToken('')).toBe('');
  });
});
