import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FirstPaintDone } from '../components/FirstPaintDone';
import { Loader } from '../components/Spinner';
import { ScreenError } from './ScreenError';

/**
 * A layout's content slot: the matched screen, a loader while its chunk arrives and, if the
 * screen fails, an error view inside the frame (header and menus stay usable). Navigating
 * elsewhere clears the error. The HTML's first paint of a lobby goes in the commit of the screen.
 */
export function ScreenOutlet() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallback={(error) => <ScreenError error={error} />}>
      <Suspense fallback={<Loader label={t('loading')} />}>
        <FirstPaintDone />
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
