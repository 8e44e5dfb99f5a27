import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/Spinner';
import { ErrorView } from '../../components/ErrorView';
import { FirstPaintDone } from '../../components/FirstPaintDone';
import { initI18n } from '../../i18n';
import { initTheme } from '../theme/theme';
import type { SiteConfig } from '../../shared/wire';
import styles from './GatePage.module.css';
import { useSystemStatus } from './hooks';
import { MaintenancePage } from './MaintenancePage';
import { RestrictedPage } from './RestrictedPage';

/**
 * Boots the app from the system status (src/shared/wire/system.ts): a loader until the status
 * arrives and the site's language is applied; then the maintenance page (state 1), the
 * access-restricted page (state 2), or `children` (state 0). The site's theme is applied as
 * soon as the status arrives. A failed status call shows an
 * error with Retry. Later status fetches (e.g. maintenance starting mid-session) switch the
 * gate live; a failed refetch keeps what is on screen.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { status, state, error, isFetching, refetch } = useSystemStatus();
  const site = status?.info.site;
  const [languageFor, setLanguageFor] = useState<SiteConfig>();

  useEffect(() => {
    if (!site) return;
    // The gate pages, too, wear the site's default theme (unless the visitor chose one).
    initTheme(site);
    let live = true;
    // The site decides which languages exist; a failed catalog load still shows the page (in English).
    void initI18n(site)
      .catch(() => undefined)
      .then(() => {
        // The whole app mounts in this update: as a transition React renders it in slices that
        // yield to the browser, instead of one task that blocks the page (issue 15: mobile TBT).
        if (live) startTransition(() => setLanguageFor(site));
      });
    return () => {
      live = false;
    };
  }, [site]);

  if (!status) {
    return error && !isFetching ? <StatusFailed onRetry={refetch} /> : <BootLoader />;
  }
  if (languageFor !== site) return <BootLoader />;
  const data = status.content?.data;
  // A gate page replaces the home page's first paint (src/shared/firstPaint.ts); the app does it itself.
  if (state === 1)
    return (
      <>
        <FirstPaintDone />
        <MaintenancePage info={data?.info} endTime={data?.endTime} />
      </>
    );
  if (state === 2)
    return (
      <>
        <FirstPaintDone />
        <RestrictedPage ip={status.location.ip} info={data?.info} />
      </>
    );
  return <>{children}</>;
}

function BootLoader() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <main className={styles.page}>
      <Loader label={t('loading')} />
    </main>
  );
}

function StatusFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['boot', 'errors', 'common']);
  return (
    <main>
      <FirstPaintDone />
      <ErrorView
        title={t('boot:statusFailed.title')}
        message={t('errors:networkAbnormal')}
        actions={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common:retry')}
          </button>
        }
      />
    </main>
  );
}
