import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../platform/platform';
import { copyText } from '../../components/page/copyText';
import { shortRoundKey } from './describeRecord';
import styles from '../../components/report/report.module.css';

/** How long "Copied" stays before the button is ready again. */
const COPIED_MS = 2_000;

type RoundKeyProps = {
  roundId: string;
  /** A built-in game's fairness page (a platform path); absent for other providers' rounds. */
  verifyUrl?: string | undefined;
};

/**
 * A round key in a records row: short enough to read (describeRecord.ts), the full key on a
 * copy button, and for built-in games a Verify link to the round's fairness page. The link opens
 * in a new tab on the web; the desktop app (its page is app://bundle) hands it to the system
 * browser, resolved against the platform origin.
 */
export function RoundKey({ roundId, verifyUrl }: RoundKeyProps) {
  const { t } = useTranslation('records');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const short = shortRoundKey(roundId);
  const openVerify = (event: MouseEvent<HTMLAnchorElement>) => {
    if (platform.kind === 'web' || !verifyUrl) return;
    event.preventDefault();
    void platform.openExternal(verifyUrl);
  };

  return (
    <span className={styles.round}>
      <code className={styles.code} title={roundId}>
        {short}
      </code>
      {short === roundId ? null : (
        <button
          type="button"
          className={styles.linkButton}
          aria-label={t('round.copyLabel', { round: short })}
          onClick={() => void copyText(roundId).then((ok) => setState(ok ? 'copied' : 'failed'))}
        >
          {t('round.copy')}
        </button>
      )}
      {verifyUrl ? (
        <a
          className={styles.link}
          href={verifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('round.verifyLabel', { round: short })}
          onClick={openVerify}
        >
          {t('round.verify')}
        </a>
      ) : null}
      <span role="status" className={state === 'idle' ? 'visually-hidden' : styles.muted}>
        {state === 'copied' ? t('round.copied') : state === 'failed' ? t('round.copyFailed', { round: roundId }) : ''}
      </span>
    </span>
  );
}
