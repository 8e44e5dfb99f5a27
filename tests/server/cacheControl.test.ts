/**
 * Issue 13 item 5, "personal answers can be cached": every answer of a route that requires a
 * member, and every answer to a request that carries a member token, is `Cache-Control:
 * no-store` (server/domains/auth/requireMember.ts). The walk covers every route the app
 * registers (the same set the access matrix, tests/server/access.matrix.test.ts, classes), so a
 * new route is covered the day it is added; anonymous catalogue answers keep their caching.
 */
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../src/shared/wire/auth';
import { eventEndpoints } from '../../src/shared/wire/events';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';
import { body, wire } from './authSupport';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A concrete URL for a route pattern: path parameters and wildcards get a harmless value. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'x1').replace(/\*$/, 'x.png');

/** The stream never ends by itself; inject would wait for ever (it is read over HTTP below). */
const STREAM = `GET ${eventEndpoints.stream.path}`;
/** Logging out ends the token the walk uses: it goes last. */
const last = (route: string) => (route.endsWith(' /wps/session/logout') ? 1 : 0);

describe.each(backends)('Cache-Control on authenticated answers on %s', (kind) => {
  let server: TestServer;
  let token: string;
  const routes = new Set<string>();
  const authOf = new Map<string, unknown>();

  beforeAll(async () => {
    server = await buildTestServer(kind, {
      onRoute: ({ method, url }) => {
        for (const m of [method].flat()) if (m !== 'HEAD' && m !== 'OPTIONS') routes.add(`${m} ${url}`);
      },
      // Records the config.auth of every route a request reaches (buildApp's onRoute gives only method and url).
      extend: (app) => {
        app.addHook('onRequest', async (request) => {
          authOf.set(
            `${request.method} ${request.routeOptions.url ?? ''}`,
            (request.routeOptions.config as { auth?: unknown }).auth,
          );
        });
      },
    });
    const login = body<LoginValue>(await wire(server).login('demo_player', 'Player2026'));
    expect(login.success, login.message).toBe(true);
    token = login.value.token;
  }, 120_000);
  afterAll(() => server?.close());

  const call = (route: string, headers: Record<string, string>) => {
    const [method, url] = route.split(' ') as [Method, string];
    const json = method !== 'GET' && method !== 'DELETE';
    return server.app.inject({
      method,
      url: concrete(url),
      headers: { ...wireHeaders(), ...headers, ...(json && { 'content-type': 'application/json' }) },
      ...(json && { payload: '{}' }),
    });
  };

  it('answers every route no-store when the request carries a member token, whatever the outcome', async () => {
    const walked = [...routes].filter((r) => r !== STREAM).sort((a, b) => last(a) - last(b));
    expect(walked.length).toBeGreaterThan(100);
    const cached: string[] = [];
    for (const route of walked) {
      const res = await call(route, { authorization: token });
      if (res.headers['cache-control'] !== 'no-store')
        cached.push(`${route}: HTTP ${res.statusCode} cache-control ${String(res.headers['cache-control'])}`);
    }
    expect(cached, cached.join('\n')).toEqual([]);
  });

  it('answers every route that requires a member no-store, also the 401 without a token', async () => {
    const cached: string[] = [];
    const memberRoutes: string[] = [];
    for (const route of [...routes].filter((r) => r !== STREAM)) {
      const res = await call(route, {});
      if (authOf.get(route) !== 'member') continue;
      memberRoutes.push(route);
      if (res.headers['cache-control'] !== 'no-store')
        cached.push(`${route}: HTTP ${res.statusCode} cache-control ${String(res.headers['cache-control'])}`);
    }
    // Member info, balances and records are among them.
    expect(memberRoutes).toEqual(
      expect.arrayContaining([
        'GET /wps/member/info',
        'GET /wps/v2/wallets/balance',
        'GET /wps/report/withdrawTransaction',
      ]),
    );
    expect(cached, cached.join('\n')).toEqual([]);
  });

  it('answers the member event stream no-store', async () => {
    // The walk above logged the first token out.
    const fresh = body<LoginValue>(await wire(server).login('demo_player', 'Player2026')).value.token;
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const request = httpGet(
        `http://127.0.0.1:${port}${eventEndpoints.stream.path}`,
        { headers: { ...wireHeaders(), authorization: fresh }, agent: false },
        (response) => {
          resolve({ status: response.statusCode, ...response.headers });
          request.destroy();
        },
      );
      request.on('error', reject);
    });
    expect(headers).toMatchObject({ status: 200, 'cache-control': 'no-store' });
  });

  it('keeps anonymous catalogue answers cacheable (no no-store without a token)', async () => {
    const anonymous = ['GET /wps/system/status', 'GET /wps/system/setting/register', 'GET /wps/system/country'];
    for (const route of anonymous) {
      expect(routes.has(route), route).toBe(true);
      const res = await call(route, {});
      expect(res.statusCode, route).toBe(200);
      expect(res.headers['cache-control'], route).toBeUndefined();
    }
  });
});
