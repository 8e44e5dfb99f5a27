/**
 * The five themes of the 5-reel engine (engine.ts): each its own symbols, paytable, strips and
 * volatility. Volatility comes from where the return sits: low themes pay often and small (many
 * low symbols, frequent wilds and scatters, small top pays), high themes pay rarely and big (few
 * wilds, rare scatters, top pays in the thousands of line bets, free spins at ×3). Each theme's
 * exact return is computed by slotFigures (engine.ts); tests/unit/server/play/games/slot5.test.ts
 * lists them and keeps them between 94 % and 97 %.
 *
 * Strips are built from per-reel symbol counts by spreadStrip (deterministic), so a theme is
 * data: change a count or a pay and the exact return follows.
 */
import { spreadStrip, type SlotTheme } from './engine';

type Counts = Record<string, number>;
const strips = (reels: readonly Counts[]): string[][] => reels.map((counts, r) => spreadStrip(counts, r * 3));
const LIMITS = { minStake: 20n, maxStake: 200_000n };

export const FRUIT_FIESTA: SlotTheme = {
  id: 'fruit-fiesta',
  volatility: 'low',
  pays: {
    CHERRY: [5, 12, 30],
    LEMON: [5, 12, 30],
    ORANGE: [7, 15, 40],
    PLUM: [8, 20, 50],
    GRAPE: [10, 25, 75],
    MELON: [12, 40, 125],
    BELL: [20, 60, 200],
  },
  wild: { id: 'WILD', pays: [25, 100, 300] },
  scatter: { id: 'STAR', pays: { 3: 2, 4: 5, 5: 20 }, freeSpins: { 3: 8, 4: 10, 5: 15 } },
  multiplier: 2,
  strips: strips(
    [0, 1, 2, 3, 4].map((r) => ({
      CHERRY: 7,
      LEMON: 7,
      ORANGE: 6,
      PLUM: 5,
      GRAPE: 4,
      MELON: 3,
      BELL: 2,
      WILD: r === 0 ? 2 : 3,
      STAR: r === 2 ? 1 : 2,
    })),
  ),
  limits: LIMITS,
};

export const PHARAOH_GOLD: SlotTheme = {
  id: 'pharaoh-gold',
  volatility: 'medium',
  pays: {
    TEN: [8, 25, 80],
    JACK: [8, 25, 80],
    QUEEN: [8, 30, 120],
    KING: [12, 40, 150],
    ACE: [15, 50, 200],
    ANKH: [25, 100, 400],
    SCARAB: [30, 150, 600],
    PHARAOH: [60, 300, 1_500],
  },
  wild: { id: 'EYE', pays: [80, 400, 3_000] },
  scatter: { id: 'PYRAMID', pays: { 3: 2, 4: 10, 5: 100 }, freeSpins: { 3: 10, 4: 15, 5: 20 } },
  multiplier: 2,
  strips: strips(
    [0, 1, 2, 3, 4].map((r) => ({
      TEN: 6,
      JACK: 6,
      QUEEN: 5,
      KING: 5,
      ACE: 4,
      ANKH: 3,
      SCARAB: 2,
      PHARAOH: r === 2 ? 1 : 2,
      EYE: r === 0 || r === 4 ? 1 : 2,
      PYRAMID: 1,
    })),
  ),
  limits: LIMITS,
};

export const OCEAN_TREASURE: SlotTheme = {
  id: 'ocean-treasure',
  volatility: 'medium',
  pays: {
    SHELL: [5, 10, 40],
    STARFISH: [4, 10, 40],
    SEAHORSE: [5, 20, 60],
    TURTLE: [10, 30, 90],
    DOLPHIN: [15, 50, 180],
    PEARL: [25, 90, 450],
  },
  wild: { id: 'KRAKEN', pays: [40, 180, 900] },
  scatter: { id: 'CHEST', pays: { 3: 3, 4: 15, 5: 75 }, freeSpins: { 3: 12, 4: 15, 5: 25 } },
  multiplier: 2,
  strips: strips(
    [0, 1, 2, 3, 4].map((r) => ({
      SHELL: 8,
      STARFISH: 7,
      SEAHORSE: 6,
      TURTLE: 4,
      DOLPHIN: 3,
      PEARL: 2,
      KRAKEN: r === 0 ? 1 : 2,
      CHEST: r === 0 ? 2 : 1,
    })),
  ),
  limits: LIMITS,
};

export const DRAGON_FORTUNE: SlotTheme = {
  id: 'dragon-fortune',
  volatility: 'high',
  pays: {
    COIN: [4, 15, 50],
    LANTERN: [4, 15, 50],
    FAN: [5, 25, 80],
    KOI: [8, 40, 150],
    TIGER: [20, 120, 600],
    PHOENIX: [40, 250, 1_500],
    DRAGON: [80, 600, 4_000],
  },
  wild: { id: 'PEARL', pays: [120, 800, 8_000] },
  scatter: { id: 'GONG', pays: { 3: 5, 4: 25, 5: 250 }, freeSpins: { 3: 10, 4: 15, 5: 20 } },
  multiplier: 3,
  strips: strips(
    [0, 1, 2, 3, 4].map((r) => ({
      COIN: 8,
      LANTERN: 8,
      FAN: 7,
      KOI: 6,
      TIGER: 3,
      PHOENIX: 2,
      DRAGON: r >= 3 ? 1 : 2,
      PEARL: r === 0 || r === 4 ? 1 : 2,
      GONG: 1,
    })),
  ),
  limits: LIMITS,
};

export const COSMIC_VOYAGE: SlotTheme = {
  id: 'cosmic-voyage',
  volatility: 'high',
  pays: {
    METEOR: [5, 18, 60],
    MOON: [5, 18, 60],
    COMET: [7, 30, 100],
    SATURN: [12, 50, 175],
    ROCKET: [25, 120, 600],
    ALIEN: [50, 300, 1_800],
    GALAXY: [100, 600, 5_000],
  },
  wild: { id: 'BLACKHOLE', pays: [120, 1_000, 10_000] },
  scatter: { id: 'UFO', pays: { 3: 4, 4: 20, 5: 200 }, freeSpins: { 3: 10, 4: 12, 5: 15 } },
  multiplier: 3,
  strips: strips(
    [0, 1, 2, 3, 4].map((r) => ({
      METEOR: 9,
      MOON: 8,
      COMET: 7,
      SATURN: 5,
      ROCKET: 3,
      ALIEN: 2,
      GALAXY: r === 4 ? 1 : 2,
      BLACKHOLE: r === 2 ? 2 : 1,
      UFO: 1,
    })),
  ),
  limits: LIMITS,
};

export const SLOT_THEMES: readonly SlotTheme[] = [
  FRUIT_FIESTA,
  PHARAOH_GOLD,
  OCEAN_TREASURE,
  DRAGON_FORTUNE,
  COSMIC_VOYAGE,
];
