import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '../components/ErrorView';
import { FirstPaintDone } from '../components/FirstPaintDone';
import { Loader } from '../components/Spinner';
import { canAutoReload, claimAutoReload, isChunkLoadError, sessionStore } from './chunkLoad';

type ScreenErrorProps = {
  error: unknown;
  /** Injected by tests; the page reload otherwise. */
  reload?: () => void;
};

function reloadPage() {
  window.location.reload();
}

/**
 * What a failed screen shows. A chunk that failed to download reloads the page once by
 * itself (a new deploy usually explains it); if it fails again the user gets Retry.
 * Any other error gets a plain error view with Reload.
 */
export function ScreenError({ error, reload = reloadPage }: ScreenErrorProps) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(() => chunk && canAutoReload(sessionStore()));

  useEffect(() => {
    if (!reloading) return;
    if (claimAutoReload(sessionStore())) reload();
    // The claim must happen after commit (once, StrictMode-safe); when storage refuses to
    // remember it, reloading could loop, so fall back to the error view instead.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setReloading(false);
  }, [reloading, reload]);

  // Either way the error replaces the home page's first paint (src/shared/firstPaint.ts).
  if (reloading) {
    return (
      <>
        <FirstPaintDone />
        <Loader label={t('loading')} />
      </>
    );
  }
  return (
    <>
      <FirstPaintDone />
      <ErrorView
        title={chunk ? t('failure.chunkTitle') : t('failure.genericTitle')}
        message={chunk ? t('failure.chunkMessage') : t('failure.genericMessage')}
        actions={
          <button type="button" className="button button--primary" onClick={reload}>
            {chunk ? t('retry') : t('reload')}
          </button>
        }
      />
    </>
  );
}
