/**
 * Kysely's view of the money tables (migration 003). Amounts are bigint minor units.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;
type Id = Generated<bigint>;

export type LedgerAccountKind = 'main' | 'bonus' | 'game' | 'house' | 'payments' | 'payouts' | 'withdrawals';

export interface LedgerAccountsTable {
  id: Id;
  merchant_code: string;
  member_id: bigint | null;
  kind: LedgerAccountKind;
  vendor: Generated<string>;
  currency: string;
  balance: bigint | null;
  created_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: Id;
  merchant_code: string;
  kind: string;
  idempotency_key: string;
  reference: Generated<string>;
  member_id: bigint | null;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Id;
  transaction_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint | null;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  merchant_code: string;
  scope: string;
  key: string;
  request_hash: string;
  reply: Json<unknown>;
  created_at: Timestamp;
}

export interface MoneySettingsTable {
  merchant_code: string;
  withdraw_min: bigint;
  withdraw_max: bigint;
  confirm_minutes: number;
  wallet_single: Generated<boolean>;
  game_wallets: Json<{ code: string; name: string }[]>;
  rebate_rates: Json<Record<string, number>>;
}

export interface DepositMethodsTable {
  merchant_code: string;
  id: string;
  kind: 'bank' | 'card' | 'ewallet' | 'crypto';
  name: string;
  min_amount: bigint;
  max_amount: bigint;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface DepositsTable {
  id: Id;
  merchant_code: string;
  member_id: bigint;
  method_id: string;
  amount: bigint;
  /** 'cancelled' by the member (migration 012), 'failed' by the payment side. */
  status: Generated<'pending' | 'credited' | 'failed' | 'cancelled'>;
  pay_token_hash: string;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
  transaction_id: bigint | null;
}

export interface BankAccountsTable {
  id: Id;
  member_id: bigint;
  bank_name: string;
  account_number: string;
  payee_name: string;
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export type WithdrawalStatusColumn =
  'pending' | 'rejected' | 'approved' | 'received' | 'not_received' | 'partial' | 'refunded';

export interface WithdrawalsTable {
  id: Id;
  merchant_code: string;
  member_id: bigint;
  bank_account_id: bigint;
  amount: bigint;
  status: Generated<WithdrawalStatusColumn>;
  forced: Generated<boolean>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  confirm_by: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  received_amount: bigint | null;
  hold_tx_id: bigint;
  close_tx_id: bigint | null;
  refund_tx_id: bigint | null;
}

export interface WithdrawalProofsTable {
  withdrawal_id: bigint;
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  created_at: Timestamp;
}

export interface BetsTable {
  id: Id;
  merchant_code: string;
  member_id: bigint;
  vendor: string;
  game_type: string;
  game_name: string;
  round_id: string;
  stake: bigint;
  valid_bet: Generated<bigint>;
  payout: Generated<bigint>;
  status: Generated<'open' | 'settled' | 'refunded'>;
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
  bet_tx_id: bigint;
  settle_tx_id: bigint | null;
  /** The catalogue game of a built-in game's bet (migration 005); null for other providers. */
  node_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

export interface MessagesTable {
  id: Id;
  merchant_code: string;
  member_id: bigint;
  kind: string;
  params: Json<Record<string, unknown>>;
  title: string;
  content: string;
  event_key: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

export interface RewardsTable {
  id: Id;
  merchant_code: string;
  member_id: bigint;
  kind: 'signup' | 'deposit' | 'referral' | 'mission' | 'promotion';
  title: string;
  amount: bigint;
  to_bonus: Generated<boolean>;
  status: Generated<'available' | 'claimed' | 'expired'>;
  event_key: string;
  created_at: Timestamp;
  expires_at: NullableTimestamp;
  claimed_at: NullableTimestamp;
  transaction_id: bigint | null;
}

export interface RebateClaimsTable {
  member_id: bigint;
  period: string;
  amount: bigint;
  transaction_id: bigint;
  claimed_at: Timestamp;
}

export interface MissionsTable {
  id: Id;
  merchant_code: string;
  title: string;
  kind: 'valid_bet' | 'deposit';
  target: bigint;
  reward: bigint;
  sort: Generated<number>;
}

export interface MoneyTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  money_settings: MoneySettingsTable;
  deposit_methods: DepositMethodsTable;
  deposits: DepositsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
  bets: BetsTable;
  messages: MessagesTable;
  rewards: RewardsTable;
  rebate_claims: RebateClaimsTable;
  missions: MissionsTable;
}
