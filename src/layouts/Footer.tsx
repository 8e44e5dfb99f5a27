import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FOOTER_HELP } from './navItems';
import styles from './layouts.module.css';

/** The footer: help links and the site's name. */
export function Footer({ siteName }: { siteName: string }) {
  const { t } = useTranslation(['nav', 'common']);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('helpLinks')}>
        <ul className={styles.footerLinks}>
          {FOOTER_HELP.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>
        {t('copyright', { ns: 'common', year: new Date().getFullYear(), name: siteName })}
      </p>
    </footer>
  );
}
