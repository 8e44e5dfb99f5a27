import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '../components/icons';
import { vendorTarget } from '../features/games/launch/launchDecision';
import { useLaunchGame } from '../features/games/launch/useLaunchGame';
import { useVendorLanes } from '../features/games/launch/useVendorLanes';
import type { GameType, VendorCard } from '../shared/wire';
import { isCategory, TOP_NAV, visibleNav, type CategoryItem } from './navItems';
import { VendorDropMenu } from './VendorDropMenu';
import layoutStyles from './layouts.module.css';
import styles from './topNav.module.css';

/** A hover menu stays this long after the pointer leaves, so crossing a gap does not close it. */
const CLOSE_DELAY_MS = 150;

/**
 * Which drop menu is open. 'preview': shown by hover or focus, its entries out of the tab
 * order; 'expanded': opened with the toggle (a disclosure), its entries in the tab order.
 */
type OpenMenu = { gameType: GameType; mode: 'preview' | 'expanded' } | null;

/**
 * The top navigation ("Main"): home, promotions and the game categories that have vendors.
 * Each category with vendors has a drop menu of them: pointing at or focusing the category
 * shows it, its toggle button opens it for the keyboard, Escape closes it.
 */
export function TopNav() {
  const { t } = useTranslation(['nav', 'launch']);
  const { byType } = useVendorLanes();
  const launch = useLaunchGame();
  const items = visibleNav(TOP_NAV, byType);
  const [open, setOpen] = useState<OpenMenu>(null);
  // After Escape, focus stays on the toggle without the preview coming straight back.
  const dismissed = useRef<GameType | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const toggles = useRef(new Map<GameType, HTMLButtonElement>());
  const menuId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(null);
  }, []);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // An expanded menu moves focus to its first entry.
  useEffect(() => {
    if (open?.mode !== 'expanded') return;
    document.getElementById(`${menuId}-${open.gameType}`)?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open, menuId]);

  const preview = (gameType: GameType) => {
    cancelClose();
    if (dismissed.current === gameType) return;
    setOpen((current) => (current?.gameType === gameType ? current : { gameType, mode: 'preview' }));
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>, gameType: GameType) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    dismissed.current = null;
    setOpen((current) => (current?.gameType === gameType ? null : current));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, gameType: GameType) => {
    if (event.key !== 'Escape' || open?.gameType !== gameType) return;
    event.preventDefault();
    dismissed.current = gameType;
    close();
    toggles.current.get(gameType)?.focus();
  };
  const toggle = (gameType: GameType) => {
    dismissed.current = null;
    cancelClose();
    setOpen((current) =>
      current?.gameType === gameType && current.mode === 'expanded' ? null : { gameType, mode: 'expanded' },
    );
  };
  const chosen = useCallback(() => {
    dismissed.current = null;
    close();
  }, [close]);
  const launchVendor = (category: CategoryItem, card: VendorCard) => launch(vendorTarget(card, category.gameType));

  return (
    <nav aria-label={t('mainNavigation')} className={layoutStyles.topNav}>
      <ul className={layoutStyles.topNavList}>
        {items.map((item) => {
          const vendors = isCategory(item) ? (byType?.[item.gameType] ?? []) : [];
          const link = (
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                isActive ? `${layoutStyles.topNavLink} ${layoutStyles.active}` : layoutStyles.topNavLink
              }
            >
              {t(item.label)}
            </NavLink>
          );
          // Until the lanes arrive every category shows, with its toggle's room kept, so the
          // row does not widen when the toggles come (no layout shift:
          // tests/e2e/layoutShift.spec.ts).
          if (isCategory(item) && !byType) {
            return (
              <li key={item.to} className={styles.category}>
                {link}
                <span className={styles.togglePlaceholder} aria-hidden="true" />
              </li>
            );
          }
          if (!isCategory(item) || vendors.length === 0) return <li key={item.to}>{link}</li>;
          const gameType = item.gameType;
          const isOpen = open?.gameType === gameType;
          const panelId = `${menuId}-${gameType}`;
          return (
            <li
              key={item.to}
              className={styles.category}
              onMouseEnter={() => preview(gameType)}
              onMouseLeave={scheduleClose}
              onFocus={() => preview(gameType)}
              onBlur={(event) => onBlur(event, gameType)}
              onKeyDown={(event) => onKeyDown(event, gameType)}
            >
              {link}
              <button
                ref={(el) => {
                  if (el) toggles.current.set(gameType, el);
                  else toggles.current.delete(gameType);
                }}
                type="button"
                className={styles.toggle}
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId : undefined}
                aria-label={t('launch:dropMenu.show', { category: t(item.label) })}
                onClick={() => toggle(gameType)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  dismissed.current = null;
                  setOpen({ gameType, mode: 'expanded' });
                }}
              >
                <ChevronDownIcon size={16} />
              </button>
              {isOpen ? (
                <VendorDropMenu
                  id={panelId}
                  category={item}
                  vendors={vendors}
                  expanded={open.mode === 'expanded'}
                  onLaunch={(card) => launchVendor(item, card)}
                  onChosen={chosen}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
