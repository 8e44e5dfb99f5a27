import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './layouts.module.css';

/** The site's mark and name, linking home. The same mark as resources/public/favicon.svg. */
export function BrandLink({ name }: { name: string }) {
  const { t } = useTranslation('nav');
  return (
    <Link to="/" className={styles.brand} aria-label={t('homeLink', { name })}>
      <svg className={styles.brandMark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M16 6l3 7h7l-5.6 4.3 2.1 7.2L16 20.3l-6.5 4.2 2.1-7.2L6 13h7z" fill="var(--color-accent-contrast)" />
      </svg>
      <span className={styles.brandName}>{name}</span>
    </Link>
  );
}
