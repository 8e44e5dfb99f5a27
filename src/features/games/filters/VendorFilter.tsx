import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { radioKeyDown } from './radioKeys';
import styles from './filters.module.css';
import { assetUrl } from '../../../platform/assetUrl';
import { showsVendorMenu } from '../../../shared/lobbyMenus';

/** One vendor of the menu: its code, name and icon (the lane card's smallIcon). */
export type VendorOption = { vassalage: string; displayName: string; icon: string };

type VendorFilterProps = {
  vendors: readonly VendorOption[];
  /** The chosen vassalage; '' = All. */
  value: string;
  onChange: (vassalage: string) => void;
};

/**
 * The game vendor filter menu: only when the type has more than one vendor; All
 * first, then the vendors by icon, in colour when chosen and grey otherwise. A radio group
 * (one choice at a time) that scrolls sideways; choosing All scrolls it back to the start.
 */
export function VendorFilter({ vendors, value, onChange }: VendorFilterProps) {
  const { t } = useTranslation('games');
  const groupRef = useRef<HTMLDivElement>(null);
  if (!showsVendorMenu(vendors.length)) return null;

  const options = ['', ...vendors.map((vendor) => vendor.vassalage)];
  const current = options.includes(value) ? value : '';
  const choose = (vassalage: string) => {
    if (vassalage === '') groupRef.current?.scrollTo({ left: 0, behavior: 'smooth' });
    if (vassalage !== current) onChange(vassalage);
  };

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label={t('filter.vendors')}
      className={styles.vendorMenu}
      onKeyDown={(event) => radioKeyDown(event, options, current, choose)}
    >
      <button
        type="button"
        role="radio"
        aria-checked={current === ''}
        tabIndex={current === '' ? 0 : -1}
        className={`${styles.vendorOption} ${styles.allOption}`}
        onClick={() => choose('')}
      >
        {t('filter.all')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          role="radio"
          aria-checked={current === vendor.vassalage}
          aria-label={vendor.displayName}
          tabIndex={current === vendor.vassalage ? 0 : -1}
          className={styles.vendorOption}
          onClick={() => choose(vendor.vassalage)}
        >
          <img src={assetUrl(vendor.icon)} alt="" width={88} height={32} className={styles.vendorIcon} />
        </button>
      ))}
    </div>
  );
}
