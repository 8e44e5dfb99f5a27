/**
 * The catalogue relays (src/shared/wire/games.ts) on the seeded catalogue: the deterministic seed, the game
 * list (type, vendor, sub-category, name search, languages, paging and its caps, unknown words),
 * hot games, vendor lanes and vendor types per merchant, the hidden vendor, and the operator
 * commands that take a game away.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/demo/seed';
import { CATALOGUE_TTL_MS, invalidateCatalogue } from '../../server/domains/games/catalogue';
import { buildCatalogue, SLOT_GAMES } from '../../server/domains/games/catalogueBuilder';
import {
  GAME_LIST_MAX_PAGE_SIZE,
  GAME_TYPES,
  gameEndpoints,
  type Game,
  type GameListValue,
  type HotGamesValue,
  type VendorLanesValue,
  type VendorTypesValue,
} from '../../src/shared/wire/games';
import { gamesSchemas } from '../../src/shared/wire/schemas/games';
import { answerOf } from '../../src/shared/wire/schemas/kit';
import { backends, buildTestServer, ops, type TestServer } from './helper';
import { envelope, gamesClient } from './games.support';

const catalogue = buildCatalogue(['demo', 'demokr']);
const LIST = gameEndpoints.gameList.path;
/**
 * The game list's pages are sent as kept JSON text (catalogue.answer), which the answer check of
 * the server tests (server/http/answerCheck.ts) never sees: every page these tests read is
 * checked against the schema here instead.
 */
const listAnswer = TypeCompiler.Compile(answerOf(gamesSchemas.gameList.value));

/** The digest of the games table in node-id order: equal digests = the same catalogue. */
async function gamesDigest(db: TestServer['services']['db']): Promise<string> {
  const result = await sql<{ d: string }>`
    SELECT md5(string_agg(node_id || '|' || game_code || '|' || game_name || '|' || display_names::text || '|' ||
      classify::text || '|' || is_hot || '|' || icon_seed || '|' || sort, ',' ORDER BY node_id)) AS d
    FROM games`.execute(db);
  return result.rows[0]!.d;
}

describe.each(backends)('game catalogue on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof gamesClient>;
  const list = async (query: Record<string, string | number>, merchant = 'demo') => {
    const res = await api.get(LIST, { pageNo: 1, pageSize: 36, ...query }, { merchant });
    expect(res.statusCode, res.body).toBe(200);
    const body = envelope<GameListValue>(res);
    expect(body.success).toBe(true);
    expect([...listAnswer.Errors(body)].slice(0, 3).map((error) => `${error.path}: ${error.message}`)).toEqual([]);
    return body.value;
  };
  /** Every game of a filter, through the largest pages. */
  const everything = async (query: Record<string, string | number>, merchant = 'demo') => {
    const games: Game[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await list({ ...query, pageNo, pageSize: GAME_LIST_MAX_PAGE_SIZE }, merchant);
      games.push(...page.games);
      if (pageNo >= page.totalPages) return { games, totalCount: page.totalCount };
    }
  };

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = gamesClient(server);
  });
  afterAll(() => server?.close());

  describe('the seed', () => {
    it('builds the same catalogue every time: 10,000 slots and every game type', () => {
      const again = buildCatalogue(['demo', 'demokr']);
      expect(again).toEqual(catalogue);
      const slots = catalogue.games.filter((g) => g.gameType === 'RNG');
      expect(slots).toHaveLength(SLOT_GAMES);
      expect(new Set(slots.map((g) => g.gameName)).size).toBe(SLOT_GAMES);
      expect(new Set(catalogue.games.map((g) => g.gameCode)).size).toBe(catalogue.games.length);
      for (const type of GAME_TYPES)
        expect(
          catalogue.games.some((g) => g.gameType === type),
          type,
        ).toBe(true);
      const hotShare = slots.filter((g) => g.isHot).length / slots.length;
      expect(hotShare).toBeGreaterThan(0.02);
      expect(hotShare).toBeLessThan(0.04);
      for (const key of ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const)
        expect(slots.filter((g) => g.classify.includes(key)).length, key).toBeGreaterThan(100);
    });

    it('stores the built games in order, so node ids are the same on every fresh database', async () => {
      const rows = await server.services.db
        .selectFrom('games')
        .select(['node_id', 'game_code', 'game_name', 'display_names', 'classify', 'is_hot', 'engine', 'sort'])
        .orderBy('node_id')
        .execute();
      expect(rows).toHaveLength(catalogue.games.length);
      rows.forEach((row, i) => {
        const built = catalogue.games[i]!;
        expect(row.node_id).toBe(BigInt(i + 1));
        expect({
          code: row.game_code,
          name: row.game_name,
          names: row.display_names,
          classify: row.classify,
          hot: row.is_hot,
          engine: row.engine,
          sort: row.sort,
        }).toEqual({
          code: built.gameCode,
          name: built.gameName,
          names: built.displayNames,
          classify: built.classify,
          hot: built.isHot,
          engine: built.engine,
          sort: built.sort,
        });
      });
    });

    // The order is the builder's and the builder is pure, so one engine shows it; PGlite is the quicker to open.
    it.runIf(kind === 'pglite')('gives a second fresh database exactly the same games', async () => {
      const other = await openDatabase({});
      try {
        await migrate(other);
        await seedIfEmpty(other, ['http://127.0.0.1:8080']);
        expect(await gamesDigest(other.db)).toBe(await gamesDigest(server.services.db));
      } finally {
        await other.close();
      }
    });
  });

  describe('GCSGAME_gameList', () => {
    it('pages all 10,000 slots of merchant demo, 36 to a page', async () => {
      const page = await list({ gameType: 'RNG' });
      expect(page.totalCount).toBe(SLOT_GAMES);
      expect(page.totalPages).toBe(Math.ceil(SLOT_GAMES / 36));
      expect(page.games).toHaveLength(36);
      for (const g of page.games) {
        expect(g.gameType).toBe('RNG');
        expect(g.gameId).toBe(g.gameCode);
        expect(g.nodeName).toBe(g.gameName);
        expect(g.iconUrl).toBe(`/TCG_GAME_ICONS/${g.vassalage}/${g.gameCode}.svg`);
        expect(g.showIcon).toBe(g.iconUrl);
        expect(g.defaultIcon).toBe('/TCG_GAME_ICONS/default.svg');
        expect([0, 1]).toContain(g.isHot);
      }
      // Hot games lead the list.
      expect(page.games[0]!.isHot).toBe(1);
    });

    it('answers disjoint pages in a stable order, and an empty page past the end', async () => {
      const [one, two, oneAgain] = [
        await list({ gameType: 'RNG', pageNo: 1 }),
        await list({ gameType: 'RNG', pageNo: 2 }),
        await list({ gameType: 'RNG', pageNo: 1 }),
      ];
      const ids = (p: GameListValue) => p.games.map((g) => g.nodeId);
      expect(ids(oneAgain)).toEqual(ids(one));
      expect(ids(one).filter((id) => ids(two).includes(id))).toEqual([]);
      const past = await list({ gameType: 'RNG', pageNo: 10_000 });
      expect(past.games).toEqual([]);
      expect(past.totalCount).toBe(SLOT_GAMES);
    });

    it('caps the page size at GAME_LIST_MAX_PAGE_SIZE', async () => {
      const page = await list({ gameType: 'RNG', pageSize: 5_000 });
      expect(page.games).toHaveLength(GAME_LIST_MAX_PAGE_SIZE);
      expect(page.totalPages).toBe(Math.ceil(SLOT_GAMES / GAME_LIST_MAX_PAGE_SIZE));
    });

    it('refuses a page number below 1, a page size of 0 and words for numbers, with an envelope', async () => {
      for (const query of [{ pageNo: 0 }, { pageNo: -3 }, { pageSize: 0 }, { pageNo: 'two' }]) {
        const res = await api.get(LIST, { gameType: 'RNG', pageNo: 1, pageSize: 36, ...query });
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        const body = envelope(res);
        expect(body.success).toBe(false);
        expect(body.errorCode).toBe('request_param_err');
        expect(body.message).toMatch(/page/i);
      }
    });

    it('filters by one vendor, a comma list, and treats "" and ALL as every vendor', async () => {
      const count = (vendor: string) =>
        catalogue.games.filter((g) => g.gameType === 'RNG' && g.vendor === vendor).length;
      const pg = await everything({ gameType: 'RNG', vassalage: 'PG' });
      expect(pg.totalCount).toBe(count('PG'));
      expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
      const both = await list({ gameType: 'RNG', vassalage: 'SPB,SS' });
      expect(both.totalCount).toBe(count('SPB') + count('SS'));
      expect((await list({ gameType: 'RNG', vassalage: 'ALL' })).totalCount).toBe(SLOT_GAMES);
      expect((await list({ gameType: 'RNG', vassalage: '' })).totalCount).toBe(SLOT_GAMES);
      expect((await list({ gameType: 'RNG', vassalage: 'pg' })).totalCount).toBe(count('PG'));
    });

    it('answers an unknown vendor, type or sub-category with an empty list, successfully', async () => {
      const queries: Record<string, string>[] = [
        { gameType: 'RNG', vassalage: 'NOPE' },
        { gameType: 'CASINO' },
        { gameType: 'RNG', gameClassify: 'ZZ' },
        { gameType: 'LIVE', vassalage: 'PG' },
      ];
      for (const query of queries) {
        const page = await list(query);
        expect(page, JSON.stringify(query)).toEqual({ games: [], totalPages: 0, totalCount: 0 });
      }
    });

    it('lists every visible game without a type', async () => {
      const visible = catalogue.games.filter((g) => g.vendor !== 'TCG_SEA').length;
      expect((await list({})).totalCount).toBe(visible);
    });

    it('filters by sub-category', async () => {
      for (const key of ['SC', 'BG'] as const) {
        const expected = catalogue.games.filter((g) => g.gameType === 'RNG' && g.classify.includes(key)).length;
        const all = await everything({ gameType: 'RNG', gameClassify: key });
        expect(all.totalCount).toBe(expected);
        expect(all.games.every((g) => g.gameClassify.includes(key))).toBe(true);
      }
    });

    it('searches names case-insensitively, on the English name and the display name of the language', async () => {
      const hits = await everything({ gameType: 'RNG', gameName: 'dRaGoN' });
      const expected = catalogue.games.filter(
        (g) => g.gameType === 'RNG' && g.gameName.toLowerCase().includes('dragon'),
      ).length;
      expect(hits.totalCount).toBe(expected);
      expect(hits.totalCount).toBeGreaterThan(50);
      expect(hits.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);

      // 드래곤 is "dragon" in the Korean names: found with language KO, not with EN.
      const korean = await list({ gameType: 'RNG', gameName: '드래곤', language: 'KO' });
      expect(korean.totalCount).toBe(expected);
      expect(korean.games.every((g) => g.displayName.includes('드래곤'))).toBe(true);
      expect((await list({ gameType: 'RNG', gameName: '드래곤', language: 'EN' })).totalCount).toBe(0);

      // Vietnamese display names have capitals: the search ignores case there too.
      const vietnamese = await list({ gameType: 'RNG', gameName: 'rồng', language: 'VI' });
      expect(vietnamese.totalCount).toBeGreaterThan(0);
      expect(vietnamese.games.every((g) => g.displayName.toLowerCase().includes('rồng'))).toBe(true);
      expect((await list({ gameType: 'RNG', gameName: 'no game is called this' })).totalCount).toBe(0);
    });

    it('refuses a search longer than GAME_NAME_MAX_LENGTH', async () => {
      const res = await api.get(LIST, { gameType: 'RNG', pageNo: 1, pageSize: 36, gameName: 'x'.repeat(51) });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).message).toMatch(/gameName/);
    });

    it('answers display names in the asked language, falling back to the game name', async () => {
      const built = catalogue.games.find((g) => g.gameCode === 'PG_0001')!;
      const find = async (language: string) =>
        (
          await everything({ gameType: 'RNG', vassalage: 'PG', gameName: built.gameName.slice(0, 7), language })
        ).games.find((g) => g.gameCode === 'PG_0001')!;
      expect((await find('KO')).displayName).toBe(built.displayNames.KO);
      expect((await find('VI')).displayName).toBe(built.displayNames.VI);
      expect((await find('CN')).displayName).toBe(built.displayNames.CN);
      // ZH is the contract's other code for CN; JA has no names and falls back.
      expect((await find('ZH')).displayName).toBe(built.displayNames.CN);
      expect((await find('JA')).displayName).toBe(built.gameName);
      expect((await find('EN')).displayName).toBe(built.gameName);
    });

    it("answers the merchant's own catalogue: demokr offers five slot vendors", async () => {
      const offered = ['PG', 'JL', 'PT', 'MG', 'CQ9'];
      const expected = catalogue.games.filter((g) => g.gameType === 'RNG' && offered.includes(g.vendor)).length;
      expect((await list({ gameType: 'RNG' }, 'demokr')).totalCount).toBe(expected);
      expect((await list({ gameType: 'RNG', vassalage: 'PNG' }, 'demokr')).totalCount).toBe(0);
      expect((await list({ gameType: 'PVP' }, 'demokr')).totalCount).toBe(0);
    });

    it('never lists the hidden vendor TCG_SEA', async () => {
      expect((await list({ gameType: 'ELOTT', vassalage: 'TCG_SEA' })).totalCount).toBe(0);
      const elott = await list({ gameType: 'ELOTT' });
      expect(elott.totalCount).toBeGreaterThan(0);
      expect(elott.games.some((g) => g.vassalage === 'TCG_SEA')).toBe(false);
    });
  });

  describe('hot games, vendor lanes and vendor types', () => {
    it('answers hot games of the merchant, with an optional vendor filter', async () => {
      const res = await api.get(gameEndpoints.hotGames.path, {
        merchantCode: 'demo',
        isPlatform: 2,
        vassalage: '',
        platform: 'flash,html5-desktop',
        language: 'EN',
      });
      const hot = envelope<HotGamesValue>(res).value.list;
      expect(hot.length).toBeGreaterThan(12);
      expect(hot.length).toBeLessThanOrEqual(60);
      expect(hot.every((g) => g.isHot === 1)).toBe(true);
      expect(new Set(hot.slice(0, 12).map((g) => g.gameType)).size).toBeGreaterThan(1);
      const pg = envelope<HotGamesValue>(await api.get(gameEndpoints.hotGames.path, { vassalage: 'PG' })).value.list;
      expect(pg.length).toBeGreaterThan(0);
      expect(pg.every((g) => g.vassalage === 'PG' && g.isHot === 1)).toBe(true);
      // One third-party client POSTs the same words.
      const posted = envelope<HotGamesValue>(
        await api.post(gameEndpoints.hotGames.path, {
          merchantCode: 'demo',
          isPlatform: 2,
          vassalage: 'PG',
          language: 'EN',
        }),
      ).value.list;
      expect(posted.map((g) => g.nodeId)).toEqual(pg.map((g) => g.nodeId));
      const kr = envelope<HotGamesValue>(await api.get(gameEndpoints.hotGames.path, {}, { merchant: 'demokr' })).value
        .list;
      expect(
        kr.every((g) =>
          ['AG', 'EA', 'DG', 'PG', 'JL', 'PT', 'MG', 'CQ9', 'SBT', 'UG', 'LOTT', 'ELOTT'].includes(g.vassalage),
        ),
      ).toBe(true);
    });

    it('answers a lane per type with vendors, cards with counts, and sub-category counts', async () => {
      const lanes = envelope<VendorLanesValue>(
        await api.get(gameEndpoints.vendorLanes.path, { platform: 'html5-desktop', language: 'EN' }),
      ).value.data.lanes;
      expect(lanes.map((l) => l.title)).toEqual([...GAME_TYPES]);
      const rng = lanes.find((l) => l.title === 'RNG')!;
      expect(rng.cards.length).toBeGreaterThan(10);
      for (const card of rng.cards) {
        const expected = catalogue.games.filter((g) => g.gameType === 'RNG' && g.vendor === card.vassalage).length;
        expect(card.gameCount, card.vassalage).toBe(expected);
        expect(card.smallIcon).toBe(`/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${card.vassalage}-DEFAULT.svg`);
        expect(card.lagerIcon).toBe(`/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${card.vassalage}-COLOR.svg`);
      }
      for (const entry of rng.gameClassify) {
        expect((await list({ gameType: 'RNG', gameClassify: entry.key })).totalCount, entry.key).toBe(entry.gameCount);
        expect(entry.displayName.length).toBeGreaterThan(0);
      }
      expect(rng.gameClassify.map((c) => c.key)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
      // Group vendors open a popup list; game-centre vendors carry their lobby game.
      expect(lanes.find((l) => l.title === 'LIVE')!.cards.find((c) => c.vassalage === 'EA')!.isGame).toBe('VASSALAGE');
      expect(lanes.find((l) => l.title === 'LIVE')!.cards.find((c) => c.vassalage === 'AG')!.isGame).toBe('');
      const sports = lanes.find((l) => l.title === 'SPORTS')!;
      expect(sports.cards.map((c) => c.vassalage)).toEqual(expect.arrayContaining(['SBT', 'UG', 'IMES', 'TF', 'IA']));
      for (const card of sports.cards) expect(card.gameCode).toBe(`${card.vassalage}_LOBBY`);
      const lott = lanes.find((l) => l.title === 'LOTT')!;
      expect(lott.cards.find((c) => c.vassalage === 'TCG_LOTTO_VN')!.accountTypeName).toBe('TCG_LOTTO_VN');
      expect(lanes.find((l) => l.title === 'ELOTT')!.cards.some((c) => c.vassalage === 'TCG_SEA')).toBe(false);
    });

    it('shows demokr only the categories it has vendors in, one fishing vendor and one group vendor', async () => {
      const lanes = envelope<VendorLanesValue>(
        await api.get(gameEndpoints.vendorLanes.path, {}, { merchant: 'demokr' }),
      ).value.data.lanes;
      const titles = lanes.map((l) => l.title);
      expect(titles).not.toContain('ESPORTS');
      expect(titles).not.toContain('PVP');
      const sportsCards = lanes.find((l) => l.title === 'SPORTS')!.cards.map((c) => c.vassalage);
      for (const esports of ['IMES', 'TF', 'IA']) expect(sportsCards).not.toContain(esports);
      expect(lanes.find((l) => l.title === 'FISH')!.cards).toHaveLength(1);
      expect(lanes.flatMap((l) => l.cards).filter((c) => c.isGame === 'VASSALAGE').length).toBeGreaterThanOrEqual(1);
    });

    it('maps type to vendor to sub-categories, the same vendors as the lanes', async () => {
      const [types, lanes] = await Promise.all([
        api.get(gameEndpoints.vendorTypes.path, { typeId: 0 }).then((r) => envelope<VendorTypesValue>(r).value.content),
        api.get(gameEndpoints.vendorLanes.path).then((r) => envelope<VendorLanesValue>(r).value.data.lanes),
      ]);
      for (const lane of lanes)
        expect(Object.keys(types[lane.title] ?? {}).sort()).toEqual(lane.cards.map((c) => c.vassalage).sort());
      expect(Object.keys(types).sort()).toEqual(lanes.map((l) => l.title).sort());
      expect(types.FISH!.JL).toEqual(['AC']);
      // The other names seen for the same calls answer the same.
      expect(envelope<VendorTypesValue>(await api.get('/wps/relay/GLS2_getVassGameType')).value.content).toEqual(types);
      expect(envelope<VendorLanesValue>(await api.get('/wps/relay/GCSGAME_gameVendor')).value.data.lanes).toEqual(
        lanes,
      );
      expect(types.LIVE!.AG).toEqual([]);
    });
  });

  describe('operator commands and invalidation', () => {
    it('lists games of a vendor', async () => {
      const { body } = await ops(server, 'games', 'list', '--vendor', 'PG', '--limit', '3');
      expect(body.success).toBe(true);
      expect(body.value).toContain('PG_0001');
      expect(body.value).toContain(`3 of ${catalogue.games.filter((g) => g.vendor === 'PG').length} game(s).`);
      expect((await ops(server, 'games', 'list', '--type', 'CASINO')).body.success).toBe(false);
    });

    it('disables a game (gone from lists at once) and enables it again', async () => {
      const search = { gameType: 'RNG', vassalage: 'PG', gameName: 'Mahjong Ways' };
      expect((await list(search)).games.map((g) => g.gameCode)).toContain('PG_0001');
      expect((await ops(server, 'games', 'disable', 'PG_0001')).body.success).toBe(true);
      expect((await list(search)).games.map((g) => g.gameCode)).not.toContain('PG_0001');
      expect((await list({ gameType: 'RNG' })).totalCount).toBe(SLOT_GAMES - 1);
      expect((await ops(server, 'games', 'enable', 'PG_0001')).body.success).toBe(true);
      expect((await list(search)).games.map((g) => g.gameCode)).toContain('PG_0001');
      const unknown = await ops(server, 'games', 'disable', 'NO_SUCH_GAME');
      expect(unknown.body.success).toBe(false);
      expect(unknown.body.message).toContain('NO_SUCH_GAME');
    });

    it('marks a game hot and not hot', async () => {
      const code = catalogue.games.find((g) => g.gameType === 'RNG' && g.vendor === 'PNG' && !g.isHot)!.gameCode;
      const hotCodes = async () =>
        envelope<HotGamesValue>(await api.get(gameEndpoints.hotGames.path, { vassalage: 'PNG' })).value.list.map(
          (g) => g.gameCode,
        );
      expect(await hotCodes()).not.toContain(code);
      expect((await ops(server, 'games', 'hot', code, 'on')).body.success).toBe(true);
      expect(await hotCodes()).toContain(code);
      expect((await ops(server, 'games', 'hot', code, 'off')).body.success).toBe(true);
      expect(await hotCodes()).not.toContain(code);
      expect((await ops(server, 'games', 'hot', code, 'maybe')).body.success).toBe(false);
    });

    it('picks up a write it was not told about after CATALOGUE_TTL_MS, without making a request wait', async () => {
      const db = server.services.db;
      const game = catalogue.games.find((g) => g.gameCode === 'PT_0003')!;
      const listed = async () =>
        (await list({ gameType: 'RNG', vassalage: 'PT', gameName: game.gameName })).games.some(
          (g) => g.gameCode === game.gameCode,
        );
      invalidateCatalogue(db);
      expect(await listed()).toBe(true);
      // As another instance would: a write without invalidateCatalogue in this process.
      await db.updateTable('games').set({ enabled: false }).where('game_code', '=', game.gameCode).execute();
      try {
        expect(await listed()).toBe(true);
        const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + CATALOGUE_TTL_MS + 1);
        try {
          // This request starts the reload and is answered from the model it has.
          expect(await listed()).toBe(true);
          await vi.waitFor(async () => expect(await listed()).toBe(false), { timeout: 20_000, interval: 50 });
        } finally {
          later.mockRestore();
        }
      } finally {
        await db.updateTable('games').set({ enabled: true }).where('game_code', '=', game.gameCode).execute();
        invalidateCatalogue(db);
      }
    });

    it('drops a vendor the merchant switched off, after invalidateCatalogue', async () => {
      const db = server.services.db;
      await db
        .updateTable('merchant_game_vendors')
        .set({ enabled: false })
        .where('merchant_code', '=', 'demokr')
        .where('vendor', '=', 'MG')
        .execute();
      invalidateCatalogue(db);
      try {
        expect((await list({ gameType: 'RNG', vassalage: 'MG' }, 'demokr')).totalCount).toBe(0);
        const lanes = envelope<VendorLanesValue>(
          await api.get(gameEndpoints.vendorLanes.path, {}, { merchant: 'demokr' }),
        ).value.data.lanes;
        expect(lanes.find((l) => l.title === 'RNG')!.cards.map((c) => c.vassalage)).not.toContain('MG');
        expect((await list({ gameType: 'RNG', vassalage: 'MG' })).totalCount).toBeGreaterThan(0);
      } finally {
        await db
          .updateTable('merchant_game_vendors')
          .set({ enabled: true })
          .where('merchant_code', '=', 'demokr')
          .where('vendor', '=', 'MG')
          .execute();
        invalidateCatalogue(db);
      }
    });
  });
});
