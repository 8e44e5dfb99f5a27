import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary';

// Loaded once someone is signed in: guests (most home-page visits) never download it.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/**
 * The header's place for the signed-in account (AccountMenu). If its chunk cannot load the
 * header simply goes without it; the page stays usable.
 */
export function AccountMenuSlot() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <AccountMenu />
      </Suspense>
    </ErrorBoundary>
  );
}
