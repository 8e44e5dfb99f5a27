import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import type { WalletPart } from './HeaderWallet';

// Loaded once an official member is signed in: guests and trial players never download it.
const HeaderWallet = lazy(() => import('./HeaderWallet').then((m) => ({ default: m.HeaderWallet })));

/** The header's place for the wallet; if its chunk cannot load the header goes without it. */
export function WalletSlot({ part = 'all' }: { part?: WalletPart }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <HeaderWallet part={part} />
      </Suspense>
    </ErrorBoundary>
  );
}
