import { Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FirstPaintDone } from '../components/FirstPaintDone';
import { Loader } from '../components/Spinner';
import { ContractDialogMount } from '../features/contracts/ContractDialogMount';
import { AnnouncementPopupHost } from '../features/announcements/AnnouncementPopupHost';
import { AuthHost } from '../features/auth/AuthHost';
import { useSiteConfig } from '../features/system';
import { initTheme } from '../features/theme/theme';
import { DialogHost } from '../features/ui/DialogHost';
import { platform } from '../platform/platform';
import { lazyScreen } from './lazyScreen';
import { AppRoutes, PlatformRouter } from './router';
import { ScreenError } from './ScreenError';
import { SessionEndRedirect } from './SessionEndRedirect';

// The update bar is the desktop shell's (platform.updates); the web never downloads it.
const UpdateBar = lazyScreen(async () => ({ default: (await import('../features/updates/UpdateBar')).UpdateBar }));

function AppLoader() {
  const { t } = useTranslation('common', { useSuspense: false });
  return <Loader label={t('loading')} />;
}

/**
 * The app once the system gate lets it through: the site's default theme applied, the
 * routes in the platform's router with the account layer (session, login popups) beside them,
 * and the generic dialog above everything.
 */
export function App() {
  const site = useSiteConfig();
  // Before paint, so a site whose default is light does not flash dark.
  useLayoutEffect(() => {
    initTheme(site);
  }, [site]);

  return (
    // Suspense: screens ask for catalogs (nav, …) that load on first use.
    <Suspense fallback={<AppLoader />}>
      {/* Commits with the app's frame: the HTML's first paint gives way to it, but for the content
          area of a lobby, whose lazy screen takes it away (ScreenOutlet.tsx). */}
      <FirstPaintDone frameOnly />
      {platform.updates ? (
        <Suspense fallback={null}>
          <UpdateBar updates={platform.updates} />
        </Suspense>
      ) : null}
      <PlatformRouter kind={platform.kind}>
        <SessionEndRedirect />
        <AuthHost />
        <AnnouncementPopupHost />
        <ContractDialogMount />
        <AppRoutes />
      </PlatformRouter>
      <ErrorBoundary fallback={(error) => <ScreenError error={error} />}>
        <DialogHost />
      </ErrorBoundary>
    </Suspense>
  );
}
