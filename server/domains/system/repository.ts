/** Reads and writes of the system domain: merchants, site configuration and the gates. */
import type { Kysely, Selectable } from 'kysely';
import type { DB, MaintenanceGatesTable } from '../../db/schema';
import type { RegisterRules, SystemStatus, WhitelabelNode } from '../../../src/shared/wire/system';

export type MerchantRow = Awaited<ReturnType<ReturnType<typeof createSystemRepository>['merchant']>>;

/**
 * How long an instance answers from its copy of the gates. The gates are read on every API call,
 * so the copy spares two queries a call. A change made through this instance (the ops route)
 * drops the copy at once; one made through another instance takes effect here within this time.
 */
export const GATE_RULES_TTL_MS = 2_000;

/**
 * How long an instance answers the status call's site information (customer service, resources,
 * whitelabel tree, register rules, domain routes) from its copy. Status is the call every client
 * boots from (issue 15: five queries a call held it near 1,000 req/s); the rows change only
 * through seeds and the ops route's whitelabel switch, which drops this instance's copy at once
 * (setModule below). A change made through another instance shows here within this time, as
 * for the gates.
 */
export const SITE_INFO_TTL_MS = 2_000;

/** The part of the status that depends on the merchant's configuration alone. */
export type SiteInfo = Pick<
  SystemStatus['info'],
  'customerService' | 'resources' | 'whitelabel' | 'register' | 'domainRoute'
>;

export type MaintenanceWindow = Selectable<MaintenanceGatesTable>;
export type RegionBlock = { cidr: string; info: string };
/** Every maintenance window (in force or not) and every blocked address range. */
export type GateRules = { windows: MaintenanceWindow[]; blocks: RegionBlock[] };

/** `msNow` times the gate copy (tests move it); the gates' own times use the caller's clock. */
export function createSystemRepository(db: Kysely<DB>, msNow: () => number = Date.now) {
  let gateCopy: { at: number; rules: Promise<GateRules> } | null = null;
  const forgetGates = () => {
    gateCopy = null;
  };
  const siteInfoCopies = new Map<string, { at: number; info: Promise<SiteInfo> }>();

  const repo = {
    merchant(code: string) {
      return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async merchantCodeForHost(host: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('merchant_domains')
        .select('merchant_code')
        .where('host', '=', host.toLowerCase())
        .executeTakeFirst();
      return row?.merchant_code;
    },

    async merchantCodes(): Promise<string[]> {
      const rows = await db.selectFrom('merchants').select('code').orderBy('code').execute();
      return rows.map((r) => r.code);
    },

    async whitelabelTree(merchantCode: string): Promise<WhitelabelNode[]> {
      const rows = await db
        .selectFrom('whitelabel_modules')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .orderBy('mod_id')
        .execute();
      const nodes = new Map<string, WhitelabelNode>();
      for (const row of rows)
        nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
      const roots: WhitelabelNode[] = [];
      for (const row of rows) {
        const node = nodes.get(row.mod_id)!;
        const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
        (parent ? parent.childrenNodes : roots).push(node);
      }
      return roots;
    },

    async setModule(merchantCode: string, modId: string, enabled: boolean): Promise<boolean> {
      const result = await db
        .updateTable('whitelabel_modules')
        .set({ enabled })
        .where('merchant_code', '=', merchantCode)
        .where('mod_id', '=', modId)
        .executeTakeFirst();
      siteInfoCopies.delete(merchantCode);
      return result.numUpdatedRows > 0n;
    },

    /** The status call's site information, from this instance's copy when younger than SITE_INFO_TTL_MS. */
    siteInfo(merchantCode: string): Promise<SiteInfo> {
      const at = msNow();
      const copy = siteInfoCopies.get(merchantCode);
      if (copy && at - copy.at < SITE_INFO_TTL_MS) return copy.info;
      const info = Promise.all([
        repo.customerService(merchantCode),
        repo.resources(merchantCode),
        repo.whitelabelTree(merchantCode),
        repo.registerRules(merchantCode),
        repo.domainRoutes(merchantCode),
      ]).then(([customerService, resources, whitelabel, register, domainRoute]) => ({
        customerService,
        resources,
        whitelabel,
        register,
        domainRoute,
      }));
      const fresh = { at, info };
      siteInfoCopies.set(merchantCode, fresh);
      // A failed read is not kept: the next call tries again.
      info.catch(() => {
        if (siteInfoCopies.get(merchantCode) === fresh) siteInfoCopies.delete(merchantCode);
      });
      return info;
    },

    async registerRules(merchantCode: string): Promise<RegisterRules> {
      const rows = await db
        .selectFrom('register_rules')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .execute();
      const rules: RegisterRules = {};
      for (const r of rows) {
        rules[r.field] = {
          key: r.field,
          acceptedPattern: r.accepted_pattern,
          minLength: r.min_length,
          maxLength: r.max_length,
          patternId: r.pattern_id,
          enabled: r.enabled,
          required: r.required,
        };
      }
      return rules;
    },

    customerService(merchantCode: string) {
      return db
        .selectFrom('customer_service')
        .select(['cs_type as csType', 'path'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    resources(merchantCode: string) {
      return db
        .selectFrom('site_resources')
        .select(['resource_type as resourceType', 'url', 'label_name_en as labelNameEn'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async domainRoutes(merchantCode: string): Promise<string[]> {
      const rows = await db
        .selectFrom('domain_routes')
        .select('origin')
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .execute();
      return rows.map((r) => r.origin);
    },

    /** The maintenance window in force for a merchant now, its own or the global one. */
    activeMaintenance(merchantCode: string, now: Date) {
      return db
        .selectFrom('maintenance_gates')
        .selectAll()
        .where('scope', 'in', [merchantCode, '*'])
        .where('starts_at', '<=', now)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
        .orderBy('scope', 'desc') // a merchant's own window wins over '*'
        .executeTakeFirst();
    },

    /** The gates, from this instance's copy when it is younger than GATE_RULES_TTL_MS. */
    gateRules(): Promise<GateRules> {
      const at = msNow();
      if (!gateCopy || at - gateCopy.at >= GATE_RULES_TTL_MS) {
        const rules = Promise.all([
          db.selectFrom('maintenance_gates').selectAll().execute(),
          db.selectFrom('region_blocks').select(['cidr', 'info']).orderBy('created_at').execute(),
        ]).then(([windows, blocks]) => ({ windows, blocks }));
        const copy = { at, rules };
        gateCopy = copy;
        // A failed read is not kept: the next call tries again.
        rules.catch(() => {
          if (gateCopy === copy) gateCopy = null;
        });
      }
      return gateCopy.rules;
    },

    async setMaintenance(scope: string, info: string, until: Date | null, now: Date): Promise<void> {
      await db
        .insertInto('maintenance_gates')
        .values({ scope, info, until, starts_at: now, updated_at: now })
        .onConflict((oc) => oc.column('scope').doUpdateSet({ info, until, starts_at: now, updated_at: now }))
        .execute();
      forgetGates();
    },

    async clearMaintenance(scope: string | undefined): Promise<number> {
      let query = db.deleteFrom('maintenance_gates');
      if (scope) query = query.where('scope', '=', scope);
      const result = await query.executeTakeFirst();
      forgetGates();
      return Number(result.numDeletedRows);
    },

    regionBlocks() {
      return db.selectFrom('region_blocks').select(['cidr', 'info']).orderBy('created_at').execute();
    },

    async blockRegion(cidr: string, info: string): Promise<void> {
      await db
        .insertInto('region_blocks')
        .values({ cidr, info })
        .onConflict((oc) => oc.column('cidr').doUpdateSet({ info }))
        .execute();
      forgetGates();
    },

    async unblockRegion(cidr: string): Promise<boolean> {
      const result = await db.deleteFrom('region_blocks').where('cidr', '=', cidr).executeTakeFirst();
      forgetGates();
      return result.numDeletedRows > 0n;
    },

    async audit(command: string, args: unknown, via: string): Promise<void> {
      await db
        .insertInto('ops_audit')
        .values({ command, args: JSON.stringify(args), via })
        .execute();
    },
  };
  return repo;
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
