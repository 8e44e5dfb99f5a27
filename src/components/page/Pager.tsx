import { useTranslation } from 'react-i18next';
import styles from './pageKit.module.css';

type PagerProps = {
  /** 1-based. */
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  /** Names what is paged, e.g. "Deposits", for the navigation landmark. */
  label: string;
};

/** Previous / next through a paged list, with "Page 2 of 5". Hidden when there is one page. */
export function Pager({ pageNo, totalPages, onChange, label }: PagerProps) {
  const { t } = useTranslation('member');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label', { what: label })}>
      <button type="button" className="button" disabled={pageNo <= 1} onClick={() => onChange(pageNo - 1)}>
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.position', { page: pageNo, total: totalPages })}</span>
      <button type="button" className="button" disabled={pageNo >= totalPages} onClick={() => onChange(pageNo + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
