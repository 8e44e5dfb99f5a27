import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { selectLoggedIn } from '../app/sessionSlice';
import { CardsIcon, GiftIcon, HomeIcon, LiveIcon, UserIcon } from '../components/icons';
import { PHONE_QUERY, useMediaQuery } from '../components/useMediaQuery';
import { useVendorLanes } from '../features/games/launch/useVendorLanes';
import { visibleNav, type NavItem } from './navItems';
import styles from './layouts.module.css';

type Place = NavItem & { icon: ComponentType<{ size?: number }> };

/** The main places of the route table (src/app/routeTable.ts), in thumb order. */
const PLACES: readonly Place[] = [
  { to: '/', label: 'home', icon: HomeIcon },
  { to: '/rng', label: 'slots', gameType: 'RNG', icon: CardsIcon },
  { to: '/live', label: 'live', gameType: 'LIVE', icon: LiveIcon },
  { to: '/promotions', label: 'promotions', icon: GiftIcon },
];

/**
 * The phone's bottom navigation (issue 14 item 3): home, the slot and live game lists, promotions
 * and the member centre (Log in for guests), each an icon over its name, always in reach of a
 * thumb. Phones only: wider screens have the top navigation.
 */
export function BottomNav() {
  const { t } = useTranslation('nav');
  const phone = useMediaQuery(PHONE_QUERY);
  const loggedIn = useAppSelector(selectLoggedIn);
  const places = visibleNav(PLACES, useVendorLanes().byType);
  if (!phone) return null;
  const account: Place = loggedIn
    ? { to: '/member', label: 'member', icon: UserIcon }
    : { to: '/login', label: 'login', icon: UserIcon };
  return (
    <nav className={styles.bottomNav} aria-label={t('bottomNavigation')}>
      <ul className={styles.bottomList}>
        {[...places, account].map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) => (isActive ? `${styles.bottomLink} ${styles.active}` : styles.bottomLink)}
            >
              <Icon size={22} />
              <span className={styles.bottomLabel}>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
