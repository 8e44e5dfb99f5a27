/**
 * The local stand-in's phone sign-in, with a fake fetch: the two Identity Toolkit-like calls
 * with the merchant, sessionInfo carried from the first to the second, and refusals turned into
 * the phone-auth reasons the form shows.
 */
import { describe, expect, it } from 'vitest';
import { createLocalPhoneVerifier } from '../../../../../../src/features/auth/phone/localPhoneVerifier';
import { PhoneAuthError } from '../../../../../../src/features/auth/phone/phoneAuthErrors';

const local = { origin: 'http://127.0.0.1:8080', merchant: 'demo', language: 'en' };

type Call = { url: string; headers: Record<string, string>; body: Record<string, string> };

function fakeFetch(answers: [number, unknown][]) {
  const calls: Call[] = [];
  const fetcher = async (url: string, init: RequestInit) => {
    calls.push({
      url,
      headers: init.headers as Record<string, string>,
      body: JSON.parse(String(init.body)) as Record<string, string>,
    });
    const [status, body] = answers.shift() ?? [500, null];
    if (body instanceof Error) throw body;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { calls, fetcher };
}

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  return error instanceof PhoneAuthError ? error.reason : error;
};

describe('createLocalPhoneVerifier', () => {
  it('sends the code, then trades sessionInfo and code for the ID token', async () => {
    const { calls, fetcher } = fakeFetch([
      [200, { sessionInfo: 'session-1' }],
      [200, { idToken: 'h.p.s', localId: 'uid', phoneNumber: '+541122334455' }],
    ]);
    const confirmation = await createLocalPhoneVerifier(local, fetcher).sendCode('+541122334455');
    expect(await confirmation.confirm('123456')).toBe('h.p.s');
    expect(calls.map((c) => c.url)).toEqual([
      'http://127.0.0.1:8080/__/auth/v1/sendVerificationCode',
      'http://127.0.0.1:8080/__/auth/v1/signInWithPhoneNumber',
    ]);
    expect(calls[0]!.headers.Merchant).toBe('demo');
    expect(calls[0]!.body).toEqual({ phoneNumber: '+541122334455' });
    expect(calls[1]!.body).toEqual({ sessionInfo: 'session-1', code: '123456' });
  });

  it('turns refusals, broken answers and network failures into phone-auth reasons', async () => {
    const refused = fakeFetch([[429, { error: { code: 429, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } }]]);
    expect(await reasonOf(createLocalPhoneVerifier(local, refused.fetcher).sendCode('+541122334455'))).toBe(
      'tooManyRequests',
    );

    const wrongCode = fakeFetch([
      [200, { sessionInfo: 's' }],
      [400, { error: { code: 400, message: 'INVALID_CODE' } }],
      [400, { error: { code: 400, message: 'SESSION_EXPIRED' } }],
    ]);
    const confirmation = await createLocalPhoneVerifier(local, wrongCode.fetcher).sendCode('+541122334455');
    expect(await reasonOf(confirmation.confirm('000000'))).toBe('invalidCode');
    expect(await reasonOf(confirmation.confirm('000001'))).toBe('codeExpired');

    expect(
      await reasonOf(
        createLocalPhoneVerifier(local, fakeFetch([[502, '<html>bad gateway']]).fetcher).sendCode('+5411'),
      ),
    ).toBe('unknown');
    expect(
      await reasonOf(
        createLocalPhoneVerifier(local, fakeFetch([[0, new TypeError('offline')]]).fetcher).sendCode('+5411'),
      ),
    ).toBe('unknown');
  });
});
