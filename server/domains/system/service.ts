/**
 * The system domain: which merchant a request belongs to, the status the client boots from,
 * and the maintenance and region gates that operators switch live.
 */
import type { SiteConfig, SystemState, SystemStatus } from '../../../src/shared/wire/system';
import type { Gate, Merchant } from '../../wire/gate';
import { findBlock } from './addressBlocks';
import type { MaintenanceWindow, SystemRepository } from './repository';

/**
 * The wire owns these shapes (server/wire/gate.ts): this service is the TransportGate server/app.ts gives the
 * transport.
 */
export type { Gate, Merchant };

/** The maintenance window in force for a merchant at `now`: its own, else the global one ('*'). */
export function windowInForce(
  windows: readonly MaintenanceWindow[],
  merchantCode: string,
  now: Date,
): MaintenanceWindow | undefined {
  const inForce = (w: MaintenanceWindow) => w.starts_at <= now && (w.until === null || w.until > now);
  return (
    windows.find((w) => w.scope === merchantCode && inForce(w)) ?? windows.find((w) => w.scope === '*' && inForce(w))
  );
}

/** Merchant rows change only through migrations and seeds; a short cache spares a query per call. */
const MERCHANT_TTL_MS = 10_000;

export type SystemServiceOptions = {
  /**
   * The site configuration as requests and the status see it (e.g. without a Firebase block the server cannot back).
   */
  siteView?: (site: SiteConfig) => SiteConfig;
};

export function createSystemService(
  repo: SystemRepository,
  clock: () => Date = () => new Date(),
  options: SystemServiceOptions = {},
) {
  const merchants = new Map<string, { merchant: Merchant | undefined; at: number }>();

  async function merchant(code: string): Promise<Merchant | undefined> {
    const now = Date.now();
    const cached = merchants.get(code);
    if (cached && now - cached.at < MERCHANT_TTL_MS) return cached.merchant;
    const row = await repo.merchant(code);
    const value = row && {
      code: row.code,
      name: row.name,
      site: options.siteView ? options.siteView(row.site_config) : row.site_config,
      mainDomain: row.main_domain,
      gtagId: row.gtag_id,
    };
    merchants.set(code, { merchant: value, at: now });
    return value;
  }

  /** Maintenance first; the region gate applies only when there is no maintenance. */
  async function gate(merchantCode: string, ip: string): Promise<Gate> {
    const now = clock();
    const { windows, blocks } = await repo.gateRules();
    const maintenance = windowInForce(windows, merchantCode, now);
    if (maintenance) {
      return {
        state: 1,
        info: maintenance.info,
        maintainTime: maintenance.starts_at.getTime(),
        endTime: maintenance.until?.getTime(),
      };
    }
    const block = findBlock(blocks, ip);
    if (block) return { state: 2, info: block.info };
    return { state: 0 };
  }

  async function status(m: Merchant, ip: string): Promise<SystemStatus> {
    // Both from this instance's short-lived copies (repository.ts): no query on most calls.
    const [g, { customerService, resources, whitelabel, register, domainRoute }] = await Promise.all([
      gate(m.code, ip),
      repo.siteInfo(m.code),
    ]);
    const state: SystemState = g.state;
    return {
      maintenance: state === 1,
      regionRestriction: state === 2,
      location: { ip },
      ...(g.state === 1 && {
        content: { data: { info: g.info, maintainTime: g.maintainTime, ...(g.endTime && { endTime: g.endTime }) } },
      }),
      ...(g.state === 2 && { content: { data: { info: g.info } } }),
      info: {
        customerService,
        domainRoute,
        resources,
        whitelabel,
        register,
        mainDomain: m.mainDomain,
        analytics: { gtagId: m.gtagId },
        // The reference server serves its own images and game launches: same origin.
        imageCDNs: [''],
        launchGameCDNs: [''],
        site: m.site,
      },
    };
  }

  return { merchant, gate, status, forgetMerchants: () => merchants.clear() };
}

export type SystemService = ReturnType<typeof createSystemService>;
