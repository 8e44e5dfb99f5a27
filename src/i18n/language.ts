/**
 * Which interface language to use: the languages a site supports and its
 * default come from its configuration; a stored choice is kept when the site supports it and
 * replaced by the site default when not. Pure functions: no storage, no i18next.
 */
import {
  DEFAULT_LANGUAGE_CODE,
  LANGUAGES,
  languageByCode,
  normaliseLanguageCode,
  supportedCodes,
  type LanguageInfo,
  type SiteConfig,
} from '../shared/wire';

// Pure and needed by the server too (it answers a first visit in the site's language).
export { resolveLanguage, supportedCodes } from '../shared/wire';

/** One entry of the language selector. */
export type LanguageOption = Pick<LanguageInfo, 'code' | 'tag' | 'nativeName'>;

/** Options for the language selector: code, BCP 47 tag and the language's own name. */
export function languageOptions(
  site: Pick<SiteConfig, 'supportLanguages' | 'defaultLang'> | undefined,
): LanguageOption[] {
  return supportedCodes(site).map((code) => {
    const { tag, nativeName } = languageByCode(code) as LanguageInfo;
    return { code, tag, nativeName };
  });
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
