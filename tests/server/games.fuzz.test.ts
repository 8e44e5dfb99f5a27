/**
 * Bad input on the games, announcements and image routes (quality bar 14, following
 * authFuzz.ts): random queries, bodies, tokens and paths generated from each route's schema,
 * plus junk. Never a 5xx; every JSON answer is an envelope and every failure carries an
 * errorCode and a message; a failed call leaves the games tables (catalogue, favourites, recent
 * games, announcements) as they were. 150 runs per route on PGlite, 40 on PostgreSQL (FUZZ_RUNS overrides).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementEndpoints } from '../../src/shared/wire/announcements';
import { announcementsSchemas } from '../../src/shared/wire/schemas/announcements';
import { gameAliasEndpoints, gameEndpoints } from '../../src/shared/wire/games';
import { gameAliasesSchemas, gamesSchemas as s } from '../../src/shared/wire/schemas/games';
import { newMember } from './bettingSupport';
import { backends, buildTestServer, fuzzRuns, wireHeaders, type TestServer } from './helper';
import { gamesFingerprint } from './games.support';
import { bodyFor, hostileStrings, toParams, type JsonSchema } from './schemaArbitrary';

type Route = {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  /** query: GET parameters; json: a JSON body; path: random path segments after the url. */
  as: 'query' | 'json' | 'path';
  schema?: JsonSchema;
  token?: boolean;
  /** Mix in bodies with real node ids, so the writes succeed now and then. */
  nodeIds?: boolean;
};

const g = gameEndpoints;
const ROUTES: Route[] = [
  { name: 'game list', method: 'GET', url: g.gameList.path, as: 'query', schema: s.gameList.args },
  { name: 'hot games', method: 'GET', url: g.hotGames.path, as: 'query', schema: s.hotGames.args },
  {
    name: 'hot games (POST)',
    method: 'POST',
    url: gameAliasEndpoints.hotGamesByPost.path,
    as: 'json',
    schema: gameAliasesSchemas.hotGamesByPost.args,
  },
  { name: 'vendor lanes', method: 'GET', url: g.vendorLanes.path, as: 'query', schema: s.vendorLanes.args },
  { name: 'vendor types', method: 'GET', url: g.vendorTypes.path, as: 'query', schema: s.vendorTypes.args },
  { name: 'winner board', method: 'GET', url: g.winnerBoard.path, as: 'query', schema: s.winnerBoard.args },
  { name: 'rank list', method: 'GET', url: g.rankList.path, as: 'query', schema: s.rankList.args },
  {
    name: 'announcements',
    method: 'GET',
    url: announcementEndpoints.list.path,
    as: 'query',
    schema: announcementsSchemas.list.args as JsonSchema,
  },
  { name: 'favourite ids', method: 'GET', url: g.favouriteIds.path, as: 'query', token: true },
  {
    name: 'favourite list',
    method: 'GET',
    url: g.favouriteList.path,
    as: 'query',
    schema: s.favouriteList.args,
    token: true,
  },
  {
    name: 'add favourite',
    method: 'POST',
    url: g.addFavourite.path,
    as: 'json',
    schema: s.addFavourite.args,
    token: true,
    nodeIds: true,
  },
  {
    name: 'remove favourite (body)',
    method: 'DELETE',
    url: g.removeFavourite.path,
    as: 'json',
    schema: s.addFavourite.args,
    token: true,
    nodeIds: true,
  },
  {
    name: 'remove favourite (query)',
    method: 'DELETE',
    url: g.removeFavourite.path,
    as: 'query',
    schema: s.addFavourite.args,
    token: true,
    nodeIds: true,
  },
  {
    name: 'recent games',
    method: 'GET',
    url: g.recentGames.path,
    as: 'query',
    schema: s.recentGames.args,
    token: true,
  },
  { name: 'game icon', method: 'GET', url: '/TCG_GAME_ICONS', as: 'path' },
  { name: 'vendor image', method: 'GET', url: '/TCG_PROD_IMAGES', as: 'path' },
];

const nodeIdBody = fc.record({
  nodeId: fc.oneof(fc.integer({ min: 1, max: 10_200 }), fc.integer({ min: 1, max: 10_200 }).map(String)),
  vendor: fc.constantFrom('PG', 'JL', 'XX', ''),
  gameType: fc.constantFrom('RNG', 'LIVE', ''),
});

const segment = fc.oneof(
  fc.constantFrom(
    'PG',
    'AG',
    'VENDOR_ICON_SMALL',
    'RNG_LIST_VENDOR',
    'SUBMENU_IMG',
    'BANNER',
    'default.svg',
    'PG_0001.svg',
    'PG-DEFAULT.svg',
    '1.svg',
    '..',
    '%2e%2e',
    '',
  ),
  fc.string({ maxLength: 40 }),
  hostileStrings,
);
/** Percent-encoded, with lone surrogates made encodable; plus raw malformed escapes now and then. */
const encode = (part: string) =>
  encodeURIComponent([...part].map((c) => (c.length === 1 && /[\uD800-\uDFFF]/.test(c) ? '\uFFFD' : c)).join(''));
const rawSegment = fc.constantFrom('%zz', '%E0%A4%A', '%', '%00', '..%2F..');
const validPath = fc.constantFrom(
  'default.svg',
  'PG/PG_0001.svg',
  'VENDOR_ICON_SMALL/PG-DEFAULT.svg',
  'RNG_LIST_VENDOR/PG-COLOR.png',
  'SUBMENU_IMG/STYLE4/RNG-PG.svg',
  'BANNER/1.svg',
);
const pathArb = fc.oneof(
  { weight: 1, arbitrary: validPath },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.oneof({ weight: 5, arbitrary: segment.map(encode) }, { weight: 1, arbitrary: rawSegment }), {
        minLength: 1,
        maxLength: 3,
      })
      .map((parts) => parts.join('/')),
  },
);

/** A call each route answers successfully. */
function validExample(route: Route): unknown {
  if (route.as === 'path') return 'default.svg';
  if (route.nodeIds) return { nodeId: 1, vendor: 'PG', gameType: 'RNG' };
  if (route.url === announcementEndpoints.list.path) return { types: 'B,PL' };
  return {};
}

describe.each(backends)('bad input on the games routes on %s', (kind) => {
  const runs = fuzzRuns(kind, { pglite: 150, postgres: 40 });
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    token = (await newMember(server, 'fuzz_games')).token;
  });
  afterAll(() => server?.close());

  async function send(
    route: Route,
    payload: unknown,
    t: string | undefined,
    garble: boolean,
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...wireHeaders(), ...(t !== undefined && { authorization: t }) };
    if (route.as === 'path') return server.app.inject({ method: 'GET', url: `${route.url}/${String(payload)}` });
    if (route.as === 'query')
      return server.app.inject({ method: route.method, url: `${route.url}?${toParams(payload)}`, headers });
    const body = garble ? String(JSON.stringify(payload) ?? '').slice(0, -1) || '{' : JSON.stringify(payload);
    return server.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...headers, 'content-type': 'application/json' },
      ...(body !== undefined && { payload: body }),
    });
  }

  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', { timeout: 600_000 }, async (_name, route) => {
    const tokenArb = route.token
      ? fc.oneof(
          fc.constant<'valid'>('valid'),
          fc.constant<'valid'>('valid'),
          fc.constant(undefined),
          fc.string({ maxLength: 60 }),
          fc.constant('Bearer x'),
        )
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
        );
    const payloadArb: fc.Arbitrary<unknown> =
      route.as === 'path'
        ? pathArb
        : route.nodeIds
          ? fc.oneof(bodyFor(route.schema), nodeIdBody)
          : bodyFor(route.schema);
    let successes = 0;
    let state = await gamesFingerprint(server);

    await fc.assert(
      fc.asyncProperty(
        payloadArb,
        tokenArb,
        fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        async (payload, t, garble) => {
          const res = await send(route, payload, t === 'valid' ? token : t, garble);
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          const after = await gamesFingerprint(server);
          if (String(res.headers['content-type']).startsWith('image/svg+xml')) {
            expect(res.statusCode).toBe(200);
            expect(res.body.startsWith('<svg')).toBe(true);
            successes += 1;
            expect(after).toBe(state);
            return;
          }
          const b = res.json() as { success: unknown; errorCode: unknown; message: unknown; code?: unknown };
          expect(typeof b.success, res.body.slice(0, 300)).toBe('boolean');
          if (res.statusCode >= 400) expect(b.success).toBe(false);
          if (b.success) {
            successes += 1;
            state = after;
            return;
          }
          expect(typeof b.errorCode === 'string' && b.errorCode.trim().length > 0, res.body).toBe(true);
          expect(typeof b.message === 'string' && b.message.trim().length > 0, res.body).toBe(true);
          const expected = state;
          state = after; // keeps shrinking runs honest after a failure
          expect(after, `${res.statusCode} ${res.body.slice(0, 200)}`).toBe(expected);
        },
      ),
      // One valid call first, so every run proves the success path too (few runs on PostgreSQL
      // cannot be trusted to hit it by chance).
      { numRuns: runs, examples: [[validExample(route), route.token ? 'valid' : undefined, false]] },
    );
    // The generators reach the routes: each answers successfully at least once.
    expect(successes).toBeGreaterThan(0);
  });
});
