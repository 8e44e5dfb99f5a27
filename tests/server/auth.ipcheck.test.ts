/**
 * Logins from an unregistered IP: held back until an SMS code, an e-mail code, the bank-account
 * name or an authenticator code confirms them. Plus the RFC 6238 test vectors of the TOTP code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue, LoginVerifyRequiredValue } from '../../src/shared/wire/auth';
import { base32Decode, base32Encode, totp, verifyTotp } from '../../server/domains/auth/totp';
import { backends, buildTestServer, ops, type TestServer } from './helper';
import { body, lastSms, wire } from './authSupport';

describe('TOTP (RFC 6238 appendix B)', () => {
  const secrets = {
    sha1: Buffer.from('12345678901234567890'),
    sha256: Buffer.from('12345678901234567890123456789012'),
    sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('T = %i', (seconds, sha1, sha256, sha512) => {
    expect(totp(secrets.sha1, seconds * 1000, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
    expect(totp(secrets.sha256, seconds * 1000, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(secrets.sha512, seconds * 1000, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('accepts one step of drift either way, not two, and never the same step twice', () => {
    const secret = base32Encode(secrets.sha1);
    expect(base32Decode(secret)).toEqual(secrets.sha1);
    const t = 1_700_000_000_000;
    const at = (offset: number) => totp(secrets.sha1, t + offset * 30_000);
    expect(verifyTotp(secret, at(0), t)).not.toBeNull();
    expect(verifyTotp(secret, at(-1), t)).not.toBeNull();
    expect(verifyTotp(secret, at(1), t)).not.toBeNull();
    expect(verifyTotp(secret, at(2), t)).toBeNull();
    expect(verifyTotp(secret, at(-2), t)).toBeNull();
    const step = verifyTotp(secret, at(0), t)!;
    expect(verifyTotp(secret, at(0), t, step)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', t)).toBeNull();
  });
});

describe.each(backends)('unregistered-IP check on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof wire>;
  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = wire(server);
  }, 180_000);
  afterAll(() => server?.close());

  const challenge = async (username: string, password: string, ip: string) => {
    const b = body<LoginVerifyRequiredValue>(await api.login(username, password, {}, { ip }));
    expect(b, JSON.stringify(b)).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    expect(b.value.challengeId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return b.value;
  };
  const verify = (challengeId: string, code: string, ip: string) =>
    api.enc('POST', '/wps/session/login/verification', { challengeId, code }, { ip });
  /** `member create` through the operator's command; a refused set-up fails here, not at the first login. */
  const createMember = async (...argv: string[]) => {
    const created = (await ops(server, 'member', 'create', ...argv)).body;
    expect(created.success, created.message).toBe(true);
    return created.value;
  };

  it('confirms by bank-account name, then knows the IP', async () => {
    const ip = '198.51.100.50';
    const c = await challenge('demo_secure', 'Secure2026', ip);
    // No hint of the payee name (issue 13 item 2): its initials and lengths are half the answer.
    expect(c).toMatchObject({ method: 'bank', maskedTarget: '' });
    expect(c.expiresAt).toBe(server.clock.now.getTime() + 5 * 60_000);
    const wrong = body(await verify(c.challengeId, 'Someone Else', ip));
    expect(wrong).toMatchObject({ success: false, errorCode: 'login.verify.failed', value: { attemptsLeft: 4 } });
    const ok = body<LoginValue>(await verify(c.challengeId, '  demo   SECURE ', ip));
    expect(ok.success, ok.message).toBe(true);
    expect(ok.value.userName).toBe('demo_secure');
    // Used once only.
    expect(body(await verify(c.challengeId, 'Demo Secure', ip)).errorCode).toBe('login.verify.expired');
    // The IP is registered now; another IP is asked again.
    expect(body(await api.login('demo_secure', 'Secure2026', {}, { ip })).success).toBe(true);
    await challenge('demo_secure', 'Secure2026', '198.51.100.51');
  });

  it('dies after 5 wrong answers, after 5 minutes, and on another IP; a wrong password gets no challenge', async () => {
    const ip = '198.51.100.52';
    expect(body(await api.login('demo_secure', 'Wrong2026', {}, { ip })).errorCode).toBe('login.failed');

    let c = await challenge('demo_secure', 'Secure2026', ip);
    for (let i = 4; i >= 1; i -= 1)
      expect(body(await verify(c.challengeId, 'nope', ip)).value).toEqual({ attemptsLeft: i });
    expect(body(await verify(c.challengeId, 'nope', ip)).errorCode).toBe('login.verify.expired');
    expect(body(await verify(c.challengeId, 'Demo Secure', ip)).errorCode).toBe('login.verify.expired');

    c = await challenge('demo_secure', 'Secure2026', ip);
    expect(body(await verify(c.challengeId, 'Demo Secure', '198.51.100.53')).errorCode).toBe('login.verify.expired');
    server.clock.advance(5 * 60_000 + 1);
    expect(body(await verify(c.challengeId, 'Demo Secure', ip)).errorCode).toBe('login.verify.expired');
  });

  it('confirms by SMS code and by e-mail code', async () => {
    await createMember('smschecked', '--password', 'SmsCheck1', '--mobile', '1133557799', '--ip-check', 'sms');
    const c = await challenge('smschecked', 'SmsCheck1', '198.51.100.60');
    expect(c).toMatchObject({ method: 'sms', maskedTarget: '+54 ******7799' });
    const sms = await lastSms(server, '+541133557799');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(
      body(await verify(c.challengeId, '000000' === sms!.code ? '111111' : '000000', '198.51.100.60')).errorCode,
    ).toBe('login.verify.failed');
    expect(body(await verify(c.challengeId, sms!.code, '198.51.100.60')).success).toBe(true);

    await createMember(
      'mailchecked',
      '--password',
      'MailCheck1',
      '--email',
      'Mail.Checked@example.com',
      '--ip-check',
      'email',
    );
    const m = await challenge('mailchecked', 'MailCheck1', '198.51.100.61');
    expect(m).toMatchObject({ method: 'email', maskedTarget: 'M**********d@example.com' });
    const outbox = (await ops(server, 'mail', 'outbox', '--to', 'mail.checked@example.com')).body.value;
    const code = /verification code is (\d{6})/.exec(outbox)?.[1];
    expect(code).toBeDefined();
    expect(body(await verify(m.challengeId, code!, '198.51.100.61')).success).toBe(true);
  });

  it('confirms by authenticator code, each code once', async () => {
    const created = await createMember('totpuser', '--password', 'TotpUser1', '--ip-check', 'totp');
    const secret = /TOTP secret: ([A-Z2-7]+)/.exec(created)?.[1];
    expect(secret).toBeDefined();
    expect(created).toContain('otpauth://totp/');
    const code = () => totp(base32Decode(secret!), server.clock.now.getTime());
    const c1 = await challenge('totpuser', 'TotpUser1', '198.51.100.70');
    expect(c1).toMatchObject({ method: 'totp', maskedTarget: '' });
    expect(body(await verify(c1.challengeId, code(), '198.51.100.70')).success).toBe(true);
    const c2 = await challenge('totpuser', 'TotpUser1', '198.51.100.71');
    expect(body(await verify(c2.challengeId, code(), '198.51.100.71')).errorCode).toBe('login.verify.failed');
    server.clock.advance(30_000);
    expect(body(await verify(c2.challengeId, code(), '198.51.100.71')).success).toBe(true);
  });

  it('10 wrong answers an hour lock the second factor across challenges, the right one too; a message', async () => {
    await createMember('brutetarget', '--password', 'Brute2026', '--payee', 'Real Payee', '--ip-check', 'bank');
    const ip = (i: number) => `203.0.113.${i}`;
    let wrongVerdicts = 0;
    let lockedAnswer: ReturnType<typeof body> | undefined;
    // As the attacker did: new challenges whenever one dies, wrong answers from several addresses.
    for (let round = 0; round < 10 && !lockedAnswer; round += 1) {
      const c = await challenge('brutetarget', 'Brute2026', ip(round));
      for (let i = 0; i < 4 && !lockedAnswer; i += 1) {
        const b = body(await verify(c.challengeId, `Wrong Name ${round}-${i}`, ip(round)));
        if (b.errorCode === 'login.verify.failed') wrongVerdicts += 1;
        else lockedAnswer = b;
      }
    }
    expect(wrongVerdicts).toBe(9);
    const until = server.clock.now.getTime() + 60 * 60_000;
    expect(lockedAnswer).toMatchObject({ success: false, errorCode: 'login.verify.locked', value: { retryAt: until } });
    expect(lockedAnswer!.message).toContain(`locked until ${new Date(until).toISOString().slice(11, 16)} UTC`);

    // The login says so and opens no challenge; a challenge opened before is refused, right answer included.
    const login = body(await api.login('brutetarget', 'Brute2026', {}, { ip: ip(50) }));
    expect(login).toMatchObject({ success: false, errorCode: 'login.verify.locked', value: { retryAt: until } });
    const inbox = await server.services.db
      .selectFrom('messages')
      .selectAll()
      .where('member_id', '=', (await server.services.accounts.members.byUsername('demo', 'brutetarget'))!.id)
      .execute();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ title: 'Login check locked' });
    expect(inbox[0]!.content).toContain(new Date(until).toISOString().slice(0, 16).replace('T', ' '));

    // An hour later the check opens again, and the right answer logs in and clears the count.
    server.clock.advance(60 * 60_000 + 1);
    const c = await challenge('brutetarget', 'Brute2026', ip(60));
    expect(body(await verify(c.challengeId, 'Wrong Again', ip(60)))).toMatchObject({
      errorCode: 'login.verify.failed',
    });
    expect(body<LoginValue>(await verify(c.challengeId, 'Real Payee', ip(60))).success).toBe(true);
  });

  it('refuses the right answer while the check is locked (40 wrong answers, then the right one)', async () => {
    await createMember('bruteforty', '--password', 'Brute2026', '--payee', 'Forty Payee', '--ip-check', 'bank');
    // 40 wrong answers over as many challenges as it takes (each allows 5), as the attacker did.
    const answers: string[] = [];
    let live = await challenge('bruteforty', 'Brute2026', '203.0.113.100');
    let inChallenge = 0;
    while (answers.length < 40) {
      if (inChallenge === 5) {
        const next = body<LoginVerifyRequiredValue>(
          await api.login('bruteforty', 'Brute2026', {}, { ip: '203.0.113.100' }),
        );
        if (next.errorCode === 'login_verify_required') {
          live = next.value;
          inChallenge = 0;
        }
      }
      answers.push(body(await verify(live.challengeId, `Guess ${answers.length}`, '203.0.113.100')).errorCode);
      inChallenge += 1;
    }
    // 9 wrong answers get a verdict (the 5th of a challenge also ends it); the 10th locks; then nothing but the lock.
    expect(answers.slice(0, 9).every((a) => a === 'login.verify.failed' || a === 'login.verify.expired')).toBe(true);
    expect(answers[9]).toBe('login.verify.locked');
    expect(answers.slice(10).every((a) => a === 'login.verify.locked' || a === 'login.verify.expired')).toBe(true);
    // The right answer on a live challenge is refused too.
    expect(body(await verify(live.challengeId, 'Forty Payee', '203.0.113.100')).errorCode).toMatch(
      /^login\.verify\.(locked|expired)$/,
    );
    const again = body(await api.login('bruteforty', 'Brute2026', {}, { ip: '203.0.113.100' }));
    expect(again.errorCode).toBe('login.verify.locked');
    // The operator's unlock lifts it.
    expect((await ops(server, 'member', 'unlock', 'bruteforty')).body.success).toBe(true);
    const c = await challenge('bruteforty', 'Brute2026', '203.0.113.100');
    expect(body<LoginValue>(await verify(c.challengeId, 'Forty Payee', '203.0.113.100')).success).toBe(true);
  });

  it('gives a concurrent burst of answers across challenges no more verdicts than the limit', async () => {
    await createMember('bruteburst', '--password', 'Brute2026', '--payee', 'Burst Payee', '--ip-check', 'bank');
    const challenges = [];
    for (let i = 0; i < 8; i += 1)
      challenges.push({
        ip: `203.0.113.${150 + i}`,
        c: await challenge('bruteburst', 'Brute2026', `203.0.113.${150 + i}`),
      });
    // 8 challenges × 5 answers at once, one of them right.
    const answers = await Promise.all(
      challenges.flatMap(({ ip, c }, k) =>
        Array.from({ length: 5 }, (_, i) =>
          verify(c.challengeId, k === 7 && i === 4 ? 'Burst Payee' : `Guess ${k}-${i}`, ip),
        ),
      ),
    );
    const codes = answers.map((a) => body(a).errorCode || 'ok');
    const verdicts = codes.filter((c) => c === 'login.verify.failed' || c === 'ok');
    expect(verdicts.length, codes.join(' ')).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 'login.verify.locked').length).toBeGreaterThan(0);
  });

  it('skips the check while LOGINIPVERF3 is off', async () => {
    await ops(server, 'whitelabel', 'LOGINIPVERF3', 'off');
    const res = body(await api.login('demo_secure', 'Secure2026', {}, { ip: '198.51.100.80' }));
    await ops(server, 'whitelabel', 'LOGINIPVERF3', 'on');
    expect(res.success).toBe(true);
  });
});
