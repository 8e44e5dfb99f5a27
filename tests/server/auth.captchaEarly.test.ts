/**
 * The captcha before the first attempt (issue 14 item 10, the defect: it showed only after a
 * login with the right password was refused for the lack of one). GET /wps/session/login/captcha
 * tells the login popup whether the next login of this username from this IP needs a captcha;
 * it counts no attempt and says nothing about whether the account exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints, type LoginCaptchaValue } from '../../src/shared/wire/auth';
import { LOGIN_POLICY } from '../../server/domains/auth/loginThrottle';
import { body, captchaRecorder, wire } from './authSupport';
import { backends, buildTestServer, type TestServer } from './helper';

describe.each(backends)('captcha before the first login attempt on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof wire>;
  const captchas = captchaRecorder();
  beforeAll(async () => {
    server = await buildTestServer(kind, { services: { accounts: { captchaText: captchas.text } } });
    api = wire(server);
  });
  afterAll(() => server?.close());

  const wanted = async (ip: string, username?: string) => {
    const query = username === undefined ? '' : `?username=${encodeURIComponent(username)}`;
    const res = await api.call('GET', `${authEndpoints.loginCaptcha.path}${query}`, undefined, { ip });
    expect(res.statusCode, res.body).toBe(200);
    const envelope = body<LoginCaptchaValue>(res);
    expect(envelope.success).toBe(true);
    return envelope.value.captcha;
  };

  it('wants a captcha once this username failed from this IP, before the right password is tried', async () => {
    const ip = '198.51.100.21';
    expect(await wanted(ip)).toBe(false);
    expect(await wanted(ip, 'demo_player')).toBe(false);
    for (let i = 0; i < LOGIN_POLICY.captchaAfter; i += 1) {
      expect(body(await api.login('demo_player', 'wrong-password', {}, { ip })).errorCode).toBe('login.failed');
    }
    expect(await wanted(ip, 'demo_player')).toBe(true);
    expect(await wanted(ip, ' DEMO_PLAYER ')).toBe(true);
    // Asking counted nothing: still exactly at the threshold, and other names and IPs are clear.
    expect(await wanted(ip)).toBe(false);
    expect(await wanted(ip, 'demo_agent')).toBe(false);
    expect(await wanted('198.51.100.22', 'demo_player')).toBe(false);
    // The right password without a captcha is refused, as the popup now knows in advance.
    expect(body(await api.login('demo_player', 'Player2026', {}, { ip })).errorCode).toBe('captcha.invalid');
  });

  it('treats an unknown username like a known one, and a whole IP once it passes its threshold', async () => {
    const ip = '198.51.100.31';
    for (let i = 0; i < LOGIN_POLICY.captchaAfter; i += 1)
      await api.login('nobody_here_x', 'wrong-password', {}, { ip });
    expect(await wanted(ip, 'nobody_here_x')).toBe(true);
    for (let i = 0; i < LOGIN_POLICY.ipCaptchaAfter; i += 1)
      await api.login(`sprayed_${i}`, 'wrong-password', {}, { ip: '198.51.100.32' });
    expect(await wanted('198.51.100.32')).toBe(true);
    expect(await wanted('198.51.100.32', 'demo_player')).toBe(true);
  });

  it('refuses a bad query with the envelope', async () => {
    const res = await api.call('GET', `${authEndpoints.loginCaptcha.path}?username=${'x'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
