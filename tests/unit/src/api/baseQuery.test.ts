import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it } from 'vitest';
import { createBaseQuery, type WireBaseQuery } from '../../../../src/api/baseQuery';
import { createHttp } from '../../../../src/api/http';
import { ClientErrorCode } from '../../../../src/api/response';
import type { RetryEnv } from '../../../../src/api/retry';
import { wire } from '../../../../src/api/wireRequest';
import en from '../../../../src/i18n/locales/en/errors.json';
import { desDecrypt } from '../../../../src/shared/crypto/des';
import { parseModulusHex, rsaDecryptSessionKey } from '../../../../src/shared/crypto/rsa';
import { ErrorCode, endpoint } from '../../../../src/shared/wire';
import {
  fail,
  headerValues,
  ok,
  startServer,
  testPlatform,
  type LocalServer,
  type Recorded,
  type Reply,
} from '../support/localServer';
import { TEST_RSA_KEYS } from '../support/rsaTestKey';

const memberInfo = endpoint<void, { id: number }>({
  method: 'GET',
  path: '/wps/member/info',
  modId: 'COMM3',
  token: true,
});
const games = endpoint<{ gameType: string; pageNo: number }, unknown>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
});
const addFavourite = endpoint<{ nodeId: number }, unknown>({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
});
const login = endpoint<{ username: string; password: string }, { token: string }>({
  method: 'POST',
  path: '/wps/session/login',
  encrypt: true,
});
const freePlay = endpoint<{ os: string; platform: string }, unknown>({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  encrypt: 'rsa-only',
});
const forgot = endpoint<{ username: string; email: string }, unknown>({
  method: 'POST',
  path: '/wps/member/password/email',
  form: true,
});

const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(reply: (request: Recorded, index: number) => Reply | Promise<Reply>) {
  const server = await startServer(reply);
  servers.push(server);
  return server;
}

function setup(origin: string, options: { timeoutMs?: number; token?: string | null } = {}) {
  const slept: number[] = [];
  const env: RetryEnv = { sleep: async (ms) => void slept.push(ms), random: () => 0.5, now: Date.now };
  const http = createHttp(testPlatform(origin, options.token ?? null), {
    context: () => ({ merchant: 'demo', language: 'EN' }),
    timeoutMs: options.timeoutMs,
  });
  const baseQuery = createBaseQuery({ http, messages: (key) => en[key], retry: { env } });
  return { baseQuery, slept };
}

function call(baseQuery: WireBaseQuery, request: ReturnType<typeof wire>) {
  const controller = new AbortController();
  const api = {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
  return Promise.resolve(baseQuery(request, api, {}));
}

/** Plays the platform's side of the encryption (docs/protocol.md, Encryption) with a test key pair. */
function decryptLike(request: Recorded, key: (typeof TEST_RSA_KEYS)[number]) {
  const sessionKey = rsaDecryptSessionKey(
    String(request.headers.encryption),
    parseModulusHex(key.modulusHex),
    BigInt('0x' + key.privateExponentHex),
  );
  const { value } = JSON.parse(request.body) as { value: string };
  return { value, payload: JSON.parse(desDecrypt(value, sessionKey)) as unknown };
}

describe('base query: answers', () => {
  it('unwraps a successful envelope; GET arguments travel in the query string', async () => {
    const server = await serve(() => ok({ id: 7 }));
    const { baseQuery } = setup(server.origin, { token: 'tok' });
    expect(await call(baseQuery, wire(games, { gameType: 'RNG', pageNo: 2 }))).toEqual({ data: { id: 7 } });
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2',
      body: '',
    });
    expect(headerValues(server.requests[0]!, 'Merchant')).toEqual(['demo']);
    expect(headerValues(server.requests[0]!, 'Authorization')).toEqual(['tok']);
  });

  it('sends the module id', async () => {
    const server = await serve(() => ok({ id: 1 }));
    await call(setup(server.origin).baseQuery, wire(memberInfo));
    expect(headerValues(server.requests[0]!, 'ModuleId')).toEqual(['COMM3']);
  });

  it('returns business failures with their errorCode and message', async () => {
    const server = await serve(() => fail(200, 'USER_NOT_EXIST', 'Username does not exist', { captcha: true }));
    const result = await call(setup(server.origin).baseQuery, wire(memberInfo));
    expect(result).toEqual({
      error: {
        status: 200,
        errorCode: 'USER_NOT_EXIST',
        message: 'Username does not exist',
        value: { captcha: true },
        alert: true,
      },
    });
  });

  it('keeps the errorCode of an HTTP error with an envelope, and does not retry a 4xx', async () => {
    const server = await serve(() => fail(401, 'CUSTOMER_NOT_LOGIN', ''));
    const result = await call(setup(server.origin).baseQuery, wire(memberInfo));
    expect(result).toMatchObject({ error: { status: 401, errorCode: 'CUSTOMER_NOT_LOGIN', message: en.notLoggedIn } });
    expect(server.requests).toHaveLength(1);
  });

  it('form-encodes form endpoints', async () => {
    const server = await serve(() => ok(true));
    await call(setup(server.origin).baseQuery, wire(forgot, { username: 'amy', email: 'a@b.c' }));
    expect(server.requests[0]!.body).toBe('username=amy&email=a%40b.c');
    expect(server.requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });
});

describe('base query: failures and retries', () => {
  it('retries a GET on 5xx three times, then reports the failure', async () => {
    const server = await serve(() => ({ status: 502, body: '<html>bad gateway</html>' }));
    const { baseQuery, slept } = setup(server.origin);
    const result = await call(baseQuery, wire(memberInfo));
    expect(result).toEqual({ error: { status: 502, errorCode: 'http.502', message: en.serverError, alert: true } });
    expect(server.requests).toHaveLength(4);
    expect(slept).toEqual([150, 300, 600]);
  });

  it('recovers when a retry succeeds', async () => {
    const server = await serve((_r, i) => (i < 2 ? 'drop' : ok({ id: 3 })));
    expect(await call(setup(server.origin).baseQuery, wire(memberInfo))).toEqual({ data: { id: 3 } });
    expect(server.requests).toHaveLength(3);
  });

  it('reports a dropped connection as a network failure, in words', async () => {
    const server = await serve(() => 'drop');
    const result = await call(setup(server.origin).baseQuery, wire(memberInfo));
    expect(result).toEqual({
      error: {
        status: 0,
        errorCode: ClientErrorCode.network,
        message: 'Network link is abnormal, please try again',
        alert: true,
      },
    });
    expect(server.requests).toHaveLength(4);
  });

  it('reports a refused connection as a network failure', async () => {
    const server = await serve(() => ok(null));
    const origin = server.origin;
    await servers.pop()!.close();
    const result = await call(setup(origin).baseQuery, wire(memberInfo));
    expect(result).toMatchObject({ error: { status: 0, errorCode: ClientErrorCode.network } });
  });

  it('reports a timeout as a slow page', async () => {
    const server = await serve(() => ({ delayMs: 400, ...ok(null) }));
    const result = await call(setup(server.origin, { timeoutMs: 50 }).baseQuery, wire(addFavourite, { nodeId: 1 }));
    expect(result).toMatchObject({ error: { status: 0, errorCode: ClientErrorCode.timeout, message: en.pageTooSlow } });
  });

  it('never retries a POST without an idempotency key', async () => {
    const server = await serve(() => ({ status: 503 }));
    const result = await call(setup(server.origin).baseQuery, wire(addFavourite, { nodeId: 1 }));
    expect(result).toMatchObject({ error: { status: 503 } });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a POST with an idempotency key, sending the same key each time', async () => {
    const server = await serve((_r, i) => (i < 3 ? { status: 503 } : ok('done')));
    const result = await call(
      setup(server.origin).baseQuery,
      wire(addFavourite, { nodeId: 1 }, { 'Idempotency-Key': 'fav-42' }),
    );
    expect(result).toEqual({ data: 'done' });
    expect(server.requests.map((r) => headerValues(r, 'Idempotency-Key'))).toEqual([
      ['fav-42'],
      ['fav-42'],
      ['fav-42'],
      ['fav-42'],
    ]);
    expect(new Set(server.requests.map((r) => r.body)).size).toBe(1);
  });

  it('waits for Retry-After on 429', async () => {
    const server = await serve((_r, i) => (i === 0 ? { status: 429, headers: { 'Retry-After': '2' } } : ok(1)));
    const { baseQuery, slept } = setup(server.origin);
    expect(await call(baseQuery, wire(memberInfo))).toEqual({ data: 1 });
    expect(slept).toEqual([2000]);
  });
});

describe('base query: encryption', () => {
  const [keyA, keyB] = TEST_RSA_KEYS;

  it('sends a DES body with the RSA headers, and fetches the key once', async () => {
    const server = await serve((request) =>
      request.url.startsWith('/wps/session/key/rsa')
        ? { body: keyA.modulusHex, headers: { 'content-type': 'text/plain' } }
        : ok({ token: 't' }),
    );
    const { baseQuery } = setup(server.origin);
    const args = { username: 'demo_player', password: 'Pässword 1' };
    expect(await call(baseQuery, wire(login, args))).toEqual({ data: { token: 't' } });
    expect(await call(baseQuery, wire(login, args))).toEqual({ data: { token: 't' } });

    const keyRequests = server.requests.filter((r) => r.url.startsWith('/wps/session/key/rsa'));
    expect(keyRequests).toHaveLength(1);
    expect(keyRequests[0]!.url).toMatch(/^\/wps\/session\/key\/rsa\?t=\d+$/);
    expect(headerValues(keyRequests[0]!, 'Merchant')).toEqual(['demo']);

    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      const { value, payload } = decryptLike(post, keyA);
      expect(payload).toEqual(args);
      expect(post.headers['x-digest']).toBe(value);
      expect(post.headers['x-rsa']).toBe(keyA.modulusHex);
      expect(post.body).not.toContain('demo_player');
    }
    // A fresh session key per request: the two bodies differ.
    expect(posts[0]!.body).not.toBe(posts[1]!.body);
  });

  it('fetches the key again, once, when the server cannot read the body', async () => {
    let keyServed = 0;
    const server = await serve((request) => {
      if (request.url.startsWith('/wps/session/key/rsa')) {
        keyServed += 1;
        return { body: (keyServed === 1 ? keyA : keyB).modulusHex };
      }
      // The server has rotated to key B: bodies for key A cannot be read.
      return request.headers['x-rsa'] === keyB.modulusHex
        ? ok('in')
        : fail(400, ErrorCode.requestBodyRequired, 'Body unreadable');
    });
    const { baseQuery } = setup(server.origin);
    expect(await call(baseQuery, wire(login, { username: 'u', password: 'p' }))).toEqual({ data: 'in' });
    expect(keyServed).toBe(2);
    expect(decryptLike(server.requests.at(-1)!, keyB).payload).toEqual({ username: 'u', password: 'p' });
  });

  it('gives up after one fresh key', async () => {
    const server = await serve((request) =>
      request.url.startsWith('/wps/session/key/rsa')
        ? { body: keyA.modulusHex }
        : fail(400, ErrorCode.requestBodyRequired, 'Body unreadable'),
    );
    const result = await call(setup(server.origin).baseQuery, wire(login, { username: 'u', password: 'p' }));
    expect(result).toMatchObject({ error: { status: 400, errorCode: ErrorCode.requestBodyRequired } });
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('reports a key that cannot be fetched as a slow page, without sending the request', async () => {
    const server = await serve((request) =>
      request.url.startsWith('/wps/session/key/rsa') ? { status: 404 } : ok('x'),
    );
    const result = await call(setup(server.origin).baseQuery, wire(login, { username: 'u', password: 'p' }));
    expect(result).toMatchObject({
      error: { status: 0, errorCode: ClientErrorCode.encryption, message: en.pageTooSlow },
    });
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends only the RSA header for rsa-only endpoints (free play, §3.3)', async () => {
    const server = await serve((request) =>
      request.url.startsWith('/wps/session/key/rsa') ? { body: keyA.modulusHex } : ok('trial'),
    );
    await call(setup(server.origin).baseQuery, wire(freePlay, { os: 'Linux', platform: 'W' }));
    const post = server.requests.at(-1)!;
    expect(JSON.parse(post.body)).toEqual({ os: 'Linux', platform: 'W' });
    const sessionKey = rsaDecryptSessionKey(
      String(post.headers.encryption),
      parseModulusHex(keyA.modulusHex),
      BigInt('0x' + keyA.privateExponentHex),
    );
    expect(sessionKey).toMatch(/^[0-9A-Za-z]{16}$/);
  });
});

describe('base query: calls that need a session', () => {
  it('does not send a member call without a token, and fails it silently', async () => {
    const server = await serve(() => ok({ id: 1 }));
    const http = createHttp(testPlatform(server.origin, null), {
      context: () => ({ merchant: 'demo', language: 'EN' }),
    });
    const baseQuery = createBaseQuery({ http, messages: (key) => en[key], hasSession: async () => false });
    const result = await call(baseQuery, wire(memberInfo));
    expect(result).toEqual({
      error: { status: 0, errorCode: ClientErrorCode.noSession, message: en.notLoggedIn, alert: false },
    });
    expect(server.requests).toHaveLength(0);
    // Public calls still go out.
    expect(await call(baseQuery, wire(games, { gameType: 'RNG', pageNo: 1 }))).toEqual({ data: { id: 1 } });
    expect(server.requests).toHaveLength(1);
  });

  it('sends it once a token is held', async () => {
    const server = await serve(() => ok({ id: 2 }));
    const http = createHttp(testPlatform(server.origin, 'tok'), {
      context: () => ({ merchant: 'demo', language: 'EN' }),
    });
    const baseQuery = createBaseQuery({ http, messages: (key) => en[key], hasSession: async () => true });
    expect(await call(baseQuery, wire(memberInfo))).toEqual({ data: { id: 2 } });
    expect(headerValues(server.requests[0]!, 'Authorization')).toEqual(['tok']);
  });
});
