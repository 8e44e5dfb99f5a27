/**
 * SMS and e-mail codes (quality bar 8): throttles, single use, attempts, lifetime, daily cap;
 * SMS login, password reset by SMS and by e-mail; the HTTP provider adapter against a real
 * local HTTP server.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue, SmsSentValue } from '../../src/shared/wire/auth';
import { HttpSmsGateway, SmsDeliveryError } from '../../server/domains/verification/smsGateway';
import { backends, buildTestServer, ops, type TestServer } from './helper';
import { body, lastSms, smsCount, wire } from './authSupport';

describe.each(backends)('SMS and e-mail codes on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof wire>;
  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = wire(server);
  });
  afterAll(() => server?.close());

  const requestCode = (mobileNum: string, ip: string, path = '/wps/verification/sms/noLogin') =>
    api.call(
      'POST',
      path,
      path.endsWith('register')
        ? { mobileNo: mobileNum, countryDialingCode: '54' }
        : { mobileNum, countryDialingCode: '54' },
      { ip },
    );

  it('sends one message for 20 requests in 60 s; the rest are told when to retry', async () => {
    await ops(server, 'member', 'create', 'smsburst', '--password', 'SmsBurst1', '--mobile', '2200000001');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestCode('2200000001', `10.1.0.${i % 4}`)),
    );
    const ok = answers.filter((r) => body(r).success);
    expect(ok).toHaveLength(1);
    expect(body<SmsSentValue>(ok[0]!).value).toEqual({ expiredMinutes: 5, resendAfterSeconds: 60 });
    for (const r of answers.filter((a) => !body(a).success)) {
      expect(r.statusCode).toBe(429);
      expect(body(r)).toMatchObject({
        errorCode: 'TOO_MANY_REQUESTS',
        value: { retryAfterSeconds: expect.any(Number) },
      });
      expect(body(r).message).toMatch(/wait \d+ seconds/);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await smsCount(server, '+542200000001')).toBe(1);
    expect((await ops(server, 'sms', 'outbox', '--to', '+542200000001')).body.value).toMatch(
      /verification code is \d{6}/,
    );
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const known = body(await requestCode('1122334455', '10.2.0.1'));
    const unknown = body(await requestCode('9988776655', '10.2.0.1'));
    expect(unknown).toEqual(known);
    expect(await smsCount(server, '+549988776655')).toBe(0);
    // The throttle counts it all the same.
    expect((await requestCode('9988776655', '10.2.0.2')).statusCode).toBe(429);
  });

  it('logs in with an SMS code that works once, dies after 5 wrong tries and after 5 minutes', async () => {
    await ops(server, 'member', 'create', 'smslogin', '--password', 'SmsLogin1', '--mobile', '2200000002');
    const smsLogin = (code: string, ip = '10.3.0.1') =>
      api.enc(
        'POST',
        '/wps/session/login',
        { username: '2200000002', password: code, captcha: null, type: 'sms' },
        { ip },
      );

    await requestCode('2200000002', '10.3.0.1');
    const code = (await lastSms(server, '+542200000002'))!.code;
    const first = body<LoginValue>(await smsLogin(code));
    expect(first.success, first.message).toBe(true);
    expect(first.value).toMatchObject({ userName: 'smslogin', loginType: 'sms', oldPasswordRequired: false });
    expect(body(await smsLogin(code))).toMatchObject({
      errorCode: 'login.failed',
      message: 'Wrong mobile number or verification code',
    });

    // Five wrong tries kill a code, the right one included.
    server.clock.advance(61_000);
    await requestCode('2200000002', '10.3.0.2');
    const second = (await lastSms(server, '+542200000002'))!.code;
    const wrong = second === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) await smsLogin(wrong, `10.3.1.${i}`);
    expect(body(await smsLogin(second, '10.3.1.9')).errorCode).toBe('login.failed');

    // Five minutes later a code is dead.
    server.clock.advance(61_000);
    await requestCode('2200000002', '10.3.0.3');
    const third = (await lastSms(server, '+542200000002'))!.code;
    server.clock.advance(5 * 60_000 + 1_000);
    expect(body(await smsLogin(third, '10.3.2.1')).errorCode).toBe('login.failed');

    // A new code replaces the old one.
    await requestCode('2200000002', '10.3.0.4');
    const old = (await lastSms(server, '+542200000002'))!.code;
    server.clock.advance(61_000);
    await requestCode('2200000002', '10.3.0.5');
    const latest = (await lastSms(server, '+542200000002'))!.code;
    if (old !== latest) expect(body(await smsLogin(old, '10.3.3.1')).success).toBe(false);
    expect(body(await smsLogin(latest, '10.3.3.2')).success).toBe(true);

    await ops(server, 'whitelabel', 'MOBILEVERCODELOGIN3', 'off');
    const off = body(await smsLogin('123456', '10.3.3.3'));
    await ops(server, 'whitelabel', 'MOBILEVERCODELOGIN3', 'on');
    expect(off).toMatchObject({ errorCode: 'function.not.available' });
  });

  it('caps a number at 10 codes a day and an IP at 5 per 10 minutes', async () => {
    await ops(server, 'member', 'create', 'smsdaily', '--password', 'SmsDaily1', '--mobile', '2200000003');
    for (let i = 0; i < 10; i += 1) {
      expect(body(await requestCode('2200000003', `10.4.0.${i}`)).success, `code ${i + 1}`).toBe(true);
      server.clock.advance(61_000);
    }
    const capped = await requestCode('2200000003', '10.4.1.1');
    expect(capped.statusCode).toBe(429);
    expect(body(capped).message).toMatch(/too many codes today/);
    expect(await smsCount(server, '+542200000003')).toBe(10);
    server.clock.advance(24 * 3_600_000);
    expect(body(await requestCode('2200000003', '10.4.1.2')).success).toBe(true);

    const ip = '10.4.2.1';
    for (let i = 0; i < 5; i += 1) expect(body(await requestCode(`33000000${10 + i}`, ip)).success).toBe(true);
    const burst = await requestCode('3300000020', ip);
    expect(burst.statusCode).toBe(429);
    expect(body(burst).message).toMatch(/from your network/);
  });

  it('resets the password with an SMS code, ends the sessions; the client logs in with the mobile number', async () => {
    await ops(server, 'member', 'create', 'smsreset', '--password', 'Forgot2026', '--mobile', '2200000004');
    const old = body<LoginValue>(await api.login('smsreset', 'Forgot2026'));
    await requestCode('2200000004', '10.5.0.1');
    const code = (await lastSms(server, '+542200000004'))!.code;
    const reset = (verificationCode: string, newPassword = 'Reset2026') =>
      api.enc('POST', '/wps/member/password/verification', { newPassword, mobileNum: '2200000004', verificationCode });
    expect((await reset(code, 'short')).statusCode).toBe(400);
    expect(body(await reset('000001' === code ? '000002' : '000001')).errorCode).toBe('verification.code.invalid');
    expect(body(await reset(code)).success).toBe(true);
    expect(body(await reset(code)).errorCode).toBe('verification.code.invalid');
    expect((await api.call('GET', '/wps/member/info', undefined, { token: old.value.token })).statusCode).toBe(401);
    const again = body<LoginValue>(
      await api.enc('POST', '/wps/session/login', {
        username: '2200000004',
        password: 'Reset2026',
        captcha: null,
        type: '',
      }),
    );
    expect(again.success, again.message).toBe(true);
    expect(again.value.userName).toBe('smsreset');

    await ops(server, 'whitelabel', 'CHNGPASSVERIF3', 'off');
    const off = body(await reset(code));
    await ops(server, 'whitelabel', 'CHNGPASSVERIF3', 'on');
    expect(off.errorCode).toBe('function.not.available');
  });

  it('mails a temporary password for a matching username and e-mail, and answers the same otherwise', async () => {
    await ops(server, 'member', 'create', 'mailreset', '--password', 'MailReset1', '--email', 'mail.reset@example.com');
    const form = (username: string, email: string, ip: string) =>
      api.call(
        'POST',
        '/wps/member/password/email',
        `username=${encodeURIComponent(username)}&email=${encodeURIComponent(email)}`,
        { ip },
      );
    const hit = await form('mailreset', 'Mail.Reset@example.com', '10.6.0.1');
    const miss = await form('mailreset', 'other@example.com', '10.6.0.2');
    const unknown = await form('no_such_user', 'x@example.com', '10.6.0.3');
    expect(body(hit)).toEqual(body(miss));
    expect(body(hit)).toEqual(body(unknown));
    expect(body(hit).message).toMatch(/temporary password/);
    const outbox = (await ops(server, 'mail', 'outbox')).body.value;
    expect(outbox).toContain('To: mail.reset@example.com');
    expect(outbox).not.toContain('other@example.com');
    const temp = /temporary password is ([a-z0-9]+)/.exec(outbox)![1]!;

    // The old password still works; the temporary one forces a change and needs no old password.
    expect(body(await api.login('mailreset', 'MailReset1')).success).toBe(true);
    const viaTemp = body<LoginValue>(await api.login('mailreset', temp));
    expect(viaTemp.value).toMatchObject({
      loginType: 'temporary',
      passwordIsDefault: true,
      oldPasswordRequired: false,
    });
    expect(body(await api.login('mailreset', temp)).errorCode).toBe('login.failed'); // single use
    const changed = body<LoginValue>(
      await api.enc(
        'POST',
        '/wps/member/password',
        { newPassword: 'MailNew2026', confirmNewPassword: 'MailNew2026' },
        { token: viaTemp.value.token },
      ),
    );
    expect(changed.success, changed.message).toBe(true);
    expect(body(await api.login('mailreset', 'MailNew2026')).success).toBe(true);

    const throttled = await form('mailreset', 'mail.reset@example.com', '10.6.0.4');
    expect(throttled.statusCode).toBe(429);
    const bad = await api.call('POST', '/wps/member/password/email', 'username=&email=nope', { ip: '10.6.0.5' });
    expect(bad.statusCode).toBe(400);
    const huge = await api.call('POST', '/wps/member/password/email', `username=${'a'.repeat(5000)}`, {
      ip: '10.6.0.6',
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('HttpSmsGateway against a local provider', () => {
  let provider: Server;
  let url: string;
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  let mode: 'ok' | 'refuse' | 'error' | 'slow' = 'ok';
  beforeAll(async () => {
    provider = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: data });
        if (mode === 'slow') return void setTimeout(() => res.end('{}'), 1_000);
        res.statusCode = mode === 'error' ? 503 : 200;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(mode === 'refuse' ? { success: false } : { success: true, id: 'm1' }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  it('posts JSON with the API key and checks the answer', async () => {
    const gateway = new HttpSmsGateway({ url, apiKey: 'k-123', timeoutMs: 300 });
    await gateway.send('+541122334455', 'code 123456', { merchantCode: 'demo' });
    expect(received.at(-1)!.headers['x-api-key']).toBe('k-123');
    expect(received.at(-1)!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.at(-1)!.body)).toEqual({ to: '+541122334455', text: 'code 123456', merchant: 'demo' });
    for (const failing of ['refuse', 'error', 'slow'] as const) {
      mode = failing;
      await expect(gateway.send('+541122334455', 'x', { merchantCode: 'demo' }), failing).rejects.toBeInstanceOf(
        SmsDeliveryError,
      );
    }
    mode = 'ok';
    await expect(
      new HttpSmsGateway({ url: 'http://127.0.0.1:1/none', apiKey: 'k' }).send('+1', 'x', { merchantCode: 'demo' }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('is what the server uses when SMS_PROVIDER_URL is set; a provider failure is a clear error', async () => {
    const server = await buildTestServer('pglite', {
      services: {
        accounts: { env: { SMS_PROVIDER_URL: url, SMS_PROVIDER_KEY: 'k-env', SMS_PROVIDER_TIMEOUT_MS: '300' } },
      },
    });
    try {
      const api = wire(server);
      const before = received.length;
      const ok = await api.call('POST', '/wps/verification/sms/register', {
        mobileNo: '4400000001',
        countryDialingCode: '54',
      });
      expect(body(ok).success).toBe(true);
      expect(received.length).toBe(before + 1);
      expect(received.at(-1)!.headers['x-api-key']).toBe('k-env');
      expect(JSON.parse(received.at(-1)!.body).text).toMatch(/Demo Casino: your verification code is \d{6}/);
      mode = 'error';
      const failed = await api.call(
        'POST',
        '/wps/verification/sms/register',
        { mobileNo: '4400000002', countryDialingCode: '54' },
        { ip: '10.9.0.1' },
      );
      mode = 'ok';
      expect(body(failed)).toMatchObject({ success: false, errorCode: 'sms.send.failed' });
      expect(body(failed).message).toMatch(/could not be sent/);
    } finally {
      await server.close();
    }
  });
});
