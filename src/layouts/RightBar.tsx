import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GiftIcon, HeadsetIcon, HelpIcon } from '../components/icons';
import { useOpenCustomerService } from './useOpenCustomerService';
import styles from './layouts.module.css';

/** The right bar: promotions, the tutorial (help #app) and customer service. */
export function RightBar() {
  const { t } = useTranslation('nav');
  const openCustomerService = useOpenCustomerService();
  return (
    <aside aria-label={t('quickLinks')} className={styles.rightBar}>
      <ul className={styles.rightList}>
        <li>
          <Link to="/promotions" className={styles.rightItem}>
            <GiftIcon />
            <span>{t('promotions')}</span>
          </Link>
        </li>
        <li>
          <Link to="/help#app" className={styles.rightItem}>
            <HelpIcon />
            <span>{t('tutorial')}</span>
          </Link>
        </li>
        {openCustomerService ? (
          <li>
            <button type="button" className={styles.rightItem} onClick={openCustomerService}>
              <HeadsetIcon />
              <span>{t('customerService')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
