import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { TOP_NAV } from './navItems';
import styles from './layouts.module.css';

/** The top navigation ("Main"): home, promotions and the game categories. */
export function TopNav() {
  const { t } = useTranslation('nav');
  return (
    <nav aria-label={t('mainNavigation')} className={styles.topNav}>
      <ul className={styles.topNavList}>
        {TOP_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={({ isActive }) => (isActive ? `${styles.topNavLink} ${styles.active}` : styles.topNavLink)}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
