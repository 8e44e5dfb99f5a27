/**
 * Issue 13 item 9, "bad input reaches the database": a fuzzed POST /wps/agent/team/transfer whose
 * memberId was 9223372036854776000 (beyond bigint) answered HTTP 500 on PostgreSQL ("value out of
 * range for type bigint"). Every id and amount is now bounded before it reaches a query
 * (server/wire/bounds.ts); this file proves it over EVERY route the app registers: each id and
 * amount field name the wire uses, at and beyond the int32 and int64 limits, as strings and as
 * JSON numbers, all fields at once and each alone, from a signed-in agent with a team. Never a
 * 5xx; a JSON refusal is an envelope with an errorCode.
 *
 * Boundary values, not random runs: about 12,000 requests, a minute or two on PostgreSQL. It runs
 * on PostgreSQL when DATABASE_URL is set (CI), else on PGlite (the same engine's range checks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberByName } from './bettingSupport';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';

/** Request fields that carry an id or an amount somewhere on the wire (src/shared/wire, play/shared). */
const FIELDS = [
  'id',
  'ids',
  'memberId',
  'parentId',
  'agentId',
  'contractId',
  'bankAccountId',
  'withdrawalId',
  'depositId',
  'methodId',
  'nodeId',
  'gameId',
  'rewardId',
  'promotionId',
  'groupId',
  'typeId',
  'accountTypeId',
  'productType',
  'pageNo',
  'pageSize',
  'startTime',
  'endTime',
  'amount',
  'amountMinor',
  'receivedMinor',
  'stakeMinor',
  'singleBetMinor',
  'betAmountMinor',
  'validBetMinor',
  'lossMinor',
  'cursor',
  'after',
  'execution',
  'roundKey',
  'launchId',
];

const INT64_MAX = '9223372036854775807';
/** At and beyond the limits of int32 (integer columns) and int64 (bigint), as text and as JSON numbers. */
const VALUES: unknown[] = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '-2147483649',
  INT64_MAX,
  '9223372036854775808',
  '9223372036854776000',
  '-9223372036854775809',
  '18446744073709551616',
  '99999999999999999999999999',
  '1e30',
  0,
  -1,
  2147483648,
  Number.MAX_SAFE_INTEGER + 1,
  // 2^63, which JSON writes as 9223372036854776000: the value of the report.
  2 ** 63,
  -(2 ** 63),
  1e30,
];
/** Each field alone gets the values most likely to slip through one field's check. */
const ALONE: unknown[] = ['2147483648', '9223372036854775808', 2 ** 63];

/** Routes that are not request/answer calls: the event stream, static files, the ops route (own secret). */
const SKIP = [
  /^OPTIONS/,
  /\/wps\/member\/events$/,
  /^GET \/TCG_/,
  /^GET \/play\/assets/,
  /^GET \/play\/\*$/,
  /^GET \/updates\//,
  /\/ops\/run$/,
];

type Route = { method: string; url: string };

describe.each(backends.includes('postgres') ? (['postgres'] as const) : (['pglite'] as const))(
  'ids and amounts at the int64 limits on every route on %s',
  (kind) => {
    let server: TestServer;
    const routes: Route[] = [];

    beforeAll(async () => {
      server = await buildTestServer(kind, {
        onRoute: (r) => {
          for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
        },
      });
    });
    afterAll(() => server?.close());

    function urlWith(route: Route, value: unknown, query?: Record<string, unknown>): string {
      const path = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(String(value)));
      if (!query) return path;
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) params.set(k, Array.isArray(v) ? v.join(',') : String(v));
      return `${path}?${params.toString()}`;
    }

    it('never answers 5xx, and refuses with an envelope', { timeout: 900_000 }, async () => {
      const callable = routes.filter((r) => !SKIP.some((re) => re.test(`${r.method} ${r.url}`)));
      // Every kind of route is here: the one of the report, money, records and contracts.
      expect(callable.map((r) => `${r.method} ${r.url}`)).toEqual(
        expect.arrayContaining([
          'POST /wps/agent/team/transfer',
          'POST /wps/v2/transaction/withdraw',
          'GET /wps/report/withdrawTransaction',
          'POST /wps/agent/contracts',
        ]),
      );
      const failures: string[] = [];
      let requests = 0;
      for (const route of callable) {
        // A fresh session per route: a logout route must not leave the next ones unauthenticated.
        const agent = await memberByName(server, 'demo_agent');
        const headers = wireHeaders('demo', { authorization: agent.token, 'idempotency-key': `bounds-${requests}` });
        const payloads: Array<{ value: unknown; fields: Record<string, unknown> }> = [
          ...VALUES.map((value) => ({
            value,
            fields: Object.fromEntries(FIELDS.map((f) => [f, f === 'ids' ? [value] : value])),
          })),
          ...FIELDS.flatMap((f) => ALONE.map((value) => ({ value, fields: { [f]: f === 'ids' ? [value] : value } }))),
        ];
        for (const { value, fields } of payloads) {
          requests += 1;
          const get = route.method === 'GET';
          const res = await server.app.inject({
            method: route.method as 'GET',
            url: urlWith(route, value, get ? fields : undefined),
            headers: { ...headers, 'idempotency-key': `bounds-${requests}` },
            ...(get ? {} : { payload: fields }),
          });
          const what = `${route.method} ${route.url} ${JSON.stringify(fields).slice(0, 120)}`;
          if (res.statusCode >= 500) {
            failures.push(`${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
            continue;
          }
          if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').includes('application/json')) {
            const body = res.json() as { success?: boolean; errorCode?: unknown; message?: unknown };
            if (
              body.success !== false ||
              typeof body.errorCode !== 'string' ||
              typeof body.message !== 'string' ||
              body.message === ''
            ) {
              failures.push(`not an envelope ${res.statusCode} ${what}: ${res.body.slice(0, 200)}`);
            }
          }
        }
      }
      expect(requests).toBeGreaterThan(5_000);
      expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    });
  },
);
