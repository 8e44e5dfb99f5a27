/**
 * System calls (contract §4.2, §4.3, §5): status, whitelabel tree, registration rules,
 * domain route. Shapes marked "design" were not seen on the wire; they are ours, kept the same
 * on both sides.
 */
import { endpoint } from './endpoint';
import type { FirebaseSiteBlock } from './firebase';

/** Whitelabel module node (§4.3). `enabled` is the string '1' when on. */
export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

/** One registration field rule (§5). acceptedPattern '*' means anything. */
export type RegisterRule = {
  key: string;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: number;
  enabled: boolean;
  required: boolean;
};

export type RegisterRules = Record<string, RegisterRule>;

/** Customer-service entry; `path` is DES-encrypted, last 8 characters the key (§3.4). */
export type CustomerServiceEntry = { csType: string; path: string };

export type ResourceEntry = { resourceType: string; url: string; labelNameEn: string };

/** Design: the site configuration the client needs before anything else. */
export type SiteConfig = {
  merchantName: string;
  /** Platform language code, e.g. 'EN' or 'KO'. */
  defaultLang: string;
  supportLanguages: string[];
  defaultTheme: 'dark' | 'light';
  /** Member and agent centres as full pages or as overlays over the current page. */
  memberCenterMode: 'page' | 'overlay';
  currency: { code: string; symbol: string; minorUnits: number };
  /** Social sign-in and the registration SMS check through Firebase (./firebase.ts); absent = off. */
  firebase?: FirebaseSiteBlock;
};

/** Design: why the app is gated, shown on the maintenance and region pages. */
export type GateContent = {
  data: {
    info: string;
    /** Epoch ms; maintenance only. */
    maintainTime?: number;
    endTime?: number;
  };
};

export type SystemStatus = {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string };
  /** Present when maintenance or regionRestriction is on (contract §2.3 maintenance payload). */
  content?: GateContent;
  info: {
    customerService: CustomerServiceEntry[];
    domainRoute: string[];
    resources: ResourceEntry[];
    whitelabel: WhitelabelNode[];
    register: RegisterRules;
    mainDomain: string;
    analytics: { gtagId: string };
    imageCDNs: string[];
    launchGameCDNs: string[];
    site: SiteConfig;
  };
};

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

export const systemEndpoints = {
  status: endpoint<void, SystemStatus>({ method: 'GET', path: '/wps/system/status', modId: 'COMM3' }),
  whitelabel: endpoint<void, WhitelabelNode[]>({ method: 'GET', path: '/wps/system/whitelabel', modId: 'COMM3' }),
  registerSettings: endpoint<void, RegisterRules>({
    method: 'GET',
    path: '/wps/system/setting/register',
    modId: 'REG3',
  }),
  /** Design: value is the list of platform origins, the preferred one first. */
  domainRoute: endpoint<void, string[]>({ method: 'GET', path: '/wps/system/domainRoute', modId: 'COMM3' }),
  /** Plain-text hex modulus, not an envelope (§3.1). */
  rsaKey: endpoint<void, string>({ method: 'GET', path: '/wps/session/key/rsa' }),
} as const;
