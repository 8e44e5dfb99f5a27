/**
 * Logging in (quality bar 7): the encrypted login, member info, the admission rules, and the
 * 12-wrong-passwords scenario with captcha escalation and the temporary lock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue, MemberInfo } from '../../src/shared/wire/auth';
import { backends, buildTestServer, ops, type TestServer } from './helper';
import { body, captchaRecorder, wire } from './authSupport';

describe.each(backends)('login on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof wire>;
  const captchas = captchaRecorder();
  beforeAll(async () => {
    server = await buildTestServer(kind, { services: { accounts: { captchaText: captchas.text } } });
    api = wire(server);
  });
  afterAll(() => server?.close());

  it('logs in with an encrypted call and loads the member info with the token', async () => {
    const res = await api.login('demo_player', 'Player2026', {}, { ip: '192.0.2.10' });
    expect(res.statusCode).toBe(200);
    const { success, value } = body<LoginValue>(res);
    expect(success).toBe(true);
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      passwordIsDefault: false,
      userName: 'demo_player',
      customerType: 0,
      loginType: 'username',
      oldPasswordRequired: true,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.customerId).toBe(value.id);

    // The seeded demo player has money and messages: member info shows the ledger's main wallet and the unread count.
    const id = BigInt(value.id);
    const main = await server.services.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', id)
      .where('kind', '=', 'main')
      .executeTakeFirstOrThrow();
    const unread = await server.services.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('member_id', '=', id)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(main.balance).toBeGreaterThan(0n);
    expect(unread.n).toBeGreaterThanOrEqual(1n);
    for (const token of [value.token, `Bearer ${value.token}`]) {
      const info = await api.call('GET', '/wps/member/info', undefined, { token });
      expect(info.statusCode).toBe(200);
      expect(body<MemberInfo>(info).value).toMatchObject({
        id: value.id,
        account: 'demo_player',
        nickname: 'Demo Player',
        type: 0,
        clubLabel: { labelName: 'VIP0' },
        mobile: '+54 ******4455',
        email: 'p****r@demo.test',
        currency: 'USD',
        currencySymbol: '$',
        balanceMinor: String(main.balance),
        isAgent: false,
        isTrial: false,
        availablePromoCount: 0,
        unreadMessage: Number(unread.n),
      });
    }
    const again = body<LoginValue>(await api.login('DEMO_PLAYER', 'Player2026', {}, { ip: '192.0.2.10' }));
    expect(again.value.firstTimeLogin).toBe(false);
  });

  it('answers 401 user.or.token.invalid without a valid token', async () => {
    for (const token of [undefined, '', 'nonsense', 'A'.repeat(43), 'Bearer '.padEnd(50, 'x')]) {
      const res = await api.call('GET', '/wps/member/info', undefined, token === undefined ? {} : { token });
      expect(res.statusCode, String(token)).toBe(401);
      expect(body(res)).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
      expect(body(res).message.length).toBeGreaterThan(10);
    }
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const unknown = await api.login('nobody_at_all', 'Whatever1', {}, { ip: '192.0.2.20' });
    const wrong = await api.login('demo_agent', 'Whatever1', {}, { ip: '192.0.2.21' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(body(wrong)).toEqual({
      success: false,
      errorCode: 'login.failed',
      message: 'Wrong account or password',
      value: { captcha: false },
    });
    const headerNames = (r: typeof wrong) => Object.keys(r.headers).sort();
    expect(headerNames(unknown)).toEqual(headerNames(wrong));
  });

  it('demands a captcha from the 4th try and locks by the 11th; other accounts and IPs are unaffected', async () => {
    const run = async (username: string, ip: string) => {
      const answers: { status: number; errorCode: string; message: string; value: unknown }[] = [];
      const attempt = async (password: string, withCaptcha: boolean) => {
        let cookie: string | undefined;
        let captcha: string | null = null;
        if (withCaptcha) {
          cookie = (await api.captcha({ ip })).cookie;
          captcha = captchas.last();
        }
        const res = await api.login(username, password, { captcha }, { ip, ...(cookie && { cookie }) });
        const b = body(res);
        answers.push({ status: res.statusCode, errorCode: b.errorCode, message: b.message, value: b.value });
        return b;
      };
      for (let i = 1; i <= 3; i += 1) await attempt(`Wrong${i}x`, false);
      const noCaptcha = await attempt('Wrong4x', false); // refused before the password is looked at
      for (let i = 4; i <= 12; i += 1) await attempt(`Wrong${i}x`, true);
      const right = await attempt('Player2026', true);
      return { answers, noCaptcha, right };
    };

    const real = await run('demo_player', '198.51.100.7');
    const ghost = await run('ghost_player', '198.51.100.8');
    // The unknown account answers exactly like the real one, attempt by attempt.
    expect(ghost.answers).toEqual(real.answers);

    const codes = real.answers.map((a) => a.errorCode);
    expect(codes.slice(0, 3)).toEqual(['login.failed', 'login.failed', 'login.failed']);
    expect(real.answers.slice(0, 3).map((a) => (a.value as { captcha: boolean }).captcha)).toEqual([
      false,
      false,
      true,
    ]);
    expect(real.noCaptcha).toMatchObject({
      errorCode: 'captcha.invalid',
      message: 'Please Enter The Correct Captcha Code',
      value: { captcha: true },
    });
    // Attempts 4 to 10 (with a correct captcha) are failures; 11 and 12 meet the lock.
    expect(codes.slice(4, 11)).toEqual(Array(7).fill('login.failed'));
    expect(codes.slice(11, 13)).toEqual(['login.locked', 'login.locked']);
    expect(real.right).toMatchObject({ success: false, errorCode: 'login.locked' });
    expect(real.right.message).toMatch(/try again in 15 minutes/);
    expect((real.right.value as { retryAt: number }).retryAt).toBe(server.clock.now.getTime() + 15 * 60_000);
    expect(real.answers.every((a) => a.status === 200)).toBe(true);

    // Another account from the same IP, and the same account from another IP: no captcha, no lock.
    expect(body(await api.login('demo_agent', 'Agent2026', {}, { ip: '198.51.100.7' })).success).toBe(true);
    expect(body(await api.login('demo_player', 'Player2026', {}, { ip: '198.51.100.99' })).success).toBe(true);

    // The lock lifts after 15 minutes; the captcha is still wanted for that pair until a success.
    server.clock.advance(15 * 60_000 + 1_000);
    expect(body(await api.login('demo_player', 'Player2026', {}, { ip: '198.51.100.7' })).errorCode).toBe(
      'captcha.invalid',
    );
    const { cookie } = await api.captcha({ ip: '198.51.100.7' });
    const ok = await api.login(
      'demo_player',
      'Player2026',
      { captcha: captchas.last() },
      { ip: '198.51.100.7', cookie },
    );
    expect(body(ok).success).toBe(true);
    expect(body(await api.login('demo_player', 'Player2026', {}, { ip: '198.51.100.7' })).success).toBe(true);
  });

  it('holds against a burst of concurrent wrong passwords', async () => {
    await ops(server, 'member', 'create', 'burstuser', '--password', 'Burst2026');
    const ip = '198.51.100.20';
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => api.login('burstuser', `Guess${i}x`, {}, { ip })),
    );
    const codes = answers.map((r) => body(r).errorCode);
    expect(codes.filter((c) => c === 'login.failed').length).toBeLessThanOrEqual(3);
    expect(codes.every((c) => ['login.failed', 'captcha.invalid', 'login.locked'].includes(c))).toBe(true);
    expect(body(await api.login('burstuser', 'Burst2026', {}, { ip })).success).toBe(false);
    expect(body(await api.login('burstuser', 'Burst2026', {}, { ip: '198.51.100.21' })).success).toBe(true);
  });

  it('lets the operator lift a lock', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 3; i += 1) await api.login('demo_agent', 'nope', {}, { ip });
    expect(body(await api.login('demo_agent', 'Agent2026', {}, { ip })).errorCode).toBe('captcha.invalid');
    expect((await ops(server, 'member', 'unlock', 'demo_agent')).body.success).toBe(true);
    expect(body(await api.login('demo_agent', 'Agent2026', {}, { ip })).success).toBe(true);
  });

  it('refuses disabled accounts, house accounts, and non-agents at the agent login', async () => {
    const house = body(await api.login('demo_house', 'House2026'));
    expect(house).toMatchObject({
      success: false,
      errorCode: 'login.not.member',
      message: 'Non-member account unable to login',
    });

    const nonAgent = body(await api.login('demo_player', 'Player2026', { agentLogin: true }));
    expect(nonAgent).toMatchObject({ success: false, errorCode: 'agent.only', message: 'Non-agents cannot log in' });
    const agent = body<LoginValue>(await api.login('demo_agent', 'Agent2026', { agentLogin: true }));
    expect(agent.value.customerType).toBe(1);
    const info = body<MemberInfo>(await api.call('GET', '/wps/member/info', undefined, { token: agent.value.token }));
    expect(info.value.isAgent).toBe(true);

    await ops(server, 'member', 'create', 'todisable', '--password', 'Disable2026');
    const before = body<LoginValue>(await api.login('todisable', 'Disable2026'));
    expect(before.success).toBe(true);
    expect((await ops(server, 'member', 'disable', 'todisable')).body.value).toContain('1 session(s) ended');
    const disabled = body(await api.login('todisable', 'Disable2026'));
    expect(disabled).toMatchObject({ success: false, errorCode: 'us_forbidden_login_error' });
    expect(disabled.message).toMatch(/disabled/);
    // A wrong password on a disabled account still says only "wrong account or password".
    expect(body(await api.login('todisable', 'Wrong2026')).errorCode).toBe('login.failed');
    await ops(server, 'member', 'enable', 'todisable');
    expect(body(await api.login('todisable', 'Disable2026')).success).toBe(true);
  });

  it('reports the default and the expired password, and the username may be typed in any case', async () => {
    const newbie = body<LoginValue>(await api.login('Demo_Newbie', '123456'));
    expect(newbie.value).toMatchObject({ passwordIsDefault: true, passwordExpired: false });
    await ops(server, 'member', 'create', 'oldpw1', '--password', 'OldPass2020', '--expired');
    const old = body<LoginValue>(await api.login('oldpw1', 'OldPass2020'));
    expect(old.value).toMatchObject({ passwordIsDefault: false, passwordExpired: true });
  });

  it('answers malformed logins with a clear 400 and nothing else', async () => {
    const cases: unknown[] = [
      {},
      { username: 'demo_player' },
      { username: 'x'.repeat(65), password: 'p' },
      { username: '', password: '' },
      'just a string',
      42,
    ];
    for (const payload of cases) {
      const res = await api.enc('POST', '/wps/session/login', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).errorCode).toBe('request_param_err');
      expect(body(res).message.length).toBeGreaterThan(10);
    }
    const plain = await api.call('POST', '/wps/session/login', { username: 'demo_player', password: 'Player2026' });
    expect(plain.statusCode).toBe(400);
    expect(body(plain).errorCode).toBe('request_body_required');
  });
});
