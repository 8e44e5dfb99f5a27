/**
 * A member's own game lists (contract §4.4): favourites (ids, paged list, add, remove by body or
 * query, idempotency, the cap, games that are not in the catalogue) and recent games (newest
 * first, paged, filtered). Member A never sees or changes member B's rows.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../../server/domains/games/catalogue';
import {
  GameErrorCode,
  MAX_FAVOURITES,
  gameEndpoints,
  type FavouriteListValue,
  type RecentGamesValue,
} from '../../src/shared/wire/games';
import { newMember, type TestMember } from './bettingSupport';
import { backends, buildTestServer, type TestServer } from './helper';
import { envelope, gamesClient, gamesFingerprint, nodeIdOf } from './games.support';

const { favouriteIds, favouriteList, addFavourite, removeFavourite, recentGames } = gameEndpoints;

describe.each(backends)("a member's favourites and recent games on %s", (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof gamesClient>;
  let alice: TestMember;
  let bob: TestMember;
  const node: Record<string, number> = {};

  const ids = async (member: TestMember) =>
    envelope<number[]>(await api.get(favouriteIds.path, {}, { token: member.token })).value;
  const add = (
    member: TestMember,
    nodeId: unknown,
    extra: Record<string, unknown> = { vendor: 'PG', gameType: 'RNG' },
  ) => api.post(addFavourite.path, { nodeId, ...extra }, { token: member.token });

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = gamesClient(server);
    alice = await newMember(server, 'alice_games');
    bob = await newMember(server, 'bob_games');
    for (const code of ['PG_0001', 'PG_0002', 'JL_0001', 'AG_LIVE_01', 'PNG_0001', 'JL_FISH_01'])
      node[code] = await nodeIdOf(server, code);
  });
  afterAll(() => server?.close());

  describe('favourites', () => {
    it('adds, answers the new id list newest first, and keeps one of each', async () => {
      let res = await add(alice, node.PG_0001);
      expect(res.statusCode, res.body).toBe(200);
      expect(envelope(res)).toMatchObject({ success: true, value: [node.PG_0001] });
      server.clock.advance(1_000);
      res = await add(alice, node.AG_LIVE_01, { vendor: 'AG', gameType: 'LIVE' });
      expect(envelope(res).value).toEqual([node.AG_LIVE_01, node.PG_0001]);
      server.clock.advance(1_000);
      // Again: idempotent, the list is unchanged.
      res = await add(alice, node.PG_0001);
      expect(envelope(res).value).toEqual([node.AG_LIVE_01, node.PG_0001]);
      expect(await ids(alice)).toEqual([node.AG_LIVE_01, node.PG_0001]);
      // A node id sent as digits is read as the number it is.
      res = await add(alice, String(node.JL_0001), { vendor: 'JL', gameType: 'RNG' });
      expect(envelope(res).value).toEqual([node.JL_0001, node.AG_LIVE_01, node.PG_0001]);
    });

    it('pages the favourite list and filters it by type and vendor', async () => {
      const listOf = async (query: Record<string, string | number>) =>
        envelope<FavouriteListValue>(
          await api.get(
            favouriteList.path,
            { clientType: 3, platform: 'flash', language: 'KO', pageNo: 1, pageSize: 999, ...query },
            { token: alice.token },
          ),
        ).value;
      const all = await listOf({});
      expect(all.content.map((g) => g.nodeId)).toEqual([node.JL_0001, node.AG_LIVE_01, node.PG_0001]);
      expect(all).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
      // Display names in the asked language.
      expect(all.content.find((g) => g.gameCode === 'AG_LIVE_01')!.displayName).toBe('바카라');
      expect((await listOf({ gameType: 'RNG' })).content.map((g) => g.nodeId)).toEqual([node.JL_0001, node.PG_0001]);
      expect((await listOf({ gameType: 'RNG', vassalage: 'PG' })).content.map((g) => g.nodeId)).toEqual([node.PG_0001]);
      expect((await listOf({ gameType: 'ALL' })).totalCount).toBe(3);
      expect((await listOf({ gameType: 'CASINO' })).totalCount).toBe(0);
      const second = await listOf({ pageNo: 2, pageSize: 2 });
      expect(second).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3 });
      expect(second.content.map((g) => g.nodeId)).toEqual([node.PG_0001]);
    });

    it("keeps members apart: B sees none of A's and cannot remove them", async () => {
      expect(await ids(bob)).toEqual([]);
      const list = envelope<FavouriteListValue>(
        await api.get(favouriteList.path, { pageNo: 1, pageSize: 999 }, { token: bob.token }),
      ).value;
      expect(list.content).toEqual([]);
      const res = await api.delete(
        removeFavourite.path,
        { nodeId: node.PG_0001, vendor: 'PG', gameType: 'RNG' },
        {},
        { token: bob.token },
      );
      expect(envelope(res)).toMatchObject({ success: true, value: [] });
      expect(await ids(alice)).toContain(node.PG_0001);
      await add(bob, node.PG_0002);
      expect(await ids(bob)).toEqual([node.PG_0002]);
      expect(await ids(alice)).not.toContain(node.PG_0002);
    });

    it('removes by JSON body or by query string, and removing twice changes nothing', async () => {
      let res = await api.delete(
        removeFavourite.path,
        { nodeId: node.JL_0001, vendor: 'JL', gameType: 'RNG' },
        {},
        { token: alice.token },
      );
      expect(envelope(res).value).toEqual([node.AG_LIVE_01, node.PG_0001]);
      res = await api.delete(
        removeFavourite.path,
        undefined,
        { nodeId: node.AG_LIVE_01, vendor: 'AG', gameType: 'LIVE' },
        { token: alice.token },
      );
      expect(envelope(res).value).toEqual([node.PG_0001]);
      res = await api.delete(removeFavourite.path, undefined, { nodeId: node.AG_LIVE_01 }, { token: alice.token });
      expect(envelope(res)).toMatchObject({ success: true, value: [node.PG_0001] });
    });

    it('refuses a remove that names no game, and an add of something that is not a game', async () => {
      const before = await gamesFingerprint(server);
      for (const res of [
        await api.delete(removeFavourite.path, undefined, {}, { token: alice.token }),
        await api.delete(removeFavourite.path, { nodeId: 'abc' }, {}, { token: alice.token }),
        await api.delete(removeFavourite.path, { nodeId: -4 }, {}, { token: alice.token }),
        await add(alice, 0),
        await add(alice, 'abc'),
        await add(alice, 1.5),
        await api.post(addFavourite.path, {}, { token: alice.token }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        const body = envelope(res);
        expect(body.success).toBe(false);
        expect(body.message).toMatch(/nodeId/);
      }
      expect(await gamesFingerprint(server)).toBe(before);
    });

    it('answers game.not.found for an unknown, not offered or disabled game, and changes nothing', async () => {
      const krMember = await newMember(server, 'kr_games', { merchant: 'demokr' });
      const before = await gamesFingerprint(server);
      const unknown = await add(alice, 99_999_999);
      expect(envelope(unknown)).toMatchObject({ success: false, errorCode: GameErrorCode.notFound });
      expect(envelope(unknown).message.length).toBeGreaterThan(10);
      // demokr does not offer PNG.
      const res = await api.post(
        addFavourite.path,
        { nodeId: node.PNG_0001, vendor: 'PNG', gameType: 'RNG' },
        { token: krMember.token, merchant: 'demokr' },
      );
      expect(envelope(res)).toMatchObject({ success: false, errorCode: GameErrorCode.notFound });
      expect(await gamesFingerprint(server)).toBe(before);

      const idsBefore = await ids(alice);
      await server.services.db
        .updateTable('games')
        .set({ enabled: false })
        .where('game_code', '=', 'JL_FISH_01')
        .execute();
      invalidateCatalogue(server.services.db);
      try {
        expect(envelope(await add(alice, node.JL_FISH_01))).toMatchObject({
          success: false,
          errorCode: GameErrorCode.notFound,
        });
      } finally {
        await server.services.db
          .updateTable('games')
          .set({ enabled: true })
          .where('game_code', '=', 'JL_FISH_01')
          .execute();
        invalidateCatalogue(server.services.db);
      }
      expect(await ids(alice)).toEqual(idsBefore);
    });

    it('needs a member token', async () => {
      for (const res of [
        await api.get(favouriteIds.path),
        await api.post(addFavourite.path, { nodeId: node.PG_0001 }),
        await api.get(favouriteList.path, { pageNo: 1, pageSize: 10 }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(envelope(res).errorCode).toBe('user.or.token.invalid');
      }
      const bad = await api.get(favouriteIds.path, {}, { token: 'not-a-token' });
      expect(bad.statusCode).toBe(401);
    });

    it(`keeps at most ${MAX_FAVOURITES} favourites`, async () => {
      const carol = await newMember(server, 'carol_games');
      // The first MAX_FAVOURITES slots of the catalogue, straight into the table.
      await sql`INSERT INTO favourite_games (member_id, node_id) SELECT ${carol.id}, node_id FROM games
        WHERE game_type = 'RNG' ORDER BY node_id LIMIT ${MAX_FAVOURITES}`.execute(server.services.db);
      const extra = await nodeIdOf(server, 'SS_0200');
      const res = await add(carol, extra, { vendor: 'SS', gameType: 'RNG' });
      expect(envelope(res)).toMatchObject({ success: false, errorCode: GameErrorCode.favouriteLimit });
      expect(await ids(carol)).toHaveLength(MAX_FAVOURITES);
      // One already there is still "added" (idempotent), and after a removal there is room again.
      const first = (await ids(carol)).at(-1)!;
      expect(envelope(await add(carol, first)).success).toBe(true);
      await api.delete(removeFavourite.path, { nodeId: first }, {}, { token: carol.token });
      expect(envelope(await add(carol, extra)).success).toBe(true);
      expect(await ids(carol)).toHaveLength(MAX_FAVOURITES);
    });
  });

  describe('recent games', () => {
    const recent = async (member: TestMember, query: Record<string, string | number> = {}) => {
      const res = await api.get(
        recentGames.path,
        { page: 1, pageSize: 24, language: 'EN', clientType: 3, ...query },
        { token: member.token },
      );
      expect(res.statusCode, res.body).toBe(200);
      return envelope<RecentGamesValue>(res).value;
    };

    beforeAll(async () => {
      const at = (minutesAgo: number) => new Date(server.clock.now.getTime() - minutesAgo * 60_000);
      await server.services.db
        .insertInto('recent_games')
        .values([
          { member_id: alice.id, node_id: BigInt(node.PG_0001!), last_played_at: at(30) },
          { member_id: alice.id, node_id: BigInt(node.AG_LIVE_01!), last_played_at: at(5) },
          { member_id: alice.id, node_id: BigInt(node.JL_0001!), last_played_at: at(60) },
          { member_id: alice.id, node_id: BigInt(node.JL_FISH_01!), last_played_at: at(1) },
          { member_id: bob.id, node_id: BigInt(node.PG_0002!), last_played_at: at(2) },
        ])
        .execute();
    });

    it('lists the member’s recent games newest first, with when they were played', async () => {
      const value = await recent(alice);
      expect(value.list.map((g) => g.gameCode)).toEqual(['JL_FISH_01', 'AG_LIVE_01', 'PG_0001', 'JL_0001']);
      expect(value.totalCount).toBe(4);
      expect(value.totalPages).toBe(1);
      const times = value.list.map((g) => g.lastPlayedAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(times[0]).toBe(server.clock.now.getTime() - 60_000);
    });

    it('pages and filters', async () => {
      const second = await recent(alice, { page: 2, pageSize: 2 });
      expect(second.list.map((g) => g.gameCode)).toEqual(['PG_0001', 'JL_0001']);
      expect(second.totalPages).toBe(2);
      expect((await recent(alice, { gameType: 'RNG' })).list.map((g) => g.gameCode)).toEqual(['PG_0001', 'JL_0001']);
      expect((await recent(alice, { gameType: 'RNG', vassalage: 'JL' })).list.map((g) => g.gameCode)).toEqual([
        'JL_0001',
      ]);
      expect((await recent(alice, { gameType: 'CASINO' })).list).toEqual([]);
      expect((await recent(alice, { pageSize: 100_000 })).list).toHaveLength(4);
    });

    it('shows each member only their own, and no disabled game', async () => {
      expect((await recent(bob)).list.map((g) => g.gameCode)).toEqual(['PG_0002']);
      await server.services.db
        .updateTable('games')
        .set({ enabled: false })
        .where('game_code', '=', 'AG_LIVE_01')
        .execute();
      invalidateCatalogue(server.services.db);
      try {
        expect((await recent(alice)).list.map((g) => g.gameCode)).toEqual(['JL_FISH_01', 'PG_0001', 'JL_0001']);
      } finally {
        await server.services.db
          .updateTable('games')
          .set({ enabled: true })
          .where('game_code', '=', 'AG_LIVE_01')
          .execute();
        invalidateCatalogue(server.services.db);
      }
    });

    it('needs a member token and a page of at least 1', async () => {
      expect((await api.get(recentGames.path, { page: 1, pageSize: 24 })).statusCode).toBe(401);
      const res = await api.get(recentGames.path, { page: 0, pageSize: 24 }, { token: alice.token });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).errorCode).toBe('request_param_err');
    });
  });
});
