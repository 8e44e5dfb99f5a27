/**
 * The status call's value, made safe to read. Our server sends every field; a real platform
 * deployment may leave some out (the `site` block is this product's design,
 * src/shared/wire/system.ts, not part of the deployed protocol), so missing parts get neutral
 * defaults instead of crashing the gate.
 */
import { DEFAULT_LANGUAGE_CODE, type SiteConfig, type SystemStatus } from '../shared/wire';

/** What a site without its own configuration gets: English, dark, overlays off. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  merchantName: '',
  defaultLang: DEFAULT_LANGUAGE_CODE,
  supportLanguages: [DEFAULT_LANGUAGE_CODE],
  defaultTheme: 'dark',
  memberCenterMode: 'page',
  currency: { code: '', symbol: '', minorUnits: 2 },
};

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Fills in what a partial status lacks; undefined when the value is not a status at all. */
export function normaliseSystemStatus(value: unknown): SystemStatus | undefined {
  if (!isObject(value)) return undefined;
  const info = isObject(value.info) ? value.info : {};
  const site = isObject(info.site) ? (info.site as Partial<SiteConfig>) : {};
  return {
    ...(value as Partial<SystemStatus>),
    maintenance: value.maintenance === true,
    regionRestriction: value.regionRestriction === true,
    location: { ip: '', ...(isObject(value.location) ? value.location : {}) },
    info: {
      mainDomain: '',
      analytics: { gtagId: '' },
      register: {},
      ...(info as Partial<SystemStatus['info']>),
      customerService: list(info.customerService),
      domainRoute: list(info.domainRoute),
      resources: list(info.resources),
      whitelabel: list(info.whitelabel),
      imageCDNs: list(info.imageCDNs),
      launchGameCDNs: list(info.launchGameCDNs),
      site: {
        ...DEFAULT_SITE_CONFIG,
        ...site,
        supportLanguages: list<string>(site.supportLanguages).length
          ? list<string>(site.supportLanguages)
          : [site.defaultLang ?? DEFAULT_LANGUAGE_CODE],
      },
    },
  };
}
