/**
 * Schemas of the games calls (src/shared/wire/games.ts): the catalogue relays, favourites,
 * recent games, the winner board and the launch call. Paths and query names are [seen]; where
 * the deployed platform was not seen to send a shape, the shape is [design] (docs/protocol.md).
 *
 * The arguments' bounds are what the server accepts. Fastify's Ajv drops the properties a closed
 * object does not name and coerces the query's numbers. Page sizes are accepted up to a large
 * bound and capped by the handler (issue 5: "page sizes are capped"), so an old client asking
 * for 999 gets the largest page rather than an error. Unknown vendors, types and sub-categories
 * are words, not errors: they answer an empty list (server/domains/games/wireGames.ts).
 */
import type { TArray, TOptional, TRecord, TString } from '@sinclair/typebox';
import {
  FAVOURITE_HOME_PAGE_SIZE,
  GAME_CLASSIFIES,
  GAME_NAME_MAX_LENGTH,
  GAME_TYPES,
  LOBBY_PAGE_SIZE,
  RECENT_PAGE_SIZE,
  WINNER_BOARD_SIZE,
  type GameType as GameTypeName,
} from '../games';
import { call, Dict, Minor, Obj, OneOf, T } from './kit';
import { EpochMs, pageFields } from './paging';

/** An optional word of a query or body, bounded. */
const word = (maxLength: number) => T.Optional(T.String({ maxLength }));
/** A page size or a row count: any up to a large bound, capped by the handler. */
const size = (fallback: number) => T.Integer({ minimum: 1, maximum: 1_000_000, default: fallback });
/** A catalogue node id as a request names it. */
const nodeId = () => T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** Words the deployed clients send with every catalogue call; the reference server reads none of them. */
const clientWords = {
  /** The client type: 3 for the web and desktop clients (CLIENT_TYPE). */
  clientType: T.Optional(T.Integer({ minimum: 0, maximum: 99 })),
  /** The platform list of the games wanted ('flash,html5-desktop'). */
  platform: word(64),
};
/** The display-name language: a platform code ('EN', 'KO'); the request's Language when absent or unknown. */
const language = word(16);
/** One vendor code or a comma list ('SPB,SS'); '' or 'ALL' = every vendor. */
const vassalage = word(400);
/** A game type; '' or 'ALL' = every type, an unknown one matches nothing. */
const gameType = word(32);

export const GameType = OneOf(GAME_TYPES);

/**
 * Sub-categories (gameClassify): scratch, video poker, jackpot, table games, arcade, bingo.
 * Bingo is offered only when the merchant supports language TY.
 */
export const GameClassify = OneOf(GAME_CLASSIFIES);

/** A game of the catalogue. */
export const Game = Obj({
  nodeId: T.Integer(),
  /** The vendor's game code; gameId is the same value (both names are seen). */
  gameCode: T.String(),
  gameId: T.String(),
  vassalage: T.String(),
  gameType: GameType,
  gameName: T.String(),
  nodeName: T.String(),
  /** Name in the requested language (falls back to gameName). */
  displayName: T.String(),
  iconUrl: T.String(),
  showIcon: T.String(),
  defaultIcon: T.String(),
  /** 1 = hot badge. */
  isHot: T.Union([T.Literal(0), T.Literal(1)]),
  gameClassify: T.Array(GameClassify),
});

/** GCSGAME_gameList query (the desktop shape). Unknown vendor/type → empty list. */
export const GameListArgs = Obj({
  ...clientWords,
  merchant: word(32),
  gameType,
  vassalage,
  /** Sub-categories, a comma list of GAME_CLASSIFIES. */
  gameClassify: word(64),
  /** Name search, case-insensitive, on gameName and displayName. */
  gameName: word(GAME_NAME_MAX_LENGTH),
  pageNo: pageFields.pageNo,
  pageSize: size(LOBBY_PAGE_SIZE),
  language,
});
export const GameListValue = Obj({ games: T.Array(Game), totalPages: T.Integer(), totalCount: T.Integer() });

/** GCSGAME_hotGamesV2 query (or, from one third-party client, JSON body) and value (`value.list`). */
export const HotGamesArgs = Obj({
  merchantCode: word(32),
  isPlatform: T.Optional(T.Integer({ minimum: 0, maximum: 99 })),
  vassalage,
  platform: clientWords.platform,
  language,
});
export const HotGamesValue = Obj({ list: T.Array(Game) });

/** A vendor card of a lane (GCSGAME_newGameVendor). */
export const VendorCard = Obj({
  vassalage: T.String(),
  displayName: T.String(),
  gameType: GameType,
  /** 'lagerIcon' (sic) as seen on the wire. */
  lagerIcon: T.String(),
  smallIcon: T.String(),
  mobileSmallIcon: T.String(),
  h5Icon: T.String(),
  accountTypeName: T.String(),
  /** 'VASSALAGE' = the vendor is a group: choosing it opens a popup game list. '' otherwise. */
  isGame: OneOf(['VASSALAGE', '']),
  gameCode: T.String(),
  /** [design] Number of games this vendor has in this type. */
  gameCount: T.Integer(),
});
export const ClassifyEntry = Obj({ key: GameClassify, displayName: T.String(), gameCount: T.Integer() });
export const VendorLane = Obj({ title: GameType, cards: T.Array(VendorCard), gameClassify: T.Array(ClassifyEntry) });
export const VendorLanesArgs = Obj({ platform: clientWords.platform, merchantCode: word(32), language });
export const VendorLanesValue = Obj({ data: Obj({ lanes: T.Array(VendorLane) }) });

/** GCSGAME_getVassGameType: game type → vendor → the sub-categories that vendor has. */
export const VendorTypesArgs = Obj({
  typeId: T.Optional(T.Integer({ minimum: 0, maximum: 99 })),
  merchant_code: word(32),
});
export const VendorTypesValue = Obj({
  content: Obj(
    Object.fromEntries(GAME_TYPES.map((type) => [type, T.Optional(Dict(T.Array(GameClassify)))])) as {
      [K in GameTypeName]: TOptional<TRecord<TString, TArray<typeof GameClassify>>>;
    },
  ),
});

/**
 * Favourites: the body of add and remove. The node id as a positive integer (JSON number or
 * digits); vendor and type are informative.
 */
export const FavouriteBody = Obj({ nodeId: nodeId(), vendor: word(32), gameType: word(32) });
/**
 * Remove takes the same body, or (browsers and proxies differ on DELETE bodies) no body and the
 * node id in the query, which the server reads by hand.
 */
export const FavouriteRemoveArgs = T.Union([FavouriteBody, T.Null()]);
/** The member's favourite node ids, newest first: what favouriteIds, add and remove answer. */
export const FavouriteIds = T.Array(T.Integer());
export const FavouriteListArgs = Obj({
  ...clientWords,
  language,
  gameType,
  vassalage,
  pageNo: pageFields.pageNo,
  pageSize: size(FAVOURITE_HOME_PAGE_SIZE),
});
export const FavouriteListValue = Obj({
  content: T.Array(Game),
  pageNum: T.Integer(),
  totalPages: T.Integer(),
  totalCount: T.Integer(),
});

/** GCS_recentGame: page, pageSize, gameType, vassalage, language, clientType. */
export const RecentGamesArgs = Obj({
  page: pageFields.pageNo,
  pageSize: size(RECENT_PAGE_SIZE),
  gameType,
  vassalage,
  language,
  clientType: clientWords.clientType,
});
export const RecentGame = Obj({ ...Game.properties, lastPlayedAt: EpochMs() });
export const RecentGamesValue = Obj({ list: T.Array(RecentGame), totalPages: T.Integer(), totalCount: T.Integer() });

/**
 * A winner board row: `value.list[].vo`. Money is integer minor units in a decimal string, as
 * everywhere else (the deployed platform's `winAmount` number is not used).
 */
export const WinnerRow = Obj({
  vo: Obj({
    /** Masked: 'de***er'. */
    customerName: T.String(),
    gameName: T.String(),
    /** 0 when the bet names no catalogue game. */
    nodeId: T.Integer({ minimum: 0 }),
    vassalage: T.String(),
    vendor: T.String(),
    gameType: GameType,
    iconUrl: T.String(),
    /** payout − stake, minor units. */
    winAmountMinor: Minor(),
    currency: T.String(),
    wonAt: EpochMs(),
  }),
});
/** gameCategory: a game type, or 'ALL' / '' for every type. */
export const WinnerBoardArgs = Obj({ gameCategory: gameType, language, limitNum: size(WINNER_BOARD_SIZE) });
export const WinnerBoardValue = Obj({ list: T.Array(WinnerRow) });

/**
 * GET /wps/game/launchGame. launchMode 'GLS' (a game) or 'LOTT' (a lottery): a missing or
 * unknown one answers '#727' (GameErrorCode.systemBusy), so the schema lets any short text
 * through to the handler (server/domains/play/launch.ts), which also explains which game
 * fields are wrong. Lottery launches add the lotto fields.
 */
export const LaunchArgs = Obj({
  launchMode: word(16),
  gameId: word(64),
  /** 0 = none (a vendor launch). */
  nodeId: T.Optional(T.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  vassalage: word(64),
  /**
   * [design] A vendor launch (no nodeId or gameId) for one of the vendor's game types: the
   * reference server opens that vendor's lobby of this type. focusNodeId names the game the
   * lobby lists first (the tile that was clicked).
   */
  gameType,
  focusNodeId: T.Optional(T.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  /** 1 real money (the default), 0 free play with play money (trial accounts, FREE_PLAY_GAME_TYPES). */
  accountType: T.Optional(T.Union([T.Literal(0), T.Literal(1)])),
  ...clientWords,
  language,
  roomId: word(64),
  backUrl: word(2048),
  lottoArea: word(64),
  lottoPrizeMode: word(64),
  lottoGameCode: word(64),
  lottoView: T.Optional(OneOf(['betting', 'lobby'])),
  device: word(32),
});
/** value.content.game_url (current builds); the URL opens the game. */
export const LaunchValue = Obj({ content: Obj({ game_url: T.String(), game_name: T.String(), vendor: T.String() }) });

export const gamesSchemas = {
  gameList: call(GameListValue, GameListArgs),
  hotGames: call(HotGamesValue, HotGamesArgs),
  vendorLanes: call(VendorLanesValue, VendorLanesArgs),
  vendorTypes: call(VendorTypesValue, VendorTypesArgs),
  favouriteIds: call(FavouriteIds),
  favouriteList: call(FavouriteListValue, FavouriteListArgs),
  addFavourite: call(FavouriteIds, FavouriteBody),
  removeFavourite: call(FavouriteIds, FavouriteRemoveArgs),
  recentGames: call(RecentGamesValue, RecentGamesArgs),
  winnerBoard: call(WinnerBoardValue, WinnerBoardArgs),
  /** GCSGAME_getRankList: the winner board under its mobile name. */
  rankList: call(WinnerBoardValue, WinnerBoardArgs),
  launch: call(LaunchValue, LaunchArgs),
};

/** The second names of games calls, seen from other clients: the same schemas as their first names. */
export const gameAliasesSchemas = {
  /** [seen] One third-party client POSTs the hot games: the same words in a JSON body. */
  hotGamesByPost: gamesSchemas.hotGames,
  /** [seen] The older name of the vendor lanes. */
  gameVendor: gamesSchemas.vendorLanes,
  /** [seen] The vendor types under their GLS2 name. */
  glsVendorTypes: gamesSchemas.vendorTypes,
};
