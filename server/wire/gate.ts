/**
 * What the transport (transport.ts) needs from the system domain, as types the wire owns: the
 * merchant a request belongs to, and the maintenance and region gates in force. The system
 * domain implements TransportGate (server/domains/system/service.ts) and server/app.ts passes
 * it in, so the wire never imports a domain (the lint zones in eslint.config.js keep it so).
 */
import type { SiteConfig } from '../../src/shared/wire/system';

export type Merchant = { code: string; name: string; site: SiteConfig; mainDomain: string; gtagId: string };

export type Gate =
  | { state: 0 }
  | { state: 1; info: string; maintainTime: number; endTime: number | undefined }
  | { state: 2; info: string };

export type TransportGate = {
  /** The merchant of a Merchant header code; undefined for a code no merchant has. */
  merchant(code: string): Promise<Merchant | undefined>;
  /** Maintenance (1) or a region block (2) for this merchant and address, else open (0). */
  gate(merchantCode: string, ip: string): Promise<Gate>;
};
