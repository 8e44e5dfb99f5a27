/**
 * Which interface language to use (spec §1, §4): the languages a site supports and its
 * default come from its configuration; a stored choice is kept when the site supports it and
 * replaced by the site default when not. Pure functions: no storage, no i18next.
 */
import {
  DEFAULT_LANGUAGE_CODE,
  LANGUAGES,
  languageByCode,
  normaliseLanguageCode,
  type LanguageInfo,
  type SiteConfig,
} from '../shared/wire';

/** One entry of the language selector. */
export type LanguageOption = Pick<LanguageInfo, 'code' | 'tag' | 'nativeName'>;

/** The languages a site offers, in the site's order; unknown codes dropped, aliases folded. */
export function supportedCodes(site: Pick<SiteConfig, 'supportLanguages' | 'defaultLang'> | undefined): string[] {
  if (!site) return LANGUAGES.map((l) => l.code);
  const codes: string[] = [];
  for (const raw of site.supportLanguages) {
    const code = normaliseLanguageCode(raw);
    if (code && !codes.includes(code)) codes.push(code);
  }
  if (codes.length === 0) codes.push(normaliseLanguageCode(site.defaultLang) ?? DEFAULT_LANGUAGE_CODE);
  return codes;
}

/** Options for the language selector: code, BCP 47 tag and the language's own name. */
export function languageOptions(site: Pick<SiteConfig, 'supportLanguages' | 'defaultLang'> | undefined): LanguageOption[] {
  return supportedCodes(site).map((code) => {
    const { tag, nativeName } = languageByCode(code) as LanguageInfo;
    return { code, tag, nativeName };
  });
}

/**
 * The platform code to use. `stored` is what localStorage holds (`hisLang`, else `lang`).
 * Without a site configuration yet (before the status call), any known language is kept.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  site: Pick<SiteConfig, 'supportLanguages' | 'defaultLang'> | undefined,
): string {
  const supported = supportedCodes(site);
  const wanted = normaliseLanguageCode(stored);
  if (wanted && supported.includes(wanted)) return wanted;
  const siteDefault = normaliseLanguageCode(site?.defaultLang);
  if (siteDefault && supported.includes(siteDefault)) return siteDefault;
  return supported.includes(DEFAULT_LANGUAGE_CODE) || !supported[0] ? DEFAULT_LANGUAGE_CODE : supported[0];
}

/** A platform code in canonical form; English for codes we do not know. */
export function normaliseCode(code: string): string {
  return normaliseLanguageCode(code) ?? DEFAULT_LANGUAGE_CODE;
}

/** BCP 47 tag (i18next language, locale folder, `<html lang>`) of a platform code. */
export function tagOf(code: string): string {
  return languageByCode(code)?.tag ?? 'en';
}

/** Platform code of a BCP 47 tag; English for tags we do not know. */
export function codeOfTag(tag: string): string {
  return LANGUAGES.find((l) => l.tag.toLowerCase() === tag.toLowerCase())?.code ?? DEFAULT_LANGUAGE_CODE;
}

/** Text direction of a platform code: Arabic, Persian and Urdu read right to left. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return languageByCode(code)?.rtl ? 'rtl' : 'ltr';
}
