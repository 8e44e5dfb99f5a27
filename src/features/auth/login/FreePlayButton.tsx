import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/response';
import { useAppDispatch } from '../../../app/hooks';
import { useFreePlayMutation } from '../authApi';
import type { LoginOutcome } from '../loginFlow';
import { completeLogin } from '../session';
import { clientOs } from './clientOs';
import styles from './login.module.css';

/**
 * Free play (FREEPLAY3): a trial account with play money, logged in at once (freePlay in
 * src/shared/wire/auth.ts). On success the stored `cpw` goes, the popup closes and the visitor
 * lands home.
 */
export function FreePlayButton({ onDone }: { onDone: (outcome: LoginOutcome, home: true) => void }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [freePlay, { isLoading }] = useFreePlayMutation();
  const [error, setError] = useState<string | null>(null);

  async function start() {
    if (isLoading) return;
    setError(null);
    const result = await freePlay({ os: clientOs(navigator.userAgent), platform: 'W' });
    if (!result.data) {
      setError(isApiError(result.error) && result.error.message ? result.error.message : t('errors.freePlayFailed'));
      return;
    }
    const outcome = await dispatch(completeLogin({ value: result.data, via: 'freeplay' })).unwrap();
    try {
      sessionStorage.removeItem('cpw');
    } catch {
      /* storage disabled: nothing stored either */
    }
    onDone(outcome, true);
  }

  return (
    <div className={styles.freePlay}>
      <button
        type="button"
        className="button"
        onClick={() => void start()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
      >
        {t('login.freePlay')}
      </button>
      <p className={styles.hint}>{t('login.freePlayHint')}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
