/**
 * Kysely's view of the provider tables (migration 013): external game providers, their sealed
 * secrets, the vendors they serve, accepted signatures and their transactions.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Id = Generated<bigint>;

export interface ProvidersTable {
  id: string;
  name: string;
  launch_url: string;
  allowed_ips: ColumnType<string[], string[] | undefined, string[]>;
  enabled: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface ProviderSecretsTable {
  id: Id;
  provider_id: string;
  sealed: string;
  created_at: Timestamp;
  valid_until: NullableTimestamp;
}

export interface ProviderVendorsTable {
  vendor: string;
  provider_id: string;
}

export interface ProviderSignaturesTable {
  provider_id: string;
  signature: string;
  expires_at: Timestamp;
}

export type ProviderCall = 'bet' | 'win' | 'bet_and_win' | 'rollback' | 'end_round' | 'rolled_back';

export interface ProviderTransactionsTable {
  id: Id;
  provider_id: string;
  txn_id: string;
  call: ProviderCall;
  fingerprint: string;
  round_id: string;
  member_id: bigint | null;
  vendor: string | null;
  bet_id: bigint | null;
  success: boolean;
  /** The envelope answered, as JSON. */
  answer: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface ProviderTables {
  providers: ProvidersTable;
  provider_secrets: ProviderSecretsTable;
  provider_vendors: ProviderVendorsTable;
  provider_signatures: ProviderSignaturesTable;
  provider_transactions: ProviderTransactionsTable;
}
