/**
 * The games relays of contract §4.4 (shapes: src/shared/wire/games.ts), answered from the
 * catalogue read model (catalogue.ts) and, for a member's own lists, from the database.
 *
 * The catalogue calls (game list, hot games, vendor lanes, vendor types) and the winner board
 * need no login and read no session: a token sent with them is ignored, which also keeps the
 * hottest call free of a session query. Favourites and recent games need the member's token
 * (auth: 'member') and only ever read or write that member's rows.
 * Unknown vendors, types and sub-categories answer an empty list with success true.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '../../../src/shared/wire';
import { GAME_LIST_MAX_PAGE_SIZE, gameEndpoints } from '../../../src/shared/wire/games';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { memberOf } from '../auth/requireMember';
import { catalogueBase, merchantCatalogue } from './catalogue';
import type { Favourites } from './favourites';
import { recentGames } from './recent';
import {
  favouriteBody,
  favouriteListQuery,
  gameListQuery,
  hotGamesQuery,
  languageQuery,
  recentGamesQuery,
  winnerBoardQuery,
  type FavouriteBodyInput,
  type FavouriteListQuery,
  type GameListQuery,
  type HotGamesQuery,
  type LanguageQuery,
  type RecentGamesQuery,
  type WinnerBoardQuery,
} from './schemas';
import { winnerBoard } from './winners';
import { classifyOf, gameTypeOf, languageOf, pageOf, vendorLanes, vendorsOf, vendorTypes, wireGame } from './wireGames';

/** Hot games answered at most (the home shows 12; the hot view pages through these). */
export const HOT_GAMES_LIMIT = 60;

const EMPTY_LIST = { games: [], totalPages: 0, totalCount: 0 };

/** A node id from a JSON number or a string of digits; undefined when it is neither. */
function nodeIdOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

export type GameRouteOptions = {
  /** The catalogue read model, recent games and the winner board read it (catalogue.ts, recent.ts, winners.ts). */
  db: Kysely<DB>;
  clock: () => Date;
  favourites: Favourites;
};

export async function gameRoutes(app: FastifyInstance, { db, clock, favourites }: GameRouteOptions) {
  const member = { auth: 'member' as const };

  // The hottest call (quality bar 24): its answers are kept as JSON text per page (catalogue.answer).
  app.get<{ Querystring: GameListQuery }>(gameEndpoints.gameList.path, { schema: { querystring: gameListQuery } }, async (request, reply) => {
    const q = request.query;
    const gameType = gameTypeOf(q.gameType);
    const classify = classifyOf(q.gameClassify);
    if (gameType === 'unknown' || classify === 'unknown') return ok(EMPTY_LIST);
    const language = languageOf(q.language, request.language);
    const text = (q.gameName ?? '').trim().toLowerCase();
    const vendors = vendorsOf(q.vassalage);
    const pageSize = Math.min(q.pageSize, GAME_LIST_MAX_PAGE_SIZE);
    const catalogue = await merchantCatalogue(db, request.merchant.code);
    const key = JSON.stringify([gameType, vendors, classify, text, language, q.pageNo, pageSize]);
    const body = catalogue.answer(key, () => {
      const games = catalogue.select({ gameType, vendors, classify, search: text ? { text, language } : undefined });
      const page = pageOf(games, q.pageNo, pageSize, GAME_LIST_MAX_PAGE_SIZE);
      return JSON.stringify(ok({ games: page.items.map((g) => wireGame(g, language)), totalPages: page.totalPages, totalCount: page.totalCount }));
    });
    return body.send(request, reply);
  });

  const hotGames = async (merchantCode: string, query: HotGamesQuery, requestLanguage: string) => {
    const language = languageOf(query.language, requestLanguage);
    const catalogue = await merchantCatalogue(db, merchantCode);
    const hot = catalogue.hot(vendorsOf(query.vassalage)).slice(0, HOT_GAMES_LIMIT);
    return ok({ list: hot.map((g) => wireGame(g, language)) });
  };
  app.get<{ Querystring: HotGamesQuery }>(gameEndpoints.hotGames.path, { schema: { querystring: hotGamesQuery } }, (request) =>
    hotGames(request.merchant.code, request.query, request.language),
  );
  // One third-party client POSTs it (contract §9): the same words in a JSON body, all optional.
  app.post(gameEndpoints.hotGames.path, async (request) => {
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : undefined);
    return hotGames(request.merchant.code, { vassalage: text(body.vassalage, 400), language: text(body.language, 16) }, request.language);
  });

  // Both names are seen for the vendor lanes and for the vendor types (contract §9).
  for (const path of [gameEndpoints.vendorLanes.path, '/wps/relay/GCSGAME_gameVendor']) {
    app.get<{ Querystring: LanguageQuery }>(path, { schema: { querystring: languageQuery } }, async (request) => {
      const catalogue = await merchantCatalogue(db, request.merchant.code);
      return ok({ data: { lanes: vendorLanes(catalogue) } });
    });
  }
  for (const path of [gameEndpoints.vendorTypes.path, '/wps/relay/GLS2_getVassGameType']) {
    app.get(path, async (request) => {
      const catalogue = await merchantCatalogue(db, request.merchant.code);
      return ok({ content: vendorTypes(catalogue) });
    });
  }

  app.get(gameEndpoints.favouriteIds.path, { config: member }, async (request) => ok(await favourites.ids(memberOf(request).id)));

  app.get<{ Querystring: FavouriteListQuery }>(gameEndpoints.favouriteList.path, { config: member, schema: { querystring: favouriteListQuery } }, async (request) => {
    const q = request.query;
    const catalogue = await merchantCatalogue(db, request.merchant.code);
    const filter = { gameType: gameTypeOf(q.gameType), vendors: vendorsOf(q.vassalage) };
    return ok(await favourites.list(memberOf(request).id, catalogue, filter, q, languageOf(q.language, request.language)));
  });

  app.post<{ Body: FavouriteBodyInput }>(gameEndpoints.addFavourite.path, { config: member, schema: { body: favouriteBody } }, async (request) => {
    const catalogue = await merchantCatalogue(db, request.merchant.code);
    return ok(await favourites.add(memberOf(request).id, catalogue, request.body.nodeId));
  });

  // Browsers and proxies differ on DELETE bodies: the node id is read from the JSON body or the query.
  app.delete<{ Querystring: Record<string, unknown> }>(gameEndpoints.removeFavourite.path, { config: member }, async (request) => {
    const body = request.body;
    const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).nodeId : undefined;
    const nodeId = nodeIdOf(fromBody) ?? nodeIdOf(request.query.nodeId);
    if (nodeId === undefined) throw badRequest('Say which game to remove: nodeId must be a positive whole number, in the body or the query.');
    return ok(await favourites.remove(memberOf(request).id, nodeId));
  });

  app.get<{ Querystring: RecentGamesQuery }>(gameEndpoints.recentGames.path, { config: member, schema: { querystring: recentGamesQuery } }, async (request) => {
    const q = request.query;
    const catalogue = await merchantCatalogue(db, request.merchant.code);
    const filter = { gameType: gameTypeOf(q.gameType), vendors: vendorsOf(q.vassalage) };
    return ok(await recentGames(db, memberOf(request).id, catalogue, filter, { pageNo: q.page, pageSize: q.pageSize }, languageOf(q.language, request.language)));
  });

  const winners = async (request: { query: WinnerBoardQuery; merchant: { code: string; site: { currency: { code: string } } }; language: string }) => {
    const gameType = gameTypeOf(request.query.gameCategory);
    if (gameType === 'unknown') return ok({ list: [] });
    const base = await catalogueBase(db);
    return ok(
      await winnerBoard(db, base, {
        merchantCode: request.merchant.code,
        currency: request.merchant.site.currency.code,
        gameType,
        limit: request.query.limitNum,
        language: languageOf(request.query.language, request.language),
        now: clock(),
      }),
    );
  };
  app.get<{ Querystring: WinnerBoardQuery }>(gameEndpoints.winnerBoard.path, { schema: { querystring: winnerBoardQuery } }, winners);
  app.get<{ Querystring: WinnerBoardQuery }>(gameEndpoints.rankList.path, { schema: { querystring: winnerBoardQuery } }, winners);
}
