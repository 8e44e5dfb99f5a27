import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { selectLoggedIn } from '../app/sessionSlice';
import { AccountMenuSlot } from '../features/auth/account/AccountMenuSlot';
import { selectAuthStatus, selectMember } from '../features/auth/authSlice';
import { useSiteConfig } from '../features/boot';
import { VendorGamesHost } from '../features/games/launch/VendorGamesHost';
import { ThemeToggle } from '../features/theme/ThemeToggle';
import { WalletSlot } from '../features/wallet/WalletSlot';
import { BrandLink } from './BrandLink';
import { LanguageSelect } from './LanguageSelect';
import { TopNav } from './TopNav';
import styles from './layouts.module.css';

type HeaderProps = {
  /** The side-menu button, when the page has a side menu. */
  menuButton?: ReactNode;
  topNav?: boolean;
  languageSelector?: boolean;
  /** Label after the logo, e.g. the agent area's name. */
  area?: string;
  /** Member Log in / Register links for guests; the agent area has its own login page. */
  guestLinks?: boolean;
};

/**
 * Logo, top navigation (with its vendor drop menus), language, theme, and Log in / Register for
 * guests or the account and Sign out.
 */
export function Header({ menuButton, topNav = true, languageSelector = true, area, guestLinks = true }: HeaderProps) {
  const { t } = useTranslation('nav');
  const site = useSiteConfig();
  const authStatus = useAppSelector(selectAuthStatus);
  const loggedIn = useAppSelector(selectLoggedIn) || authStatus === 'member' || authStatus === 'loading';
  // The wallet (balance, deposit, withdraw, P&L) is for official accounts; trial players have no money.
  const member = useAppSelector(selectMember);
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        {menuButton}
        <BrandLink name={site.merchantName} />
        {area ? <span className={styles.area}>{area}</span> : null}
        <div className={styles.headerActions}>
          {languageSelector ? <LanguageSelect /> : null}
          <ThemeToggle />
          {member && !member.isTrial ? <WalletSlot /> : null}
          {loggedIn ? <AccountMenuSlot /> : null}
          {loggedIn || !guestLinks ? null : (
            <>
              <Link to="/login" className={`button ${styles.compactButton}`}>
                {t('login')}
              </Link>
              <Link to="/register" className={`button button--primary ${styles.compactButton}`}>
                {t('register')}
              </Link>
            </>
          )}
        </div>
      </div>
      {topNav ? <TopNav /> : null}
      {/* Every layout has this header, so the group vendors' game popup lives here once. */}
      <VendorGamesHost />
    </header>
  );
}
