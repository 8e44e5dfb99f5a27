/** Kysely's view of the virtual sports tables (migration 014; server/domains/play/virtual/). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type League = 'football' | 'esports';
export type StoredLeg = {
  league: League;
  round: number;
  fixtureId: string;
  market: string;
  pick: string;
  odds: number;
};

export interface VirtualRoundsTable {
  id: Generated<bigint>;
  league: League;
  round_no: number;
  seed: string;
  seed_hash: string;
  kick_off_at: Timestamp;
  ends_at: Timestamp;
  results: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  status: Generated<'open' | 'settled'>;
  settled_at: NullableTimestamp;
}

export interface VirtualSlipsTable {
  id: Generated<bigint>;
  merchant_code: string;
  member_id: bigint;
  node_id: bigint;
  vendor: string;
  account_type: 0 | 1;
  request_id: string;
  stake: bigint;
  legs: Json<StoredLeg[]>;
  settle_after: Timestamp;
  payout: Generated<bigint>;
  status: Generated<'open' | 'won' | 'lost'>;
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface VirtualTables {
  virtual_rounds: VirtualRoundsTable;
  virtual_slips: VirtualSlipsTable;
}
