import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/response';
import styles from './report.module.css';

/** A list that failed to load: what happened (the server's words when it gave some) and Retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['records', 'common']);
  const detail = isApiError(error) ? error.message : '';
  return (
    <div className={styles.loadError} role="alert">
      <p>{t('records:list.failed')}</p>
      {detail ? <p className={styles.muted}>{detail}</p> : null}
      <button type="button" className="button" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}
