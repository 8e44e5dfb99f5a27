/**
 * Firebase sign-in: ID tokens signed in the test with a local RSA key, whose JWKS a local HTTP
 * server publishes; the server verifies them with node:crypto alone.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../src/shared/wire/auth';
import { backends, buildTestServer, type TestServer } from './helper';
import { body, captchaRecorder, wire } from './authSupport';

const PROJECT = 'demo-project';

type Key = { kid: string; privateKey: KeyObject; jwk: Record<string, unknown> };

function newKey(kid: string): Key {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

function sign(key: Key, claims: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const data = `${part({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header })}.${part(claims)}`;
  return `${data}.${createSign('RSA-SHA256').update(data).sign(key.privateKey).toString('base64url')}`;
}

describe.each(backends)('firebase sign-in on %s', (kind) => {
  let jwks: Server;
  let served: Key[] = [];
  let fetches = 0;
  let server: TestServer;
  let api: ReturnType<typeof wire>;
  const captchas = captchaRecorder();
  const k1 = newKey('k1');
  const stranger = newKey('k1'); // same kid, different key: a forged signature

  beforeAll(async () => {
    jwks = createServer((_req, res) => {
      fetches += 1;
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'public, max-age=3600');
      res.end(JSON.stringify({ keys: served.map((k) => k.jwk) }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    served = [k1];
    const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
    server = await buildTestServer(kind, {
      services: { accounts: { firebase: { projectId: PROJECT, jwksUrl }, captchaText: captchas.text } },
    });
    api = wire(server);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => jwks.close(() => resolve()));
  });

  const claims = (extra: Record<string, unknown> = {}) => {
    const now = Math.floor(server.clock.now.getTime() / 1000);
    return {
      iss: `https://securetoken.google.com/${PROJECT}`,
      aud: PROJECT,
      sub: 'uid-1',
      iat: now - 10,
      auth_time: now - 10,
      exp: now + 3600,
      ...extra,
    };
  };
  const firebaseLogin = (idToken: string, extra: Record<string, unknown> = {}) =>
    api.enc('POST', '/wps/session/login', {
      username: '',
      password: '',
      captcha: null,
      type: 'firebase',
      firebaseIdToken: idToken,
      ...extra,
    });

  it('logs in by the phone number or the verified e-mail of a valid token, fetching the keys once', async () => {
    const byPhone = body<LoginValue>(await firebaseLogin(sign(k1, claims({ phone_number: '+541122334455' }))));
    expect(byPhone.success, byPhone.message).toBe(true);
    expect(byPhone.value).toMatchObject({ userName: 'demo_player', loginType: 'firebase', oldPasswordRequired: false });
    const byEmail = body<LoginValue>(
      await firebaseLogin(sign(k1, claims({ email: 'AGENT@demo.test', email_verified: true }))),
    );
    expect(byEmail.value.userName).toBe('demo_agent');
    const agentOnly = body(
      await firebaseLogin(sign(k1, claims({ phone_number: '+541122334455' })), { agentLogin: true }),
    );
    expect(agentOnly.errorCode).toBe('agent.only');
    expect(fetches).toBe(1);
  });

  it('refuses forged, expired, misaddressed and malformed tokens', async () => {
    const now = Math.floor(server.clock.now.getTime() / 1000);
    const bad: [string, string][] = [
      ['other key', sign(stranger, claims({ phone_number: '+541122334455' }))],
      ['wrong audience', sign(k1, claims({ aud: 'other', phone_number: '+541122334455' }))],
      ['wrong issuer', sign(k1, claims({ iss: 'https://evil.example/demo-project', phone_number: '+541122334455' }))],
      ['expired', sign(k1, claims({ exp: now - 120, phone_number: '+541122334455' }))],
      ['issued in the future', sign(k1, claims({ iat: now + 600, phone_number: '+541122334455' }))],
      ['no subject', sign(k1, claims({ sub: '', phone_number: '+541122334455' }))],
      ['HS256', sign(k1, claims({ phone_number: '+541122334455' }), { alg: 'HS256' })],
      ['unknown kid', sign(newKey('k9'), claims({ phone_number: '+541122334455' }))],
      ['garbage', 'not.a.jwt'],
      ['two parts', 'abc.def'],
    ];
    for (const [name, token] of bad) {
      expect(body(await firebaseLogin(token)), name).toMatchObject({
        success: false,
        errorCode: 'login.firebase.invalid',
      });
    }
    const unverifiedEmail = body(
      await firebaseLogin(sign(k1, claims({ email: 'agent@demo.test', email_verified: false }))),
    );
    expect(unverifiedEmail.errorCode).toBe('login.firebase.unknown');
    expect(body(await firebaseLogin(sign(k1, claims({ phone_number: '+19999999999' })))).message).toMatch(
      /register first/,
    );
  });

  it('picks up a rotated key on an unknown kid, at most once a minute', async () => {
    const k2 = newKey('k2');
    served = [k1, k2];
    server.clock.advance(61_000);
    const before = fetches;
    const rotated = body(await firebaseLogin(sign(k2, claims({ phone_number: '+541122334455' }))));
    expect(rotated.success, rotated.message).toBe(true);
    expect(fetches).toBe(before + 1);
    await firebaseLogin(sign(newKey('k3'), claims({ phone_number: '+541122334455' })));
    expect(fetches).toBe(before + 1);
  });

  it('proves the phone of a mobile registration instead of an SMS code', async () => {
    const { cookie } = await api.captcha();
    const payload = {
      mobileNum: '6600000001',
      countryDialingCode: '54',
      password: 'Fire2026x',
      confirmPassword: 'Fire2026x',
      captcha: captchas.last(),
      firebaseChannel: 'sms',
      firebaseIdToken: sign(k1, claims({ phone_number: '+546600000001' })),
    };
    const res = body<LoginValue>(await api.enc('PUT', '/wps/member/register/mobile', payload, { cookie }));
    expect(res.success, res.message).toBe(true);
    expect(res.value.userName).toBe('6600000001');
  });
});

describe('firebase sign-in switched off', () => {
  it('answers function.not.available without FIREBASE_PROJECT_ID', async () => {
    const server = await buildTestServer('pglite', { services: { accounts: { firebase: null } } });
    try {
      const res = await wire(server).enc('POST', '/wps/session/login', {
        username: '',
        password: '',
        captcha: null,
        type: 'firebase',
        firebaseIdToken: 'a.b.c',
      });
      expect(body(res)).toMatchObject({
        success: false,
        errorCode: 'function.not.available',
        message: 'Social sign-in is not available on this site.',
      });
    } finally {
      await server.close();
    }
  });
});
