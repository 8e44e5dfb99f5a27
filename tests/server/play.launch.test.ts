/**
 * Launching the built-in games (contract §4.4): every refusal with its code and nothing written,
 * the one-time launch token (single use, two-minute life on the test clock, stored hashed), the
 * game page with its own CSP and the catalogue game's name, the reload path, the assets.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { houseRefOf } from '../../server/domains/play/houseMap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { GameErrorCode } from '../../src/shared/wire/games';
import { LAUNCH_TOKEN_MS, GAME_SESSION_MS, secretHash } from '../../server/domains/play/gameSessions';
import { playPageCsp } from '../../server/domains/play/pages/html';

/** The test server's CORS origins (helper.ts): the desktop renderer may frame the games too. */
const PLAY_PAGE_CSP = playPageCsp(['app://bundle']);
import { PLAY_PATHS } from '../../server/domains/play/shared/playApi';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';
import { credit, envelope, newMember, type TestMember } from './bettingSupport';
import {
  CODES,
  gameCalls,
  launch,
  launchAndOpen,
  LOBBY_VENDOR,
  openUrl,
  requestId,
  seedTestGames,
  VENDOR,
  type TestGames,
} from './play.support';

type LaunchValue = { content: { game_url: string; game_name: string; vendor: string } };

describe.each(backends)('game launch on %s', (kind) => {
  let server: TestServer;
  let games: TestGames;
  let player: TestMember;
  const launches = () =>
    server.services.db
      .selectFrom('game_launches')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await buildTestServer(kind);
    games = await seedTestGames(server);
    player = await newMember(server, `launcher_${kind}`);
    await credit(server, player.id, 1_000_000n);
  });
  afterAll(() => server?.close());

  /** A refused launch: the envelope error, no launch row and no recent game written. */
  async function refused(member: TestMember, query: Record<string, string | number>) {
    const before = await launches();
    const response = await launch(server, member, query);
    expect(response.statusCode).toBeLessThan(500);
    const body = envelope(response);
    expect(body.success).toBe(false);
    expect(body.message.length).toBeGreaterThan(10);
    expect(await launches()).toEqual(before);
    return { status: response.statusCode, ...body };
  }

  it("answers '#727' for a missing or unknown launchMode, never a 5xx", async () => {
    const missing = await refused(player, { nodeId: games.slot, vassalage: VENDOR });
    expect(missing).toMatchObject({ status: 400, errorCode: GameErrorCode.systemBusy });
    expect(missing.message).toMatch(/launchMode/);
    const unknown = await refused(player, { launchMode: 'XYZ', nodeId: games.slot });
    expect(unknown.errorCode).toBe('#727');
  });

  it('needs a logged-in member', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?launchMode=GLS&nodeId=${games.slot}`,
      headers: wireHeaders(),
    });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).errorCode).toBe('user.or.token.invalid');
  });

  it('keeps free play (accountType 0) for trial accounts and real money for real ones, saying so', async () => {
    const freePlay = await refused(player, { launchMode: 'GLS', nodeId: games.slot, accountType: 0 });
    expect(freePlay.message).toMatch(/trial accounts/);
    expect((await refused(player, { launchMode: 'GLS', nodeId: games.slot, accountType: 7 })).status).toBe(400);
    const trial = await newMember(server, `trial_${kind}`, { type: 4 });
    const body = await refused(trial, { launchMode: 'GLS', nodeId: games.slot, accountType: 1 });
    expect(body.errorCode).toBe(GameErrorCode.trialAccount);
    expect(body.message).toMatch(/Register/);
    // A game without free play (a lottery) stays closed to a trial account.
    const lottery = await refused(trial, { launchMode: 'LOTT', vassalage: LOBBY_VENDOR, accountType: 0 });
    expect(lottery.errorCode).toBe(GameErrorCode.trialAccount);
    expect(lottery.message).toMatch(/no free play/);
    expect(
      envelope(await launch(server, trial, { launchMode: 'GLS', nodeId: games.slot, accountType: 0 })).success,
    ).toBe(true);
  });

  it('refuses unknown, switched-off and not-offered games, and a launch that names nothing', async () => {
    expect((await refused(player, { launchMode: 'GLS', nodeId: 987_654_321 })).errorCode).toBe(GameErrorCode.notFound);
    expect((await refused(player, { launchMode: 'GLS', gameId: 'no-such-game' })).errorCode).toBe(
      GameErrorCode.notFound,
    );
    expect((await refused(player, { launchMode: 'GLS', nodeId: 'abc' })).status).toBe(400);
    const off = await refused(player, { launchMode: 'GLS', nodeId: games.off });
    expect(off.errorCode).toBe(GameErrorCode.disabled);
    expect(off.message).toMatch(/Test Switched Off/);
    const foreign = await refused(player, { launchMode: 'GLS', gameId: CODES.foreign });
    expect(foreign.errorCode).toBe(GameErrorCode.notFound);
    expect(foreign.message).toMatch(/not offered/);
    expect((await refused(player, { launchMode: 'LOTT', vassalage: 'ZZFOREIGN' })).message).toMatch(/not offered/);
    expect((await refused(player, { launchMode: 'GLS' })).status).toBe(400);
    // A vendor the merchant stopped offering.
    await server.services.db
      .updateTable('merchant_game_vendors')
      .set({ enabled: false })
      .where('vendor', '=', VENDOR)
      .execute();
    try {
      expect((await refused(player, { launchMode: 'GLS', nodeId: games.slot })).message).toMatch(/not offered/);
    } finally {
      await server.services.db
        .updateTable('merchant_game_vendors')
        .set({ enabled: true })
        .where('vendor', '=', VENDOR)
        .execute();
    }
  });

  it('launches by nodeId: an absolute one-time URL on the request origin, stored hashed, 2 minutes', async () => {
    const before = server.clock.now;
    const response = await launch(
      server,
      player,
      { launchMode: 'GLS', nodeId: games.slot, vassalage: VENDOR, accountType: 1 },
      { host: 'games.example.test:8443' },
    );
    const body = envelope<LaunchValue>(response);
    expect(body).toMatchObject({ success: true, value: { content: { game_name: 'Test Fruit Slot', vendor: VENDOR } } });
    const url = new URL(body.value.content.game_url);
    expect(url.origin).toBe('http://games.example.test:8443');
    const token = /^\/play\/([A-Za-z0-9_-]{43})$/.exec(url.pathname)?.[1];
    expect(token).toBeDefined();
    const row = await server.services.db
      .selectFrom('game_launches')
      .selectAll()
      .where('token_hash', '=', secretHash(token!))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: player.id,
      node_id: BigInt(games.slot),
      used_at: null,
      session_hash: null,
      language: 'EN',
    });
    expect(row.expires_at.getTime() - before.getTime()).toBe(LAUNCH_TOKEN_MS);
    // Nothing stores the token itself.
    const stored = JSON.stringify(
      await server.services.db.selectFrom('game_launches').selectAll().execute(),
      (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
    );
    expect(stored).not.toContain(token);
    const recent = await server.services.db
      .selectFrom('recent_games')
      .selectAll()
      .where('member_id', '=', player.id)
      .where('node_id', '=', BigInt(games.slot))
      .executeTakeFirst();
    expect(recent?.last_played_at.getTime()).toBe(before.getTime());
  });

  it('launches by gameId, and a vendor-only launch opens its lobby game (or else its first game)', async () => {
    const byCode = envelope<LaunchValue>(
      await launch(server, player, { launchMode: 'GLS', gameId: CODES.hilo, vassalage: VENDOR }),
    );
    expect(byCode.value.content.game_name).toBe('Test Hi-Lo');
    const lottery = envelope<LaunchValue>(
      await launch(server, player, { launchMode: 'LOTT', vassalage: LOBBY_VENDOR, lottoView: 'lobby' }),
    );
    expect(lottery.value.content).toMatchObject({ game_name: 'Test Lottery Lobby', vendor: LOBBY_VENDOR });
    await server.services.db
      .updateTable('game_vendors')
      .set({ lobby_game_code: '' })
      .where('code', '=', LOBBY_VENDOR)
      .execute();
    try {
      const first = envelope<LaunchValue>(
        await launch(server, player, { launchMode: 'LOTT', vassalage: LOBBY_VENDOR }),
      );
      expect(first.value.content.game_name).toBe('Test Lottery Other');
    } finally {
      await server.services.db
        .updateTable('game_vendors')
        .set({ lobby_game_code: CODES.lobby })
        .where('code', '=', LOBBY_VENDOR)
        .execute();
    }
  });

  it('titles the page with the display name in the launch language', async () => {
    const titleOf = async (language: string) => {
      const response = await launch(server, player, { launchMode: 'GLS', nodeId: games.slot, language });
      const launched = envelope<LaunchValue>(response).value.content;
      const opened = await openUrl(server, launched.game_url);
      return { name: launched.game_name, title: /<title>(.*)<\/title>/.exec(opened.response.body)?.[1] };
    };
    expect(await titleOf('ZH')).toEqual({ name: 'Test Fruit Slot 中文', title: 'Test Fruit Slot 中文 — Test Vendor' });
    // No name in that language: the catalogue name.
    expect(await titleOf('EN')).toEqual({ name: 'Test Fruit Slot', title: 'Test Fruit Slot — Test Vendor' });
  });

  it('serves the game page once per token with its own strict CSP, then 410', async () => {
    const launched = envelope<LaunchValue>(await launch(server, player, { launchMode: 'GLS', nodeId: games.hilo }));
    const opened = await openUrl(server, launched.value.content.game_url);
    const { response } = opened;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(PLAY_PAGE_CSP);
    expect(PLAY_PAGE_CSP).toContain("default-src 'none'");
    expect(PLAY_PAGE_CSP).toContain("frame-ancestors 'self' app://bundle;");
    expect(playPageCsp(['x; script-src *', 'https://ok.example'])).toContain(
      "frame-ancestors 'self' https://ok.example;",
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>Test Hi-Lo — Test Vendor</title>');
    expect(response.body).toMatch(/<script type="module" src="\/play\/assets\/hilo-[0-9a-f]{12}\.js"><\/script>/);
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(response.body).not.toMatch(/<style|\sstyle=/);
    expect(opened.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.cookie).toBe(`ps_${opened.launchId}=${opened.secret}`);
    expect(String(response.headers['set-cookie'])).toMatch(/Path=\/play; Max-Age=43200; HttpOnly; SameSite=Strict/);
    const launchRow = await server.services.db
      .selectFrom('game_launches')
      .selectAll()
      .where('id', '=', BigInt(opened.launchId))
      .executeTakeFirstOrThrow();
    expect(launchRow.session_hash).toBe(secretHash(opened.secret));
    expect(launchRow.session_expires_at!.getTime() - server.clock.now.getTime()).toBe(GAME_SESSION_MS);

    const again = await openUrl(server, launched.value.content.game_url);
    expect(again.response.statusCode).toBe(410);
    expect(again.response.body).toContain(
      'This game link has already been used or has expired. Launch the game again from the lobby.',
    );
    expect(again.response.headers['content-security-policy']).toBe(PLAY_PAGE_CSP);
    expect(again.secret).toBe('');

    // A reload finds the session through its cookie; without the cookie it has ended.
    const reload = await server.app.inject({
      method: 'GET',
      url: `/play/game/${opened.launchId}`,
      headers: { cookie: `other=1; ${opened.cookie}` },
    });
    expect(reload.statusCode).toBe(200);
    expect(reload.body).toContain(`data-session="${opened.secret}"`);
    expect((await server.app.inject({ method: 'GET', url: `/play/game/${opened.launchId}` })).statusCode).toBe(410);
  });

  it('gives 410 for a token past its two minutes (test clock) and 404 for one never issued', async () => {
    const launched = envelope<LaunchValue>(await launch(server, player, { launchMode: 'GLS', nodeId: games.slot }));
    server.clock.advance(LAUNCH_TOKEN_MS + 1);
    const late = await openUrl(server, launched.value.content.game_url);
    expect(late.response.statusCode).toBe(410);
    expect(late.response.body).toContain('already been used or has expired');
    expect((await server.app.inject({ method: 'GET', url: `/play/${'A'.repeat(43)}` })).statusCode).toBe(404);
    const stray = await server.app.inject({
      method: 'GET',
      url: '/play/some/where/else',
      headers: { accept: 'text/html' },
    });
    expect(stray.statusCode).toBe(404);
    expect(stray.headers['content-security-policy']).toBe(PLAY_PAGE_CSP);
  });

  it("answers '#734' while a hi-lo round is open, and launches again once it is finished", async () => {
    const member = await newMember(server, `open_round_${kind}`);
    await credit(server, member.id, 100_000n);
    const opened = await launchAndOpen(server, member, games.hilo);
    const api = gameCalls(server, opened.secret);
    const dealt = await api.post<{ round: { roundKey: string } }>(PLAY_PATHS.deal, {
      requestId: requestId('deal'),
      stakeMinor: '100',
    });
    expect(dealt.success).toBe(true);
    const blocked = await refused(member, { launchMode: 'GLS', nodeId: games.slot });
    expect(blocked.errorCode).toBe('#734');
    expect(blocked.message).toMatch(/^The previous game has not finished/);
    expect(blocked.message).toContain('Test Hi-Lo');
    const cashed = await api.post(PLAY_PATHS.cashOut, { roundKey: dealt.value.round.roundKey });
    expect(cashed.success).toBe(true);
    expect(envelope(await launch(server, member, { launchMode: 'GLS', nodeId: games.slot })).success).toBe(true);
  });

  it('opens every vendor of the seeded catalogue, by game and by vendor lobby, in the engine it names', async () => {
    const lanes = await server.services.db
      .selectFrom('merchant_game_vendors')
      .select(['vendor', 'game_type'])
      .where('merchant_code', '=', 'demo')
      .where('enabled', '=', true)
      .where('vendor', 'not like', 'ZZ%')
      .where('vendor', '!=', 'AG')
      .execute();
    expect(lanes.length).toBeGreaterThan(5);
    const member = await newMember(server, `catalogue_${kind}`);
    for (const lane of lanes) {
      const first = await server.services.db
        .selectFrom('games')
        .select(['node_id', 'engine', 'game_name', 'game_type', 'house_game'])
        .where('vendor', '=', lane.vendor)
        .where('game_type', '=', lane.game_type)
        .where('enabled', '=', true)
        .orderBy('node_id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const byNode = envelope<LaunchValue>(
        await launch(server, member, { launchMode: 'GLS', nodeId: Number(first.node_id), vassalage: lane.vendor }),
      );
      expect(byNode.value.content.vendor, `${lane.vendor} ${lane.game_type}`).toBe(lane.vendor);
      const page = await openUrl(server, byNode.value.content.game_url);
      expect(page.response.statusCode).toBe(200);
      // The house game its type and name map to (play/houseMap.ts).
      const { game } = houseRefOf({
        gameType: first.game_type,
        gameName: first.game_name,
        engine: first.engine,
        houseGame: first.house_game,
      });
      expect(page.response.body).toContain(`data-engine="${game}"`);
      const lobby = envelope<LaunchValue>(
        await launch(server, member, {
          launchMode: lane.game_type === 'LOTT' ? 'LOTT' : 'GLS',
          vassalage: lane.vendor,
        }),
      );
      expect(lobby.success, `${lane.vendor} ${lane.game_type}: ${lobby.message}`).toBe(true);
      expect(lobby.value.content.vendor).toBe(lane.vendor);
    }
  });

  it("is never swallowed by the web app's index page", async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'play-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><meta name="merchant" content="" /></head><body>WEB APP INDEX</body></html>',
    );
    const app = await buildApp({
      services: server.services,
      config: {
        webDist,
        defaultMerchant: 'demo',
        logLevel: 'silent',
        trustProxy: false,
        corsOrigins: ['app://bundle'],
      },
    });
    try {
      const html = { accept: 'text/html' };
      const sanity = await app.inject({ method: 'GET', url: '/lobby', headers: html });
      expect(sanity.body).toContain('WEB APP INDEX');
      for (const url of [
        '/play/some/where',
        `/play/${'B'.repeat(43)}`,
        '/play/game/999999',
        '/play/verify/unknownkey123456789',
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.body, url).not.toContain('WEB APP INDEX');
        expect(response.headers['content-security-policy'], url).toBe(PLAY_PAGE_CSP);
      }
      const posted = await app.inject({ method: 'POST', url: '/play/nothing', headers: html });
      expect(posted.statusCode).toBe(404);
      expect(posted.body).not.toContain('WEB APP INDEX');
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('serves the page scripts and stylesheet with long caching, and 404 for any other asset', async () => {
    const page = await server.app.inject({ method: 'GET', url: PLAY_PATHS.verifyPage });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(PLAY_PAGE_CSP);
    const script = /src="(\/play\/assets\/verify-[0-9a-f]{12}\.js)"/.exec(page.body)?.[1];
    const style = /href="(\/play\/assets\/play-[0-9a-f]{12}\.css)"/.exec(page.body)?.[1];
    const js = await server.app.inject({ method: 'GET', url: script! });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toContain('immutable');
    expect(js.body).toContain('HMAC');
    const css = await server.app.inject({ method: 'GET', url: style! });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('prefers-color-scheme:dark');
    expect((await server.app.inject({ method: 'GET', url: '/play/assets/nope.js' })).statusCode).toBe(404);
  });
});
