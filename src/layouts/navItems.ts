/** The links of the page frame (spec §2 "Top navigation", "Side menu", "Footer", "Right bar"). */
import type { NavKey } from '../app/routeTable';

export type NavItem = { to: string; label: NavKey };

/**
 * Top navigation in the spec's order. Spec: a game category appears only if it has vendors;
 * until the lobby issue knows the vendors, every category is shown.
 */
export const TOP_NAV: readonly NavItem[] = [
  { to: '/', label: 'home' },
  { to: '/promotions', label: 'promotions' },
  { to: '/lott', label: 'lottery' },
  { to: '/elott', label: 'elott' },
  { to: '/live', label: 'live' },
  { to: '/sports', label: 'sports' },
  { to: '/fish', label: 'fishing' },
  { to: '/rng', label: 'slots' },
  { to: '/pvp', label: 'pvp' },
  { to: '/esports', label: 'esports' },
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

export const GAME_CATEGORIES: readonly NavItem[] = TOP_NAV.filter((item) => item.to !== '/' && item.to !== '/promotions');

/** Footer help links: the help centre opens at the matching section. */
export const FOOTER_HELP: readonly NavItem[] = [
  { to: '/help#term', label: 'terms' },
  { to: '/help#privacy', label: 'privacy' },
  { to: '/help#app', label: 'appGuide' },
];
