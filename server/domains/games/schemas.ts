/**
 * Query and body schemas of the games calls (TypeBox: what Fastify validates, and the types
 * handlers read). Only the parameters a handler reads are declared; the other words clients
 * send (clientType, platform, merchant, token, isPlatform…) pass unchecked and unused.
 * Page sizes are accepted up to a large bound and capped by the handler (issue 5: "page sizes
 * are capped"), so an old client asking for 999 gets the largest page rather than an error.
 */
import { Type, type Static } from '@sinclair/typebox';
import { GAME_NAME_MAX_LENGTH, LOBBY_PAGE_SIZE, RECENT_PAGE_SIZE, WINNER_BOARD_SIZE, FAVOURITE_HOME_PAGE_SIZE } from '../../../src/shared/wire/games';

const word = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const pageNo = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const pageSize = (fallback: number) => Type.Integer({ minimum: 1, maximum: 1_000_000, default: fallback });

export const gameListQuery = Type.Object({
  gameType: word(32),
  vassalage: word(400),
  gameClassify: word(64),
  gameName: word(GAME_NAME_MAX_LENGTH),
  pageNo,
  pageSize: pageSize(LOBBY_PAGE_SIZE),
  language: word(16),
});
export type GameListQuery = Static<typeof gameListQuery>;

export const hotGamesQuery = Type.Object({ vassalage: word(400), language: word(16) });
export type HotGamesQuery = Static<typeof hotGamesQuery>;

export const languageQuery = Type.Object({ language: word(16) });
export type LanguageQuery = Static<typeof languageQuery>;

export const favouriteListQuery = Type.Object({
  gameType: word(32),
  vassalage: word(400),
  pageNo,
  pageSize: pageSize(FAVOURITE_HOME_PAGE_SIZE),
  language: word(16),
});
export type FavouriteListQuery = Static<typeof favouriteListQuery>;

/** The node id as a positive integer (JSON number or digits); vendor and type are informative. */
export const favouriteBody = Type.Object({
  nodeId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  vendor: word(32),
  gameType: word(32),
});
export type FavouriteBodyInput = Static<typeof favouriteBody>;

export const recentGamesQuery = Type.Object({
  page: pageNo,
  pageSize: pageSize(RECENT_PAGE_SIZE),
  gameType: word(32),
  vassalage: word(400),
  language: word(16),
});
export type RecentGamesQuery = Static<typeof recentGamesQuery>;

export const winnerBoardQuery = Type.Object({
  gameCategory: word(32),
  language: word(16),
  limitNum: Type.Integer({ minimum: 1, maximum: 1_000_000, default: WINNER_BOARD_SIZE }),
});
export type WinnerBoardQuery = Static<typeof winnerBoardQuery>;
