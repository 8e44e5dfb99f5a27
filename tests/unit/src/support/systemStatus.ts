/** A normal (ungated) system status for renderer tests; tests override what they look at. */
import type { CustomerServiceEntry, SystemStatus } from '../../../../src/shared/wire';

export function systemStatusFixture(
  options: { merchantName?: string; customerService?: CustomerServiceEntry[] } = {},
  overrides: Partial<SystemStatus> = {},
): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.9' },
    info: {
      customerService: options.customerService ?? [],
      domainRoute: [],
      resources: [],
      whitelabel: [],
      register: {},
      mainDomain: '',
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
      site: {
        merchantName: options.merchantName ?? 'Test Casino',
        defaultLang: 'EN',
        supportLanguages: ['EN', 'KO'],
        defaultTheme: 'dark',
        memberCenterMode: 'page',
        currency: { code: 'USD', symbol: '$', minorUnits: 2 },
      },
    },
    ...overrides,
  };
}
