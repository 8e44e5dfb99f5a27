import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../features/system';
import { changeLanguage, currentLanguage, languageOptions } from '../i18n';
import styles from './layouts.module.css';

/** The interface language, from the languages the site supports (a native select, labelled "Language"). */
export function LanguageSelect() {
  // useTranslation re-renders this on every language change.
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  const id = useId();
  const options = languageOptions(site);
  // The chosen language, even while its catalogs are missing and English shows.
  const current = currentLanguage();
  if (options.length < 2) return null;
  return (
    <div className={styles.language}>
      <label htmlFor={id} className="visually-hidden">
        {t('language')}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        value={current}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code} lang={option.tag}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
