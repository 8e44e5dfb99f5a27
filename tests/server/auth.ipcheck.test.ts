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
  });
  afterAll(() => server?.close());

  const challenge = async (username: string, password: string, ip: string) => {
    const b = body<LoginVerifyRequiredValue>(await api.login(username, password, {}, { ip }));
    expect(b, JSON.stringify(b)).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    expect(b.value.challengeId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return b.value;
  };
  const verify = (challengeId: string, code: string, ip: string) => api.enc('POST', '/wps/session/login/verification', { challengeId, code }, { ip });

  it('confirms by bank-account name, then knows the IP', async () => {
    const ip = '198.51.100.50';
    const c = await challenge('demo_secure', 'Secure2026', ip);
    expect(c).toMatchObject({ method: 'bank', maskedTarget: 'D*** S*****' });
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

  it('dies after 5 wrong answers, after 5 minutes, and on another IP; a wrong password gives no challenge', async () => {
    const ip = '198.51.100.52';
    expect(body(await api.login('demo_secure', 'Wrong2026', {}, { ip })).errorCode).toBe('login.failed');

    let c = await challenge('demo_secure', 'Secure2026', ip);
    for (let i = 4; i >= 1; i -= 1) expect(body(await verify(c.challengeId, 'nope', ip)).value).toEqual({ attemptsLeft: i });
    expect(body(await verify(c.challengeId, 'nope', ip)).errorCode).toBe('login.verify.expired');
    expect(body(await verify(c.challengeId, 'Demo Secure', ip)).errorCode).toBe('login.verify.expired');

    c = await challenge('demo_secure', 'Secure2026', ip);
    expect(body(await verify(c.challengeId, 'Demo Secure', '198.51.100.53')).errorCode).toBe('login.verify.expired');
    server.clock.advance(5 * 60_000 + 1);
    expect(body(await verify(c.challengeId, 'Demo Secure', ip)).errorCode).toBe('login.verify.expired');
  });

  it('confirms by SMS code and by e-mail code', async () => {
    await ops(server, 'member', 'create', 'smschecked', '--password', 'SmsCheck1', '--mobile', '1133557799', '--ip-check', 'sms');
    const c = await challenge('smschecked', 'SmsCheck1', '198.51.100.60');
    expect(c).toMatchObject({ method: 'sms', maskedTarget: '+54 ******7799' });
    const sms = await lastSms(server, '+541133557799');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(body(await verify(c.challengeId, '000000' === sms!.code ? '111111' : '000000', '198.51.100.60')).errorCode).toBe('login.verify.failed');
    expect(body(await verify(c.challengeId, sms!.code, '198.51.100.60')).success).toBe(true);

    await ops(server, 'member', 'create', 'mailchecked', '--password', 'MailCheck1', '--email', 'Mail.Checked@example.com', '--ip-check', 'email');
    const m = await challenge('mailchecked', 'MailCheck1', '198.51.100.61');
    expect(m).toMatchObject({ method: 'email', maskedTarget: 'M**********d@example.com' });
    const outbox = (await ops(server, 'mail', 'outbox', '--to', 'mail.checked@example.com')).body.value;
    const code = /verification code is (\d{6})/.exec(outbox)?.[1];
    expect(code).toBeDefined();
    expect(body(await verify(m.challengeId, code!, '198.51.100.61')).success).toBe(true);
  });

  it('confirms by authenticator code, each code once', async () => {
    const created = (await ops(server, 'member', 'create', 'totpuser', '--password', 'TotpUser1', '--ip-check', 'totp')).body.value;
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

  it('skips the check while LOGINIPVERF3 is off', async () => {
    await ops(server, 'whitelabel', 'LOGINIPVERF3', 'off');
    const res = body(await api.login('demo_secure', 'Secure2026', {}, { ip: '198.51.100.80' }));
    await ops(server, 'whitelabel', 'LOGINIPVERF3', 'on');
    expect(res.success).toBe(true);
  });
});
