import { Suspense } from 'react';
import { lazyScreen } from '../../../app/lazyScreen';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { closeVendorGames, useOpenVendorGames } from './vendorGamesStore';

// The popup (and its catalogue query) loads the first time a group vendor is chosen.
const VendorGamesPopup = lazyScreen(() => import('./VendorGamesPopup'));

/**
 * Shows the popup game list of the group vendor someone chose, wherever they chose it. Mounted
 * once, by the header (every layout has one). A popup that fails to load closes itself.
 */
export function VendorGamesHost() {
  const vendor = useOpenVendorGames();
  if (!vendor) return null;
  return (
    <ErrorBoundary fallback={() => null} resetKeys={[vendor]} onError={closeVendorGames}>
      <Suspense fallback={null}>
        <VendorGamesPopup key={`${vendor.gameType}:${vendor.vassalage}`} vendor={vendor} onClose={closeVendorGames} />
      </Suspense>
    </ErrorBoundary>
  );
}
