/**
 * The local Firebase-like provider (FIREBASE_LOCAL=1): its JWKS, kept in the database; the
 * operator switch that publishes a merchant's Firebase block; the account chooser page under its
 * own CSP; Google and Facebook ID tokens with Firebase's claims that sign a member in; phone
 * sign-in with the code through the SMS outbox. The verifier is the production one, fetching
 * the provider's JWKS (through app.inject here).
 */
import type { JsonWebKey } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../server/domains/auth/firebaseLocal/signingKey';
import { CHOOSER_CSP } from '../../server/domains/auth/firebaseLocal/accountChooser';
import { localFirebaseWanted, localJwksUrl } from '../../server/domains/auth/firebaseLocal/localFirebase';
import type { LoginValue } from '../../src/shared/wire/auth';
import { body, lastSms, wire } from './authSupport';
import {
  buildLocalFirebaseServer,
  partsOf,
  provider,
  signedBy,
  siteOf,
  type LocalFirebaseServer,
} from './firebaseLocalSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

describe.each(backends)('local Firebase provider on %s', (kind) => {
  let server: LocalFirebaseServer;
  let call: ReturnType<typeof provider>;
  let jwk: JsonWebKey;
  beforeAll(async () => {
    server = await buildLocalFirebaseServer(kind);
    call = provider(server);
  });
  afterAll(() => server?.close());

  const chooser = (query: Record<string, string>) =>
    server.app.inject({
      url: `/__/auth/handler?${new URLSearchParams(query).toString()}`,
      headers: { accept: 'text/html' },
    });

  it('publishes its own RSA key as a JWKS, the same after a reload from the database', async () => {
    const res = await server.app.inject({ url: '/__/auth/jwks' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=3600/);
    const keys = (res.json() as { keys: (JsonWebKey & { kid: string })[] }).keys;
    expect(keys).toHaveLength(1);
    jwk = keys[0]!;
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    const reloaded = await loadSigningKey(server.services.db);
    expect(reloaded.publicJwk).toEqual(jwk);
  });

  it('offers nothing until the operator switches Firebase on for a merchant', async () => {
    expect((await siteOf(server)).firebase).toBeUndefined();
    expect(await call('signInWithIdp', { providerId: 'google.com', email: 'player@demo.test' })).toEqual({
      status: 403,
      body: { error: { code: 403, message: 'OPERATION_NOT_ALLOWED' } },
    });
    expect(
      (await chooser({ providerId: 'google.com', merchant: 'demo', origin: 'http://127.0.0.1:8080' })).statusCode,
    ).toBe(400);

    const on = await ops(server, 'firebase', 'on', '--merchant', 'demo');
    expect(on.body.value).toBe(
      'Firebase ON for demo: local provider: sign-in with google, facebook; SMS check at registration.',
    );
    expect((await siteOf(server)).firebase).toEqual({
      enabled: true,
      mode: 'local',
      projectId: 'demo-local',
      providers: ['google', 'facebook'],
      phoneRegistration: true,
    });
    expect((await siteOf(server, 'demokr')).firebase).toBeUndefined();
    expect((await ops(server, 'firebase', 'show')).body.value).toBe(
      [
        'Local provider: on (project demo-local).',
        'demo: local provider: sign-in with google, facebook; SMS check at registration',
        'demokr: off',
      ].join('\n'),
    );
    expect((await ops(server, 'firebase', 'on', '--providers', 'twitter')).status).toBe(400);
    expect((await ops(server, 'firebase', 'on', '--mode', 'firebase', '--merchant', 'demo')).body.message).toMatch(
      /needs --api-key/,
    );
  });

  it("serves the account chooser with its own CSP, no inline code, answering only the site's origins", async () => {
    const res = await chooser({
      providerId: 'google.com',
      merchant: 'demo',
      origin: 'http://127.0.0.1:8080',
      hl: 'de',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(CHOOSER_CSP);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Mit Google anmelden</h1>');
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    expect(res.body).toContain('data-origin="http://127.0.0.1:8080"');
    expect(res.body).toMatch(/<label for="email">E-Mail<\/label>/);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(res.body).not.toMatch(/<style|\sstyle=|\son\w+=/);

    const desktop = await chooser({ providerId: 'facebook.com', merchant: 'demo', origin: 'app://bundle', hl: 'xx' });
    expect(desktop.statusCode).toBe(200);
    expect(desktop.body).toContain('<h1>Sign in with Facebook</h1>');
    for (const query of [
      { providerId: 'google.com', merchant: 'demo', origin: 'https://evil.example' },
      { providerId: 'twitter.com', merchant: 'demo', origin: 'http://127.0.0.1:8080' },
      { providerId: 'google.com', merchant: 'demokr', origin: 'http://127.0.0.1:8080' },
      { providerId: 'google.com', merchant: '../../x', origin: 'http://127.0.0.1:8080' },
    ]) {
      const refused = await chooser(query);
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
      expect(refused.headers['content-security-policy']).toBe(CHOOSER_CSP);
    }
    const script = await server.app.inject({ url: '/__/auth/handler.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('postMessage');
    expect((await server.app.inject({ url: '/__/auth/handler.css' })).headers['content-type']).toMatch(/^text\/css/);
  });

  it("issues Google and Facebook ID tokens with Firebase's claims, which sign the member in", async () => {
    const google = await call('signInWithIdp', {
      providerId: 'google.com',
      email: ' Player@Demo.test ',
      displayName: 'Demo Player',
    });
    expect(google.status).toBe(200);
    const idToken = google.body.idToken as string;
    expect(google.body).toMatchObject({ email: 'player@demo.test', providerId: 'google.com' });
    const { header, claims } = partsOf(idToken);
    expect(header).toEqual({ alg: 'RS256', kid: (jwk as { kid: string }).kid, typ: 'JWT' });
    expect(signedBy(idToken, jwk)).toBe(true);
    const now = Math.floor(server.clock.now.getTime() / 1000);
    expect(claims).toMatchObject({
      iss: 'https://securetoken.google.com/demo-local',
      aud: 'demo-local',
      auth_time: now,
      iat: now,
      exp: now + 3600,
      email: 'player@demo.test',
      email_verified: true,
      name: 'Demo Player',
      firebase: { sign_in_provider: 'google.com', identities: { email: ['player@demo.test'] } },
    });
    expect(claims.sub).toBe(claims.user_id);
    expect(claims.sub).toMatch(/^[A-Za-z0-9]{28}$/);
    expect(google.body.localId).toBe(claims.sub);
    expect(claims.firebase?.identities?.['google.com']?.[0]).toMatch(/^\d{21,}$/);

    const again = await call('signInWithIdp', { providerId: 'facebook.com', email: 'player@demo.test' });
    expect(partsOf(again.body.idToken as string).claims).toMatchObject({
      sub: claims.sub,
      firebase: { sign_in_provider: 'facebook.com' },
    });

    const login = body<LoginValue>(
      await wire(server).enc('POST', '/wps/session/login', {
        username: '',
        password: '',
        captcha: null,
        type: 'firebase',
        firebaseIdToken: idToken,
      }),
    );
    expect(login.success, login.message).toBe(true);
    expect(login.value).toMatchObject({ userName: 'demo_player', loginType: 'firebase' });
  });

  it('refuses unknown providers, bad e-mails and calls without a merchant, as Identity Toolkit does', async () => {
    expect(await call('signInWithIdp', { providerId: 'twitter.com', email: 'a@b.test' })).toMatchObject({
      status: 400,
      body: { error: { message: 'INVALID_PROVIDER_ID' } },
    });
    expect(await call('signInWithIdp', { providerId: 'google.com', email: 'not-an-address' })).toMatchObject({
      status: 400,
      body: { error: { message: 'INVALID_EMAIL' } },
    });
    expect(await call('signInWithIdp', { providerId: 'google.com', email: ['a@b.test'] })).toMatchObject({
      status: 400,
      body: { error: { message: 'INVALID_EMAIL' } },
    });
    expect(
      await call('signInWithIdp', { providerId: 'google.com', email: 'a@b.test' }, { merchant: null }),
    ).toMatchObject({ status: 403 });
    expect(
      await call('signInWithIdp', { providerId: 'google.com', email: 'a@b.test' }, { merchant: 'nope' }),
    ).toMatchObject({ status: 403 });
    expect(await call('signInWithIdp', 'just a string')).toMatchObject({ status: 400 });
  });

  it('phone sign-in: the code goes through the SMS outbox once, and trades for a token with phone_number', async () => {
    const ip = '10.9.0.1';
    const phoneNumber = '+546600000101';
    const sent = await call('sendVerificationCode', { phoneNumber }, { ip });
    expect(sent.status).toBe(200);
    const sessionInfo = sent.body.sessionInfo as string;
    const sms = await lastSms(server, phoneNumber);
    expect(sms?.body).toMatch(/^Demo Casino: your verification code is \d{6}\./);
    expect((await ops(server, 'sms', 'outbox', '--to', '546600000101')).body.value).toContain(sms!.code);

    const wrong = sms!.code === '000000' ? '000001' : '000000';
    expect(await call('signInWithPhoneNumber', { sessionInfo, code: wrong }, { ip })).toEqual({
      status: 400,
      body: { error: { code: 400, message: 'INVALID_CODE' } },
    });
    const ok = await call('signInWithPhoneNumber', { sessionInfo, code: sms!.code }, { ip });
    expect(ok.status).toBe(200);
    expect(ok.body.phoneNumber).toBe(phoneNumber);
    const { claims } = partsOf(ok.body.idToken as string);
    expect(signedBy(ok.body.idToken as string, jwk)).toBe(true);
    expect(claims).toMatchObject({
      aud: 'demo-local',
      phone_number: phoneNumber,
      firebase: { sign_in_provider: 'phone', identities: { phone: [phoneNumber] } },
    });
    expect(claims.email).toBeUndefined();
    expect(await call('signInWithPhoneNumber', { sessionInfo, code: sms!.code }, { ip })).toMatchObject({
      status: 400,
      body: { error: { message: 'SESSION_EXPIRED' } },
    });
    // The throttles of our own codes: one per number per minute.
    expect(await call('sendVerificationCode', { phoneNumber }, { ip })).toMatchObject({
      status: 429,
      body: { error: { message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } },
    });
  });

  it('refuses bad numbers, codes and sessions, and phone sign-in where the site does not use it', async () => {
    const ip = '10.9.0.2';
    expect(await call('sendVerificationCode', { phoneNumber: '1122334455' }, { ip })).toMatchObject({
      status: 400,
      body: { error: { message: 'INVALID_PHONE_NUMBER' } },
    });
    expect(await call('sendVerificationCode', {}, { ip })).toMatchObject({
      status: 400,
      body: { error: { message: 'MISSING_PHONE_NUMBER' } },
    });
    expect(await call('signInWithPhoneNumber', { sessionInfo: 'garbage', code: '123456' }, { ip })).toMatchObject({
      body: { error: { message: 'INVALID_SESSION_INFO' } },
    });
    const otherMerchant = Buffer.from(JSON.stringify({ m: 'demokr', p: '+546600000102' })).toString('base64url');
    expect(await call('signInWithPhoneNumber', { sessionInfo: otherMerchant, code: '123456' }, { ip })).toMatchObject({
      body: { error: { message: 'INVALID_SESSION_INFO' } },
    });
    expect(await call('signInWithPhoneNumber', { sessionInfo: otherMerchant }, { ip })).toMatchObject({
      body: { error: { message: 'MISSING_CODE' } },
    });

    await ops(server, 'firebase', 'on', '--merchant', 'demo', '--phone', 'off');
    expect(await call('sendVerificationCode', { phoneNumber: '+546600000103' }, { ip })).toMatchObject({
      status: 403,
      body: { error: { message: 'OPERATION_NOT_ALLOWED' } },
    });
    await ops(server, 'firebase', 'on', '--merchant', 'demo');
  });

  it('answers random bodies on its calls with an Identity Toolkit error, never a 5xx', async () => {
    const field = fc.oneof(
      fc.string(),
      fc.constantFrom('google.com', 'facebook.com', '+546600000199', 'a@b.test', '123456'),
      fc.anything(),
    );
    const bodies = fc.oneof(
      fc.dictionary(fc.constantFrom('providerId', 'email', 'displayName', 'phoneNumber', 'sessionInfo', 'code'), field),
      fc.anything(),
    );
    for (const path of ['signInWithIdp', 'sendVerificationCode', 'signInWithPhoneNumber']) {
      await fc.assert(
        fc.asyncProperty(bodies, fc.integer({ min: 1, max: 250 }), async (payload, n) => {
          const res = await call(path, payload === undefined ? null : payload, { ip: `10.7.${n}.1` });
          expect(res.status).toBeLessThan(500);
          if (res.status !== 200) expect(typeof (res.body.error?.message ?? res.body.message)).toBe('string');
        }),
        { numRuns: kind === 'pglite' ? 200 : 50 },
      );
    }
  });

  it('switched off again: the block is gone and the provider refuses the merchant', async () => {
    expect((await ops(server, 'firebase', 'off', '--merchant', 'demo')).body.value).toBe('Firebase OFF for demo.');
    expect((await siteOf(server)).firebase).toBeUndefined();
    expect(await call('signInWithIdp', { providerId: 'google.com', email: 'player@demo.test' })).toMatchObject({
      status: 403,
    });
  });
});

describe('local Firebase provider switched off', () => {
  let server: TestServer;
  // Built in a hook: a fresh PGlite server takes a while on a busy machine.
  beforeAll(async () => {
    server = await buildTestServer('pglite', { services: { accounts: { env: {} } } });
  });
  afterAll(() => server?.close());

  it('has no routes, and a stored local block is not offered', async () => {
    expect((await server.app.inject({ url: '/__/auth/jwks' })).statusCode).toBe(404);
    const on = await ops(server, 'firebase', 'on', '--merchant', 'demo');
    expect(on.body.value).toMatch(/\(not offered: the server runs without FIREBASE_LOCAL=1\)\.$/);
    expect((await siteOf(server)).firebase).toBeUndefined();
  });

  it("is refused in production, and finds its JWKS over loopback on the server's port", () => {
    expect(() => localFirebaseWanted({ FIREBASE_LOCAL: '1', NODE_ENV: 'production' })).toThrow(
      /cannot be set in production/,
    );
    expect(localFirebaseWanted({ FIREBASE_LOCAL: '0' })).toBe(false);
    expect(localJwksUrl({ PORT: '18790' })).toBe('http://127.0.0.1:18790/__/auth/jwks');
    expect(localJwksUrl({ HOST: '0.0.0.0' })).toBe('http://127.0.0.1:8080/__/auth/jwks');
    expect(localJwksUrl({ HOST: '::1', PORT: '9000' })).toBe('http://[::1]:9000/__/auth/jwks');
  });
});
