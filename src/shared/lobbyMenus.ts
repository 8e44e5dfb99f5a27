/**
 * What a lobby's filter rows offer, from the vendor lanes answer: the vendors of its game type
 * and the sub-categories (gameClassify) it has. The lobby draws its menus from this
 * (src/features/games/lobby/useLobbyMenus.ts) and the server's first paint of a lobby page
 * (src/shared/firstPaint.ts) leaves room for the rows the lobby will show.
 */
import { GAME_CLASSIFIES, type GameClassify, type GameType, type VendorLane } from './wire';

export const BINGO_LANGUAGE = 'TY';

/**
 * Which sub-categories a list offers: those the lane has, in the order scratch, video poker,
 * jackpot, table games, arcade, bingo, and bingo only when the site supports language TY
 * (Tagalog; src/shared/wire/languages.ts). `present`: the keys the lane (or the chosen vendor)
 * has. `languages`: the site's codes, normalised.
 */
export function offeredClassifies(present: Iterable<string>, languages: readonly string[]): GameClassify[] {
  const has = new Set(present);
  const bingo = languages.includes(BINGO_LANGUAGE);
  return GAME_CLASSIFIES.filter((key) => has.has(key) && (key !== 'BG' || bingo));
}

export function isClassify(value: unknown): value is GameClassify {
  return typeof value === 'string' && (GAME_CLASSIFIES as readonly string[]).includes(value);
}

/** The lane of a game type's lobby, if the answer has one. */
export function laneOf(
  lanes: readonly VendorLane[] | undefined,
  gameType: GameType | undefined,
): VendorLane | undefined {
  return lanes?.find((candidate) => candidate.title === gameType);
}

/** The sub-categories a lane has games in, before the site's language rule. */
export function laneClassifies(lane: VendorLane | undefined): string[] {
  return (lane?.gameClassify ?? []).filter((entry) => entry.gameCount > 0).map((entry) => entry.key);
}

/** The lane's vendors, each once, in the lane's order. */
export function laneVendors(lane: VendorLane | undefined): VendorLane['cards'] {
  const seen = new Set<string>();
  return (lane?.cards ?? []).filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage));
}

/** The vendor menu shows only when there is a choice (src/features/games/filters/VendorFilter.tsx). */
export const showsVendorMenu = (vendorCount: number): boolean => vendorCount > 1;
