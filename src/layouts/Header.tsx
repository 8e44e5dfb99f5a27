import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { selectLoggedIn } from '../app/sessionSlice';
import { CloseIcon, MoreIcon } from '../components/icons';
import { PHONE_QUERY, useMediaQuery } from '../components/useMediaQuery';
import { AccountMenuSlot } from '../features/auth/account/AccountMenuSlot';
import { selectAuthStatus, selectMember } from '../features/auth/authSlice';
import { useSiteConfig } from '../features/system';
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
 *
 * On a phone (issue 14 item 3: the signed-in header took four rows, half the screen) it is one
 * row: logo, balance, Deposit (or Log in for guests) and an "Account and settings" button that
 * opens the rest below it (language, theme, the wallet's tools, the account and Sign out). The
 * top navigation gives way to the bottom navigation (BottomNav.tsx).
 */
export function Header({ menuButton, topNav = true, languageSelector = true, area, guestLinks = true }: HeaderProps) {
  const { t } = useTranslation('nav');
  const site = useSiteConfig();
  const authStatus = useAppSelector(selectAuthStatus);
  const loggedIn = useAppSelector(selectLoggedIn) || authStatus === 'member' || authStatus === 'loading';
  // The wallet (balance, deposit, withdraw, P&L) is for official accounts; trial players have no money.
  const member = useAppSelector(selectMember);
  const hasWallet = Boolean(member && !member.isTrial);
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // Following a link from the panel, or leaving the phone width, folds it away.
  const where = `${pathname}${search}|${String(phone)}`;
  const [shownFor, setShownFor] = useState(where);
  if (shownFor !== where) {
    setShownFor(where);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const guest =
    loggedIn || !guestLinks ? null : (
      <>
        <Link to="/login" className={`button ${styles.compactButton}`}>
          {t('login')}
        </Link>
        <Link to="/register" className={`button button--primary ${styles.compactButton}`}>
          {t('register')}
        </Link>
      </>
    );

  if (!phone) {
    return (
      <header className={styles.header}>
        <div className={styles.headerBar}>
          {menuButton}
          <BrandLink name={site.merchantName} />
          {area ? <span className={styles.area}>{area}</span> : null}
          <div className={styles.headerActions}>
            {languageSelector ? <LanguageSelect /> : null}
            <ThemeToggle />
            {hasWallet ? <WalletSlot /> : null}
            {loggedIn ? <AccountMenuSlot /> : null}
            {guest}
          </div>
        </div>
        {topNav ? <TopNav /> : null}
        {/* Every layout has this header, so the group vendors' game popup lives here once. */}
        <VendorGamesHost />
      </header>
    );
  }

  return (
    <header className={`${styles.header} ${styles.headerPhone}`}>
      <div className={styles.headerBar}>
        {menuButton}
        <BrandLink name={site.merchantName} />
        {area ? <span className={`${styles.area} ${styles.areaPhone}`}>{area}</span> : null}
        <div className={styles.headerActions}>
          {hasWallet ? <WalletSlot part="summary" /> : null}
          {guest}
          <button
            ref={toggleRef}
            type="button"
            className={`icon-button ${styles.moreToggle}`}
            aria-label={loggedIn ? t('accountMenu') : t('settingsMenu')}
            title={loggedIn ? t('accountMenu') : t('settingsMenu')}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <CloseIcon /> : <MoreIcon />}
          </button>
        </div>
      </div>
      <div id={panelId} className={styles.headerPanel} hidden={!open}>
        {open ? (
          <>
            {hasWallet ? <WalletSlot part="tools" /> : null}
            {loggedIn ? <AccountMenuSlot /> : null}
            <div className={styles.headerPanelRow}>
              {languageSelector ? <LanguageSelect /> : null}
              <ThemeToggle />
            </div>
          </>
        ) : null}
      </div>
      <VendorGamesHost />
    </header>
  );
}
