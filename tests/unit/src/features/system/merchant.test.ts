// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_MERCHANT_CODE,
  clearSessionKeepingMerchant,
  pickMerchantCode,
  resolveMerchantCode,
} from '../../../../../src/features/system/merchant';

const none = { query: null, meta: null, session: null, local: null };

describe('pickMerchantCode', () => {
  it('takes the query first, then the meta tag, then sessionStorage, then localStorage', () => {
    const all = { query: 'q1', meta: 'm1', session: 's1', local: 'l1' };
    expect(pickMerchantCode(all)).toBe('q1');
    expect(pickMerchantCode({ ...all, query: null })).toBe('m1');
    expect(pickMerchantCode({ ...all, query: null, meta: '' })).toBe('s1');
    expect(pickMerchantCode({ ...none, local: 'l1' })).toBe('l1');
  });

  it("falls back to 'demo'", () => {
    expect(pickMerchantCode(none)).toBe(DEFAULT_MERCHANT_CODE);
  });

  it('lower-cases codes and skips ones the server would refuse', () => {
    expect(pickMerchantCode({ ...none, query: ' DemoKR ' })).toBe('demokr');
    expect(pickMerchantCode({ ...none, query: 'x', meta: 'no spaces!', session: 'ok2' })).toBe('ok2');
  });
});

describe('resolveMerchantCode', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    document.head.innerHTML = '<meta name="merchant" content="" />';
    history.replaceState(null, '', '/');
  });

  it('reads ?merchant= and stores it where the deployed client keeps it', () => {
    history.replaceState(null, '', '/?merchant=demokr');
    expect(resolveMerchantCode(window)).toBe('demokr');
    expect(sessionStorage.getItem('merchant')).toBe('demokr');
    expect(sessionStorage.getItem('merchantCode')).toBe('demokr');
    expect(localStorage.getItem('merchantCode')).toBe('demokr');
  });

  it('reads the meta tag the server fills per host', () => {
    document.head.innerHTML = '<meta name="merchant" content="opera1" />';
    expect(resolveMerchantCode(window)).toBe('opera1');
  });

  it('remembers the code of an earlier visit', () => {
    localStorage.setItem('merchantCode', 'kept');
    expect(resolveMerchantCode(window)).toBe('kept');
  });

  it("uses 'demo' when nothing says otherwise", () => {
    expect(resolveMerchantCode(window)).toBe('demo');
  });

  it("drops another merchant's session: its token and caches never mix with this one's (issue 14 item 7)", () => {
    history.replaceState(null, '', '/?merchant=demokr');
    expect(resolveMerchantCode(window)).toBe('demokr');
    sessionStorage.setItem('gameVendor', '{"key":"demokr|KO","value":{}}');
    sessionStorage.setItem('token', 'demokr-token');
    // The same merchant again (a reload): everything stays.
    expect(resolveMerchantCode(window)).toBe('demokr');
    expect(sessionStorage.getItem('gameVendor')).not.toBeNull();
    // Another merchant (the host's own, after the query is gone): the old session is gone.
    history.replaceState(null, '', '/');
    document.head.innerHTML = '<meta name="merchant" content="demo" />';
    expect(resolveMerchantCode(window)).toBe('demo');
    expect(sessionStorage.getItem('gameVendor')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(localStorage.getItem('merchantCode')).toBe('demo');
  });

  it('clears the session but keeps the merchant code', () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('nickname', 'n');
    clearSessionKeepingMerchant(window, 'demokr');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('nickname')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demokr');
    expect(sessionStorage.getItem('merchantCode')).toBe('demokr');
  });
});
