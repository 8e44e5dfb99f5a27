import { describe, expect, it } from 'vitest';
import { vendorsByType } from '../../../../src/features/games/launch/vendorLanes';
import { dropMenuLayout, GAME_CATEGORIES, TOP_NAV, vendorChoice, visibleNav } from '../../../../src/layouts/navItems';
import type { GameType, VendorCard, VendorLane } from '../../../../src/shared/wire';

const card = (vassalage: string, gameType: GameType): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  lagerIcon: '',
  smallIcon: '',
  mobileSmallIcon: '',
  h5Icon: '',
  accountTypeName: vassalage,
  isGame: '',
  gameCode: '',
  gameCount: 1,
});
const lane = (title: GameType, ...codes: string[]): VendorLane => ({
  title,
  cards: codes.map((c) => card(c, title)),
  gameClassify: [],
});

describe('visibleNav (a game category appears only if it has vendors)', () => {
  it("keeps home and promotions and drops categories the merchant's lanes have no vendor for", () => {
    // Like merchant demokr: no e-sports, no PVP; its sports books are not e-sports ones.
    const vendors = vendorsByType([
      lane('LIVE', 'AG'),
      lane('RNG', 'PG'),
      lane('FISH', 'JL'),
      lane('SPORTS', 'SBT'),
      lane('LOTT', 'LOTT'),
      lane('ELOTT', 'ELOTT'),
      lane('PVP'),
    ]);
    expect(visibleNav(TOP_NAV, vendors).map((item) => item.to)).toEqual([
      '/',
      '/promotions',
      '/lott',
      '/elott',
      '/live',
      '/sports',
      '/fish',
      '/rng',
    ]);
    expect(visibleNav(GAME_CATEGORIES, vendors).map((item) => item.to)).toEqual([
      '/lott',
      '/elott',
      '/live',
      '/sports',
      '/fish',
      '/rng',
    ]);
  });

  it('shows e-sports when only sports books the client moves there exist', () => {
    const vendors = vendorsByType([lane('SPORTS', 'IA')]);
    expect(visibleNav(TOP_NAV, vendors).map((item) => item.to)).toEqual(['/', '/promotions', '/esports']);
  });

  it('shows every category, in the spec order, while the lanes are not known', () => {
    expect(visibleNav(TOP_NAV, undefined).map((item) => item.to)).toEqual([
      '/',
      '/promotions',
      '/lott',
      '/elott',
      '/live',
      '/sports',
      '/fish',
      '/rng',
      '/pvp',
      '/esports',
    ]);
  });
});

describe('vendorChoice', () => {
  const category = (to: string) => GAME_CATEGORIES.find((item) => item.to === to)!;

  it('opens the list of list categories for that vendor', () => {
    expect(vendorChoice(category('/rng'), 'JL')).toEqual({ kind: 'list', to: '/rng?vassalage=JL' });
    expect(vendorChoice(category('/live'), 'EA')).toEqual({ kind: 'list', to: '/live?vassalage=EA' });
    expect(vendorChoice(category('/fish'), 'CQ9')).toEqual({ kind: 'list', to: '/fish?vassalage=CQ9' });
    expect(vendorChoice(category('/pvp'), 'KY')).toEqual({ kind: 'list', to: '/pvp?vassalage=KY' });
  });

  it('launches the vendors of game-centre categories', () => {
    for (const to of ['/sports', '/esports', '/lott', '/elott'])
      expect(vendorChoice(category(to), 'X')).toEqual({ kind: 'launch' });
  });
});

describe('dropMenuLayout', () => {
  it('takes the large layout above 10 vendors only', () => {
    expect(dropMenuLayout(1)).toBe('compact');
    expect(dropMenuLayout(10)).toBe('compact');
    expect(dropMenuLayout(11)).toBe('large');
  });
});
