// @vitest-environment happy-dom
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { wireContext } from '../../../../src/api/wireContext';
import { changeLanguage, currentLanguage, initI18n, loadCatalog } from '../../../../src/i18n';
import arBoot from '../../../../src/i18n/locales/ar/boot.json';
import type { SiteConfig } from '../../../../src/shared/wire';

const site = (defaultLang: string, supportLanguages: string[]): SiteConfig => ({
  merchantName: 'Test',
  defaultLang,
  supportLanguages,
  defaultTheme: 'dark',
  memberCenterMode: 'page',
  currency: { code: 'USD', symbol: '$', minorUnits: 2 },
});

beforeEach(() => localStorage.clear());

describe('initI18n and changeLanguage', () => {
  it('starts in a stored known language before the site is known, storing nothing', async () => {
    localStorage.setItem('hisLang', 'AR');
    await initI18n();
    expect(i18next.language).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(wireContext().language).toBe('AR');
    expect(localStorage.getItem('lang')).toBeNull();
    // The Arabic catalog loads with the language.
    expect(i18next.t('boot:maintenance.title')).toBe(arBoot.maintenance.title);
  });

  it('replaces a stored language the site does not support by its default, and stores it', async () => {
    localStorage.setItem('hisLang', 'JA');
    localStorage.setItem('lang', 'JA');
    await initI18n(site('KO', ['KO', 'EN']));
    expect(i18next.language).toBe('ko');
    expect(localStorage.getItem('lang')).toBe('KO');
    expect(localStorage.getItem('hisLang')).toBe('KO');
    expect(document.documentElement.lang).toBe('ko');
    expect(document.documentElement.dir).toBe('ltr');
    expect(currentLanguage()).toBe('KO');
  });

  it('keeps a stored language the site supports', async () => {
    localStorage.setItem('hisLang', 'EN');
    await initI18n(site('KO', ['KO', 'EN']));
    expect(i18next.language).toBe('en');
  });

  it('changeLanguage stores both keys, sets <html> and the Language header', async () => {
    await initI18n();
    expect(await changeLanguage('fa')).toBe('FA');
    expect(localStorage.getItem('lang')).toBe('FA');
    expect(localStorage.getItem('hisLang')).toBe('FA');
    expect(document.documentElement.dir).toBe('rtl');
    expect(wireContext().language).toBe('FA');
    expect(await changeLanguage('PT-BR')).toBe('PT-BR');
    expect(i18next.language).toBe('pt-BR');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('loads English catalogs lazily and answers an empty catalog for missing files', async () => {
    await expect(loadCatalog('en', 'errors')).resolves.toMatchObject({
      networkAbnormal: 'Network link is abnormal, please try again',
    });
    await expect(loadCatalog('xx', 'errors')).resolves.toEqual({});
  });

  it("loads another language's catalogs through that language's own loader list", async () => {
    await expect(loadCatalog('ko', 'errors')).resolves.toMatchObject({
      networkAbnormal: '네트워크 연결이 원활하지 않습니다. 다시 시도해 주세요',
    });
    // Outside the home namespaces, English too comes through its list.
    await expect(loadCatalog('en', 'cashier')).resolves.not.toEqual({});
    await expect(loadCatalog('ko', 'nope')).resolves.toEqual({});
    // A tag or namespace read from storage never reaches an object's own properties.
    await expect(loadCatalog('constructor', 'errors')).resolves.toEqual({});
    await expect(loadCatalog('ko', 'constructor')).resolves.toEqual({});
  });
});
