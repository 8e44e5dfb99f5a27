/**
 * Kysely's view of the tables. Each interface mirrors a migration; change both together.
 * Generated<T> and Timestamp mark columns the database fills in (serials, defaults).
 */
import type { ColumnType, Generated } from 'kysely';
import type { SiteConfig } from '../../src/shared/wire/system';
import type { GameTables } from './schemaGames';
import type { AgentTables } from './schemaAgents';
import type { MoneyTables } from './schemaMoney';
import type { ProviderTables } from './schemaProviders';

/** A timestamp the database defaults (Generated<> cannot wrap a ColumnType). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface MerchantsTable {
  code: string;
  name: string;
  site_config: Json<SiteConfig>;
  main_domain: Generated<string>;
  gtag_id: Generated<string>;
  created_at: Timestamp;
}

export interface MerchantDomainsTable {
  host: string;
  merchant_code: string;
}

export interface DomainRoutesTable {
  merchant_code: string;
  origin: string;
  sort: Generated<number>;
}

export interface WhitelabelModulesTable {
  merchant_code: string;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: Generated<number>;
}

export interface RegisterRulesTable {
  merchant_code: string;
  field: string;
  accepted_pattern: string;
  min_length: number;
  max_length: number;
  pattern_id: number;
  enabled: boolean;
  required: boolean;
  sort: Generated<number>;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  merchant_code: string;
  cs_type: string;
  path: string;
  sort: Generated<number>;
}

export interface SiteResourcesTable {
  id: Generated<number>;
  merchant_code: string;
  resource_type: string;
  url: string;
  label_name_en: string;
  sort: Generated<number>;
}

export interface MaintenanceGatesTable {
  scope: string;
  info: Generated<string>;
  starts_at: Timestamp;
  until: NullableTimestamp;
  updated_at: Timestamp;
}

export interface RegionBlocksTable {
  cidr: string;
  info: Generated<string>;
  created_at: Timestamp;
}

export interface ServerKeysTable {
  name: string;
  value: Json<Record<string, string>>;
  created_at: Timestamp;
}

export interface OpsAuditTable {
  id: Generated<bigint>;
  command: string;
  args: Json<unknown>;
  via: string;
  at: Timestamp;
}

export interface MembersTable {
  id: Generated<bigint>;
  merchant_code: string;
  username: string;
  password_hash: string;
  type: Generated<number>;
  nickname: Generated<string>;
  status: Generated<'active' | 'disabled'>;
  created_at: Timestamp;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  parent_id: bigint | null;
  affiliate_code: string | null;
  ip_check: Generated<'none' | 'sms' | 'email' | 'bank' | 'totp'>;
  totp_secret: string | null;
  totp_last_step: bigint | null;
  password_is_default: Generated<boolean>;
  password_changed_at: Timestamp;
  password_expires_at: NullableTimestamp;
  temp_password_hash: string | null;
  temp_password_expires_at: NullableTimestamp;
  last_login_at: NullableTimestamp;
  language: string | null;
  /** Minor units. */
  demo_balance: ColumnType<bigint, bigint | undefined, bigint>;
  register_ip: string | null;
  register_source: Generated<string>;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  payment_password_hash: string | null;
  /** Who referred this member (their ?referralCode= link); migration 004. */
  referrer_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  /** The invitation code the member registered with, upper case; migration 007. */
  invitation_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MemberIpsTable {
  member_id: bigint;
  ip: string;
  first_seen_at: Date;
  last_seen_at: Date;
}

export interface SessionsTable {
  /** Hex SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  member_id: bigint;
  merchant_code: string;
  origin: string;
  ip: string;
  created_at: Date;
  last_seen_at: Date;
  idle_expires_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface RateCountersTable {
  key: string;
  hits: number;
  window_started_at: Date;
  locked_until: Date | null;
}

export interface CaptchasTable {
  id_hash: string;
  answer_hash: string;
  ip: string;
  expires_at: Date;
}

export interface VerificationCodesTable {
  id: Generated<bigint>;
  merchant_code: string;
  channel: 'sms' | 'email';
  target: string;
  purpose: string;
  ip: string;
  code_hash: string | null;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface LoginChallengesTable {
  id_hash: string;
  member_id: bigint;
  merchant_code: string;
  method: 'sms' | 'email' | 'bank' | 'totp';
  target: string;
  ip: string;
  origin: string;
  agent_login: boolean;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface SmsOutboxTable {
  id: Generated<bigint>;
  merchant_code: string;
  to_number: string;
  body: string;
  created_at: Date;
}

export interface MailOutboxTable {
  id: Generated<bigint>;
  merchant_code: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}

export interface DB extends MoneyTables, GameTables, AgentTables, ProviderTables {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  domain_routes: DomainRoutesTable;
  whitelabel_modules: WhitelabelModulesTable;
  register_rules: RegisterRulesTable;
  customer_service: CustomerServiceTable;
  site_resources: SiteResourcesTable;
  maintenance_gates: MaintenanceGatesTable;
  region_blocks: RegionBlocksTable;
  server_keys: ServerKeysTable;
  ops_audit: OpsAuditTable;
  members: MembersTable;
  member_ips: MemberIpsTable;
  sessions: SessionsTable;
  rate_counters: RateCountersTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  login_challenges: LoginChallengesTable;
  sms_outbox: SmsOutboxTable;
  mail_outbox: MailOutboxTable;
  schema_migrations: SchemaMigrationsTable;
}
