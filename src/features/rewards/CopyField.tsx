import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../components/page/copyText';
import styles from './rewards.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays before the button is ready again. */
const COPIED_MS = 2_000;

/** A read-only value (the invite link) with a copy button and spoken "Copied" feedback. */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation('rewards');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => setState((await copyText(value, input.current)) ? 'copied' : 'failed');

  return (
    <div className={styles.copyField}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input
          id={inputId}
          ref={input}
          className={styles.copyInput}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {copyLabel}
        </button>
      </div>
      <p role="status" className={state === 'failed' ? styles.problem : styles.copied}>
        {state === 'copied' ? t('referral.copied') : state === 'failed' ? t('referral.copyFailed') : ''}
      </p>
    </div>
  );
}
