/**
 * Games on the wire (docs/protocol.md): the catalogue relays, favourites, recent games, the
 * winner board and the launch call. Paths and query names are [seen]; where the deployed
 * platform was not seen to send a shape, the shape is [design] and the reference server answers
 * it. The types are those of the schemas (./schemas/games.ts), where each field is described.
 *
 * Money on the winner board is integer minor units in a decimal string, as everywhere else in
 * this client's wire types (the deployed platform's `winAmount` number is not used).
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/games';

/** Game types that have vendors and lists. HOME, HOT, FAV and RECENT are views, not types. */
export const GAME_TYPES = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * [design] The game types a trial account may play for free (accountType 0, play money). Sports,
 * e-sports and lotteries take real-money bets only: a trial is offered a real account there.
 */
export const FREE_PLAY_GAME_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP'];

export const offersFreePlay = (gameType: string): boolean =>
  (FREE_PLAY_GAME_TYPES as readonly string[]).includes(gameType);

export function isGameType(value: unknown): value is GameType {
  return typeof value === 'string' && (GAME_TYPES as readonly string[]).includes(value);
}

/**
 * Sub-categories (gameClassify): scratch, video poker, jackpot, table games, arcade,
 * bingo. Bingo is offered only when the merchant supports language TY.
 */
export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Page sizes the screens ask for, and the largest page the server hands out. */
export const LOBBY_PAGE_SIZE = 36;
export const RECENT_PAGE_SIZE = 24;
export const HOME_PAGE_SIZE = 24;
export const HOME_HOT_GAMES = 12;
export const HOME_VENDORS = 5;
export const WINNER_BOARD_SIZE = 20;
export const FAVOURITE_HOME_PAGE_SIZE = 999;
export const GAME_LIST_MAX_PAGE_SIZE = 120;
/** Longest name search the server accepts. */
export const GAME_NAME_MAX_LENGTH = 50;

export type Game = Static<typeof schemas.Game>;
/** GCSGAME_gameList query (the desktop shape). Unknown vendor/type → empty list. */
export type GameListArgs = Static<typeof schemas.GameListArgs>;
export type GameListValue = Static<typeof schemas.GameListValue>;

/** GCSGAME_hotGamesV2 query and value (`value.list`). */
export type HotGamesArgs = Static<typeof schemas.HotGamesArgs>;
export type HotGamesValue = Static<typeof schemas.HotGamesValue>;

/** A vendor card of a lane (GCSGAME_newGameVendor). */
export type VendorCard = Static<typeof schemas.VendorCard>;
export type ClassifyEntry = Static<typeof schemas.ClassifyEntry>;
export type VendorLane = Static<typeof schemas.VendorLane>;
export type VendorLanesArgs = Static<typeof schemas.VendorLanesArgs>;
export type VendorLanesValue = Static<typeof schemas.VendorLanesValue>;

/** The web client's platform list for game lists and hot games [seen]. */
export const GAME_PLATFORM = 'flash,html5-desktop';

/** The client type of the web and desktop clients [seen]. */
export const CLIENT_TYPE = 3;

/** A game list call as the client sends it: its platform and client type first. */
export function gameListArgs(args: GameListArgs): GameListArgs {
  return { clientType: CLIENT_TYPE, platform: GAME_PLATFORM, ...args };
}

/** GCSGAME_getVassGameType as the lobby asks it: every game type. */
export const VENDOR_TYPES_ARGS: VendorTypesArgs = { typeId: 0 };

/**
 * The arguments the web client sends for hot games and vendor lanes, word for word: the
 * client asks with them (src/features/games/gamesApi.ts) and the server answers them ahead of
 * time with the page (src/shared/bootAnswers.ts), so both must build them here.
 */
export function hotGamesArgs(language: string, vassalage = ''): HotGamesArgs {
  return { isPlatform: 2, vassalage, platform: GAME_PLATFORM, language };
}

export function vendorLanesArgs(language: string): VendorLanesArgs {
  return { platform: 'html5-desktop', language };
}

/** GCSGAME_getVassGameType: game type → vendor → the sub-categories that vendor has. */
export type VendorTypesArgs = Static<typeof schemas.VendorTypesArgs>;
export type VendorTypesValue = Static<typeof schemas.VendorTypesValue>;

/** Favourites. The body of add and remove; remove also takes the node id in the query. */
export type FavouriteBody = Static<typeof schemas.FavouriteBody>;
export type FavouriteListArgs = Static<typeof schemas.FavouriteListArgs>;
export type FavouriteListValue = Static<typeof schemas.FavouriteListValue>;

/** GCS_recentGame: page, pageSize, gameType, vassalage, language, clientType. */
export type RecentGamesArgs = Static<typeof schemas.RecentGamesArgs>;
export type RecentGamesValue = Static<typeof schemas.RecentGamesValue>;

/** A winner board row: `value.list[].vo`. */
export type WinnerRow = Static<typeof schemas.WinnerRow>;
export type WinnerBoardArgs = Static<typeof schemas.WinnerBoardArgs>;
export type WinnerBoardValue = Static<typeof schemas.WinnerBoardValue>;

/**
 * GET /wps/game/launchGame. launchMode ('GLS' or 'LOTT') is required: missing or unknown →
 * '#727'. accountType 1 = real money; 0 = free play, for trial accounts only. Lottery launches
 * add the lotto fields.
 */
export type LaunchArgs = Static<typeof schemas.LaunchArgs>;
/** value.content.game_url (current builds); the URL opens the game. */
export type LaunchValue = Static<typeof schemas.LaunchValue>;

/** Error codes of the games calls. '#734' and '#727' are [seen]; the rest are [design]. */
export const GameErrorCode = {
  /** The previous game has not finished (a round is still open). */
  previousGameOpen: '#734',
  /** launchMode missing. */
  systemBusy: '#727',
  notFound: 'game.not.found',
  disabled: 'game.disabled',
  trialAccount: 'game.trial.account',
  launchExpired: 'game.launch.expired',
  /** An external provider's launch endpoint is down, slow or answered nonsense (docs/protocol.md). */
  providerUnavailable: 'game.provider.unavailable',
  favouriteLimit: 'game.favourite.limit',
} as const;
export type GameErrorCode = (typeof GameErrorCode)[keyof typeof GameErrorCode];

/** A member keeps at most this many favourites. */
export const MAX_FAVOURITES = 500;

/** Vendor codes that route to pages of their own, not launches. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

/**
 * Their schemas: ./schemas/games.ts. The catalogue calls read no session (a token sent with them
 * is ignored, which keeps the hottest call free of a session query): no `token` flag. Hot games
 * and the winner board say `token: false`, so a signed-in client may use their boot answers too
 * (src/api/bootAnswers.ts).
 */
export const gameEndpoints = endpointGroup('games')({
  gameList: { method: 'GET', path: '/wps/relay/GCSGAME_gameList', modId: 'GAMELO3' },
  hotGames: { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', modId: 'GAMELOHOT3', token: false },
  vendorLanes: { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor' },
  vendorTypes: { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', modId: 'COMM3' },
  favouriteIds: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', modId: 'GAMELOFAV3', token: true },
  favouriteList: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', modId: 'GAMELOFAV3', token: true },
  addFavourite: { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', modId: 'GAMELOFAV3', token: true },
  removeFavourite: {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    modId: 'GAMELOFAV3',
    token: true,
  },
  recentGames: { method: 'GET', path: '/wps/relay/GCS_recentGame', modId: 'GAMELOREC3', token: true },
  winnerBoard: { method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', modId: 'COMM3', token: false },
  rankList: { method: 'GET', path: '/wps/relay/GCSGAME_getRankList' },
  launch: { method: 'GET', path: '/wps/game/launchGame', modId: 'GAMELO3', token: true, alert: false },
});

/**
 * The second names of games calls that other clients were seen to use; the reference server
 * answers them like the first names (./schemas/games.ts gameAliasesSchemas). The web client
 * never calls them, so the group is marked pure: the bundler leaves it out of the client.
 */
export const gameAliasEndpoints = /* @__PURE__ */ endpointGroup('gameAliases')({
  hotGamesByPost: { method: 'POST', path: '/wps/relay/GCSGAME_hotGamesV2' },
  gameVendor: { method: 'GET', path: '/wps/relay/GCSGAME_gameVendor' },
  glsVendorTypes: { method: 'GET', path: '/wps/relay/GLS2_getVassGameType' },
});
