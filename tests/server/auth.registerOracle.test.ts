/**
 * Issue 13 item 4, "registration is an oracle of taken usernames and mobile numbers": the
 * register call answered "username taken" before the captcha and without a limit, and the SMS
 * register code request answered "already registered" 40 times out of 40 for a member's number.
 * Now (server/domains/member/register.ts, server/domains/verification/routes.ts) the per-IP limits
 * and the captcha come first, "taken" answers are limited per IP, and the code request gives one
 * neutral answer, throttled per number and per IP alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_POLICY } from '../../server/domains/member/register';
import { CODE_POLICY } from '../../server/domains/verification/codes';
import { backends, buildTestServer, type TestServer } from './helper';
import { body, captchaRecorder, lastSms, smsCount, wire } from './authSupport';

describe.each(backends)('registration oracle on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof wire>;
  const captchas = captchaRecorder();
  beforeAll(async () => {
    server = await buildTestServer(kind, { services: { accounts: { captchaText: captchas.text } } });
    api = wire(server);
    const made = body(await register({ username: 'TakenName1' }, '10.30.9.9'));
    expect(made.success, made.message).toBe(true);
  }, 120_000);
  afterAll(() => server?.close());

  const register = async (fields: Record<string, unknown>, ip: string, captcha: 'right' | 'wrong' = 'right') => {
    const { cookie } = await api.captcha({ ip });
    const payload = {
      password: 'Newbie2026',
      confirmPassword: 'Newbie2026',
      captcha: captcha === 'right' ? captchas.last() : 'ZZZZ',
      registerMethod: 'WEB',
      login: true,
      ...fields,
    };
    return api.enc('PUT', '/wps/member/register', payload, { cookie, ip });
  };
  const codeRequest = (mobileNo: string, ip: string) =>
    api.call('POST', '/wps/verification/sms/register', { mobileNo, countryDialingCode: '54' }, { ip });

  it('answers "username taken" only after a correct captcha', async () => {
    const wrong = body(await register({ username: 'TakenName1' }, '10.30.0.1', 'wrong'));
    expect(wrong).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    const right = body(await register({ username: 'TakenName1' }, '10.30.0.1'));
    expect(right).toMatchObject({
      success: false,
      errorCode: 'register.username.taken',
      message: 'This username is already taken.',
    });
  });

  it('gives an IP a few "taken" answers an hour, then refuses its registrations with Retry-After', async () => {
    const ip = '10.30.0.2';
    for (let i = 0; i < REGISTER_POLICY.takenPerIp; i += 1) {
      expect(body(await register({ username: 'TakenName1' }, ip)).errorCode).toBe('register.username.taken');
    }
    // Taken or free, the answer is now the same: no more oracle from here.
    for (const username of ['takenname1', 'FreshName77']) {
      const res = await register({ username }, ip);
      expect(res.statusCode).toBe(429);
      expect(body(res)).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await server.services.accounts.members.byUsername('demo', 'FreshName77')).toBeUndefined();
    // Another IP is unaffected; an hour later this one may register.
    expect(body(await register({ username: 'FreshName78' }, '10.30.0.3')).success).toBe(true);
    server.clock.advance(REGISTER_POLICY.takenWindowMs + 1000);
    expect(body(await register({ username: 'FreshName77' }, ip)).success).toBe(true);
  });

  it('limits registration attempts per IP before the captcha is even looked at', async () => {
    const ip = '10.30.0.4';
    for (let i = 0; i < REGISTER_POLICY.attemptsPerIp; i += 1) {
      expect(body(await register({ username: `Attempt${i}x` }, ip, 'wrong')).errorCode).toBe('captcha.invalid');
    }
    const over = await register({ username: 'TakenName1' }, ip);
    expect(over.statusCode).toBe(429);
    expect(body(over).errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('answers the SMS register code request for a member’s number as for a free one, throttled alike', async () => {
    await server.services.db
      .updateTable('members')
      .set({ mobile: '7700000001', country_dialing_code: '54' })
      .where('username', '=', 'demo_agent')
      .execute();
    const taken = await codeRequest('7700000001', '10.30.1.1');
    const free = await codeRequest('7700000002', '10.30.1.2');
    expect(taken.statusCode).toBe(free.statusCode);
    expect(body(taken)).toEqual(body(free));
    expect(body(taken)).toMatchObject({ success: true, value: { expiredMinutes: CODE_POLICY.ttlMinutes } });
    // The free number got a code; the taken number's owner a notice and no code.
    expect((await lastSms(server, '+547700000002'))?.code).toMatch(/^\d{6}$/);
    expect(await lastSms(server, '+547700000001')).toMatchObject({
      code: '',
      body: expect.stringContaining('already has one'),
    });
    // Per number: a second request within a minute is refused the same way for both.
    const again = [await codeRequest('7700000001', '10.30.1.3'), await codeRequest('7700000002', '10.30.1.4')];
    for (const res of again) expect(res.statusCode).toBe(429);
    expect(body(again[0]!).message.replace(/\d+/g, 'N')).toBe(body(again[1]!).message.replace(/\d+/g, 'N'));
    // Per IP: 40 requests for the member's number from one IP are never "already registered", and throttled.
    const answers: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      server.clock.advance(CODE_POLICY.resendAfterMs + 1);
      answers.push(body(await codeRequest('7700000001', '10.30.1.9')).errorCode || 'sent');
    }
    expect(answers).not.toContain('register.mobile.taken');
    // 40 minutes of one request a minute: at most ipBurst per 10 minutes go through, the rest wait.
    const sent = answers.filter((a) => a === 'sent').length;
    expect(sent).toBeGreaterThanOrEqual(CODE_POLICY.ipBurst);
    expect(sent).toBeLessThanOrEqual(CODE_POLICY.ipBurst * 5);
    expect(answers.filter((a) => a === 'TOO_MANY_REQUESTS').length).toBe(40 - sent);
    expect(await smsCount(server, '+547700000001')).toBe(1 + sent);
  });
});
