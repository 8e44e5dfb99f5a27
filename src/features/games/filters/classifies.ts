/**
 * Which sub-categories (gameClassify) a list offers: those the lane has, in the
 * order scratch, video poker, jackpot, table games, arcade, bingo, and bingo only when the
 * site supports language TY (Tagalog; src/shared/wire/languages.ts).
 */
import { GAME_CLASSIFIES, type GameClassify } from '../../../shared/wire';

export const BINGO_LANGUAGE = 'TY';

/** `present`: the keys the lane (or the chosen vendor) has. `languages`: the site's codes, normalised. */
export function offeredClassifies(present: Iterable<string>, languages: readonly string[]): GameClassify[] {
  const has = new Set(present);
  const bingo = languages.includes(BINGO_LANGUAGE);
  return GAME_CLASSIFIES.filter((key) => has.has(key) && (key !== 'BG' || bingo));
}

export function isClassify(value: unknown): value is GameClassify {
  return typeof value === 'string' && (GAME_CLASSIFIES as readonly string[]).includes(value);
}
