/**
 * Registration by username and by mobile number (with an invitation code), the checks the
 * register form uses, the language setting and password changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryEntry, LoginValue, MemberInfo } from '../../src/shared/wire/auth';
import { backends, buildTestServer, ops, type TestServer } from './helper';
import { body, captchaRecorder, lastSms, wire } from './authSupport';

describe.each(backends)('registration and member settings on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof wire>;
  const captchas = captchaRecorder();
  beforeAll(async () => {
    server = await buildTestServer(kind, { services: { accounts: { captchaText: captchas.text } } });
    api = wire(server);
  });
  afterAll(() => server?.close());

  /** Registers with a fresh captcha; extra fields override the defaults. */
  const register = async (
    fields: Record<string, unknown>,
    path = '/wps/member/register',
    ip = '127.0.0.1',
    merchant = 'demo',
  ) => {
    const { cookie } = await api.captcha({ ip, merchant });
    const payload = {
      password: 'Newbie2026',
      confirmPassword: 'Newbie2026',
      captcha: captchas.last(),
      registerMethod: 'WEB',
      login: true,
      ...fields,
    };
    return api.enc('PUT', path, payload, { cookie, ip, merchant });
  };

  it('lists dialing codes with Argentina (54) first', async () => {
    const list = body<CountryEntry[]>(await api.call('GET', '/wps/system/country')).value;
    expect(list[0]).toEqual({ countryCode: 'AR', countryDialingCode: '54' });
    expect(list.length).toBeGreaterThan(20);
  });

  it('checks usernames and invitation codes', async () => {
    expect(body(await api.call('GET', '/wps/check/username?username=freshname1')).success).toBe(true);
    expect(body(await api.call('GET', '/wps/check/username?username=DEMO_player'))).toMatchObject({ success: false });
    const badFormat = await api.call('GET', '/wps/check/username?username=1abc');
    expect(badFormat.statusCode).toBe(400);
    expect(body(badFormat).message).toMatch(/^Username: /);
    expect(body(await api.call('GET', '/wps/agent/affiliate?code=demo2026&domain=localhost'))).toMatchObject({
      success: true,
      value: { code: 'DEMO2026' },
    });
    expect(body(await api.call('GET', '/wps/agent/affiliate?code=NOPE1234'))).toMatchObject({
      success: false,
      errorCode: 'affiliate.invalid',
      message: 'Invalid invitation code',
    });
  });

  it('registers by username under the inviting agent, logged in at once', async () => {
    const res = await register({
      username: 'Newbie01',
      affiliateCode: 'demo2026',
      email: 'newbie01@example.com',
      qqNum: '12345',
      geetest: { x: 1 },
      nickname: 'Newbie',
    });
    const b = body<LoginValue>(res);
    expect(b.success, b.message).toBe(true);
    expect(b.value).toMatchObject({
      userName: 'Newbie01',
      customerType: 0,
      loginType: 'register',
      firstTimeLogin: true,
    });
    const info = body<MemberInfo>(await api.call('GET', '/wps/member/info', undefined, { token: b.value.token }));
    expect(info.value).toMatchObject({ account: 'Newbie01', nickname: 'Newbie', email: 'n******1@example.com' });
    const row = await server.services.accounts.members.byUsername('demo', 'newbie01');
    const agent = await server.services.accounts.members.byUsername('demo', 'demo_agent');
    expect(row?.parent_id).toBe(agent?.id);
    expect(row?.profile).toEqual({}); // qqNum's rule is disabled: ignored, not stored
    expect(body(await api.login('newbie01', 'Newbie2026')).success).toBe(true);
  });

  it("registers through a member's referral link (?referralCode=): the referrer is recorded and counted", async () => {
    const referrer = await server.services.accounts.members.byUsername('demo', 'demo_player');
    const token = body<LoginValue>(await api.login('demo_player', 'Player2026')).value.token;
    const link = body<{ referralCode: string; inviteUrl: string; totalInvitations: number }>(
      await api.call('GET', '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', undefined, { token }),
    ).value;
    expect(link.inviteUrl).toContain(`/register?referralCode=${link.referralCode}`);

    const refused = body(await register({ username: 'Referred02', referralCode: 'NOPE9999' }));
    expect(refused).toMatchObject({
      success: false,
      errorCode: 'affiliate.invalid',
      message: 'Invalid invitation code',
    });
    expect(await server.services.accounts.members.byUsername('demo', 'referred02')).toBeUndefined();

    const res = body<LoginValue>(
      await register({ username: 'Referred01', referralCode: link.referralCode.toLowerCase() }),
    );
    expect(res.success, res.message).toBe(true);
    const row = await server.services.accounts.members.byUsername('demo', 'referred01');
    expect(row).toMatchObject({ referrer_id: referrer?.id, parent_id: null });
    const after = body<{ totalInvitations: number }>(
      await api.call('GET', '/wps/relay/MCSFE_getReferralDetails?autoGenerate=false', undefined, { token }),
    ).value;
    expect(after.totalInvitations).toBe(link.totalInvitations + 1);
  });

  it('keeps a payment password chosen at registration for the security centre; refuses a non-6-digit one', async () => {
    await ops(server, 'whitelabel', 'REG3', 'on');
    const rule = await server.services.db
      .selectFrom('register_rules')
      .select('enabled')
      .where('merchant_code', '=', 'demo')
      .where('field', '=', 'paymentPassword')
      .executeTakeFirstOrThrow();
    if (!rule.enabled) {
      await server.services.db
        .updateTable('register_rules')
        .set({ enabled: true })
        .where('merchant_code', '=', 'demo')
        .where('field', '=', 'paymentPassword')
        .execute();
    }
    try {
      const bad = body(await register({ username: 'PayPass02', paymentPassword: '12ab56' }));
      expect(bad).toMatchObject({ success: false });
      expect(await server.services.accounts.members.byUsername('demo', 'paypass02')).toBeUndefined();
      const res = body<LoginValue>(await register({ username: 'PayPass01', paymentPassword: '654321' }));
      expect(res.success, res.message).toBe(true);
      const row = await server.services.accounts.members.byUsername('demo', 'paypass01');
      expect(row?.payment_password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.profile).toEqual({});
    } finally {
      await server.services.db
        .updateTable('register_rules')
        .set({ enabled: rule.enabled })
        .where('merchant_code', '=', 'demo')
        .where('field', '=', 'paymentPassword')
        .execute();
    }
  });

  it('enforces the field rules, the confirmation, uniqueness, the invitation code and the captcha', async () => {
    const cases: [Record<string, unknown>, number, RegExp | string][] = [
      [{ username: 'ab' }, 400, /^Username: Please enter 6 - 16 letters or digits/],
      [{ username: '9lives99' }, 400, /^Username:/],
      [{ username: 'GoodName1', password: 'lettersonly', confirmPassword: 'lettersonly' }, 400, /^Password:/],
      [{ username: 'GoodName1', confirmPassword: 'Different1' }, 400, 'Incorrect confirmation input'],
      [{ username: 'GoodName1', confirmPassword: undefined }, 400, 'Incorrect confirmation input'],
      [{ username: 'GoodName1', email: 'not-an-email' }, 400, /^E-mail:/],
      [{ username: 'Demo_Player' }, 400, /^Username:/],
      [{ username: 'Newbie01' }, 200, 'This username is already taken.'],
      [{ username: 'GoodName1', affiliateCode: 'NOPE1234' }, 200, 'Invalid invitation code'],
      [{ username: 'GoodName1', captcha: 'ZZZZ' }, 200, 'Please Enter The Correct Captcha Code'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await register(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(body(res).success).toBe(false);
      expect(body(res).message).toMatch(message);
    }
    expect(await server.services.accounts.members.byUsername('demo', 'GoodName1')).toBeUndefined();
  });

  it('registers by mobile number with an SMS code; the number is the username', async () => {
    const sms = await api.call(
      'POST',
      '/wps/verification/sms/register',
      { mobileNo: '5500000001', countryDialingCode: '54' },
      { ip: '10.20.0.1' },
    );
    expect(body(sms).value).toEqual({ expiredMinutes: 5, resendAfterSeconds: 60 });
    const code = (await lastSms(server, '+545500000001'))!.code;
    const wrong = await register(
      { mobileNum: '5500000001', countryDialingCode: '54', verificationCode: code === '111111' ? '222222' : '111111' },
      '/wps/member/register/mobile',
    );
    expect(body(wrong)).toMatchObject({
      success: false,
      errorCode: 'verification.code.invalid',
      message: 'Please enter a valid verification code',
    });
    const res = await register(
      { mobileNum: '5500000001', countryDialingCode: '54', verificationCode: code, affiliateCode: 'DEMO2026' },
      '/wps/member/register/mobile',
    );
    const b = body<LoginValue>(res);
    expect(b.success, b.message).toBe(true);
    expect(b.value.userName).toBe('5500000001');
    const info = body<MemberInfo>(await api.call('GET', '/wps/member/info', undefined, { token: b.value.token }));
    expect(info.value.mobile).toBe('+54 ******0001');
    // The number is taken now: the code request answers as for any number (no oracle), and the owner gets a notice, no
    // code.
    server.clock.advance(61_000);
    expect(
      body(
        await api.call(
          'POST',
          '/wps/verification/sms/register',
          { mobileNo: '5500000001', countryDialingCode: '54' },
          { ip: '10.20.0.2' },
        ),
      ),
    ).toMatchObject({
      success: true,
      value: { expiredMinutes: 5, resendAfterSeconds: 60 },
    });
    expect(await lastSms(server, '+545500000001')).toMatchObject({
      code: '',
      body: expect.stringContaining('already has one'),
    });
    // And it logs in with the mobile number as username.
    expect(
      body(
        await api.enc('POST', '/wps/session/login', {
          username: '5500000001',
          password: 'Newbie2026',
          captcha: null,
          type: '',
        }),
      ).success,
    ).toBe(true);
  });

  it('asks for an SMS code on username registration when REGMOBVERF3 is on', async () => {
    await ops(server, 'whitelabel', 'REGMOBVERF3', 'on');
    try {
      const noMobile = await register({ username: 'NeedsSms1' });
      expect(body(noMobile).message).toMatch(/^Mobile number:/);
      await api.call(
        'POST',
        '/wps/verification/sms/register',
        { mobileNo: '5500000002', countryDialingCode: '54' },
        { ip: '10.20.0.3' },
      );
      const code = (await lastSms(server, '+545500000002'))!.code;
      const ok = await register({
        username: 'NeedsSms1',
        mobileNum: '5500000002',
        countryDialingCode: '54',
        verificationCode: code,
      });
      expect(body(ok).success, body(ok).message).toBe(true);
    } finally {
      await ops(server, 'whitelabel', 'REGMOBVERF3', 'off');
    }
  });

  it('refuses the registration kinds that are switched off', async () => {
    await ops(server, 'whitelabel', 'USERNAMEREG3', 'off');
    const byName = body(await register({ username: 'SwitchedOff1' }));
    await ops(server, 'whitelabel', 'USERNAMEREG3', 'on');
    expect(byName).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
      message: 'Registration with a username is not available on this site.',
    });
    await ops(server, 'whitelabel', 'MOBILENUMREG3', 'off');
    const byMobile = body(await register({ mobileNum: '5500000003' }, '/wps/member/register/mobile'));
    await ops(server, 'whitelabel', 'MOBILENUMREG3', 'on');
    expect(byMobile.errorCode).toBe('function.not.available');
  });

  it("applies each merchant's own rules (Korean payee names on demokr)", async () => {
    const latin = await register(
      { username: 'KoreanFan1', payeeName: 'John Smith' },
      '/wps/member/register',
      '127.0.0.1',
      'demokr',
    );
    expect(body(latin).message).toMatch(/^Real name: Please enter 2 - 10 Korean characters/);
    const hangul = await register(
      { username: 'KoreanFan1', payeeName: '홍길동' },
      '/wps/member/register',
      '127.0.0.1',
      'demokr',
    );
    expect(body(hangul).success, body(hangul).message).toBe(true);
  });

  it('stores the language among the merchant languages', async () => {
    const token = body<LoginValue>(await api.login('demo_agent', 'Agent2026')).value.token;
    const set = await api.call('PUT', '/wps/member/language', { language: 'pt-br' }, { token });
    expect(body(set)).toMatchObject({ success: true, value: { language: 'PT-BR' } });
    expect(body<MemberInfo>(await api.call('GET', '/wps/member/info', undefined, { token })).value.language).toBe(
      'PT-BR',
    );
    expect(body(await api.call('POST', '/wps/member/language', { language: 'KR' }, { token })).value).toEqual({
      language: 'KO',
    });
    expect((await api.call('PUT', '/wps/member/language', { language: 'XX' }, { token })).statusCode).toBe(400);
    expect((await api.call('PUT', '/wps/member/language', { language: 'EN' })).statusCode).toBe(401);
  });

  it('changes the password: old password checked, rules applied, confirmation equal, 5 wrong tries lock', async () => {
    await ops(server, 'member', 'create', 'pwchanger', '--password', 'PwChange1');
    const token = body<LoginValue>(await api.login('pwchanger', 'PwChange1')).value.token;
    const change = (fields: Record<string, unknown>) =>
      api.enc(
        'POST',
        '/wps/member/password',
        { oldPassword: 'PwChange1', newPassword: 'PwChange2', confirmNewPassword: 'PwChange2', ...fields },
        { token },
      );
    expect(body(await change({ confirmNewPassword: 'PwChange3' })).message).toBe('Incorrect confirmation input');
    expect(body(await change({ newPassword: 'abc', confirmNewPassword: 'abc' })).message).toMatch(/^New password: /);
    expect(body(await change({ newPassword: 'PwChange1', confirmNewPassword: 'PwChange1' })).message).toMatch(
      /different/,
    );
    for (let i = 0; i < 5; i += 1) {
      expect(body(await change({ oldPassword: `Wrong${i}x` }))).toMatchObject({
        errorCode: 'password.old.incorrect',
        message: 'The old password is incorrect.',
      });
    }
    const locked = await change({});
    expect(locked.statusCode).toBe(429);
    server.clock.advance(15 * 60_000 + 1_000);
    const ok = body<LoginValue>(await change({}));
    expect(ok.success, ok.message).toBe(true);
    expect(ok.value.token).not.toBe(token);
  });
});
