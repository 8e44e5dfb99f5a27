/** The links of the page frame: top navigation, side menu, footer and right bar. */
import type { NavKey } from '../app/routeTable';
import type { VendorsByType } from '../features/games/launch/vendorLanes';
import type { GameType } from '../shared/wire';

export type NavItem = { to: string; label: NavKey; gameType?: GameType };

/** A game category of the navigation: its route lists or launches the vendors of gameType. */
export type CategoryItem = NavItem & { gameType: GameType };

/** Top navigation, in order. Game categories show only when they have vendors (visibleNav). */
export const TOP_NAV: readonly NavItem[] = [
  { to: '/', label: 'home' },
  { to: '/promotions', label: 'promotions' },
  { to: '/lott', label: 'lottery', gameType: 'LOTT' },
  { to: '/elott', label: 'elott', gameType: 'ELOTT' },
  { to: '/live', label: 'live', gameType: 'LIVE' },
  { to: '/sports', label: 'sports', gameType: 'SPORTS' },
  { to: '/fish', label: 'fishing', gameType: 'FISH' },
  { to: '/rng', label: 'slots', gameType: 'RNG' },
  { to: '/pvp', label: 'pvp', gameType: 'PVP' },
  { to: '/esports', label: 'esports', gameType: 'ESPORTS' },
];

/** Side menu shortcuts; the game categories follow them (TOP_NAV minus home and promotions). */
export const SIDE_LINKS: readonly NavItem[] = [
  { to: '/', label: 'home' },
  { to: '/favorite', label: 'favourites' },
  { to: '/recent', label: 'recent' },
  { to: '/promotions', label: 'promotions' },
  { to: '/pointMall', label: 'pointMall' },
  { to: '/down', label: 'download' },
];

export function isCategory(item: NavItem): item is CategoryItem {
  return item.gameType !== undefined;
}

export const GAME_CATEGORIES: readonly CategoryItem[] = TOP_NAV.filter(isCategory);

/**
 * The items to show: a game category appears only if it has vendors; other links
 * always. Until the merchant's lanes are known (loading, or the call failed) every category
 * shows, so navigation never disappears for a slow or failed call.
 */
export function visibleNav<T extends NavItem>(items: readonly T[], vendors: VendorsByType | undefined): T[] {
  if (!vendors) return [...items];
  return items.filter((item) => !item.gameType || vendors[item.gameType].length > 0);
}

/** Types whose route is a game list: a vendor chosen in the menu filters that list. */
export const LIST_TYPES: readonly GameType[] = ['LIVE', 'FISH', 'RNG', 'PVP'];

export type VendorChoice = { kind: 'list'; to: string } | { kind: 'launch' };

/**
 * What choosing a vendor in a category's drop menu does: list types open their list for that
 * vendor (/rng?vassalage=JL), game-centre types launch the vendor.
 */
export function vendorChoice(category: CategoryItem, vassalage: string): VendorChoice {
  if (!LIST_TYPES.includes(category.gameType)) return { kind: 'launch' };
  return { kind: 'list', to: `${category.to}?${new URLSearchParams({ vassalage }).toString()}` };
}

/** The header drop menu takes its large layout above 10 vendors. */
export const LARGE_DROP_MENU_ABOVE = 10;

export function dropMenuLayout(vendorCount: number): 'large' | 'compact' {
  return vendorCount > LARGE_DROP_MENU_ABOVE ? 'large' : 'compact';
}

/** Footer help links: the help centre opens at the matching section. */
export const FOOTER_HELP: readonly NavItem[] = [
  { to: '/help#term', label: 'terms' },
  { to: '/help#privacy', label: 'privacy' },
  { to: '/help#app', label: 'appGuide' },
];
