import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import styles from './lists.module.css';

type ListStatusProps = {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  /** The empty message; the lobby's "No games match these filters" by default. */
  emptyText?: string;
};

/** Loading, failure (with Try again) and empty states of a game list, each announced. */
export function ListStatus({ loading, failed, empty, onRetry, emptyText }: ListStatusProps) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.status}>
      {loading ? <Spinner label={t('list.loading')} /> : null}
      {failed ? (
        <p role="alert" className={styles.problem}>
          {t('list.failed')}{' '}
          <button type="button" className="button" onClick={onRetry}>
            {t('list.retry')}
          </button>
        </p>
      ) : null}
      {empty && !loading && !failed ? <p role="status">{emptyText ?? t('list.empty')}</p> : null}
    </div>
  );
}
