/**
 * Builds the demo catalogue from catalogueData.ts: a pure, deterministic function (a seeded
 * generator, no clock, no Math.random), so every fresh database gets the same games in the same
 * order and so the same node ids. seedGames.ts inserts what this returns.
 *
 * Display names by simple rules from the words' translations:
 *   CN  the words run together              黄金龙豪华版
 *   KO  the words in English order          황금 드래곤 디럭스
 *   VI  noun before adjective               Rồng Vàng Cao Cấp
 * Languages without words (JA, TH, …) answer the English name.
 */
import { GAME_TYPES, type GameClassify, type GameType } from '../../../src/shared/wire/games';
import type { GameEngine } from '../../db/schemaGames';
import {
  ADJECTIVES,
  CLASSIFY_SUFFIXES,
  FISH_GAMES_PER_VENDOR,
  FISH_TITLES,
  FLAGSHIP_SLOTS,
  LIVE_TABLES_PER_VENDOR,
  LIVE_TITLES,
  LOBBY_TYPES,
  MERCHANT_VENDORS,
  NAME_LANGUAGES,
  NOUNS,
  PVP_GAMES_PER_VENDOR,
  PVP_TITLES,
  SUFFIXES,
  VENDORS,
  type VendorSeed,
  type Words,
} from './catalogueData';

/** Slot games in the catalogue: the shares of the RNG vendors are percent of this. */
export const SLOT_GAMES = 10_000;
const SEED = 20_260_505;
const HOT_SLOT_RATE = 0.03;
const HOT_TABLE_RATE = 0.12;

export type VendorRow = {
  code: string;
  gameType: GameType;
  displayName: string;
  isGroup: boolean;
  accountTypeName: string;
  lobbyGameCode: string;
  sort: number;
};

export type MerchantVendorRow = { merchantCode: string; vendor: string; gameType: GameType; sort: number };

export type GameRow = {
  gameCode: string;
  vendor: string;
  gameType: GameType;
  gameName: string;
  displayNames: Record<string, string>;
  classify: GameClassify[];
  isHot: boolean;
  engine: GameEngine;
  iconSeed: number;
  sort: number;
};

export type Catalogue = { vendors: VendorRow[]; games: GameRow[]; merchantVendors: MerchantVendorRow[] };

/** mulberry32: small, fast, and the same sequence on every machine. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, int: (below: number) => Math.floor(next() * below) };
}

type Random = ReturnType<typeof generator>;

const lobbyCode = (vendor: string) => `${vendor}_LOBBY`;

function namesOf(words: Words): Record<string, string> {
  const names: Record<string, string> = {};
  NAME_LANGUAGES.forEach((language, i) => {
    const name = words[i + 1];
    if (name) names[language] = name;
  });
  return names;
}

/** The English name of a slot: what uniqueness is checked on, before the other languages are built. */
const englishName = (adjective: Words, noun: Words, suffix: Words, ordinal: string) =>
  (suffix[0] ? `${adjective[0]} ${noun[0]} ${suffix[0]}` : `${adjective[0]} ${noun[0]}`) + ordinal;

/** The slot's name in the other languages (see the rules at the top). */
function slotNames(adjective: Words, noun: Words, suffix: Words, ordinal: string): Record<string, string> {
  const join = (parts: string[], separator: string) => parts.filter(Boolean).join(separator) + ordinal;
  return {
    CN: join([adjective[1], noun[1], suffix[1]], ''),
    KO: join([adjective[2], noun[2], suffix[2]], ' '),
    VI: join([noun[3], adjective[3], suffix[3]], ' '),
  };
}

function primaryClassify(random: Random): GameClassify | undefined {
  const r = random.next();
  if (r < 0.06) return 'SC';
  if (r < 0.11) return 'VP';
  if (r < 0.23) return 'JP';
  if (r < 0.3) return 'TG';
  if (r < 0.4) return 'AC';
  if (r < 0.43) return 'BG';
  return undefined;
}

const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

function slotGames(vendor: VendorSeed, count: number, random: Random, used: Set<string>): GameRow[] {
  const games: GameRow[] = [];
  const flagships = FLAGSHIP_SLOTS[vendor.code] ?? [];
  for (let i = 0; i < count; i++) {
    const gameCode = `${vendor.code}_${String(i + 1).padStart(4, '0')}`;
    const iconSeed = random.int(2 ** 31);
    const flagship = flagships[i];
    if (flagship) {
      used.add(flagship[0]);
      games.push({
        gameCode,
        vendor: vendor.code,
        gameType: 'RNG',
        gameName: flagship[0],
        displayNames: namesOf(flagship),
        classify: [],
        isHot: true,
        engine: 'slot',
        iconSeed,
        sort: 0,
      });
      continue;
    }
    const primary = primaryClassify(random);
    const classify: GameClassify[] = primary ? [primary] : [];
    if (primary !== 'JP' && random.next() < 0.05) classify.push('JP');
    const suffixes = primary && (primary !== 'JP' || random.next() < 0.5) ? CLASSIFY_SUFFIXES[primary] : SUFFIXES;
    let words = [random.pick(ADJECTIVES), random.pick(NOUNS), random.pick(suffixes)] as const;
    let ordinal = '';
    let gameName = englishName(...words, ordinal);
    // Names are unique across the slot catalogue: draw again, then number the title.
    for (let attempt = 0; used.has(gameName) && attempt < 20; attempt++) {
      words = [random.pick(ADJECTIVES), random.pick(NOUNS), random.pick(suffixes)] as const;
      gameName = englishName(...words, ordinal);
    }
    for (let n = 1; used.has(gameName) && n < ROMAN.length; n++) {
      ordinal = ROMAN[n]!;
      gameName = englishName(...words, ordinal);
    }
    used.add(gameName);
    games.push({
      gameCode,
      vendor: vendor.code,
      gameType: 'RNG',
      gameName,
      displayNames: slotNames(...words, ordinal),
      classify,
      isHot: random.next() < HOT_SLOT_RATE,
      // Table and poker titles play the hi-lo engine; every other slot the reels.
      engine: classify.includes('TG') || classify.includes('VP') ? 'hilo' : 'slot',
      iconSeed,
      sort: 0,
    });
  }
  return games;
}

/** A small list: each vendor takes `perVendor` titles, starting at its own offset in the list. */
function titledGames(
  vendor: VendorSeed,
  offset: number,
  titles: readonly Words[],
  perVendor: number,
  random: Random,
  shape: { engine: GameEngine; classify: GameClassify[] },
): GameRow[] {
  return Array.from({ length: Math.min(perVendor, titles.length) }, (_, i) => {
    const words = titles[(offset + i) % titles.length]!;
    return {
      gameCode: `${vendor.code}_${vendor.type}_${String(i + 1).padStart(2, '0')}`,
      vendor: vendor.code,
      gameType: vendor.type,
      gameName: words[0],
      displayNames: namesOf(words),
      classify: [...shape.classify],
      isHot: random.next() < HOT_TABLE_RATE,
      engine: shape.engine,
      iconSeed: random.int(2 ** 31),
      sort: 0,
    };
  });
}

function lobbyGame(vendor: VendorSeed, random: Random): GameRow {
  return {
    gameCode: lobbyCode(vendor.code),
    vendor: vendor.code,
    gameType: vendor.type,
    gameName: `${vendor.name} Lobby`,
    displayNames: {},
    classify: [],
    isHot: false,
    // The sports and e-sports centres open virtual sports (server/domains/play/virtual/).
    engine: vendor.type === 'SPORTS' || vendor.type === 'ESPORTS' ? 'virtual' : 'slot',
    iconSeed: random.int(2 ** 31),
    sort: 0,
  };
}

/** List order within a type: hot games first, the rest shuffled so vendors mix in "ALL". */
function assignSort(games: GameRow[], random: Random): void {
  for (const type of GAME_TYPES) {
    const ofType = games.filter((g) => g.gameType === type).map((game) => ({ game, key: random.next() }));
    ofType.sort((a, b) => Number(b.game.isHot) - Number(a.game.isHot) || a.key - b.key);
    ofType.forEach(({ game }, rank) => (game.sort = rank));
  }
}

function merchantVendors(merchantCodes: readonly string[], vendors: VendorRow[]): MerchantVendorRow[] {
  const rows: MerchantVendorRow[] = [];
  for (const merchantCode of merchantCodes) {
    const offer = MERCHANT_VENDORS[merchantCode] ?? 'all';
    for (const v of vendors) {
      const codes = offer === 'all' ? undefined : offer[v.gameType];
      if (offer !== 'all' && !codes?.includes(v.code)) continue;
      rows.push({ merchantCode, vendor: v.code, gameType: v.gameType, sort: codes ? codes.indexOf(v.code) : v.sort });
    }
  }
  return rows;
}

export function buildCatalogue(merchantCodes: readonly string[]): Catalogue {
  const random = generator(SEED);
  const sortInType = new Map<GameType, number>();
  const vendors: VendorRow[] = VENDORS.map((v) => {
    const sort = sortInType.get(v.type) ?? 0;
    sortInType.set(v.type, sort + 1);
    return {
      code: v.code,
      gameType: v.type,
      displayName: v.name,
      isGroup: v.group ?? false,
      accountTypeName: v.account ?? v.code,
      lobbyGameCode: LOBBY_TYPES.includes(v.type) ? lobbyCode(v.code) : '',
      sort,
    };
  });

  const games: GameRow[] = [];
  const usedSlotNames = new Set<string>();
  const offsets = new Map<GameType, number>();
  for (const v of VENDORS) {
    const offset = offsets.get(v.type) ?? 0;
    offsets.set(v.type, offset + 1);
    if (v.type === 'RNG') games.push(...slotGames(v, ((v.share ?? 0) * SLOT_GAMES) / 100, random, usedSlotNames));
    else if (v.type === 'LIVE')
      games.push(
        ...titledGames(v, offset, LIVE_TITLES, LIVE_TABLES_PER_VENDOR, random, { engine: 'hilo', classify: [] }),
      );
    else if (v.type === 'FISH')
      games.push(
        ...titledGames(v, offset, FISH_TITLES, FISH_GAMES_PER_VENDOR, random, { engine: 'slot', classify: ['AC'] }),
      );
    else if (v.type === 'PVP')
      games.push(
        ...titledGames(v, offset, PVP_TITLES, PVP_GAMES_PER_VENDOR, random, { engine: 'hilo', classify: ['TG'] }),
      );
    else games.push(lobbyGame(v, random));
  }
  assignSort(games, random);
  return { vendors, games, merchantVendors: merchantVendors(merchantCodes, vendors) };
}
