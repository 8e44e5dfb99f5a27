/** Kysely's view of the crash tables (migration 013; server/domains/play/crash/). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CrashChainsTable {
  id: Generated<bigint>;
  secret: string;
  terminal_hash: string;
  length: number;
  created_at: Timestamp;
}

export interface CrashRoundsTable {
  id: Generated<bigint>;
  chain_id: bigint;
  round_no: number;
  hash: string;
  seed: string;
  crash_point: number;
  opens_at: Timestamp;
  takeoff_at: Timestamp;
  crash_at: Timestamp;
  status: Generated<'open' | 'settled'>;
  settled_at: NullableTimestamp;
}

export interface CrashBetsTable {
  id: Generated<bigint>;
  round_id: bigint;
  merchant_code: string;
  member_id: bigint;
  node_id: bigint;
  vendor: string;
  account_type: 0 | 1;
  stake: bigint;
  auto_cash_out: number | null;
  cashed_out_at: number | null;
  payout: Generated<bigint>;
  status: Generated<'open' | 'won' | 'lost'>;
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface CrashTables {
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
}
