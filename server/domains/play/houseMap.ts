/**
 * Which game a catalogue game opens. Each catalogue tile maps to the house game that fits its
 * type and name (a baccarat tile opens baccarat, a fishing tile the shooter, a slot one of the
 * 5-reel themes chosen from its name), unless an operator chose otherwise: games.house_game
 * (migration 013), set by `npm run ops -- games map <nodeId> <game>[:<theme>]` (games/opsCommands.ts).
 * The first two games ('slot', the 3-reel slot, and 'hilo') can be chosen too.
 */
import { createHash } from 'node:crypto';
import type { GameEngine, RoundEngine } from '../../db/schemaGames';
import { SLOT_THEMES } from './shared/games/slot5/themes';
import { isHouseId } from './shared/house/types';

export type HouseRef = { game: RoundEngine; theme: string | null };

/** Name keywords, checked in order (the first that matches wins). */
const KEYWORDS: [RegExp, RoundEngine][] = [
  [/baccarat|百家乐|바카라|dragon tiger|龙虎/i, 'baccarat'],
  [/roulette|轮盘|룰렛/i, 'roulette'],
  [/sic ?bo|骰宝|식보|tài xỉu/i, 'sicbo'],
  [/blackjack|二十一点|블랙잭|xì dách/i, 'blackjack'],
  [/mines|minesweeper|扫雷/i, 'mines'],
  [/plinko/i, 'plinko'],
  [/keno|基诺|lotto|bingo/i, 'keno'],
  [/fish|捕鱼|피싱|bắn cá/i, 'fishing'],
  [/hi-?lo/i, 'hilo'],
  [/\bdice\b|骰子|craps/i, 'dice'],
];

/** Slot theme keywords; a name with none gets a theme from its hash (the same name, the same theme). */
const THEME_WORDS: [RegExp, string][] = [
  [/fruit|cherry|berry|水果/i, 'fruit-fiesta'],
  [/pharaoh|egypt|pyramid|cleopatra|sphinx/i, 'pharaoh-gold'],
  [/ocean|sea|pearl|mermaid|treasure|pirate/i, 'ocean-treasure'],
  [/dragon|tiger|fortune|lucky|龙|福/i, 'dragon-fortune'],
  [/cosmic|space|star|galaxy|planet|moon/i, 'cosmic-voyage'],
];

export function slotThemeFor(name: string): string {
  const found = THEME_WORDS.find(([re]) => re.test(name));
  if (found) return found[1];
  const hash = createHash('sha256').update(name).digest();
  return SLOT_THEMES[hash.readUInt32BE(0) % SLOT_THEMES.length]!.id;
}

export type MappedGame = { gameType: string; gameName: string; engine: GameEngine; houseGame: string | null };

/** The game a catalogue row opens: the operator's choice, else by type and name. */
export function houseRefOf(game: MappedGame): HouseRef {
  if (game.houseGame) {
    const parsed = parseHouseRef(game.houseGame);
    if (parsed) return parsed;
  }
  return defaultHouseRef(game);
}

export function defaultHouseRef({ gameType, gameName, engine }: MappedGame): HouseRef {
  // Shared-round games the catalogue row was given by their migrations (the sports centres'
  // lobby games open virtual sports; a crash game opens crash) keep them.
  if (engine === 'crash' || engine === 'virtual') return { game: engine, theme: null };
  const keyword = KEYWORDS.find(([re]) => re.test(gameName));
  if (keyword) return { game: keyword[1], theme: null };
  switch (gameType) {
    case 'FISH':
      return { game: 'fishing', theme: null };
    case 'LIVE':
      return { game: 'baccarat', theme: null };
    case 'LOTT':
    case 'ELOTT':
      return { game: 'keno', theme: null };
    case 'RNG':
      return engine === 'slot' ? { game: 'slot5', theme: slotThemeFor(gameName) } : { game: 'hilo', theme: null };
    default:
      // Card duels, sports and e-sports keep the catalogue's engine.
      return { game: engine, theme: null };
  }
}

/** '<game>' or 'slot5:<theme>' → a reference, or null when it names no game. */
export function parseHouseRef(text: string): HouseRef | null {
  const [game, theme, extra] = text.split(':');
  if (extra !== undefined || !game) return null;
  if (game === 'slot5') {
    const chosen = theme ?? SLOT_THEMES[0]!.id;
    return SLOT_THEMES.some((t) => t.id === chosen) ? { game, theme: chosen } : null;
  }
  if (theme !== undefined) return null;
  if (game === 'slot' || game === 'hilo' || isHouseId(game)) return { game, theme: null };
  return null;
}

export const houseRefText = (ref: HouseRef) => (ref.theme ? `${ref.game}:${ref.theme}` : ref.game);
