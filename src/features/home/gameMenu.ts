/**
 * The home game menu: one entry per game category that has vendors, in the top
 * navigation's order, each leading to its centre or list page. Vendors per type come from the
 * launch flow's reading of the vendor lanes (vendorsByType: e-sports books split out, hidden
 * vendors left out), so the menu and the top navigation agree. Pure.
 */
import type { NavKey } from '../../app/routeTable';
import type { GameType } from '../../shared/wire';
import type { VendorsByType } from '../games/launch/vendorLanes';

export type GameMenuEntry = { gameType: GameType; to: string; label: NavKey; vendors: number };

/** The top navigation's order and routes. */
const CATEGORIES: readonly { gameType: GameType; to: string; label: NavKey }[] = [
  { gameType: 'LOTT', to: '/lott', label: 'lottery' },
  { gameType: 'ELOTT', to: '/elott', label: 'elott' },
  { gameType: 'LIVE', to: '/live', label: 'live' },
  { gameType: 'SPORTS', to: '/sports', label: 'sports' },
  { gameType: 'FISH', to: '/fish', label: 'fishing' },
  { gameType: 'RNG', to: '/rng', label: 'slots' },
  { gameType: 'PVP', to: '/pvp', label: 'pvp' },
  { gameType: 'ESPORTS', to: '/esports', label: 'esports' },
];

export function gameMenuEntries(byType: VendorsByType): GameMenuEntry[] {
  return CATEGORIES.flatMap((category) => {
    const count = byType[category.gameType].length;
    return count > 0 ? [{ ...category, vendors: count }] : [];
  });
}
