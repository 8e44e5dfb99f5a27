/**
 * Kysely's view of the agent tables (migration 006): the closure table of the member tree,
 * contracts, their settlements, invitation links and the per-merchant agent settings.
 */
import type { ColumnType, Generated } from 'kysely';
import type { ContractKind, ContractStatus, ContractTerms, SettlementMetrics } from '../../src/shared/wire/agents';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface MemberTreeTable {
  ancestor_id: bigint;
  descendant_id: bigint;
  depth: number;
}

export interface AgentSettingsTable {
  merchant_code: string;
  dividend_enabled: Generated<boolean>;
  max_dividend_bp: Generated<number>;
  max_daily_bp: Generated<number>;
  max_hourly_bp: Generated<number>;
  max_realtime_bp: Generated<number>;
  max_tiers: Generated<number>;
}

export interface ContractsTable {
  id: Generated<bigint>;
  merchant_code: string;
  kind: ContractKind;
  agent_id: bigint;
  member_id: bigint;
  status: ColumnType<ContractStatus, ContractStatus | undefined, ContractStatus>;
  terms: Json<ContractTerms>;
  rate_bp: number;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  terminated_at: NullableTimestamp;
  terminated_by: ColumnType<
    'agent' | 'member' | 'lower_rate' | null,
    'agent' | 'member' | 'lower_rate' | null | undefined,
    'agent' | 'member' | 'lower_rate' | null
  >;
}

export interface SettlementsTable {
  id: Generated<bigint>;
  merchant_code: string;
  contract_id: bigint;
  kind: ContractKind;
  member_id: bigint;
  agent_id: bigint;
  period_key: string;
  period_start: Timestamp;
  period_end: Timestamp;
  metrics: Json<SettlementMetrics>;
  rate_bp: number;
  amount: bigint;
  ledger_tx_id: bigint | null;
  settled_at: Timestamp;
}

export interface AgentInvitationsTable {
  code: string;
  merchant_code: string;
  agent_id: bigint;
  is_agent: Generated<boolean>;
  created_at: Timestamp;
}

export interface AgentTables {
  member_tree: MemberTreeTable;
  agent_settings: AgentSettingsTable;
  contracts: ContractsTable;
  settlements: SettlementsTable;
  agent_invitations: AgentInvitationsTable;
}
