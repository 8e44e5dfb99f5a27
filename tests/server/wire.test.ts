/**
 * The wire transport: Merchant header, envelope and error codes, the RSA key and decryption of
 * encrypted calls. A route that echoes its decrypted body is added for the test, so the
 * transport is exercised exactly as the encrypted domain routes use it.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desEncrypt } from '../../src/shared/crypto/des';
import { encryptPayload } from '../../src/shared/crypto/envelope';
import { parseModulusHex, rsaEncryptSessionKey } from '../../src/shared/crypto/rsa';
import { createServices } from '../../server/services';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';

const random = (n: number) => randomBytes(n);

describe.each(backends)('wire transport on %s', (kind) => {
  let server: TestServer;
  let modulusHex: string;
  beforeAll(async () => {
    server = await buildTestServer(kind, {
      extend: (app) => {
        app.post('/wps/test/echo', { config: { encrypted: true } }, async (request) => ({
          success: true,
          value: request.body,
          message: '',
          errorCode: '',
        }));
      },
    });
    const res = await server.app.inject({ url: '/wps/session/key/rsa?t=1', headers: wireHeaders() });
    modulusHex = res.body;
  });
  afterAll(() => server?.close());

  const echo = (payload: string | object | undefined, headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: wireHeaders('demo', { 'content-type': 'application/json', ...headers }),
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });

  it('serves a 1024-bit modulus as plain hex that stays the same across restarts', async () => {
    expect(modulusHex).toMatch(/^[0-9a-f]{256}$/);
    const again = await createServices(server.services.database);
    expect(again.rsaKey.modulusHex).toBe(modulusHex);
  });

  it('decrypts the body from value, X-Digest, a bare base64 body and a JSON string body', async () => {
    const n = parseModulusHex(modulusHex);
    const payload = { username: 'demo_player', password: 'Player2026', captcha: null, note: 'héllo ✓' };
    const variants: ((
      r: ReturnType<typeof encryptPayload>,
    ) => [string | object | undefined, Record<string, string>])[] = [
      (r) => [r.body, r.headers],
      (r) => [{}, r.headers],
      (r) => [r.body.value, { Encryption: r.headers.Encryption }],
      (r) => [JSON.stringify(r.body.value), { Encryption: r.headers.Encryption }],
    ];
    for (const variant of variants) {
      const [body, headers] = variant(encryptPayload(payload, modulusHex, n, random));
      const res = await echo(body, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual(payload);
    }
  });

  it('answers 400 request_body_required for missing or malformed encryption, never a crash', async () => {
    const n = parseModulusHex(modulusHex);
    const good = encryptPayload({ a: 1 }, modulusHex, n, random);
    const otherKey = rsaEncryptSessionKey('ZZZZZZZZZZZZZZZZ', n);
    const notJson = encryptPayload('x', modulusHex, n, random);
    const cases: [string, string | object | undefined, Record<string, string>][] = [
      ['no Encryption header', good.body, {}],
      ['no body at all', undefined, { Encryption: good.headers.Encryption }],
      ['non-hex header', good.body, { Encryption: 'zzzz' }],
      ['header larger than the modulus', good.body, { Encryption: 'f'.repeat(300) }],
      ['body for another key', good.body, { Encryption: otherKey }],
      ['value that is not base64', { value: '%%%' }, { Encryption: good.headers.Encryption }],
      ['value of the wrong length', { value: 'AAAA' }, { Encryption: good.headers.Encryption }],
      [
        'plaintext that is not JSON',
        { value: desEncrypt('not json', 'x') },
        { Encryption: notJson.headers.Encryption },
      ],
    ];
    for (const [name, body, headers] of cases) {
      const res = await echo(body, headers);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ success: false, errorCode: 'request_body_required' });
      expect(res.json().message.length, name).toBeGreaterThan(15);
      expect(res.body, name).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
  });

  it('refuses a replayed encrypted request', async () => {
    const request = encryptPayload({ a: 1 }, modulusHex, parseModulusHex(modulusHex), random);
    expect((await echo(request.body, request.headers)).statusCode).toBe(200);
    const replay = await echo(request.body, request.headers);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('request_body_required');
  });

  it("answers a malformed %-escape in the path with the envelope, not the router's own body", async () => {
    const res = await server.app.inject({ url: '/TCG_GAME_ICONS/%zz/PG_0001.svg', headers: wireHeaders() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      errorCode: 'request_param_err',
      message: expect.stringMatching(/%-escapes/),
    });
  });

  it('requires the Merchant header exactly once, for a known merchant', async () => {
    const missing = await server.app.inject({ url: '/wps/system/status' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const unknown = await server.app.inject({ url: '/wps/system/status', headers: wireHeaders('nosuchmerchant') });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('function.not.available');
    const hostile = await server.app.inject({
      url: '/wps/system/status',
      headers: wireHeaders("demo'; drop table merchants;--"),
    });
    expect(hostile.statusCode).toBe(400);
  });

  it('refuses a duplicated Merchant header, as the real gateway does', async () => {
    // inject() folds same-name headers, so speak raw HTTP to a listening socket.
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET /wps/system/status HTTP/1.1\r\nHost: x\r\nMerchant: demo\r\nmerchant: demo\r\nConnection: close\r\n\r\n',
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('"errorCode":"function.not.available"');
    expect(raw).toContain('Send the Merchant header exactly once.');
  });

  it('answers in the envelope for unknown routes and bad JSON, with no stack trace', async () => {
    const notFound = await server.app.inject({ url: '/wps/nothing/here', headers: wireHeaders() });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    const badJson = await echo('{"unterminated', {});
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const huge = await echo({ value: 'A'.repeat(2_000_000) }, {});
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, message: 'The request body is too large.' });
  });

  it('uses the merchant default language when the Language header is unsupported', async () => {
    const res = await server.app.inject({
      url: '/wps/system/status',
      headers: wireHeaders('demokr', { language: 'xx' }),
    });
    expect(res.json().value.info.site.defaultLang).toBe('KO');
  });

  it('allows the desktop renderer origin by CORS and no other', async () => {
    const allowed = await server.app.inject({
      method: 'OPTIONS',
      url: '/wps/system/status',
      headers: {
        origin: 'app://bundle',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'merchant,authorization',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('app://bundle');
    const denied = await server.app.inject({
      method: 'OPTIONS',
      url: '/wps/system/status',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});
