import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useVendorLanes } from '../games/launch/useVendorLanes';
import { gameMenuEntries } from './gameMenu';
import styles from './home.module.css';

/**
 * The game menu of home: a tile per category that has vendors (vendor lanes of the current
 * language, cached in the session). Nothing while they load or when none has vendors.
 */
export function GameMenu() {
  const { t } = useTranslation(['home', 'nav']);
  const { byType, isLoading } = useVendorLanes();
  // The row's height is kept while the lanes load, so the page below does not jump.
  if (isLoading) return <div className={styles.gameMenuPlaceholder} />;
  const entries = byType ? gameMenuEntries(byType) : [];
  if (entries.length === 0) return null;
  return (
    <nav className={styles.gameMenu} aria-label={t('gameMenu.label')}>
      <ul className={styles.gameMenuList}>
        {entries.map((entry) => (
          <li key={entry.gameType}>
            <Link className={styles.gameMenuTile} to={entry.to}>
              <span className={styles.gameMenuName}>{t(entry.label, { ns: 'nav' })}</span>
              <span className={styles.gameMenuCount}>{t('gameMenu.vendors', { count: entry.vendors })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
