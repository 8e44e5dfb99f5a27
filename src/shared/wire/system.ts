/**
 * System calls (contract §4.2, §4.3, §5): status, whitelabel tree, registration rules,
 * domain route. Shapes marked "design" were not seen on the wire; they are ours, kept the same
 * on both sides.
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/system';

/** Whitelabel module node. `enabled` is the string '1' when on. */
export type WhitelabelNode = Static<typeof schemas.WhitelabelNode>;
/** One registration field rule; acceptedPattern '*' means anything. */
export type RegisterRule = Static<typeof schemas.RegisterRule>;
export type RegisterRules = Static<typeof schemas.RegisterRules>;
/** Customer-service entry; `path` is DES-encrypted, last 8 characters the key. */
export type CustomerServiceEntry = Static<typeof schemas.CustomerServiceEntry>;
export type ResourceEntry = Static<typeof schemas.ResourceEntry>;
/** The site configuration the client needs before anything else. */
export type SiteConfig = Static<typeof schemas.SiteConfig>;
/** Why the app is gated, shown on the maintenance and region pages. */
export type GateContent = Static<typeof schemas.GateContent>;
export type SystemStatus = Static<typeof schemas.SystemStatus>;

/** System state as the client derives it: 0 normal, 1 maintenance, 2 region restricted. */
export type SystemState = 0 | 1 | 2;

export function systemStateOf(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): SystemState {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

/** Flattens the whitelabel tree into modId → enabled, as the deployed client does. */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const walk = (list: readonly WhitelabelNode[]) => {
    for (const node of list) {
      flags[node.modId] = node.enabled === '1';
      walk(node.childrenNodes ?? []);
    }
  };
  walk(nodes);
  return flags;
}

/** Their schemas: ./schemas/system.ts. */
export const systemEndpoints = endpointGroup('system')({
  status: { method: 'GET', path: '/wps/system/status', modId: 'COMM3' },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', modId: 'COMM3' },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register', modId: 'REG3' },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute', modId: 'COMM3' },
  rsaKey: { method: 'GET', path: '/wps/session/key/rsa', raw: true },
});
