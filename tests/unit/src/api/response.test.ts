import { describe, expect, it } from 'vitest';
import { ClientErrorCode, isApiError, toQueryResult, transportError } from '../../../../src/api/response';
import en from '../../../../src/i18n/locales/en/errors.json';
import { endpoint } from '../../../../src/shared/wire';

const messages = (key: keyof typeof en) => en[key];
const get = endpoint({ method: 'GET', path: '/wps/member/info' }) as ReturnType<typeof endpoint<unknown, unknown>>;
const quiet = endpoint({ method: 'POST', path: '/wps/session/login', alert: false }) as ReturnType<
  typeof endpoint<unknown, unknown>
>;

describe('toQueryResult: envelope unwrapping', () => {
  it('returns the value of a successful envelope', () => {
    expect(toQueryResult(200, { success: true, value: { id: 7 }, message: '', errorCode: '' }, get, messages)).toEqual({
      data: { id: 7 },
    });
  });

  it('turns a missing value into null, never undefined', () => {
    expect(toQueryResult(200, { success: true, message: '', errorCode: '' }, get, messages)).toEqual({ data: null });
  });

  it('passes through 2xx bodies that are not envelopes (204, plain text)', () => {
    expect(toQueryResult(204, '', get, messages)).toEqual({ data: '' });
    expect(toQueryResult(200, 'abc', get, messages)).toEqual({ data: 'abc' });
  });

  it('keeps the errorCode, message and value of a business failure', () => {
    const result = toQueryResult(
      200,
      { success: false, value: { captcha: true }, message: 'Wrong password', errorCode: 'USER_PASSWORD_ERR' },
      get,
      messages,
    );
    expect(result).toEqual({
      error: {
        status: 200,
        errorCode: 'USER_PASSWORD_ERR',
        message: 'Wrong password',
        value: { captcha: true },
        alert: true,
      },
    });
  });

  it('reads `msg` when there is no `message`', () => {
    const result = toQueryResult(400, { success: false, msg: 'Bad thing', errorCode: 'x' }, get, messages);
    expect(result).toMatchObject({ error: { message: 'Bad thing', errorCode: 'x', status: 400 } });
  });

  it('keeps the errorCode of HTTP errors that carry an envelope', () => {
    const result = toQueryResult(
      401,
      { success: false, value: null, message: '', errorCode: 'CUSTOMER_NOT_LOGIN' },
      get,
      messages,
    );
    expect(result).toEqual({
      error: { status: 401, errorCode: 'CUSTOMER_NOT_LOGIN', message: en.notLoggedIn, alert: true },
    });
  });

  it('names HTTP errors without an envelope by their status', () => {
    expect(toQueryResult(502, '<html>Bad gateway</html>', get, messages)).toEqual({
      error: { status: 502, errorCode: 'http.502', message: en.serverError, alert: true },
    });
    expect(toQueryResult(504, undefined, get, messages)).toMatchObject({ error: { message: en.pageTooSlow } });
    expect(toQueryResult(429, undefined, get, messages)).toMatchObject({ error: { message: en.tooManyRequests } });
    expect(toQueryResult(404, undefined, get, messages)).toMatchObject({ error: { message: en.unknown } });
  });

  it('treats success:true on an HTTP error status as an error', () => {
    expect(toQueryResult(500, { success: true, value: 1 }, get, messages)).toMatchObject({ error: { status: 500 } });
  });

  it('replaces the text of hibernate errors with the sync-error message', () => {
    const result = toQueryResult(
      500,
      { success: false, errorCode: 'org.hibernate.Foo', message: 'stack…' },
      get,
      messages,
    );
    expect(result).toMatchObject({ error: { message: en.syncError, errorCode: 'org.hibernate.Foo' } });
  });

  it('keeps the generic popup silent for silent codes and alert:false endpoints', () => {
    const silent = toQueryResult(
      200,
      { success: false, errorCode: 'login_verify_required', message: 'm' },
      get,
      messages,
    );
    expect(silent).toMatchObject({ error: { alert: false } });
    const quietEndpoint = toQueryResult(200, { success: false, errorCode: 'x', message: 'm' }, quiet, messages);
    expect(quietEndpoint).toMatchObject({ error: { alert: false } });
  });
});

describe('transportError', () => {
  it('explains a network failure and a timeout in the catalog words', () => {
    expect(transportError('network', get, messages).error).toEqual({
      status: 0,
      errorCode: ClientErrorCode.network,
      message: 'Network link is abnormal, please try again',
      alert: true,
    });
    expect(transportError('timeout', get, messages).error.message).toBe(
      'The page took longer time to load, please check your network connectivity',
    );
    expect(transportError('cancelled', get, messages).error.alert).toBe(false);
  });

  it('produces values isApiError recognises', () => {
    expect(isApiError(transportError('network', get, messages).error)).toBe(true);
    expect(isApiError({ status: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
