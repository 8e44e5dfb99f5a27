import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChrome, useDocumentTitle } from '../app/currentRoute';
import { ScreenOutlet } from '../app/ScreenOutlet';
import { MenuIcon } from '../components/icons';
import { useSiteConfig } from '../features/system';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { RightBar } from './RightBar';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { useSideMenu } from './useSideMenu';
import styles from './layouts.module.css';

const MAIN_ID = 'main-content';

/**
 * The frame of most pages: header, side menu, content, right bar and footer. Which parts
 * show comes from the route table (game pages have no side menu).
 */
export function MainLayout() {
  const { t } = useTranslation('nav');
  const site = useSiteConfig();
  const chrome = useChrome();
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu, toggleRef } = useSideMenu();
  const menuId = useId();
  useDocumentTitle(site.merchantName);

  const menuButton = chrome.sideMenu ? (
    <button
      ref={toggleRef}
      type="button"
      className={`icon-button ${styles.menuToggle}`}
      aria-label={t('menu')}
      aria-expanded={menuOpen}
      aria-controls={menuId}
      onClick={toggleMenu}
    >
      <MenuIcon />
    </button>
  ) : undefined;

  return (
    <div className={styles.shell}>
      <SkipLink targetId={MAIN_ID} />
      <Header menuButton={menuButton} languageSelector={chrome.languageSelector} />
      <div className={chrome.sideMenu ? `${styles.body} ${styles.withSideMenu}` : styles.body}>
        {chrome.sideMenu ? <SideMenu id={menuId} open={menuOpen} onClose={closeMenu} /> : null}
        <main id={MAIN_ID} tabIndex={-1} className={styles.content}>
          <ScreenOutlet />
        </main>
        {chrome.rightBar ? <RightBar /> : null}
      </div>
      {chrome.footer ? <Footer siteName={site.merchantName} /> : null}
      <BottomNav />
    </div>
  );
}
