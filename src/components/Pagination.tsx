import { useTranslation } from 'react-i18next';
import { pageWindow } from './pageWindow';
import styles from './lists.module.css';

type PaginationProps = {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the landmark when a screen has more than one pager. */
  label?: string;
};

/**
 * A pager (2 margin pages, a range of 5) as a navigation landmark: previous, the page
 * buttons of pageWindow with the current one marked aria-current="page", next. Nothing is
 * rendered for a single page.
 */
export function Pagination({ page, totalPages, onPage, label }: PaginationProps) {
  const { t } = useTranslation('records');
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);
  return (
    <nav className={styles.pager} aria-label={label ?? t('list.pagination.label')}>
      <ul className={styles.pages}>
        <li>
          <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <span aria-hidden="true">‹ </span>
            {t('list.pagination.previous')}
          </button>
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={t('list.pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => (item.page === page ? undefined : onPage(item.page))}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            {t('list.pagination.next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
