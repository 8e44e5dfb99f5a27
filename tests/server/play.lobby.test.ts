/**
 * Vendor launches open the vendor's lobby of the tile's game type (issue 14 item 1: "Mega Fishing"
 * opened "Speed Baccarat — AG Live"): the lobby lists only that vendor's games of that type, the
 * tile's game first; picking one issues a one-time link of that game; nothing of another type
 * or vendor is ever opened from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameErrorCode } from '../../src/shared/wire/games';
import { PLAY_PATHS } from '../../server/domains/play/shared/playApi';
import { backends, buildTestServer, type TestServer } from './helper';
import { credit, envelope, newMember, type TestMember } from './bettingSupport';
import { gameCalls, launch, openUrl, seedTestGames } from './play.support';

type LaunchValue = { content: { game_url: string; game_name: string; vendor: string } };

/** The node ids a lobby page lists, in order. */
const listed = (body: string) => [...body.matchAll(/data-node="(\d+)"/g)].map((m) => Number(m[1]));

describe.each(backends)('vendor lobby on %s', (kind) => {
  let server: TestServer;
  let player: TestMember;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    await seedTestGames(server);
    player = await newMember(server, `lobby_${kind}`);
    await credit(server, player.id, 1_000_000n);
  });
  afterAll(() => server?.close());

  const gamesOf = (vendor: string, gameType: string) =>
    server.services.db
      .selectFrom('games')
      .select(['node_id', 'game_type', 'game_name'])
      .where('vendor', '=', vendor)
      .where('game_type', '=', gameType)
      .where('enabled', '=', true)
      .orderBy('node_id')
      .execute();

  it("a fishing tile's vendor launch opens only that type: AG fishing opens its fishing lobby, tile 1st", async () => {
    const fishing = await gamesOf('AG', 'FISH');
    const live = await gamesOf('AG', 'LIVE');
    expect(fishing.length).toBeGreaterThan(1);
    expect(live.length).toBeGreaterThan(0);
    const tile = fishing[fishing.length - 1]!;
    const launched = envelope<LaunchValue>(
      await launch(server, player, {
        launchMode: 'GLS',
        vassalage: 'AG',
        gameType: 'FISH',
        focusNodeId: Number(tile.node_id),
      }),
    );
    expect(launched.success, launched.message).toBe(true);
    expect(launched.value.content.vendor).toBe('AG');
    const page = await openUrl(server, launched.value.content.game_url);
    expect(page.response.statusCode).toBe(200);
    expect(page.response.body).toContain('id="lobby"');
    expect(page.response.body).not.toContain('data-engine=');
    const ids = listed(page.response.body);
    expect(ids[0]).toBe(Number(tile.node_id));
    expect(new Set(ids)).toEqual(new Set(fishing.map((g) => Number(g.node_id))));
    for (const game of live) expect(ids).not.toContain(Number(game.node_id));
    // No recent game is written for a lobby: nothing was played.
    const recent = await server.services.db
      .selectFrom('recent_games')
      .select('node_id')
      .where('member_id', '=', player.id)
      .execute();
    expect(recent.map((r) => Number(r.node_id))).not.toContain(Number(tile.node_id));
  });

  it('opens the lobby of the asked type whatever the lanes order; ignores a focus game of another type', async () => {
    for (const gameType of ['LIVE', 'FISH'] as const) {
      const launched = envelope<LaunchValue>(
        await launch(server, player, { launchMode: 'GLS', vassalage: 'AG', gameType }),
      );
      const page = await openUrl(server, launched.value.content.game_url);
      const ids = listed(page.response.body);
      const ofType = new Set((await gamesOf('AG', gameType)).map((g) => Number(g.node_id)));
      expect(ids.length).toBe(ofType.size);
      for (const id of ids) expect(ofType.has(id), `${gameType} lobby lists ${id}`).toBe(true);
    }
    // A focus game of another type is ignored: the lobby stays of the asked type.
    const liveGame = (await gamesOf('AG', 'LIVE'))[0]!;
    const launched = envelope<LaunchValue>(
      await launch(server, player, {
        launchMode: 'GLS',
        vassalage: 'AG',
        gameType: 'FISH',
        focusNodeId: Number(liveGame.node_id),
      }),
    );
    const ids = listed((await openUrl(server, launched.value.content.game_url)).response.body);
    expect(ids).not.toContain(Number(liveGame.node_id));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('refuses a game type the vendor does not offer, and a bad gameType, with nothing written', async () => {
    const notOffered = envelope(
      await launch(server, player, { launchMode: 'GLS', vassalage: 'AG', gameType: 'SPORTS' }),
    );
    expect(notOffered).toMatchObject({ success: false, errorCode: GameErrorCode.notFound });
    const bad = await launch(server, player, { launchMode: 'GLS', vassalage: 'AG', gameType: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).message).toMatch(/gameType must be one of/);
  });

  it('a game picked in the lobby opens (one-time link); a game of another type or vendor is refused', async () => {
    const fishing = await gamesOf('AG', 'FISH');
    const launched = envelope<LaunchValue>(
      await launch(server, player, {
        launchMode: 'GLS',
        vassalage: 'AG',
        gameType: 'FISH',
        focusNodeId: Number(fishing[0]!.node_id),
      }),
    );
    const opened = await openUrl(server, launched.value.content.game_url);
    const api = gameCalls(server, opened.secret);
    const pick = fishing[1]!;
    const picked = await api.post<{ url: string; name: string }>(PLAY_PATHS.lobbyLaunch, {
      nodeId: Number(pick.node_id),
    });
    expect(picked.success, picked.message).toBe(true);
    expect(picked.value.url).toMatch(/^\/play\/[A-Za-z0-9_-]{43}$/);
    const game = await server.app.inject({ method: 'GET', url: picked.value.url });
    expect(game.statusCode).toBe(200);
    expect(game.body).toContain(`<h1 id="game-title">${pick.game_name}</h1>`);
    expect((await server.app.inject({ method: 'GET', url: picked.value.url })).statusCode).toBe(410);

    const live = (await gamesOf('AG', 'LIVE'))[0]!;
    expect(await api.post(PLAY_PATHS.lobbyLaunch, { nodeId: Number(live.node_id) })).toMatchObject({
      success: false,
      errorCode: GameErrorCode.notFound,
    });
    const other = await server.services.db
      .selectFrom('games')
      .select('node_id')
      .where('game_type', '=', 'FISH')
      .where('vendor', '!=', 'AG')
      .executeTakeFirstOrThrow();
    expect(await api.post(PLAY_PATHS.lobbyLaunch, { nodeId: Number(other.node_id) })).toMatchObject({
      success: false,
      errorCode: GameErrorCode.notFound,
    });
    expect((await api.post(PLAY_PATHS.lobbyLaunch, { nodeId: 'x' })).status).toBe(400);

    // A game window is not a lobby.
    const gameSession = /data-session="([A-Za-z0-9_-]{43})"/.exec(game.body)![1]!;
    expect(
      (await gameCalls(server, gameSession).post(PLAY_PATHS.lobbyLaunch, { nodeId: Number(pick.node_id) })).status,
    ).toBe(400);
  });

  it('every non-slot lane of every vendor opens a lobby of its own type only, or its own lobby game', async () => {
    const lanes = await server.services.db
      .selectFrom('merchant_game_vendors as mv')
      .innerJoin('game_vendors as v', (join) =>
        join.onRef('v.code', '=', 'mv.vendor').onRef('v.game_type', '=', 'mv.game_type'),
      )
      .select(['mv.vendor', 'mv.game_type', 'v.lobby_game_code'])
      .where('mv.merchant_code', '=', 'demo')
      .where('mv.enabled', '=', true)
      .where('mv.vendor', 'not like', 'ZZ%')
      .where('mv.game_type', 'in', ['LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'])
      .execute();
    expect(lanes.length).toBeGreaterThan(5);
    for (const lane of lanes) {
      const launched = envelope<LaunchValue>(
        await launch(server, player, { launchMode: 'GLS', vassalage: lane.vendor, gameType: lane.game_type }),
      );
      expect(launched.success, `${lane.vendor} ${lane.game_type}: ${launched.message}`).toBe(true);
      const body = (await openUrl(server, launched.value.content.game_url)).response.body;
      const ofType = new Set((await gamesOf(lane.vendor, lane.game_type)).map((g) => Number(g.node_id)));
      if (lane.lobby_game_code) {
        expect(body).toContain('data-engine=');
        continue;
      }
      const ids = listed(body);
      expect(ids.length, `${lane.vendor} ${lane.game_type}`).toBeGreaterThan(0);
      for (const id of ids) expect(ofType.has(id), `${lane.vendor} ${lane.game_type} lists ${id}`).toBe(true);
    }
  });
});
