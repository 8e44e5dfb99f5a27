/**
 * Catalogue games and vendors as the wire answers them (src/shared/wire/games.ts), plus the
 * paging and the query words every catalogue call shares: vendor lists ('PG,JL', '' or 'ALL'),
 * sub-categories and the language of display names.
 */
import { normaliseLanguageCode } from '../../../src/shared/wire/languages';
import {
  GAME_CLASSIFIES,
  GAME_TYPES,
  isGameType,
  type ClassifyEntry,
  type Game,
  type GameClassify,
  type GameType,
  type VendorCard,
  type VendorLane,
} from '../../../src/shared/wire/games';
import { CLASSIFY_NAMES } from './catalogueData';
import type { CatalogueGame, CatalogueVendor, MerchantCatalogue } from './catalogue';
import { DEFAULT_GAME_ICON, vendorListIconUrl, vendorMenuIconUrl, vendorSmallIconUrl } from './iconUrls';

export function wireGame(game: CatalogueGame, language: string): Game {
  return {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameId: game.gameCode,
    vassalage: game.vendor,
    gameType: game.gameType,
    gameName: game.gameName,
    nodeName: game.gameName,
    displayName: game.names[language] ?? game.gameName,
    iconUrl: game.iconUrl,
    showIcon: game.iconUrl,
    defaultIcon: DEFAULT_GAME_ICON,
    isHot: game.isHot ? 1 : 0,
    gameClassify: [...game.classify],
  };
}

/** The display-name language: the query's code when it is one, else the request's. */
export function languageOf(query: string | undefined, requestLanguage: string): string {
  return normaliseLanguageCode(query) ?? requestLanguage;
}

const isEvery = (text: string) => text === '' || text.toUpperCase() === 'ALL';

/**
 * A game type word: '' = every type; a known type; anything else matches nothing ('unknown'),
 * which answers an empty list, not an error (issue 5, "Bad input").
 */
export function gameTypeOf(text: string | undefined): GameType | undefined | 'unknown' {
  const word = (text ?? '').trim();
  if (isEvery(word)) return undefined;
  const upper = word.toUpperCase();
  return isGameType(upper) ? upper : 'unknown';
}

/** 'PG', 'SPB,SS', '' or 'ALL' (every vendor) → vendor codes, or undefined for every vendor. */
export function vendorsOf(text: string | undefined): string[] | undefined {
  const words = (text ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0 || words.some((w) => w.toUpperCase() === 'ALL')) return undefined;
  return [...new Set(words.map((w) => w.toUpperCase()))];
}

/** Sub-categories asked for; unknown keys stay in the list and match nothing. */
export function classifyOf(text: string | undefined): GameClassify[] | undefined | 'unknown' {
  const words = vendorsOf(text);
  if (!words) return undefined;
  const known = words.filter((w): w is GameClassify => (GAME_CLASSIFIES as readonly string[]).includes(w));
  return known.length === 0 ? 'unknown' : known;
}

export type PageOf<T> = { items: T[]; totalCount: number; totalPages: number; pageNo: number };

/** Page `pageNo` (1-based) of `pageSize`; the size is capped at `maxSize` (issue 5: page sizes are capped). */
export function pageOf<T>(all: readonly T[], pageNo: number, pageSize: number, maxSize: number): PageOf<T> {
  const size = Math.min(Math.max(1, pageSize), maxSize);
  const start = (pageNo - 1) * size;
  return {
    items: start < all.length ? all.slice(start, start + size) : [],
    totalCount: all.length,
    totalPages: Math.ceil(all.length / size),
    pageNo,
  };
}

function vendorCard(vendor: CatalogueVendor): VendorCard {
  return {
    vassalage: vendor.code,
    displayName: vendor.displayName,
    gameType: vendor.gameType,
    lagerIcon: vendorListIconUrl(vendor.gameType, vendor.code),
    smallIcon: vendorSmallIconUrl(vendor.code),
    mobileSmallIcon: vendorSmallIconUrl(vendor.code, 'ACTIVE'),
    h5Icon: vendorMenuIconUrl(vendor.gameType, vendor.code),
    accountTypeName: vendor.accountTypeName,
    isGame: vendor.isGroup ? 'VASSALAGE' : '',
    gameCode: vendor.lobbyGameCode,
    gameCount: vendor.gameCount,
  };
}

/** One lane per type that has vendors, in GAME_TYPES order, with sub-category counts. */
export function vendorLanes(catalogue: MerchantCatalogue): VendorLane[] {
  const lanes: VendorLane[] = [];
  for (const type of GAME_TYPES) {
    const vendors = catalogue.vendors.filter((v) => v.gameType === type);
    if (vendors.length === 0) continue;
    const counts = new Map<GameClassify, number>();
    for (const game of catalogue.select({ gameType: type }))
      for (const c of game.classify) counts.set(c, (counts.get(c) ?? 0) + 1);
    const gameClassify: ClassifyEntry[] = GAME_CLASSIFIES.filter((c) => counts.has(c)).map((key) => ({
      key,
      displayName: CLASSIFY_NAMES[key],
      gameCount: counts.get(key)!,
    }));
    lanes.push({ title: type, cards: vendors.map(vendorCard), gameClassify });
  }
  return lanes;
}

/** Game type → vendor → the sub-categories that vendor's games have. */
export function vendorTypes(catalogue: MerchantCatalogue): Partial<Record<GameType, Record<string, GameClassify[]>>> {
  const content: Partial<Record<GameType, Record<string, GameClassify[]>>> = {};
  for (const vendor of catalogue.vendors) {
    const ofType = (content[vendor.gameType] ??= {});
    ofType[vendor.code] = [...vendor.classify];
  }
  return content;
}
