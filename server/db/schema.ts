/**
 * Kysely's view of the tables. Each interface mirrors a migration; change both together.
 * Generated<T> and Timestamp mark columns the database fills in (serials, defaults).
 */
import type { ColumnType, Generated } from 'kysely';
import type { SiteConfig } from '../../src/shared/wire/system';

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
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}

export interface DB {
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
  schema_migrations: SchemaMigrationsTable;
}
