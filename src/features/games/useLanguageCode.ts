/**
 * The platform code of the interface language ('EN', 'pt-br'…), for the catalogue queries.
 * It follows i18next, so a language change re-renders the caller with the new code and every
 * catalogue query gets a new cache entry (lists refresh on language change).
 */
import { useTranslation } from 'react-i18next';
import { codeOfTag } from '../../i18n/language';

export function useLanguageCode(): string {
  const { i18n } = useTranslation();
  return codeOfTag(i18n.resolvedLanguage ?? i18n.language ?? 'en');
}
