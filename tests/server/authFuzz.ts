/**
 * Bad input on every route of the account flows (quality bar 14): random bodies, queries and
 * tokens generated from each route's schema, plus junk. Never a 5xx; every failure is an
 * envelope with an errorCode and a message; a failed call leaves members and sessions as they
 * were. 500 runs per route on PGlite, 100 on PostgreSQL (FUZZ_RUNS overrides; see helper.ts). The routes are split over
 * two test files (auth.fuzz.*.test.ts) so the two workers share the load.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSchemas, FreePlayArgs } from '../../src/shared/wire/schemas/auth';
import { backends, buildTestServer, fuzzRuns, type TestServer } from './helper';
import { accountTablesFingerprint, wire } from './authSupport';
import { bodyFor, toParams, type JsonSchema } from './schemaArbitrary';

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** enc: DES + RSA body; rsa: the Encryption header only; form: urlencoded; query: GET parameters. */
  as: 'enc' | 'json' | 'rsa' | 'form' | 'query' | 'none';
  schema?: JsonSchema;
  token?: boolean;
  /** A few fixed IPs keep the slow paths (argon2) behind their throttles; others spread out. */
  ips?: number;
};

/** The arguments' schema of an account call (src/shared/wire/schemas/auth.ts). */
const args = (name: keyof typeof authSchemas): JsonSchema => authSchemas[name].args as JsonSchema;

export const SESSION_ROUTES: Route[] = [
  { method: 'POST', url: '/wps/session/login', as: 'enc', schema: args('login'), ips: 1 },
  { method: 'POST', url: '/wps/session/login/verification', as: 'enc', schema: args('loginVerification') },
  { method: 'POST', url: '/wps/session/login/freeplay', as: 'rsa', schema: FreePlayArgs as JsonSchema, ips: 1 },
  { method: 'DELETE', url: '/wps/session/logout', as: 'none', token: true },
  { method: 'POST', url: '/wps/session/logout', as: 'json', token: true },
  { method: 'GET', url: '/wps/member/info', as: 'query', token: true },
  { method: 'PUT', url: '/wps/member/language', as: 'json', schema: args('language'), token: true },
  { method: 'POST', url: '/wps/verification/sms/noLogin', as: 'json', schema: args('smsNoLogin') },
  { method: 'POST', url: '/wps/verification/sms/register', as: 'json', schema: args('smsRegister') },
  { method: 'GET', url: '/wps/captcha', as: 'query', schema: args('captcha') },
  { method: 'GET', url: '/wps/system/country', as: 'query' },
];

export const MEMBER_ROUTES: Route[] = [
  { method: 'PUT', url: '/wps/member/register', as: 'enc', schema: args('register') },
  { method: 'PUT', url: '/wps/member/register/mobile', as: 'enc', schema: args('register') },
  { method: 'GET', url: '/wps/check/username', as: 'query', schema: args('checkUsername') },
  { method: 'GET', url: '/wps/agent/affiliate', as: 'query', schema: args('affiliate') },
  { method: 'POST', url: '/wps/member/password', as: 'enc', schema: args('changePassword'), token: true, ips: 1 },
  { method: 'POST', url: '/wps/member/password/email', as: 'form', schema: args('forgotPasswordEmail'), ips: 2 },
  { method: 'POST', url: '/wps/member/password/verification', as: 'enc', schema: args('resetPasswordBySms') },
];

const text = (value: unknown) => {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  } catch {
    return '';
  }
};

/** Defines the bad-input tests for these routes on every backend. */
export function fuzzRoutes(title: string, routes: Route[]) {
  describe.each(backends)(`${title} on %s`, (kind) => {
    const runs = fuzzRuns(kind, { pglite: 500, postgres: 100 });
    let server: TestServer;
    let api: ReturnType<typeof wire>;
    beforeAll(async () => {
      server = await buildTestServer(kind);
      api = wire(server);
    });
    afterAll(() => server?.close());

    /** A fresh session without an argon2 round: the fuzz logs out often. */
    const freshToken = async () => {
      const member = (await server.services.accounts.members.byUsername('demo', 'demo_agent'))!;
      return server.services.accounts.sessions.create(member, 'username', '127.0.0.1');
    };

    async function send(
      route: Route,
      payload: unknown,
      token: string | undefined,
      ip: string,
      garble: boolean,
    ): Promise<LightMyRequestResponse> {
      const headers: Record<string, string> = token === undefined ? {} : { authorization: token };
      const o = { ip, headers };
      if (route.as === 'enc' && !garble)
        return api.enc(route.method as 'POST' | 'PUT', route.url, payload, {
          ...o,
          ...(token !== undefined && { token }),
        });
      if (route.as === 'rsa')
        return api.call('POST', route.url, payload, {
          ip,
          headers: garble ? { Encryption: text(payload).slice(0, 600) || 'x' } : await api.rsaHeader(),
        });
      if (route.as === 'form') return api.call('POST', route.url, garble ? text(payload) : toParams(payload), o);
      if (route.as === 'query') return api.call('GET', `${route.url}?${toParams(payload)}`, undefined, o);
      if (route.as === 'none') return api.call(route.method, route.url, undefined, o);
      return api.call(route.method, route.url, garble ? text(payload) : payload, o);
    }

    it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
      '%s',
      { timeout: 600_000 },
      async (_name, route) => {
        let valid = await freshToken();
        const tokenArb = route.token
          ? fc.oneof(
              fc.constant<'valid'>('valid'),
              fc.constant(undefined),
              fc.string({ maxLength: 60 }),
              fc.constant('Bearer x'),
            )
          : fc.oneof(
              { weight: 4, arbitrary: fc.constant(undefined) },
              { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
            );
        const ipArb = fc.integer({ min: 1, max: route.ips ?? 40 }).map((n) => `10.77.${n >> 8}.${n & 255}`);
        let successes = 0;
        // Members and sessions change only through requests: the state after one run is the state before the next.
        let state = await accountTablesFingerprint(server);

        await fc.assert(
          fc.asyncProperty(
            bodyFor(route.schema),
            tokenArb,
            ipArb,
            fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
            async (payload, t, ip, garble) => {
              const token = t === 'valid' ? valid : t;
              const res = await send(route, payload, token, ip, garble);
              expect(res.statusCode, res.body).toBeLessThan(500);
              const b = res.json() as { success: unknown; errorCode: unknown; message: unknown };
              expect(typeof b.success).toBe('boolean');
              if (res.statusCode >= 400) expect(b.success).toBe(false);
              const after = await accountTablesFingerprint(server);
              if (b.success) {
                successes += 1;
                if (t === 'valid' && route.url.endsWith('/logout')) valid = await freshToken();
                state = t === 'valid' && route.url.endsWith('/logout') ? await accountTablesFingerprint(server) : after;
                return;
              }
              expect(typeof b.errorCode === 'string' && b.errorCode.trim().length > 0, res.body).toBe(true);
              expect(typeof b.message === 'string' && b.message.trim().length > 0, res.body).toBe(true);
              const expected = state;
              state = after; // keeps shrinking runs honest after a failure
              expect(after, `${res.statusCode} ${res.body.slice(0, 200)}`).toBe(expected);
            },
          ),
          { numRuns: runs },
        );
        // Sanity: the generators reach the routes (the always-open ones succeed sometimes).
        if (route.url === '/wps/system/country' || route.url.endsWith('/logout')) expect(successes).toBeGreaterThan(0);
      },
    );
  });
}
