/**
 * Helpers of the built-in games' tests: a few catalogue rows of their own (the games domain
 * seeds the real catalogue; these codes cannot collide with it), launching and opening a game
 * as a member, calls with the game session header, and fixing a member's seed so a round's
 * outcome is known in advance (found by search over a fixed sequence: deterministic).
 */
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { drawInts, sha256Hex } from '../../server/domains/play/shared/fairness';
import { GAME_SESSION_HEADER } from '../../server/domains/play/shared/playApi';
import { wireHeaders, type TestServer } from './helper';
import { envelope, type Envelope, type TestMember } from './bettingSupport';

export const VENDOR = 'ZZTEST';
export const FOREIGN_VENDOR = 'ZZFOREIGN';
export const LOBBY_VENDOR = 'ZZLOBBY';
export const CODES = {
  slot: 'zz-test-slot',
  hilo: 'zz-test-hilo',
  off: 'zz-test-off',
  foreign: 'zz-test-foreign',
  lobby: 'zz-test-lobby',
  lobbyOther: 'zz-test-lobby-other',
  agSlot: 'zz-test-ag-slot',
} as const;

export type TestGames = Record<keyof typeof CODES, number>;

export async function seedTestGames(server: TestServer): Promise<TestGames> {
  const { db } = server.services;
  await db
    .insertInto('game_vendors')
    .values([
      { code: VENDOR, game_type: 'RNG', display_name: 'Test Vendor' },
      { code: FOREIGN_VENDOR, game_type: 'RNG', display_name: 'Foreign Vendor' },
      { code: LOBBY_VENDOR, game_type: 'LOTT', display_name: 'Lobby Vendor', lobby_game_code: CODES.lobby },
      { code: 'AG', game_type: 'RNG', display_name: 'AG' },
    ])
    .onConflict((oc) => oc.columns(['code', 'game_type']).doNothing())
    .execute();
  await db
    .insertInto('merchant_game_vendors')
    .values([
      { merchant_code: 'demo', vendor: VENDOR, game_type: 'RNG' },
      { merchant_code: 'demo', vendor: LOBBY_VENDOR, game_type: 'LOTT' },
      { merchant_code: 'demo', vendor: 'AG', game_type: 'RNG' },
    ])
    .onConflict((oc) => oc.columns(['merchant_code', 'vendor', 'game_type']).doUpdateSet({ enabled: true }))
    .execute();
  const game = (
    code: string,
    vendor: string,
    gameType: string,
    name: string,
    engine: 'slot' | 'hilo',
    enabled = true,
    sort = 0,
  ) => ({
    game_code: code,
    vendor,
    game_type: gameType,
    game_name: name,
    display_names: JSON.stringify({ CN: `${name} 中文` }),
    engine,
    // The first two games by the operator's mapping (play/houseMap.ts): these tests are theirs.
    house_game: engine,
    enabled,
    sort,
  });
  await db
    .insertInto('games')
    .values([
      game(CODES.slot, VENDOR, 'RNG', 'Test Fruit Slot', 'slot'),
      game(CODES.hilo, VENDOR, 'RNG', 'Test Hi-Lo', 'hilo'),
      game(CODES.off, VENDOR, 'RNG', 'Test Switched Off', 'slot', false),
      game(CODES.foreign, FOREIGN_VENDOR, 'RNG', 'Test Not Offered', 'slot'),
      game(CODES.lobbyOther, LOBBY_VENDOR, 'LOTT', 'Test Lottery Other', 'slot', true, -1),
      game(CODES.lobby, LOBBY_VENDOR, 'LOTT', 'Test Lottery Lobby', 'hilo', true, 5),
      game(CODES.agSlot, 'AG', 'RNG', 'Test AG Slot', 'slot'),
    ])
    .onConflict((oc) => oc.column('game_code').doNothing())
    .execute();
  const rows = await db
    .selectFrom('games')
    .select(['game_code', 'node_id'])
    .where('game_code', 'in', Object.values(CODES))
    .execute();
  const ids = Object.fromEntries(rows.map((r) => [r.game_code, Number(r.node_id)]));
  return Object.fromEntries(Object.entries(CODES).map(([key, code]) => [key, ids[code]!])) as TestGames;
}

export function launch(
  server: TestServer,
  member: TestMember,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return server.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?${qs}`,
    headers: { ...wireHeaders(), authorization: member.token, ...headers },
  });
}

export type Opened = { response: LightMyRequestResponse; secret: string; launchId: string; cookie: string };

/** Launches a game and opens its page: the session secret the page got. */
export async function launchAndOpen(server: TestServer, member: TestMember, nodeId: number): Promise<Opened> {
  const launched = envelope<{ content: { game_url: string } }>(
    await launch(server, member, { launchMode: 'GLS', nodeId, vassalage: VENDOR, accountType: 1 }),
  );
  if (!launched.success) throw new Error(`launch failed: ${launched.errorCode} ${launched.message}`);
  return openUrl(server, launched.value.content.game_url);
}

export async function openUrl(server: TestServer, url: string, headers: Record<string, string> = {}): Promise<Opened> {
  const response = await server.app.inject({
    method: 'GET',
    url: new URL(url).pathname,
    headers: { accept: 'text/html', ...headers },
  });
  const secret = /data-session="([A-Za-z0-9_-]{43})"/.exec(response.body)?.[1] ?? '';
  const launchId = /data-launch="(\d+)"/.exec(response.body)?.[1] ?? '';
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { response, secret, launchId, cookie };
}

export function gameCalls(server: TestServer, secret: string) {
  const headers = { [GAME_SESSION_HEADER]: secret, 'content-type': 'application/json' };
  return {
    async get<T>(url: string): Promise<Envelope<T> & { status: number }> {
      const response = await server.app.inject({ method: 'GET', url, headers: { [GAME_SESSION_HEADER]: secret } });
      return { ...envelope<T>(response), status: response.statusCode };
    },
    async post<T>(url: string, body: unknown): Promise<Envelope<T> & { status: number }> {
      const response = await server.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
      return { ...envelope<T>(response), status: response.statusCode };
    },
  };
}

/**
 * Gives the member's active seed pair a server seed (from a fixed sequence) whose next round
 * draws satisfy `wanted`. Returns the seed and its draws.
 */
export async function fixNextDraws(
  server: TestServer,
  memberId: bigint,
  ranges: number[],
  wanted: (draws: number[]) => boolean,
) {
  const { db } = server.services;
  const seed = await db
    .selectFrom('fair_seeds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('revealed_at', 'is', null)
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 10_000; i += 1) {
    const serverSeed = createHash('sha256').update(`fixed-seed-${i}`).digest('hex');
    const draws = await drawInts({ serverSeed, clientSeed: seed.client_seed, nonce: seed.next_nonce }, ranges);
    if (wanted(draws)) {
      await db
        .updateTable('fair_seeds')
        .set({ server_seed: serverSeed, server_seed_hash: await sha256Hex(serverSeed) })
        .where('id', '=', seed.id)
        .execute();
      return { serverSeed, draws };
    }
  }
  throw new Error('no seed in the sequence gives the wanted draws');
}

export const requestId = (() => {
  let n = 0;
  return (prefix = 'req') => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++n}`;
})();
