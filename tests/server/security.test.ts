/**
 * The security centre: profile (editable fields only, lengths, e-mail format, a bound e-mail
 * kept), what is set up, the payment password (first one proved by the login password, changes
 * by the old one, six digits, wrong tries limited) and bank accounts (payment password, digits,
 * the registered payee name, a limit, masked numbers, only one's own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../src/shared/wire/auth';
import type { BankAccount } from '../../src/shared/wire/cashier';
import { MAX_BANK_ACCOUNTS, type ProfileValue, type SecurityConfigValue } from '../../src/shared/wire/security';
import { body } from './authSupport';
import { cashierApi, expectRefusedUnchanged, moneyFingerprint, randomDigits, type Member } from './cashierSupport';
import { backends, buildTestServer, type TestServer } from './helper';

const PAYMENT_PASSWORD = '/wps/member/paymentPassword';
const BANK_CARD = '/wps/member/bankCard';

describe.each(backends)('security centre on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;
  let demoPlayer: Member;

  const profile = async (member: Member) =>
    body<ProfileValue>(await api.call('GET', '/wps/member/profile', undefined, api.as(member))).value;
  const update = (member: Member, args: unknown) => api.call('POST', '/wps/member/info', args, api.as(member));
  const setPassword = (member: Member, args: Record<string, unknown>) =>
    api.enc('PUT', PAYMENT_PASSWORD, args, api.as(member));
  const addBank = (member: Member, args: Record<string, unknown>) => api.enc('PUT', BANK_CARD, args, api.as(member));
  const banks = async (member: Member) =>
    body<BankAccount[]>(await api.call('GET', BANK_CARD, undefined, api.as(member))).value;
  const hasPassword = async (member: Member) =>
    body<boolean>(await api.call('GET', '/wps/member/hasWithdrawalPassword', undefined, api.as(member))).value;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = cashierApi(server);
    const row = await server.services.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo_player')
      .executeTakeFirstOrThrow();
    demoPlayer = {
      id: row.id,
      username: 'demo_player',
      password: 'Player2026',
      merchant: 'demo',
      token: await api.login('demo_player', 'Player2026'),
    };
  });
  afterAll(() => server?.close());

  describe('profile', () => {
    it('shows the seeded demo player with a masked mobile and the payee name', async () => {
      expect(await profile(demoPlayer)).toEqual({
        nickname: 'Demo Player',
        fullname: '',
        email: 'player@demo.test',
        birthday: '',
        address: '',
        nationality: '',
        occupation: '',
        sourceOfIncome: '',
        account: 'demo_player',
        mobile: '+54 ******4455',
        payeeName: 'Demo Player',
      });
    });

    it('updates the editable fields and ignores everything else', async () => {
      const member = await api.newMember();
      const res = await update(member, {
        nickname: ' Lucky ',
        fullname: 'Lucky Luke',
        birthday: '1990-02-28',
        address: '1 Main St',
        nationality: 'AR',
        occupation: 'Cowboy',
        sourceOfIncome: 'Salary',
        payeeName: 'Someone Else',
        username: 'hijack',
      });
      const b = body<ProfileValue>(res);
      expect(b.success, b.message).toBe(true);
      expect(b.value).toMatchObject({
        nickname: 'Lucky',
        fullname: 'Lucky Luke',
        birthday: '1990-02-28',
        address: '1 Main St',
        nationality: 'AR',
        occupation: 'Cowboy',
        sourceOfIncome: 'Salary',
        account: member.username,
        payeeName: '',
      });
      expect(await profile(member)).toEqual(b.value);
      const row = await server.services.db
        .selectFrom('members')
        .select(['username', 'payee_name', 'nickname'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ username: member.username, payee_name: null, nickname: 'Lucky' });
      // Only the fields sent change.
      expect(body<ProfileValue>(await update(member, { occupation: '' })).value).toMatchObject({
        occupation: '',
        fullname: 'Lucky Luke',
      });
    });

    it('sets an e-mail address once, and refuses a bad one or changing a bound one', async () => {
      const member = await api.newMember();
      const before = await moneyFingerprint(server);
      for (const [args, message] of [
        [{ email: 'not-an-email' }, /valid e-mail/],
        [{ nickname: 'x'.repeat(33) }, /Nickname can be at most 32/],
        [{ address: 'a'.repeat(201) }, /Address can be at most 200/],
        [{ birthday: '1990-02-30' }, /real past date/],
        [{ birthday: '2999-01-01' }, /real past date/],
        [{ fullname: 'bad\u0000name' }, /not allowed/],
      ] as const) {
        const res = await update(member, args);
        expect(res.statusCode, JSON.stringify(args)).toBe(400);
        expect(body(res)).toMatchObject({ success: false, errorCode: 'request_param_err' });
        expect(body(res).message).toMatch(message);
      }
      expect(await moneyFingerprint(server)).toBe(before);
      expect(body<ProfileValue>(await update(member, { email: 'me@example.com' })).value.email).toBe('me@example.com');
      const change = await update(member, { email: 'thief@example.com' });
      expect(body(change)).toMatchObject({ success: false, errorCode: 'request_param_err' });
      expect(body(change).message).toContain('bound to your account');
      expect((await profile(member)).email).toBe('me@example.com');
      expect(body(await update(member, { email: 'ME@example.com', nickname: 'Same' })).success).toBe(true);
    });

    it('reports what is set up', async () => {
      const config = body<SecurityConfigValue>(
        await api.call('GET', '/wps/v2/member/securityConfig', undefined, api.as(demoPlayer)),
      ).value;
      expect(config).toEqual({
        hasPaymentPassword: true,
        bankAccountCount: 1,
        mobileBound: true,
        emailBound: true,
        ipCheck: 'none',
      });
      const fresh = await api.newMember();
      const none = body<SecurityConfigValue>(
        await api.call('GET', '/wps/v2/member/securityConfig', undefined, api.as(fresh)),
      ).value;
      expect(none).toEqual({
        hasPaymentPassword: false,
        bankAccountCount: 0,
        mobileBound: false,
        emailBound: false,
        ipCheck: 'none',
      });
    });
  });

  describe('payment password', () => {
    it('sets the first one with the login password, and changes it with the old one', async () => {
      const member = await api.newMember();
      expect(await hasPassword(member)).toBe(false);
      await expectRefusedUnchanged(
        server,
        () => setPassword(member, { loginPassword: 'Wrong2026', newPassword: '112233', confirmPassword: '112233' }),
        { errorCode: 'password.old.incorrect' },
      );
      await expectRefusedUnchanged(
        server,
        () => setPassword(member, { newPassword: '112233', confirmPassword: '112233' }),
        { errorCode: 'request_param_err', status: 400 },
      );
      await expectRefusedUnchanged(
        server,
        () => setPassword(member, { loginPassword: member.password, newPassword: '12345', confirmPassword: '12345' }),
        { errorCode: 'request_param_err', message: /exactly 6 digits/ },
      );
      await expectRefusedUnchanged(
        server,
        () => setPassword(member, { loginPassword: member.password, newPassword: '12345a', confirmPassword: '12345a' }),
        { errorCode: 'request_param_err' },
      );
      await expectRefusedUnchanged(
        server,
        () => setPassword(member, { loginPassword: member.password, newPassword: '112233', confirmPassword: '112234' }),
        { errorCode: 'request_param_err', message: /does not match/ },
      );
      const set = await setPassword(member, {
        loginPassword: member.password,
        newPassword: '112233',
        confirmPassword: '112233',
      });
      expect(body(set)).toMatchObject({ success: true, message: 'Your payment password has been saved.' });
      expect(await hasPassword(member)).toBe(true);
      const row = await server.services.db
        .selectFrom('members')
        .select('payment_password_hash')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);

      // Now the login password no longer does; the old payment password is needed.
      await expectRefusedUnchanged(
        server,
        () => setPassword(member, { loginPassword: member.password, newPassword: '445566', confirmPassword: '445566' }),
        { errorCode: 'request_param_err', message: /current payment password/ },
      );
      await expectRefusedUnchanged(
        server,
        () => setPassword(member, { oldPassword: '000000', newPassword: '445566', confirmPassword: '445566' }),
        { errorCode: 'payment.password.wrong' },
      );
      await expectRefusedUnchanged(
        server,
        () => setPassword(member, { oldPassword: '112233', newPassword: '112233', confirmPassword: '112233' }),
        { errorCode: 'request_param_err', message: /different/ },
      );
      expect(
        body(await setPassword(member, { oldPassword: '112233', newPassword: '445566', confirmPassword: '445566' }))
          .success,
      ).toBe(true);
      await expectRefusedUnchanged(
        server,
        () =>
          addBank(member, {
            bankName: 'Bank',
            accountNumber: '12345678',
            payeeName: 'Ann Lee',
            paymentPassword: '112233',
          }),
        { errorCode: 'payment.password.wrong' },
      );
    });

    it('locks after five wrong old passwords', async () => {
      const member = await api.newMember();
      await api.setPaymentPassword(member, '778899');
      for (let i = 0; i < 5; i += 1) {
        const res = await setPassword(member, {
          oldPassword: '000000',
          newPassword: '121212',
          confirmPassword: '121212',
        });
        expect(body(res).errorCode).toBe('payment.password.wrong');
      }
      const locked = await setPassword(member, {
        oldPassword: '778899',
        newPassword: '121212',
        confirmPassword: '121212',
      });
      expect(locked.statusCode).toBe(429);
      expect(body(locked).message).toMatch(/Too many wrong passwords/);
    });
  });

  describe('bank accounts', () => {
    let member: Member;
    beforeAll(async () => {
      member = await api.newMember();
      await api.setPaymentPassword(member, '135246');
    });
    const good = () => ({
      bankName: 'Banco Demo',
      accountNumber: randomDigits(12),
      payeeName: 'Ana Maria',
      paymentPassword: '135246',
    });

    it('adds the first account, which sets the payee name, and masks the number', async () => {
      const args = { ...good(), accountNumber: '0012 3456 7890' };
      const res = await addBank(member, args);
      const b = body<BankAccount>(res);
      expect(b.success, b.message).toBe(true);
      expect(b.value).toMatchObject({
        bankName: 'Banco Demo',
        payeeName: 'Ana Maria',
        maskedNumber: '****7890',
        isDefault: true,
      });
      expect(res.body).not.toContain('001234567890');
      expect((await profile(member)).payeeName).toBe('Ana Maria');
      expect(await banks(member)).toEqual([b.value]);
    });

    it('refuses bad accounts, changing nothing', async () => {
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ accountNumber: '12345' }, 'request_param_err', /6 to 30 digits/],
        [{ accountNumber: '1'.repeat(31) }, 'request_param_err', /6 to 30 digits/],
        [{ accountNumber: '12345678ab' }, 'request_param_err', /6 to 30 digits/],
        [{ bankName: ' ' }, 'request_param_err', /bank name/],
        [{ payeeName: 'Somebody Else' }, 'request_param_err', /registered on your account \(A\*\* M\*\*\*\*\)/],
        [{ paymentPassword: '999999' }, 'payment.password.wrong', /incorrect/],
      ];
      for (const [patch, errorCode, message] of cases) {
        await expectRefusedUnchanged(server, () => addBank(member, { ...good(), ...patch }), { errorCode, message });
      }
      const existing = await server.services.db
        .selectFrom('bank_accounts')
        .select('account_number')
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      await expectRefusedUnchanged(
        server,
        () => addBank(member, { ...good(), accountNumber: existing.account_number }),
        { errorCode: 'request_param_err', message: /already on your list/ },
      );
    });

    it(`keeps to at most ${MAX_BANK_ACCOUNTS} accounts`, async () => {
      while ((await banks(member)).length < MAX_BANK_ACCOUNTS)
        expect(body(await addBank(member, good())).success).toBe(true);
      const list = await banks(member);
      expect(list.filter((a) => a.isDefault)).toHaveLength(1);
      expect(list.every((a) => /^\*{4}\d{4}$/.test(a.maskedNumber))).toBe(true);
      await expectRefusedUnchanged(server, () => addBank(member, good()), {
        errorCode: 'request_param_err',
        message: /at most 5/,
      });
    });

    it('shows nobody else’s accounts', async () => {
      const other = await api.newMember();
      expect(await banks(other)).toEqual([]);
      const demo = await banks(demoPlayer);
      expect(demo).toEqual([
        {
          id: expect.any(String),
          bankName: 'Demo Bank',
          payeeName: 'Demo Player',
          maskedNumber: '****5678',
          isDefault: true,
        },
      ]);
    });
  });

  it('keeps trial accounts out', async () => {
    const trial = body<LoginValue>(
      await api.call(
        'POST',
        '/wps/session/login/freeplay',
        { os: 'Windows', platform: 'W' },
        { headers: await api.rsaHeader(), ip: '203.0.113.80' },
      ),
    );
    const member = { id: 0n, username: '', password: '', merchant: 'demo', token: trial.value.token };
    await expectRefusedUnchanged(
      server,
      () => setPassword(member, { loginPassword: 'x', newPassword: '112233', confirmPassword: '112233' }),
      { errorCode: 'trial.account' },
    );
    await expectRefusedUnchanged(
      server,
      () =>
        addBank(member, { bankName: 'Bank', accountNumber: '12345678', payeeName: 'Trial', paymentPassword: '112233' }),
      { errorCode: 'trial.account' },
    );
    await expectRefusedUnchanged(server, () => update(member, { nickname: 'Trial' }), { errorCode: 'trial.account' });
  });

  it('needs a session', async () => {
    for (const url of [
      '/wps/member/profile',
      '/wps/v2/member/securityConfig',
      '/wps/member/hasWithdrawalPassword',
      BANK_CARD,
    ]) {
      expect((await api.call('GET', url)).statusCode, url).toBe(401);
    }
  });
});
