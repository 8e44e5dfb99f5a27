/**
 * Kysely's view of the games tables (migration 005): the catalogue, favourites, recent games,
 * announcements, and the built-in games' launches, fairness seeds and rounds.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CrashTables } from './schemaCrash';
import type { VirtualTables } from './schemaVirtual';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;
type Id = Generated<bigint>;

export type GameEngine = 'slot' | 'hilo' | 'crash' | 'virtual';
/** What plays a round: the first games, crash, virtual sports, or a house game (play/shared/house/types.ts HouseId). */
export type RoundEngine =
  | GameEngine
  | 'slot5'
  | 'roulette'
  | 'sicbo'
  | 'baccarat'
  | 'dice'
  | 'plinko'
  | 'keno'
  | 'fishing'
  | 'blackjack'
  | 'mines';

export interface GameVendorsTable {
  code: string;
  game_type: string;
  display_name: string;
  is_group: Generated<boolean>;
  account_type_name: Generated<string>;
  lobby_game_code: Generated<string>;
  sort: Generated<number>;
}

export interface MerchantGameVendorsTable {
  merchant_code: string;
  vendor: string;
  game_type: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface GamesTable {
  node_id: Id;
  game_code: string;
  vendor: string;
  game_type: string;
  game_name: string;
  display_names: Json<Record<string, string>>;
  classify: ColumnType<string[], string[] | undefined, string[]>;
  is_hot: Generated<boolean>;
  enabled: Generated<boolean>;
  engine: GameEngine;
  /** The operator's choice of house game (migration 013, play/houseMap.ts); NULL: by type and name. */
  house_game: ColumnType<string | null, string | null | undefined, string | null>;
  icon_seed: Generated<number>;
  sort: Generated<number>;
}

export interface FavouriteGamesTable {
  member_id: bigint;
  node_id: bigint;
  created_at: DefaultTimestamp;
}

export interface RecentGamesTable {
  member_id: bigint;
  node_id: bigint;
  last_played_at: Timestamp;
}

export interface AnnouncementsTable {
  id: Id;
  merchant_code: string;
  /** AG (agent notices) since migration 006. */
  type: 'B' | 'PL' | 'PU' | 'PR' | 'AG';
  title: string;
  content: Generated<string>;
  group_name: Generated<string>;
  image_url: Generated<string>;
  linkage_type: Generated<'' | 'ROUTE' | 'GAME' | 'URL'>;
  linkage_target: Generated<string>;
  execution: Generated<'' | 'A' | 'B' | 'F'>;
  category: Generated<string>;
  images: Json<{ sequence: number; url: string }[]>;
  sequence: Generated<number>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  enabled: Generated<boolean>;
  created_at: DefaultTimestamp;
  /** The language of title and content; '' = the merchant's default language (migration 011). */
  language: Generated<string>;
}

/** One announcement in another language than its own row's (migration 011). */
export interface AnnouncementTranslationsTable {
  announcement_id: bigint;
  language: string;
  title: string;
  content: Generated<string>;
  image_url: Generated<string>;
}

export interface FairSeedsTable {
  id: Id;
  member_id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<number>;
  created_at: DefaultTimestamp;
  revealed_at: NullableTimestamp;
}

export interface GameLaunchesTable {
  id: Id;
  merchant_code: string;
  member_id: bigint;
  node_id: bigint;
  token_hash: string;
  language: Generated<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  session_hash: string | null;
  session_expires_at: NullableTimestamp;
  /** Set when the launch opens the vendor's lobby of this game type (node_id is listed first). */
  lobby_game_type: string | null;
  /** 1 real money, 0 play money (the launch's accountType, src/shared/wire/games.ts). */
  account_type: Generated<0 | 1>;
  /** The external provider whose game this launch opens (migration 013); null for a built-in game. */
  provider_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GameRoundsTable {
  id: Id;
  merchant_code: string;
  member_id: bigint;
  node_id: bigint;
  launch_id: bigint;
  /** Only the per-member engines keep rounds here (crash and virtual sports have tables of their own). */
  engine: RoundEngine;
  seed_id: bigint;
  nonce: number;
  client_seed: string;
  round_key: string;
  stake: bigint;
  payout: Generated<bigint>;
  state: Json<Record<string, unknown>>;
  status: Generated<'open' | 'settled' | 'refunded'>;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
  /** 1 real money (through the ledger), 0 play money (members.demo_balance). */
  account_type: Generated<0 | 1>;
}

export interface GameTables extends CrashTables, VirtualTables {
  game_vendors: GameVendorsTable;
  merchant_game_vendors: MerchantGameVendorsTable;
  games: GamesTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  announcements: AnnouncementsTable;
  announcement_translations: AnnouncementTranslationsTable;
  fair_seeds: FairSeedsTable;
  game_launches: GameLaunchesTable;
  game_rounds: GameRoundsTable;
}
