import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CloseIcon, HeadsetIcon } from '../components/icons';
import { focusableIn } from '../components/modalStack';
import { AnnouncementsMenuEntry } from '../features/announcements/AnnouncementsMenuEntry';
import { BannerGroup } from '../features/announcements/BannerGroup';
import { useVendorLanes } from '../features/games/launch/useVendorLanes';
import { GAME_CATEGORIES, SIDE_LINKS, visibleNav, type NavItem } from './navItems';
import { useOpenCustomerService } from './useOpenCustomerService';
import styles from './layouts.module.css';

type SideMenuProps = {
  id: string;
  /** Drawer state on narrow screens; ignored (always shown) on wide ones. */
  open: boolean;
  onClose: () => void;
};

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.sideLink} ${styles.active}` : styles.sideLink;
}

function Links({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('nav');
  return (
    <ul className={styles.sideList}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end className={linkClass}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The side menu ("Side menu"): shortcuts, customer service and the game categories. */
export function SideMenu({ id, open, onClose }: SideMenuProps) {
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation('common');
  const openCustomerService = useOpenCustomerService();
  // Like the top navigation: a game category shows only when the merchant has vendors for it.
  const categories = visibleNav(GAME_CATEGORIES, useVendorLanes().byType);
  const navRef = useRef<HTMLElement>(null);

  // Opening the drawer moves focus into it, to its first link.
  useEffect(() => {
    if (open && navRef.current)
      focusableIn(navRef.current)
        .find((el) => el.tagName === 'A')
        ?.focus();
  }, [open]);

  return (
    <>
      {open ? <div className={styles.drawerBackdrop} onClick={onClose} aria-hidden="true" /> : null}
      <nav
        ref={navRef}
        id={id}
        aria-label={t('sideMenu')}
        className={open ? `${styles.sideMenu} ${styles.sideMenuOpen}` : styles.sideMenu}
      >
        <button
          type="button"
          className={`icon-button ${styles.drawerClose}`}
          aria-label={tc('close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        <Links items={SIDE_LINKS} />
        <AnnouncementsMenuEntry className={styles.sideLink} />
        {openCustomerService ? (
          <button type="button" className={styles.sideLink} onClick={openCustomerService}>
            <HeadsetIcon size={18} />
            {t('customerService')}
          </button>
        ) : null}
        {categories.length > 0 ? (
          <>
            <h2 className={styles.sideHeading}>{t('gameCategories')}</h2>
            <Links items={categories} />
          </>
        ) : null}
        <BannerGroup group="w_leftmenu" />
      </nav>
    </>
  );
}
