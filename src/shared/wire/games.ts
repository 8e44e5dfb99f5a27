/**
 * Games on the wire (contract §4.4, spec §2 and §3): the catalogue relays, favourites, recent
 * games, the winner board and the launch call. Paths and query names are [seen]; where the
 * contract saw no shape, the shape here is [design] and the reference server answers it.
 *
 * Money on the winner board is integer minor units in a decimal string, as everywhere else in
 * this client's wire types (the deployed platform's `winAmount` number is not used).
 */
import { endpoint } from './endpoint';

/** Game types that have vendors and lists (spec §3). HOME, HOT, FAV and RECENT are views. */
export const GAME_TYPES = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * [design] The game types a trial account may play for free (accountType 0, play money). Sports,
 * e-sports and lotteries take real-money bets only: a trial is offered a real account there.
 */
export const FREE_PLAY_GAME_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP'];

export const offersFreePlay = (gameType: string): boolean => (FREE_PLAY_GAME_TYPES as readonly string[]).includes(gameType);

export function isGameType(value: unknown): value is GameType {
  return typeof value === 'string' && (GAME_TYPES as readonly string[]).includes(value);
}

/**
 * Sub-categories (gameClassify) of spec §2: scratch, video poker, jackpot, table games, arcade,
 * bingo. Bingo is offered only when the merchant supports language TY.
 */
export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Page sizes of spec §9, and the largest page the server hands out. */
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

/** A game of the catalogue (contract §4.4 game object). */
export type Game = {
  nodeId: number;
  /** The vendor's game code; gameId is the same value (both names are seen). */
  gameCode: string;
  gameId: string;
  vassalage: string;
  gameType: GameType;
  gameName: string;
  nodeName: string;
  /** Name in the requested language (falls back to gameName). */
  displayName: string;
  iconUrl: string;
  showIcon: string;
  defaultIcon: string;
  /** 1 = hot badge. */
  isHot: 0 | 1;
  gameClassify: GameClassify[];
};

/** GCSGAME_gameList query (desktop shape of contract §4.4). Unknown vendor/type → empty list. */
export type GameListArgs = {
  clientType?: number;
  platform?: string;
  merchant?: string;
  gameType?: string;
  /** One vendor code or a comma list ('SPB,SS'); '' or 'ALL' = every vendor. */
  vassalage?: string;
  gameClassify?: string;
  /** Name search, case-insensitive, on gameName and displayName. */
  gameName?: string;
  pageNo: number;
  pageSize: number;
  language?: string;
};
export type GameListValue = { games: Game[]; totalPages: number; totalCount: number };

/** GCSGAME_hotGamesV2 query and value (`value.list`). */
export type HotGamesArgs = { merchantCode?: string; isPlatform?: number; vassalage?: string; platform?: string; language?: string };
export type HotGamesValue = { list: Game[] };

/** A vendor card of a lane (contract §4.4 GCSGAME_newGameVendor). */
export type VendorCard = {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  /** 'lagerIcon' (sic) as seen on the wire. */
  lagerIcon: string;
  smallIcon: string;
  mobileSmallIcon: string;
  h5Icon: string;
  accountTypeName: string;
  /** 'VASSALAGE' = the vendor is a group: choosing it opens a popup game list. '' otherwise. */
  isGame: 'VASSALAGE' | '';
  gameCode: string;
  /** [design] Number of games this vendor has in this type. */
  gameCount: number;
};
export type ClassifyEntry = { key: GameClassify; displayName: string; gameCount: number };
export type VendorLane = { title: GameType; cards: VendorCard[]; gameClassify: ClassifyEntry[] };
export type VendorLanesArgs = { platform?: string; merchantCode?: string; language?: string };
export type VendorLanesValue = { data: { lanes: VendorLane[] } };

/** The web client's platform list for game lists and hot games (contract §4.4). */
export const GAME_PLATFORM = 'flash,html5-desktop';

/** The client type of the web and desktop clients (contract §4.4). */
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
export type VendorTypesArgs = { typeId?: number; merchant_code?: string };
export type VendorTypesValue = { content: Partial<Record<GameType, Record<string, GameClassify[]>>> };

/** Favourites (contract §4.4). The body of add and remove; remove also takes it as a query. */
export type FavouriteBody = { nodeId: number; vendor: string; gameType: string };
export type FavouriteListArgs = {
  clientType?: number;
  platform?: string;
  language?: string;
  gameType?: string;
  vassalage?: string;
  pageNo: number;
  pageSize: number;
};
export type FavouriteListValue = { content: Game[]; pageNum: number; totalPages: number; totalCount: number };

/** GCS_recentGame (spec §7: page, pageSize, gameType, vassalage, language, clientType). */
export type RecentGamesArgs = { page: number; pageSize: number; gameType?: string; vassalage?: string; language?: string; clientType?: number };
export type RecentGamesValue = { list: (Game & { lastPlayedAt: number })[]; totalPages: number; totalCount: number };

/** A winner board row: `value.list[].vo` (contract §4.4). */
export type WinnerRow = {
  vo: {
    /** Masked: 'de***er'. */
    customerName: string;
    gameName: string;
    nodeId: number;
    vassalage: string;
    vendor: string;
    gameType: GameType;
    iconUrl: string;
    /** payout − stake, minor units. */
    winAmountMinor: string;
    currency: string;
    wonAt: number;
  };
};
export type WinnerBoardArgs = { gameCategory?: string; language?: string; limitNum?: number };
export type WinnerBoardValue = { list: WinnerRow[] };

/**
 * GET /wps/game/launchGame. launchMode is required (missing → '#727'). accountType 1 = real
 * money; 0 (free play) is refused by the reference server with a clear error.
 * Lottery launches add the lotto fields (contract §4.6).
 */
export type LaunchArgs = {
  launchMode: 'GLS' | 'LOTT';
  gameId?: string;
  nodeId?: number;
  vassalage: string;
  /**
   * [design] A vendor launch (no nodeId or gameId) for one of the vendor's game types: the
   * reference server opens that vendor's lobby of this type. focusNodeId names the game the
   * lobby lists first (the tile that was clicked).
   */
  gameType?: GameType;
  focusNodeId?: number;
  /** 1 real money (the default), 0 free play with play money (trial accounts, FREE_PLAY_GAME_TYPES). */
  accountType?: 0 | 1;
  platform?: string;
  clientType?: number;
  language?: string;
  roomId?: string;
  backUrl?: string;
  lottoArea?: string;
  lottoPrizeMode?: string;
  lottoGameCode?: string;
  lottoView?: 'betting' | 'lobby';
  device?: string;
};
/** value.content.game_url (current builds); the URL opens the game. */
export type LaunchValue = { content: { game_url: string; game_name: string; vendor: string } };

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
  favouriteLimit: 'game.favourite.limit',
} as const;
export type GameErrorCode = (typeof GameErrorCode)[keyof typeof GameErrorCode];

/** A member keeps at most this many favourites. */
export const MAX_FAVOURITES = 500;

/** Vendor codes that route to pages, not launches (spec §2 "Starting a game"). */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

export const gameEndpoints = {
  gameList: endpoint<GameListArgs, GameListValue>({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', modId: 'GAMELO3', token: 'optional' }),
  hotGames: endpoint<HotGamesArgs, HotGamesValue>({ method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', modId: 'GAMELOHOT3', token: false }),
  vendorLanes: endpoint<VendorLanesArgs, VendorLanesValue>({ method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', token: 'optional' }),
  vendorTypes: endpoint<VendorTypesArgs, VendorTypesValue>({ method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', modId: 'COMM3', token: 'optional' }),
  favouriteIds: endpoint<void, number[]>({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', modId: 'GAMELOFAV3', token: true }),
  favouriteList: endpoint<FavouriteListArgs, FavouriteListValue>({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', modId: 'GAMELOFAV3', token: true }),
  addFavourite: endpoint<FavouriteBody, number[]>({ method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', modId: 'GAMELOFAV3', token: true }),
  removeFavourite: endpoint<FavouriteBody, number[]>({ method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', modId: 'GAMELOFAV3', token: true }),
  recentGames: endpoint<RecentGamesArgs, RecentGamesValue>({ method: 'GET', path: '/wps/relay/GCS_recentGame', modId: 'GAMELOREC3', token: true }),
  winnerBoard: endpoint<WinnerBoardArgs, WinnerBoardValue>({ method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', modId: 'COMM3', token: false }),
  rankList: endpoint<WinnerBoardArgs, WinnerBoardValue>({ method: 'GET', path: '/wps/relay/GCSGAME_getRankList', token: false }),
  launch: endpoint<LaunchArgs, LaunchValue>({ method: 'GET', path: '/wps/game/launchGame', modId: 'GAMELO3', token: true, alert: false }),
} as const;
