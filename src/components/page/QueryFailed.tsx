import { useTranslation } from 'react-i18next';
import { errorText } from './errorText';
import forms from '../forms.module.css';

/** A section whose data could not load: what happened and a Retry button. */
export function QueryFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['member', 'common']);
  return (
    <div role="alert" className={forms.formError}>
      <p>{errorText(error) || t('member:loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}
