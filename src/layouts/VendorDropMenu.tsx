import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { vendorIcon } from '../features/games/launch/vendorLanes';
import type { VendorCard } from '../shared/wire';
import { dropMenuLayout, vendorChoice, type CategoryItem } from './navItems';
import styles from './topNav.module.css';
import { assetUrl } from '../platform/assetUrl';

type VendorDropMenuProps = {
  id: string;
  category: CategoryItem;
  vendors: readonly VendorCard[];
  /** Opened with the toggle: its entries are in the tab order. A hover preview's are not. */
  expanded: boolean;
  onLaunch: (card: VendorCard) => void;
  onChosen: () => void;
};

/**
 * Left offset that puts the menu under its category entry (the element it sits in) without
 * running off the edge of the header it is positioned against.
 */
function alignUnder(panel: HTMLElement): number {
  const parent = panel.offsetParent;
  const anchor = panel.parentElement;
  if (!anchor || !(parent instanceof HTMLElement)) return 0;
  const parentBox = parent.getBoundingClientRect();
  const left = anchor.getBoundingClientRect().left - parentBox.left;
  return Math.max(0, Math.min(left, parentBox.width - panel.offsetWidth));
}

/**
 * The header drop menu of one game category: its vendors, in a multi-column large
 * layout above 10 of them. Vendors of list categories link to the list for that vendor; the
 * others launch the vendor.
 */
export function VendorDropMenu({ id, category, vendors, expanded, onLaunch, onChosen }: VendorDropMenuProps) {
  const { t } = useTranslation(['launch', 'nav']);
  const layout = dropMenuLayout(vendors.length);
  const panelRef = useRef<HTMLDivElement>(null);
  const [left, setLeft] = useState(0);
  useLayoutEffect(() => {
    if (layout === 'compact' && panelRef.current) setLeft(alignUnder(panelRef.current));
  }, [layout, vendors.length]);

  const tabIndex = expanded ? undefined : -1;
  const categoryName = t(category.label, { ns: 'nav' });
  const listType = vendorChoice(category, '').kind === 'list';
  return (
    <div
      ref={panelRef}
      id={id}
      className={layout === 'large' ? `${styles.dropMenu} ${styles.large}` : styles.dropMenu}
      style={layout === 'compact' ? { insetInlineStart: left } : undefined}
      data-layout={layout}
    >
      <ul className={styles.vendorList} aria-label={t('dropMenu.show', { category: categoryName })}>
        {listType ? (
          <li className={styles.allEntry}>
            <Link to={category.to} className={styles.vendorEntry} tabIndex={tabIndex} onClick={onChosen}>
              {t('dropMenu.all', { category: categoryName })}
            </Link>
          </li>
        ) : null}
        {vendors.map((card) => {
          const choice = vendorChoice(category, card.vassalage);
          const content = (
            <>
              <img
                className={styles.vendorIcon}
                src={assetUrl(vendorIcon(card))}
                alt=""
                loading="lazy"
                width={32}
                height={32}
              />
              <span>{card.displayName}</span>
            </>
          );
          return (
            <li key={card.vassalage}>
              {choice.kind === 'list' ? (
                <Link to={choice.to} className={styles.vendorEntry} tabIndex={tabIndex} onClick={onChosen}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.vendorEntry}
                  tabIndex={tabIndex}
                  onClick={() => {
                    onChosen();
                    onLaunch(card);
                  }}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
