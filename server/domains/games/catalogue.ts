/**
 * The catalogue's per-process read model. The catalogue is read on every lobby page and
 * written almost never (an operator switches a game off, the seed runs once), so each process
 * keeps it in memory and filters and pages there: a game list answers without a query
 * (quality bar 24: GCSGAME_gameList at 2,000 req/s with p99 <= 50 ms on PostgreSQL).
 *
 * Freshness, and why it is correct:
 *   - Writes through this process (ops commands, the play domain, tests) call
 *     invalidateCatalogue(db): the model is dropped and the very next request reloads it.
 *   - Writes this process cannot see (another server instance on the same PostgreSQL, SQL
 *     typed by hand) are picked up within CATALOGUE_TTL_MS: after that a request starts a
 *     reload in the background and keeps answering from the old model until the new one is
 *     ready, so no request waits for a reload it did not need. A version row bumped by
 *     triggers would make that instant, but costs a query per request for a staleness that
 *     only exists with several instances.
 * PGlite is single-process (the CLI goes through the server's ops route), so there the TTL
 * never matters.
 */
import { sql, type Kysely } from 'kysely';
import {
  GAME_CLASSIFIES,
  GAME_TYPES,
  isGameType,
  SEA_LOTTERY_VENDOR,
  type GameClassify,
  type GameType,
} from '../../../src/shared/wire/games';
import type { DB } from '../../db/schema';
import type { GameEngine } from '../../db/schemaGames';
import { KeptAnswer } from '../../wire/compression';
import { gameIconUrl } from './iconUrls';

/** The key of CatalogueBase.productNames. */
export const productKey = (code: string, gameType: string) => `${code}:${gameType}`;

/** The leading words all of a vendor's product names share ('AG Live', 'AG Fishing' → 'AG'). */
export function sharedName(code: string, names: readonly string[]): string {
  if (names.length === 1) return names[0]!;
  const split = names.map((name) => name.split(' '));
  const shared: string[] = [];
  for (let i = 0; split.every((words) => words[i] !== undefined && words[i] === split[0]![i]); i += 1)
    shared.push(split[0]![i]!);
  return shared.join(' ') || code;
}

export const CATALOGUE_TTL_MS = 30_000;
/** Hidden vendors (spec §3): never in lanes, lists or hot games; their games still launch. */
export const HIDDEN_VENDORS: ReadonlySet<string> = new Set([SEA_LOTTERY_VENDOR]);
/**
 * Filter results kept per merchant (lobby pages repeat the same few filters). Name searches are
 * not kept: their text is unbounded, and a search over a kept filter costs about a millisecond.
 * At most MEMO_LIMIT arrays of references, so junk filters cannot grow the process.
 */
const MEMO_LIMIT = 256;
/** Kept response bodies per merchant: about 13 kB each for a page of 36. */
const ANSWER_LIMIT = 512;

export type CatalogueGame = {
  nodeId: number;
  gameCode: string;
  vendor: string;
  gameType: GameType;
  gameName: string;
  /** Display names by platform language code. */
  names: Readonly<Record<string, string>>;
  classify: readonly GameClassify[];
  isHot: boolean;
  enabled: boolean;
  engine: GameEngine;
  iconSeed: number;
  sort: number;
  iconUrl: string;
  /** Lower-case English name and display names, for the name search. */
  searchName: string;
  searchNames: Readonly<Record<string, string>>;
};

export type CatalogueVendor = {
  code: string;
  gameType: GameType;
  displayName: string;
  isGroup: boolean;
  accountTypeName: string;
  lobbyGameCode: string;
  /** The merchant's order (merchant_game_vendors.sort). */
  sort: number;
  gameCount: number;
  /** Sub-categories this vendor's games have, in GAME_CLASSIFIES order. */
  classify: GameClassify[];
};

export type GameFilter = {
  /** undefined = every type. */
  gameType?: GameType | undefined;
  /** undefined = every vendor. */
  vendors?: readonly string[] | undefined;
  /** undefined = every game; otherwise games with any of these. */
  classify?: readonly GameClassify[] | undefined;
  /** Lower-case text searched in the English name and the display name of `language`. */
  search?: { text: string; language: string } | undefined;
};

/** Every game of the database (enabled or not), for icons and the winner board. */
export type CatalogueBase = {
  games: readonly CatalogueGame[];
  byNode: ReadonlyMap<number, CatalogueGame>;
  byCode: ReadonlyMap<string, CatalogueGame>;
  /** Vendor code → its display name (the first type's), for vendor icons. */
  /** A vendor's name when no product is meant (the words its products' names share). */
  vendorNames: ReadonlyMap<string, string>;
  /** A vendor's product name by productKey(code, gameType): 'AG Live', 'AG Fishing'. */
  productNames: ReadonlyMap<string, string>;
};

/** What one merchant offers: enabled games of its enabled, visible vendors. */
export type MerchantCatalogue = {
  merchantCode: string;
  /** In list order: type, then sort, then node id. */
  games: readonly CatalogueGame[];
  byNode: ReadonlyMap<number, CatalogueGame>;
  /** In type order, then the merchant's vendor order. */
  vendors: readonly CatalogueVendor[];
  select(filter: GameFilter): readonly CatalogueGame[];
  /** Hot games across types: the best-ranked of every type first. */
  hot(vendors?: readonly string[]): readonly CatalogueGame[];
  /**
   * A response body made from this catalogue, kept under `key` (at most ANSWER_LIMIT of them):
   * lobby pages repeat, and a kept page costs neither the paging nor the JSON serialisation,
   * nor its compression after the first phone asked for it (wire/compression.ts KeptAnswer).
   * Dropped with the catalogue, so an invalidation drops every kept answer too.
   */
  answer(key: string, make: () => string): KeptAnswer;
};

const typeRank = (type: GameType) => GAME_TYPES.indexOf(type);

const byListOrder = (a: CatalogueGame, b: CatalogueGame) =>
  typeRank(a.gameType) - typeRank(b.gameType) || a.sort - b.sort || a.nodeId - b.nodeId;

const byHotOrder = (a: CatalogueGame, b: CatalogueGame) =>
  a.sort - b.sort || typeRank(a.gameType) - typeRank(b.gameType) || a.nodeId - b.nodeId;

const vendorKey = (gameType: string, code: string) => `${gameType}|${code}`;

function lowerNames(names: Record<string, string>): Record<string, string> {
  const lower: Record<string, string> = {};
  for (const [language, name] of Object.entries(names)) lower[language] = name.toLowerCase();
  return lower;
}

/** A games row as loadBase reads it: one JSON array per game. */
type GameTuple = [
  number,
  string,
  string,
  string,
  string,
  Record<string, string> | null,
  string[],
  boolean,
  boolean,
  GameEngine,
  number,
  number,
];

async function loadBase(db: Kysely<DB>): Promise<CatalogueBase> {
  // One JSON text for the whole table: decoding 10,000 rows field by field costs several times
  // more, on PGlite above all, than JSON.parse of one string.
  const [table, vendorRows] = await Promise.all([
    sql<{ rows: string }>`
      SELECT coalesce(json_agg(json_build_array(node_id, game_code, vendor, game_type, game_name, display_names,
        classify, is_hot, enabled, engine, icon_seed, sort)), '[]')::text AS rows
      FROM games`.execute(db),
    db
      .selectFrom('game_vendors')
      .select(['code', 'game_type', 'display_name'])
      .orderBy('game_type')
      .orderBy('sort')
      .execute(),
  ]);
  const games: CatalogueGame[] = [];
  for (const [
    nodeId,
    gameCode,
    vendor,
    gameType,
    gameName,
    displayNames,
    classify,
    isHot,
    enabled,
    engine,
    iconSeed,
    sort,
  ] of JSON.parse(table.rows[0]!.rows) as GameTuple[]) {
    if (!isGameType(gameType)) continue;
    const names = displayNames ?? {};
    games.push({
      nodeId,
      gameCode,
      vendor,
      gameType,
      gameName,
      names,
      classify: GAME_CLASSIFIES.filter((c) => classify.includes(c)),
      isHot,
      enabled,
      engine,
      iconSeed,
      sort,
      iconUrl: gameIconUrl(vendor, gameCode),
      searchName: gameName.toLowerCase(),
      searchNames: lowerNames(names),
    });
  }
  games.sort(byListOrder);
  // A vendor's logo names its product (issue 14 item 13: "AG Live" on the live lobby, never "AG
  // Fishing"): per code and game type; without a type, the words all its products share.
  const productNames = new Map<string, string>();
  const namesOfCode = new Map<string, string[]>();
  for (const v of vendorRows) {
    productNames.set(productKey(v.code, v.game_type), v.display_name);
    namesOfCode.set(v.code, [...(namesOfCode.get(v.code) ?? []), v.display_name]);
  }
  const vendorNames = new Map([...namesOfCode].map(([code, names]) => [code, sharedName(code, names)]));
  return {
    games,
    byNode: new Map(games.map((g) => [g.nodeId, g])),
    byCode: new Map(games.map((g) => [g.gameCode, g])),
    vendorNames,
    productNames,
  };
}

function matches(game: CatalogueGame, filter: GameFilter): boolean {
  if (filter.gameType && game.gameType !== filter.gameType) return false;
  if (filter.vendors && !filter.vendors.includes(game.vendor)) return false;
  if (filter.classify && !filter.classify.some((c) => game.classify.includes(c))) return false;
  if (filter.search) {
    const { text, language } = filter.search;
    if (!game.searchName.includes(text) && !game.searchNames[language]?.includes(text)) return false;
  }
  return true;
}

const filterKey = (f: GameFilter) =>
  [
    f.gameType ?? '*',
    f.vendors ? [...f.vendors].sort().join(',') : '*',
    f.classify ? [...f.classify].sort().join(',') : '*',
  ].join('|');

async function loadMerchant(db: Kysely<DB>, base: CatalogueBase, merchantCode: string): Promise<MerchantCatalogue> {
  const rows = await db
    .selectFrom('merchant_game_vendors')
    .innerJoin('game_vendors', (join) =>
      join
        .onRef('game_vendors.code', '=', 'merchant_game_vendors.vendor')
        .onRef('game_vendors.game_type', '=', 'merchant_game_vendors.game_type'),
    )
    .select([
      'game_vendors.code',
      'game_vendors.game_type',
      'game_vendors.display_name',
      'game_vendors.is_group',
      'game_vendors.account_type_name',
      'game_vendors.lobby_game_code',
      'merchant_game_vendors.sort',
    ])
    .where('merchant_game_vendors.merchant_code', '=', merchantCode)
    .where('merchant_game_vendors.enabled', '=', true)
    .execute();
  const offered = new Map<string, CatalogueVendor>();
  for (const row of rows) {
    if (!isGameType(row.game_type) || HIDDEN_VENDORS.has(row.code)) continue;
    offered.set(vendorKey(row.game_type, row.code), {
      code: row.code,
      gameType: row.game_type,
      displayName: row.display_name,
      isGroup: row.is_group,
      accountTypeName: row.account_type_name,
      lobbyGameCode: row.lobby_game_code,
      sort: row.sort,
      gameCount: 0,
      classify: [],
    });
  }
  const games = base.games.filter((g) => g.enabled && offered.has(vendorKey(g.gameType, g.vendor)));
  for (const game of games) {
    const vendor = offered.get(vendorKey(game.gameType, game.vendor))!;
    vendor.gameCount += 1;
    for (const c of game.classify) if (!vendor.classify.includes(c)) vendor.classify.push(c);
  }
  for (const vendor of offered.values())
    vendor.classify.sort((a, b) => GAME_CLASSIFIES.indexOf(a) - GAME_CLASSIFIES.indexOf(b));
  const vendors = [...offered.values()].sort(
    (a, b) => typeRank(a.gameType) - typeRank(b.gameType) || a.sort - b.sort || a.code.localeCompare(b.code),
  );
  const hotGames = games.filter((g) => g.isHot).sort(byHotOrder);

  const memo = new Map<string, readonly CatalogueGame[]>();
  const answers = new Map<string, KeptAnswer>();
  return {
    merchantCode,
    games,
    byNode: new Map(games.map((g) => [g.nodeId, g])),
    vendors,
    select({ search, ...filter }) {
      const key = filterKey(filter);
      let selected = memo.get(key);
      if (!selected) {
        selected = games.filter((g) => matches(g, filter));
        if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
        memo.set(key, selected);
      }
      return search ? selected.filter((g) => matches(g, { search })) : selected;
    },
    hot(vendorCodes) {
      return vendorCodes ? hotGames.filter((g) => vendorCodes.includes(g.vendor)) : hotGames;
    },
    answer(key, make) {
      let body = answers.get(key);
      if (body === undefined) {
        body = new KeptAnswer(make());
        if (answers.size >= ANSWER_LIMIT) answers.delete(answers.keys().next().value!);
        answers.set(key, body);
      }
      return body;
    },
  };
}

/** One loaded state of the catalogue; dropped whole on invalidation. */
type Generation = {
  loadedAt: number;
  base: Promise<CatalogueBase>;
  merchants: Map<string, Promise<MerchantCatalogue>>;
};

type Store = { current: Generation | undefined; epoch: number; refreshing: boolean };

const stores = new WeakMap<Kysely<DB>, Store>();

function storeOf(db: Kysely<DB>): Store {
  let store = stores.get(db);
  if (!store) {
    store = { current: undefined, epoch: 0, refreshing: false };
    stores.set(db, store);
  }
  return store;
}

function newGeneration(db: Kysely<DB>, store: Store): Generation {
  const generation: Generation = { loadedAt: Date.now(), base: loadBase(db), merchants: new Map() };
  // A failed load is not kept: the next request tries again.
  generation.base.catch(() => {
    if (store.current === generation) store.current = undefined;
  });
  return generation;
}

function merchantOf(
  db: Kysely<DB>,
  store: Store,
  generation: Generation,
  merchantCode: string,
): Promise<MerchantCatalogue> {
  let merchant = generation.merchants.get(merchantCode);
  if (!merchant) {
    merchant = generation.base.then((base) => loadMerchant(db, base, merchantCode));
    generation.merchants.set(merchantCode, merchant);
    merchant.catch(() => generation.merchants.delete(merchantCode));
  }
  return merchant;
}

/** Reloads in the background and swaps the new state in unless an invalidation came meanwhile. */
function refresh(db: Kysely<DB>, store: Store, old: Generation): void {
  store.refreshing = true;
  const epoch = store.epoch;
  const next = newGeneration(db, store);
  const loads = [next.base, ...[...old.merchants.keys()].map((code) => merchantOf(db, store, next, code))];
  Promise.all(loads)
    .then(() => {
      if (store.epoch === epoch && store.current === old) store.current = next;
    })
    .catch(() => undefined) // the old state keeps answering; the next request tries again
    .finally(() => (store.refreshing = false));
}

function generationOf(db: Kysely<DB>): { store: Store; generation: Generation } {
  const store = storeOf(db);
  const current = store.current;
  if (!current) {
    store.current = newGeneration(db, store);
    return { store, generation: store.current };
  }
  if (!store.refreshing && Date.now() - current.loadedAt > CATALOGUE_TTL_MS) refresh(db, store, current);
  return { store, generation: current };
}

/** The catalogue a merchant offers, from the read model. */
export function merchantCatalogue(db: Kysely<DB>, merchantCode: string): Promise<MerchantCatalogue> {
  const { store, generation } = generationOf(db);
  return merchantOf(db, store, generation, merchantCode);
}

/** Every game, enabled or not (icons, winner board rows). */
export function catalogueBase(db: Kysely<DB>): Promise<CatalogueBase> {
  return generationOf(db).generation.base;
}

/**
 * Drops the read model of this database: call it after changing games, game_vendors or
 * merchant_game_vendors (ops commands and the play domain do). The next request reloads.
 */
export function invalidateCatalogue(db: Kysely<DB>): void {
  const store = storeOf(db);
  store.current = undefined;
  store.epoch += 1;
}
