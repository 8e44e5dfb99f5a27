/**
 * Retry-After is the app's, not a domain's (server/http/plugin.ts): every 429 that knows its
 * wait carries it, whichever route answered. Before, the account domains' routes (auth, member,
 * verification, agents) installed a hook of their own for it; these answers come from elsewhere:
 * the payment password lock through the security centre, and a route that installs nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD_POLICY } from '../../server/domains/security/paymentPassword';
import { badRequest, TooManyRequestsError } from '../../server/http/errors';
import { body } from './authSupport';
import { cashierApi } from './cashierSupport';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';

const PAY_PW = '246810';
const WRONG_PW = '135790';
const { tries, lockMs } = PAYMENT_PASSWORD_POLICY;

describe.each(backends)('Retry-After on every 429 on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer(kind, {
      // A plugin of its own, as a new domain's routes would be: it installs no hook.
      extend: async (app) => {
        await app.register(async (scope) => {
          scope.get('/wps/test/busy', async () => {
            throw new TooManyRequestsError(42, 'Busy. Please try again in 42 seconds.');
          });
          scope.get('/wps/test/bad', async () => {
            throw badRequest('Not like that.');
          });
        });
      },
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('the payment password lock answers 429 with the lock in Retry-After and in the envelope', async () => {
    const api = cashierApi(server);
    const member = await api.newMember();
    await api.setPaymentPassword(member, PAY_PW);
    const change = (oldPassword: string) =>
      api.enc(
        'PUT',
        '/wps/member/paymentPassword',
        { oldPassword, newPassword: '975310', confirmPassword: '975310' },
        api.as(member),
      );
    for (let i = 0; i < tries; i += 1) {
      const wrong = await change(WRONG_PW);
      expect(wrong.statusCode).toBe(200);
      expect(body(wrong)).toMatchObject({ success: false, errorCode: 'payment.password.wrong' });
      expect(wrong.headers['retry-after']).toBeUndefined();
    }
    const locked = await change(PAY_PW);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(lockMs / 1000));
    expect(body(locked)).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: lockMs / 1000 },
    });
  });

  it('a route that installs no hook of its own gets Retry-After on its 429, and no other answer gets one', async () => {
    const busy = await server.app.inject({ url: '/wps/test/busy', headers: wireHeaders() });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('42');
    expect(body(busy)).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 42 } });
    const bad = await server.app.inject({ url: '/wps/test/bad', headers: wireHeaders() });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['retry-after']).toBeUndefined();
  });
});
