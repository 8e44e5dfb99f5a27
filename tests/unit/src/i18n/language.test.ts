import { describe, expect, it } from 'vitest';
import {
  codeOfTag,
  directionOf,
  languageOptions,
  normaliseCode,
  resolveLanguage,
  supportedCodes,
  tagOf,
} from '../../../../src/i18n/language';
import { LANGUAGES } from '../../../../src/shared/wire';

const korean = { defaultLang: 'KO', supportLanguages: ['KO', 'EN'] };
const everything = { defaultLang: 'EN', supportLanguages: LANGUAGES.map((l) => l.code) };

describe('resolveLanguage', () => {
  it('keeps a stored language the site supports', () => {
    expect(resolveLanguage('EN', korean)).toBe('EN');
    expect(resolveLanguage('ko', korean)).toBe('KO');
  });

  it('replaces a stored language the site does not support with the site default', () => {
    expect(resolveLanguage('JA', korean)).toBe('KO');
    expect(resolveLanguage('XX', korean)).toBe('KO');
  });

  it('uses the site default when nothing is stored', () => {
    expect(resolveLanguage(null, korean)).toBe('KO');
    expect(resolveLanguage(undefined, everything)).toBe('EN');
  });

  it('folds aliases of other builds (KR = KO)', () => {
    expect(resolveLanguage('KR', korean)).toBe('KO');
  });

  it('keeps any known language before the site configuration is known, else English', () => {
    expect(resolveLanguage('PT-BR', undefined)).toBe('PT-BR');
    expect(resolveLanguage('xx', undefined)).toBe('EN');
    expect(resolveLanguage(null, undefined)).toBe('EN');
  });

  it('survives a site whose default it does not support', () => {
    expect(resolveLanguage(null, { defaultLang: 'XX', supportLanguages: ['TH', 'EN'] })).toBe('EN');
    expect(resolveLanguage(null, { defaultLang: 'XX', supportLanguages: ['TH'] })).toBe('TH');
  });
});

describe('supportedCodes and languageOptions', () => {
  it('lists the site languages in its order, unknown and duplicate codes dropped', () => {
    expect(supportedCodes({ defaultLang: 'EN', supportLanguages: ['vi', 'EN', 'KR', 'KO', 'ZZ'] })).toEqual([
      'VI',
      'EN',
      'KO',
    ]);
  });

  it('falls back to the default when the list is empty', () => {
    expect(supportedCodes({ defaultLang: 'TH', supportLanguages: [] })).toEqual(['TH']);
  });

  it('gives code, tag and native name for the selector', () => {
    expect(languageOptions(korean)).toEqual([
      { code: 'KO', tag: 'ko', nativeName: '한국어' },
      { code: 'EN', tag: 'en', nativeName: 'English' },
    ]);
    expect(languageOptions(everything)).toHaveLength(30);
  });
});

describe('codes, tags and direction', () => {
  it('maps platform codes to BCP 47 tags and back', () => {
    expect(tagOf('PT-BR')).toBe('pt-BR');
    expect(tagOf('TY')).toBe('tl');
    expect(tagOf('nope')).toBe('en');
    expect(codeOfTag('zh-TW')).toBe('TW');
    expect(codeOfTag('pt-br')).toBe('PT-BR');
    expect(codeOfTag('xx')).toBe('EN');
    expect(normaliseCode('hd')).toBe('HI');
  });

  it('reads Arabic, Persian and Urdu right to left', () => {
    expect(['AR', 'FA', 'UR', 'EN', 'HI'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'ltr', 'ltr']);
  });
});
