import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { useContractsEligible } from './contractsEligible';

// The host, its calls and dialogs are a chunk of their own, fetched only for a member who may
// hold contracts: guests and the home route's first load never pay for them.
const ContractDialogHost = lazy(() => import('./ContractDialogHost'));

/**
 * Mounted once in the app shell (App.tsx): loads the contract dialog host once an eligible
 * member is signed in. A chunk that fails to load shows nothing rather than breaking the app;
 * the next sign-in tries again.
 */
export function ContractDialogMount() {
  const eligible = useContractsEligible();
  if (!eligible) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ContractDialogHost />
      </Suspense>
    </ErrorBoundary>
  );
}
