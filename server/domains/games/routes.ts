/**
 * The games relays (src/shared/wire/games.ts, each route registered from its definition),
 * answered from the catalogue read model (catalogue.ts) and, for a member's own lists, from the
 * database.
 *
 * The catalogue calls (game list, hot games, vendor lanes, vendor types) and the winner board
 * need no login and read no session: a token sent with them is ignored, which also keeps the
 * hottest call free of a session query. Favourites and recent games need the member's token
 * and only ever read or write that member's rows.
 * Unknown vendors, types and sub-categories answer an empty list with success true.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '../../../src/shared/wire';
import {
  GAME_LIST_MAX_PAGE_SIZE,
  gameAliasEndpoints,
  gameEndpoints,
  type GameListValue,
  type HotGamesArgs,
} from '../../../src/shared/wire/games';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { wireRoute } from '../../http/wireRoute';
import { memberOf } from '../auth/requireMember';
import { catalogueBase, merchantCatalogue } from './catalogue';
import type { Favourites } from './favourites';
import { recentGames } from './recent';
import { winnerBoard } from './winners';
import { classifyOf, gameTypeOf, languageOf, pageOf, vendorLanes, vendorsOf, vendorTypes, wireGame } from './wireGames';

/** Hot games answered at most (the home shows 12; the hot view pages through these). */
export const HOT_GAMES_LIMIT = 60;

const EMPTY_LIST = { games: [], totalPages: 0, totalCount: 0 };

/** A node id from a query's string of digits; undefined when it is not one. */
function nodeIdOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

export type GameRouteOptions = {
  /** The catalogue read model, recent games and the winner board read it (catalogue.ts, recent.ts, winners.ts). */
  db: Kysely<DB>;
  clock: () => Date;
  favourites: Favourites;
};

export async function gameRoutes(app: FastifyInstance, { db, clock, favourites }: GameRouteOptions) {
  const g = gameEndpoints;
  const alias = gameAliasEndpoints;

  // The hottest call: its answers are kept as JSON text per page (catalogue.answer), sent as
  // they are (so the reply, not an envelope, is what the handler gives back).
  wireRoute(app, g.gameList, {}, async (request, reply) => {
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
      const value: GameListValue = {
        games: page.items.map((game) => wireGame(game, language)),
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      };
      return JSON.stringify(ok(value));
    });
    return body.send(request, reply);
  });

  const hotGames = async (merchantCode: string, query: HotGamesArgs, requestLanguage: string) => {
    const language = languageOf(query.language, requestLanguage);
    const catalogue = await merchantCatalogue(db, merchantCode);
    const hot = catalogue.hot(vendorsOf(query.vassalage)).slice(0, HOT_GAMES_LIMIT);
    return ok({ list: hot.map((game) => wireGame(game, language)) });
  };
  wireRoute(app, g.hotGames, {}, (request) => hotGames(request.merchant.code, request.query, request.language));
  wireRoute(app, alias.hotGamesByPost, {}, (request) =>
    hotGames(request.merchant.code, request.body, request.language),
  );

  // Both names are seen for the vendor lanes and for the vendor types.
  for (const def of [g.vendorLanes, alias.gameVendor]) {
    wireRoute(app, def, {}, async (request) =>
      ok({ data: { lanes: vendorLanes(await merchantCatalogue(db, request.merchant.code)) } }),
    );
  }
  for (const def of [g.vendorTypes, alias.glsVendorTypes]) {
    wireRoute(app, def, {}, async (request) =>
      ok({ content: vendorTypes(await merchantCatalogue(db, request.merchant.code)) }),
    );
  }

  wireRoute(app, g.favouriteIds, {}, async (request) => ok(await favourites.ids(memberOf(request).id)));

  wireRoute(app, g.favouriteList, {}, async (request) => {
    const q = request.query;
    const catalogue = await merchantCatalogue(db, request.merchant.code);
    const filter = { gameType: gameTypeOf(q.gameType), vendors: vendorsOf(q.vassalage) };
    return ok(
      await favourites.list(memberOf(request).id, catalogue, filter, q, languageOf(q.language, request.language)),
    );
  });

  wireRoute(app, g.addFavourite, {}, async (request) => {
    const catalogue = await merchantCatalogue(db, request.merchant.code);
    return ok(await favourites.add(memberOf(request).id, catalogue, request.body.nodeId));
  });

  // Browsers and proxies differ on DELETE bodies: the node id is read from the JSON body or the query.
  wireRoute(app, g.removeFavourite, {}, async (request) => {
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.nodeId;
    const nodeId = request.body?.nodeId ?? nodeIdOf(fromQuery);
    if (nodeId === undefined)
      throw badRequest('Say which game to remove: nodeId must be a positive whole number, in the body or the query.');
    return ok(await favourites.remove(memberOf(request).id, nodeId));
  });

  wireRoute(app, g.recentGames, {}, async (request) => {
    const q = request.query;
    const catalogue = await merchantCatalogue(db, request.merchant.code);
    const filter = { gameType: gameTypeOf(q.gameType), vendors: vendorsOf(q.vassalage) };
    return ok(
      await recentGames(
        db,
        memberOf(request).id,
        catalogue,
        filter,
        { pageNo: q.page, pageSize: q.pageSize },
        languageOf(q.language, request.language),
      ),
    );
  });

  for (const def of [g.winnerBoard, g.rankList]) {
    wireRoute(app, def, {}, async (request) => {
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
    });
  }
}
