/**
 * Bad input on every contract route: random bodies and queries from each route's
 * schema, random terms (well-formed at any rate, or any JSON), ids that exist and ids that do not,
 * callers with and without a token. Never a 5xx; every failure is an envelope with an errorCode
 * and a message and leaves contracts and messages as they were. 150 runs per route on PGlite,
 * 30 on PostgreSQL, so the whole suite fits CI's 30 minutes (FUZZ_RUNS=1000 gives the full bar
 * locally); the aliases of the processing calls (the same handler) get 30 % of that.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_KINDS,
  CONTRACT_PROCESS_ALIASES,
  PROCESS_ENDPOINT_OF,
  contractEndpoints,
} from '../../src/shared/wire/agents';
import { wireSchemas } from '../../src/shared/wire/schemas';
import type { Member } from './cashierSupport';
import { contractsApi, contractsFingerprint, termsOf, type Tree } from './contractsSupport';
import { backends, buildTestServer, fuzzRuns, type TestServer } from './helper';
import { bodyFor, toParams, type JsonSchema } from './schemaArbitrary';

/** The routes' argument schemas, as the server validates them. */
const offerBody = wireSchemas.agents.offerContract.args as JsonSchema;
const listQuery = wireSchemas.agents.contracts.args as JsonSchema;
const processArgs = wireSchemas.contracts.processDividend.args as JsonSchema;

/** alias: the same handler under another path, fuzzed more lightly. */
type Route = { method: 'GET' | 'POST'; url: string; schema: JsonSchema; alias?: boolean };

const processRoutes: Route[] = CONTRACT_KINDS.flatMap((kind) => {
  const endpoint = contractEndpoints[PROCESS_ENDPOINT_OF[kind]];
  const alias = CONTRACT_PROCESS_ALIASES[kind];
  const method = endpoint.method as 'GET' | 'POST';
  return [
    { method, url: endpoint.path, schema: processArgs },
    ...(alias ? [{ method, url: alias, schema: processArgs, alias: true }] : []),
  ];
});

const ROUTES: Route[] = [
  { method: 'POST', url: '/wps/agent/contracts', schema: offerBody },
  { method: 'GET', url: '/wps/agent/contracts', schema: listQuery },
  { method: 'GET', url: contractEndpoints.held.path, schema: { type: 'object' } },
  { method: 'GET', url: contractEndpoints.consolidated.path, schema: { type: 'object' } },
  ...processRoutes,
];

describe.each(backends)('contract routes under random input on %s', (kind) => {
  const runsOf = (route: Route) => Math.round(fuzzRuns(kind, { pglite: 150, postgres: 30 }) * (route.alias ? 0.3 : 1));
  let server: TestServer;
  let api: ReturnType<typeof contractsApi>;
  let t: Tree;
  let ids: string[];

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = contractsApi(server);
    t = await api.tree();
    // Contracts in every state for the processing calls to find, within top's own rates (it
    // holds the house's contracts); mid holds none, so its request to leaf predates the ceilings.
    ids = [];
    for (const k of CONTRACT_KINDS) {
      ids.push((await api.offer(t.top, t.mid, termsOf(k, 5))).id);
      ids.push((await api.accepted(t.top, t.side, termsOf(k, 4))).id);
      ids.push(await api.granted(t.leaf, termsOf(k, 6), { agent: t.mid, status: 'request' }));
    }
  });
  afterAll(() => server?.close());

  it.each(ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', { timeout: 600_000 }, async (_name, route) => {
    const callers: Array<Member | undefined> = [t.top, t.mid, t.leaf, t.stranger, t.plain, undefined];
    const termsArb = fc.oneof(
      fc
        .tuple(fc.constantFrom(...CONTRACT_KINDS), fc.integer({ min: 1, max: 10_000 }))
        .map(([k, rate]) => termsOf(k, rate)),
      fc.anything({ maxDepth: 3 }),
    );
    const payloadArb =
      route.schema === offerBody
        ? fc.oneof(
            {
              weight: 3,
              arbitrary: fc.record({
                memberId: fc.constantFrom(...[t.mid, t.side, t.plain, t.leaf, t.top].map((m) => m.id.toString())),
                terms: termsArb,
              }),
            },
            { weight: 1, arbitrary: bodyFor(route.schema) },
          )
        : route.schema === processArgs
          ? fc.oneof(
              {
                weight: 3,
                arbitrary: fc.record(
                  {
                    contractId: fc.constantFrom(...ids),
                    action: fc.constantFrom('accept', 'reject', 'terminate'),
                    confirmLowerRate: fc.boolean(),
                  },
                  { requiredKeys: ['contractId', 'action'] },
                ),
              },
              { weight: 1, arbitrary: bodyFor(route.schema) },
            )
          : bodyFor(route.schema);
    let state = await contractsFingerprint(server);

    await fc.assert(
      fc.asyncProperty(payloadArb, fc.constantFrom(...callers), async (payload, caller) => {
        const o = caller ? api.as(caller) : {};
        const res =
          route.method === 'GET'
            ? await api.call('GET', `${route.url}?${toParams(payload)}`, undefined, o)
            : await api.call('POST', route.url, payload, o);
        expect(res.statusCode, res.body).toBeLessThan(500);
        const b = res.json() as { success: unknown; errorCode: unknown; message: unknown };
        expect(typeof b.success).toBe('boolean');
        const after = await contractsFingerprint(server);
        if (b.success) {
          state = after;
          return;
        }
        expect(typeof b.errorCode === 'string' && b.errorCode.length > 0, res.body).toBe(true);
        expect(typeof b.message === 'string' && b.message.trim().length > 0, res.body).toBe(true);
        const expected = state;
        state = after;
        expect(after, `${res.statusCode} ${res.body.slice(0, 200)}`).toBe(expected);
      }),
      { numRuns: runsOf(route) },
    );
  });
});
