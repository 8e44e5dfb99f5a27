/**
 * Answers the server hands the page with index.html, beside the status (./bootStatus.ts): the
 * calls a guest's first home or lobby page makes, answered ahead of time, so the page paints
 * its banner and games without a round trip, from one render, and the home page needs no HTTP
 * library before it is idle (issue 15). server/web/bootAnswers.ts writes them;
 * src/api/bootAnswers.ts answers each matching call from them once.
 *
 * A call matches only when path, query (in any order) and Language header are the client's
 * own, so a member, another language or another merchant simply asks the server as before.
 */
import {
  announcementArgs,
  announcementEndpoints,
  bannersInOrder,
  gameEndpoints,
  gameListArgs,
  hotGamesArgs,
  LOBBY_PAGE_SIZE,
  VENDOR_TYPES_ARGS,
  vendorLanesArgs,
  type Banner,
  type EndpointDef,
  type GameType,
  type VendorLane,
} from './wire';
import { canonicalQuery } from './wire/query';
import { laneClassifies, laneOf, laneVendors, offeredClassifies, showsVendorMenu } from './lobbyMenus';

export const BOOT_ANSWERS_ELEMENT_ID = 'boot-answers';

/** A call as the client makes it: endpoint and arguments. */
export type BootCall = { endpoint: EndpointDef<unknown, unknown>; args: Record<string, unknown> };

/** One answered call: where it goes, its query string, the Language it was asked in, the envelope. */
export type BootAnswer = { path: string; query: string; language: string; envelope: unknown };

/** What the element holds. */
export type BootAnswers = { answers: BootAnswer[] };

const call = <A>(endpoint: EndpointDef<A, unknown>, args: A): BootCall => ({
  endpoint: endpoint as EndpointDef<unknown, unknown>,
  args: args as Record<string, unknown>,
});

/**
 * The calls of a guest's first home page in `language` (a platform code such as 'EN'): the
 * guests' announcements (banner, marquee, popup), the vendor lanes and the hot games.
 */
export function guestHomeCalls(language: string): BootCall[] {
  return [
    call(announcementEndpoints.list, announcementArgs('guest')),
    call(gameEndpoints.vendorLanes, vendorLanesArgs(language)),
    call(gameEndpoints.hotGames, hotGamesArgs(language)),
  ];
}

/**
 * The calls of a guest's first lobby page of `gameType` (src/features/games/lobby/GameLobby.tsx):
 * the frame's announcements and vendor lanes, the vendor menus, and the first page of games
 * with no filter.
 */
export function lobbyCalls(gameType: GameType, language: string): BootCall[] {
  return [
    call(announcementEndpoints.list, announcementArgs('guest')),
    call(gameEndpoints.vendorLanes, vendorLanesArgs(language)),
    call(gameEndpoints.vendorTypes, VENDOR_TYPES_ARGS),
    call(
      gameEndpoints.gameList,
      gameListArgs({ gameType, vassalage: '', language, pageNo: 1, pageSize: LOBBY_PAGE_SIZE }),
    ),
  ];
}

/** The calls answered with the page at `path`; none for pages not listed here. */
export function bootCallsFor(path: string, language: string): BootCall[] {
  if (HOME_PAGE_PATHS.includes(path)) return guestHomeCalls(language);
  const gameType = Object.hasOwn(LOBBY_PAGE_TYPES, path) ? LOBBY_PAGE_TYPES[path] : undefined;
  return gameType ? lobbyCalls(gameType, language) : [];
}

/** The key both sides agree on for a GET call. */
export function bootAnswerKey(path: string, query: string, language: string): string {
  return `${language.toUpperCase()} ${path}?${canonicalQuery(query)}`;
}

/**
 * The pages that show the home page (src/app/routeTable.ts: home, and the login, register and
 * help popups over it); tests/unit/src/app/routeTable.test.ts keeps this list and the lobby
 * pages below equal to the table. Other pages get no answers: they would only make the page
 * heavier.
 */
export const HOME_PAGE_PATHS: readonly string[] = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/help',
];

/**
 * The lobby pages' screen as a source module of the build (src/app/router.tsx loads it lazily):
 * the server preloads its chunk with those pages (server/webPreloads.ts).
 */
export const LOBBY_SCREEN_SOURCE = 'features/lobby/GameListCenter.tsx';

/** The lobby pages and the game type each lists (src/app/routeTable.ts, screen gameList). */
export const LOBBY_PAGE_TYPES: Readonly<Record<string, GameType>> = {
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
};

/** The root-relative URL `url` when it is one, for a preload on the page's own origin. */
const sameOriginPath = (url: unknown): string | undefined =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : undefined;

/**
 * The home banner's first image in the answers, when it is on the page's own origin: the
 * largest image of the first screen, which the server preloads with the page so it does not
 * wait for the scripts. Undefined without announcements or home banners.
 */
export function firstHomeBannerImage(answers: readonly BootAnswer[]): string | undefined {
  const listed = answers.find((answer) => answer.path === announcementEndpoints.list.path)?.envelope as
    { value?: { banners?: Banner[] } } | undefined;
  const banners = Array.isArray(listed?.value?.banners) ? listed.value.banners : [];
  const [first] = bannersInOrder(
    banners.filter((banner) => banner.groupName === 'w_home' && typeof banner.url === 'string'),
  );
  return sameOriginPath(first?.url);
}

/**
 * The images of the first `count` tiles of a lobby page's first page of games (a game's icon,
 * as src/features/games/card/GameCard.tsx shows it): the lobby's largest paint is its first
 * tiles, which the server asks for with the page so they do not wait for the list to render.
 */
export function firstLobbyTileImages(answers: readonly BootAnswer[], count: number): string[] {
  const listed = answers.find((answer) => answer.path === gameEndpoints.gameList.path)?.envelope as
    { value?: { games?: unknown[] } } | undefined;
  const games = Array.isArray(listed?.value?.games) ? listed.value.games : [];
  return games
    .slice(0, count)
    .map((game) => {
      const { iconUrl, showIcon } = (game ?? {}) as { iconUrl?: unknown; showIcon?: unknown };
      return sameOriginPath(iconUrl || showIcon);
    })
    .filter((url): url is string => url !== undefined);
}

/** The filter rows a lobby page will show above its games (src/features/games/lobby/GameLobby.tsx). */
export type LobbyRows = { vendorMenu: boolean; chips: boolean };

/**
 * Which filter rows the first lobby page of `gameType` shows, from its vendor lanes answer and
 * the site's language codes (bingo's chip needs TY), as src/features/games/lobby/useLobbyMenus.ts
 * decides them: the first paint (src/shared/firstPaint.ts) leaves their room.
 */
export function lobbyRowsOf(
  answers: readonly BootAnswer[],
  gameType: GameType,
  languages: readonly string[],
): LobbyRows {
  const lanes = answers.find((answer) => answer.path === gameEndpoints.vendorLanes.path)?.envelope as
    { value?: { data?: { lanes?: unknown } } } | undefined;
  const listed = lanes?.value?.data?.lanes;
  const lane = laneOf(Array.isArray(listed) ? (listed as VendorLane[]) : undefined, gameType);
  return {
    vendorMenu: showsVendorMenu(laneVendors(lane).length),
    chips: offeredClassifies(laneClassifies(lane), languages).length > 0,
  };
}
