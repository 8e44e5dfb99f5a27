import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, normaliseSystemStatus } from '../../../../src/api/systemStatus';

describe('normaliseSystemStatus', () => {
  it('fills what a real platform status leaves out (no site block, no lists)', () => {
    const status = normaliseSystemStatus({
      maintenance: false,
      regionRestriction: true,
      location: { ip: '1.2.3.4' },
      info: {},
    })!;
    expect(status.regionRestriction).toBe(true);
    expect(status.location.ip).toBe('1.2.3.4');
    expect(status.info.customerService).toEqual([]);
    expect(status.info.whitelabel).toEqual([]);
    expect(status.info.site).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('keeps what is there', () => {
    const site = { ...DEFAULT_SITE_CONFIG, defaultLang: 'KO', supportLanguages: ['KO', 'EN'], merchantName: 'K' };
    const status = normaliseSystemStatus({
      maintenance: true,
      regionRestriction: false,
      location: { ip: '::1' },
      content: { data: { info: 'x', endTime: 5 } },
      info: { customerService: [{ csType: 'A', path: 'p' }], site },
    })!;
    expect(status.maintenance).toBe(true);
    expect(status.content?.data.endTime).toBe(5);
    expect(status.info.site).toEqual(site);
    expect(status.info.customerService).toHaveLength(1);
  });

  it('gives a site without a language list its default language', () => {
    expect(normaliseSystemStatus({ info: { site: { defaultLang: 'TH' } } })?.info.site.supportLanguages).toEqual([
      'TH',
    ]);
  });

  it('refuses something that is not a status', () => {
    expect(normaliseSystemStatus('<html>')).toBeUndefined();
    expect(normaliseSystemStatus(null)).toBeUndefined();
    expect(normaliseSystemStatus([1])).toBeUndefined();
  });
});
