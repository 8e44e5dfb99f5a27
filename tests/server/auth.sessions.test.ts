/**
 * Sessions and stored secrets (quality bars 10 and 11), captchas (bar 9), free play and logout.
 */
import { inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue, MemberInfo } from '../../src/shared/wire/auth';
import { createAccountServices } from '../../server/domains/auth/accountServices';
import { backends, buildTestServer, ops, type TestServer } from './helper';
import { body, captchaRecorder, wire } from './authSupport';

/** The chunks of a PNG, checked for structure (signature, CRCs are Node's business). */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.subarray(at + 4, at + 8).toString('ascii'), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

describe.each(backends)('sessions, captcha and free play on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof wire>;
  const captchas = captchaRecorder();
  beforeAll(async () => {
    server = await buildTestServer(kind, { services: { accounts: { captchaText: captchas.text } } });
    api = wire(server);
  });
  afterAll(() => server?.close());

  const loginToken = async (username: string, password: string, ip = '127.0.0.1') => {
    const res = body<LoginValue>(await api.login(username, password, {}, { ip }));
    expect(res.success, res.message).toBe(true);
    return res.value.token;
  };
  const infoStatus = async (token: string) =>
    (await api.call('GET', '/wps/member/info', undefined, { token })).statusCode;

  it('stores argon2id hashes with at least m=19456, t=2, p=1 for every account', async () => {
    await ops(server, 'member', 'create', 'hashcheck', '--password', 'HashCheck1');
    await api.call('POST', '/wps/session/login/freeplay', undefined, { headers: await api.rsaHeader() });
    // The operator's audit trail records the command, never the password typed with it.
    const audit = await server.services.db
      .selectFrom('ops_audit')
      .select('args')
      .where('command', '=', 'member create')
      .execute();
    expect(JSON.stringify(audit)).toContain('hashcheck');
    expect(JSON.stringify(audit)).not.toContain('HashCheck1');
    const rows = await server.services.db.selectFrom('members').select(['username', 'password_hash']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const { username, password_hash } of rows) {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(password_hash);
      expect(match, username).not.toBeNull();
      const [, m, t, p] = match!.map(Number);
      expect(m, username).toBeGreaterThanOrEqual(19_456);
      expect(t, username).toBeGreaterThanOrEqual(2);
      expect(p, username).toBeGreaterThanOrEqual(1);
    }
  });

  it('issues 256-bit tokens and stores only their SHA-256', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => loginToken('demo_agent', 'Agent2026')));
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(Buffer.from(token, 'base64url').length).toBe(32);
    const dump = (await sql<{ row: string }>`SELECT s::text AS row FROM sessions s`.execute(server.services.db)).rows
      .map((r) => r.row)
      .join('\n');
    for (const token of tokens) {
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(Buffer.from(token, 'base64url').toString('hex'));
    }
    const hashes = await server.services.db.selectFrom('sessions').select('token_hash').execute();
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h.token_hash))).toBe(true);
  });

  it('kills a token on the very next request after logout (DELETE or POST), and logout is idempotent', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const token = await loginToken('demo_agent', 'Agent2026');
      expect(await infoStatus(token)).toBe(200);
      const out = await api.call(method, '/wps/session/logout', undefined, { token });
      expect(body(out)).toMatchObject({ success: true });
      expect(await infoStatus(token)).toBe(401);
      expect(body(await api.call(method, '/wps/session/logout', undefined, { token })).success).toBe(true);
    }
  });

  it('kills every session of the member on a password change and answers a fresh login', async () => {
    await ops(server, 'member', 'create', 'changer', '--password', 'Change2026');
    const first = await loginToken('changer', 'Change2026');
    const second = await loginToken('changer', 'Change2026', '203.0.113.5');
    const bystander = await loginToken('demo_agent', 'Agent2026');
    const res = await api.enc(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Change2026', newPassword: 'Change2027', confirmNewPassword: 'Change2027' },
      { token: first },
    );
    const fresh = body<LoginValue>(res);
    expect(fresh.success, fresh.message).toBe(true);
    expect(fresh.value).toMatchObject({
      userName: 'changer',
      loginType: 'password',
      passwordIsDefault: false,
      firstTimeLogin: false,
    });
    expect(await infoStatus(first)).toBe(401);
    expect(await infoStatus(second)).toBe(401);
    expect(await infoStatus(fresh.value.token)).toBe(200);
    expect(await infoStatus(bystander)).toBe(200);
    expect(body(await api.login('changer', 'Change2026')).errorCode).toBe('login.failed');
    expect(body(await api.login('changer', 'Change2027')).success).toBe(true);
  });

  it('kills the sessions of a disabled account at once', async () => {
    await ops(server, 'member', 'create', 'soongone', '--password', 'Gone2026x');
    const token = await loginToken('soongone', 'Gone2026x');
    expect(await infoStatus(token)).toBe(200);
    await ops(server, 'member', 'disable', 'soongone');
    expect(await infoStatus(token)).toBe(401);
    await ops(server, 'member', 'enable', 'soongone');
    expect(await infoStatus(token)).toBe(401);
  });

  it('expires a session after 12 idle hours and slides while it is used', async () => {
    const idle = await loginToken('demo_agent', 'Agent2026');
    const busy = await loginToken('demo_agent', 'Agent2026');
    server.clock.advance(11 * 3_600_000);
    expect(await infoStatus(busy)).toBe(200);
    server.clock.advance(2 * 3_600_000);
    expect(await infoStatus(idle)).toBe(401);
    expect(await infoStatus(busy)).toBe(200);
  });

  it('refuses a token on another merchant', async () => {
    const token = await loginToken('demo_agent', 'Agent2026');
    const res = await api.call('GET', '/wps/member/info', undefined, { token, merchant: 'demokr' });
    expect(res.statusCode).toBe(401);
  });

  describe('captcha', () => {
    const demandCaptcha = async (username: string, ip: string) => {
      await ops(server, 'member', 'create', username, '--password', 'Captcha2026');
      for (let i = 0; i < 3; i += 1) await api.login(username, 'wrong', {}, { ip });
      expect(body(await api.login(username, 'Captcha2026', {}, { ip })).errorCode).toBe('captcha.invalid');
    };

    it('serves a real PNG bound by an HttpOnly, SameSite=Strict cookie, and never the answer', async () => {
      for (let i = 0; i < 5; i += 1) {
        const { response, cookie } = await api.captcha({ ip: '203.0.113.40' });
        const answer = captchas.last();
        const b = body<string>(response);
        expect(b.success).toBe(true);
        const png = Buffer.from(b.value, 'base64');
        const chunks = pngChunks(png);
        expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
        expect(chunks[0]!.data.readUInt32BE(0)).toBe(120);
        expect(inflateSync(chunks[1]!.data).length).toBe((120 * 3 + 1) * 44);
        const setCookie = String(response.headers['set-cookie']);
        expect(setCookie).toMatch(/HttpOnly/);
        expect(setCookie).toMatch(/SameSite=Strict/);
        expect(cookie).toMatch(/^wps_captcha=[A-Za-z0-9_-]{32}$/);
        // The answer is nowhere in the headers, the envelope, or the pixel data's container.
        const rest = response.body.replace(b.value, '');
        expect(rest).not.toContain(answer);
        expect(JSON.stringify(response.headers)).not.toContain(answer);
        expect(png.toString('latin1')).not.toContain(answer);
      }
    });

    it('verifies once; a wrong answer burns it; it expires after 2 minutes; it is bound to its cookie', async () => {
      const ip = '203.0.113.41';
      await demandCaptcha('captchauser', ip);
      const tryWith = async (cookie: string | undefined, answer: string | null, password = 'Captcha2026') =>
        body(await api.login('captchauser', password, { captcha: answer }, { ip, ...(cookie && { cookie }) }));

      // Wrong answer burns it: the right answer afterwards is refused.
      let c = await api.captcha({ ip });
      expect((await tryWith(c.cookie, 'ZZZZ')).errorCode).toBe('captcha.invalid');
      expect((await tryWith(c.cookie, captchas.last())).errorCode).toBe('captcha.invalid');

      // Expired after 2 minutes.
      c = await api.captcha({ ip });
      server.clock.advance(121_000);
      expect((await tryWith(c.cookie, captchas.last())).errorCode).toBe('captcha.invalid');

      // Another requester's answer does not work with my cookie.
      const mine = await api.captcha({ ip });
      await api.captcha({ ip: '203.0.113.99' });
      expect((await tryWith(mine.cookie, captchas.last())).errorCode).toBe('captcha.invalid');
      expect((await tryWith(undefined, captchas.last())).errorCode).toBe('captcha.invalid');

      // Verifies once: the same cookie and answer again are refused, even though the first worked.
      c = await api.captcha({ ip });
      const answer = captchas.last().toLowerCase(); // answers are case-insensitive
      const first = await tryWith(c.cookie, answer, 'still-wrong');
      expect(first.errorCode).toBe('login.failed'); // the captcha passed; the password did not
      expect((await tryWith(c.cookie, answer)).errorCode).toBe('captcha.invalid');
      c = await api.captcha({ ip });
      expect((await tryWith(c.cookie, captchas.last())).success).toBe(true);
    });

    it('reads a fixed text only for end-to-end runs (CAPTCHA_FIXED_TEXT), never in production', async () => {
      const { db, systemRepo, clock } = server.services;
      const e2e = createAccountServices(db, systemRepo, clock, { env: { CAPTCHA_FIXED_TEXT: 'AB23' } });
      const issued = await e2e.captcha.issue('203.0.113.43');
      expect(await e2e.captcha.verify(issued.id, 'ab23')).toBe(true);
      expect(() =>
        createAccountServices(db, systemRepo, clock, { env: { CAPTCHA_FIXED_TEXT: 'AB23', NODE_ENV: 'production' } }),
      ).toThrow(/production/);
      expect(() => createAccountServices(db, systemRepo, clock, { env: { CAPTCHA_FIXED_TEXT: 'O0I1' } })).toThrow(
        /4 characters/,
      );
    });

    it('limits captcha requests per IP', async () => {
      const ip = '203.0.113.42';
      let last;
      for (let i = 0; i < 31; i += 1) last = (await api.captcha({ ip })).response;
      expect(last!.statusCode).toBe(429);
      expect(body(last!)).toMatchObject({
        errorCode: 'TOO_MANY_REQUESTS',
        value: { retryAfterSeconds: expect.any(Number) },
      });
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('free play', () => {
    it('creates a trial account with play money from the RSA header alone', async () => {
      const res = await api.call(
        'POST',
        '/wps/session/login/freeplay',
        { os: 'Windows', platform: 'W' },
        { headers: await api.rsaHeader(), ip: '203.0.113.60' },
      );
      const b = body<LoginValue>(res);
      expect(b.success, b.message).toBe(true);
      expect(b.value).toMatchObject({ customerType: 4, loginType: 'freeplay', firstTimeLogin: true });
      expect(b.value.userName).toMatch(/^trial_[a-z0-9]{6}$/);
      const info = body<MemberInfo>(await api.call('GET', '/wps/member/info', undefined, { token: b.value.token }));
      expect(info.value).toMatchObject({
        type: 4,
        isTrial: true,
        isAgent: false,
        balanceMinor: '200000',
        currency: 'USD',
      });
      const change = await api.enc(
        'POST',
        '/wps/member/password',
        { oldPassword: 'x', newPassword: 'Trial2026', confirmNewPassword: 'Trial2026' },
        { token: b.value.token },
      );
      expect(body(change)).toMatchObject({
        success: false,
        errorCode: 'trial.not.allowed',
        message: 'Sign up or log in to an official account',
      });
    });

    it('needs a readable, fresh Encryption header and FREEPLAY3', async () => {
      const none = await api.call('POST', '/wps/session/login/freeplay');
      expect(none.statusCode).toBe(400);
      expect(body(none).errorCode).toBe('request_body_required');
      const junk = await api.call('POST', '/wps/session/login/freeplay', undefined, { headers: { Encryption: 'zz' } });
      expect(body(junk).errorCode).toBe('request_body_required');
      const header = await api.rsaHeader();
      expect(body(await api.call('POST', '/wps/session/login/freeplay', undefined, { headers: header })).success).toBe(
        true,
      );
      expect(
        body(await api.call('POST', '/wps/session/login/freeplay', undefined, { headers: header })).errorCode,
      ).toBe('request_body_required');

      await ops(server, 'whitelabel', 'FREEPLAY3', 'off');
      const off = body(
        await api.call('POST', '/wps/session/login/freeplay', undefined, { headers: await api.rsaHeader() }),
      );
      await ops(server, 'whitelabel', 'FREEPLAY3', 'on');
      expect(off).toMatchObject({
        success: false,
        errorCode: 'function.not.available',
        message: 'Free play is not available on this site at the moment.',
      });
    });

    it('limits trial accounts per IP', async () => {
      const ip = '203.0.113.61';
      const results = [];
      for (let i = 0; i < 11; i += 1)
        results.push(
          await api.call('POST', '/wps/session/login/freeplay', undefined, { headers: await api.rsaHeader(), ip }),
        );
      expect(results.slice(0, 10).every((r) => body(r).success)).toBe(true);
      expect(results[10]!.statusCode).toBe(429);
      expect(body(results[10]!).message).toMatch(/Too many trial accounts/);
    });
  });
});
