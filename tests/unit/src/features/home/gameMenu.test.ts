/** The home game menu lists the categories that have vendors, in the top navigation's order. */
import { describe, expect, it } from 'vitest';
import { vendorsByType } from '../../../../../src/features/games/launch/vendorLanes';
import { gameMenuEntries } from '../../../../../src/features/home/gameMenu';
import type { GameType, VendorCard, VendorLane } from '../../../../../src/shared/wire';

const card = (vassalage: string, gameType: GameType): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  lagerIcon: '',
  smallIcon: '',
  mobileSmallIcon: '',
  h5Icon: '',
  accountTypeName: '',
  isGame: '',
  gameCode: '',
  gameCount: 1,
});
const lane = (title: GameType, vendors: string[]): VendorLane => ({
  title,
  cards: vendors.map((v) => card(v, title)),
  gameClassify: [],
});

describe('gameMenuEntries', () => {
  it('shows only categories with vendors, in navigation order, with their routes', () => {
    const entries = gameMenuEntries(
      vendorsByType([lane('RNG', ['PG', 'JL']), lane('FISH', []), lane('LIVE', ['EVO'])]),
    );
    expect(entries).toEqual([
      { gameType: 'LIVE', to: '/live', label: 'live', vendors: 1 },
      { gameType: 'RNG', to: '/rng', label: 'slots', vendors: 2 },
    ]);
  });

  it('counts e-sports books of the sports lane under e-sports', () => {
    const entries = gameMenuEntries(vendorsByType([lane('SPORTS', ['SBO', 'IMES'])]));
    expect(entries.map((e) => [e.gameType, e.vendors])).toEqual([
      ['SPORTS', 1],
      ['ESPORTS', 1],
    ]);
  });

  it('is empty when no category has vendors', () => {
    expect(gameMenuEntries(vendorsByType([]))).toEqual([]);
  });
});
