/**
 * Interface languages. The wire speaks upper-case platform codes (`EN`, `PT-BR`, `TY`…,
 * contract §6); i18next uses BCP 47 tags. This table is the one place that maps between them.
 */
export type LanguageInfo = {
  /** Platform code sent in the `Language` header and stored in `hisLang`. */
  code: string;
  /** BCP 47 tag: the locale folder name and the i18next language. */
  tag: string;
  /** The language's own name, shown in the language selector. */
  nativeName: string;
  rtl?: boolean;
};

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'EN', tag: 'en', nativeName: 'English' },
  { code: 'CN', tag: 'zh-CN', nativeName: '简体中文' },
  { code: 'TW', tag: 'zh-TW', nativeName: '繁體中文' },
  { code: 'JA', tag: 'ja', nativeName: '日本語' },
  { code: 'KO', tag: 'ko', nativeName: '한국어' },
  { code: 'TH', tag: 'th', nativeName: 'ไทย' },
  { code: 'VI', tag: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'MY', tag: 'my', nativeName: 'မြန်မာ' },
  { code: 'ES', tag: 'es', nativeName: 'Español' },
  { code: 'HI', tag: 'hi', nativeName: 'हिन्दी' },
  { code: 'ID', tag: 'id', nativeName: 'Bahasa Indonesia' },
  { code: 'KM', tag: 'km', nativeName: 'ខ្មែរ' },
  { code: 'MS', tag: 'ms', nativeName: 'Bahasa Melayu' },
  { code: 'PT', tag: 'pt', nativeName: 'Português' },
  { code: 'PT-BR', tag: 'pt-BR', nativeName: 'Português (Brasil)' },
  { code: 'TA', tag: 'ta', nativeName: 'தமிழ்' },
  { code: 'TY', tag: 'tl', nativeName: 'Tagalog' },
  { code: 'UR', tag: 'ur', nativeName: 'اردو', rtl: true },
  { code: 'TR', tag: 'tr', nativeName: 'Türkçe' },
  { code: 'BN', tag: 'bn', nativeName: 'বাংলা' },
  { code: 'AR', tag: 'ar', nativeName: 'العربية', rtl: true },
  { code: 'FA', tag: 'fa', nativeName: 'فارسی', rtl: true },
  { code: 'RU', tag: 'ru', nativeName: 'Русский' },
  { code: 'KK', tag: 'kk', nativeName: 'Қазақ' },
  { code: 'UZ', tag: 'uz', nativeName: 'Oʻzbek' },
  { code: 'LO', tag: 'lo', nativeName: 'ລາວ' },
  { code: 'NE', tag: 'ne', nativeName: 'नेपाली' },
  { code: 'FR', tag: 'fr', nativeName: 'Français' },
  { code: 'DE', tag: 'de', nativeName: 'Deutsch' },
  { code: 'IT', tag: 'it', nativeName: 'Italiano' },
];

/** Codes other builds use for the same language (contract §6: KR = KO, ZH = CN, HD = HI). */
const ALIASES: Record<string, string> = { KR: 'KO', ZH: 'CN', HD: 'HI' };

export const DEFAULT_LANGUAGE_CODE = 'EN';

/** Normalises a platform code: case-insensitive, aliases folded. Unknown codes give undefined. */
export function normaliseLanguageCode(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  const canonical = ALIASES[upper] ?? upper;
  return LANGUAGES.some((l) => l.code === canonical) ? canonical : undefined;
}

export function languageByCode(code: string): LanguageInfo | undefined {
  const canonical = normaliseLanguageCode(code);
  return LANGUAGES.find((l) => l.code === canonical);
}

/** What a site says about its languages (SiteConfig in ./system.ts). */
type SiteLanguages = { supportLanguages: readonly string[]; defaultLang: string };

/** The languages a site offers, in the site's order; unknown codes dropped, aliases folded. */
export function supportedCodes(site: SiteLanguages | undefined): string[] {
  if (!site) return LANGUAGES.map((l) => l.code);
  const codes: string[] = [];
  for (const raw of site.supportLanguages) {
    const code = normaliseLanguageCode(raw);
    if (code && !codes.includes(code)) codes.push(code);
  }
  if (codes.length === 0) codes.push(normaliseLanguageCode(site.defaultLang) ?? DEFAULT_LANGUAGE_CODE);
  return codes;
}

/**
 * The platform code to use. `stored` is what localStorage holds (`hisLang`, else `lang`).
 * Without a site configuration yet (before the status call), any known language is kept.
 */
export function resolveLanguage(stored: string | null | undefined, site: SiteLanguages | undefined): string {
  const supported = supportedCodes(site);
  const wanted = normaliseLanguageCode(stored);
  if (wanted && supported.includes(wanted)) return wanted;
  const siteDefault = normaliseLanguageCode(site?.defaultLang);
  if (siteDefault && supported.includes(siteDefault)) return siteDefault;
  return supported.includes(DEFAULT_LANGUAGE_CODE) || !supported[0] ? DEFAULT_LANGUAGE_CODE : supported[0];
}
