import { describe, expect, it } from 'vitest';
import { lotteryPrizeMode, vendorIcon, vendorsByType } from '../../../../../../src/features/games/launch/vendorLanes';
import type { GameType, VendorCard, VendorLane } from '../../../../../../src/shared/wire';

function card(vassalage: string, gameType: GameType, extra: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage,
    displayName: `${vassalage} name`,
    gameType,
    lagerIcon: '',
    smallIcon: '',
    mobileSmallIcon: '',
    h5Icon: '',
    accountTypeName: vassalage,
    isGame: '',
    gameCode: '',
    gameCount: 1,
    ...extra,
  };
}
const lane = (title: GameType, ...cards: VendorCard[]): VendorLane => ({ title, cards, gameClassify: [] });

describe('vendorsByType', () => {
  it("moves the IMES, TF and IA sports books to e-sports, after the e-sports lane's own vendors", () => {
    const byType = vendorsByType([
      lane('SPORTS', card('SBT', 'SPORTS'), card('IMES', 'SPORTS'), card('TF', 'SPORTS'), card('IA', 'SPORTS')),
      lane('ESPORTS', card('AVIA', 'ESPORTS')),
    ]);
    expect(byType.SPORTS.map((c) => c.vassalage)).toEqual(['SBT']);
    expect(byType.ESPORTS.map((c) => c.vassalage)).toEqual(['IMES', 'TF', 'IA', 'AVIA']);
  });

  it('hides TCG_SEA, lists each vendor once per type and has an empty list for types without lanes', () => {
    const byType = vendorsByType([
      lane('ELOTT', card('TCG_SEA', 'ELOTT'), card('ELOTT', 'ELOTT'), card('ELOTT', 'ELOTT')),
      lane('ESPORTS', card('IA', 'ESPORTS')),
      lane('SPORTS', card('IA', 'SPORTS')),
    ]);
    expect(byType.ELOTT.map((c) => c.vassalage)).toEqual(['ELOTT']);
    expect(byType.ESPORTS.map((c) => c.vassalage)).toEqual(['IA']);
    expect(byType.PVP).toEqual([]);
    expect(byType.SPORTS).toEqual([]);
  });

  it('ignores lanes of categories the client has no page for', () => {
    const byType = vendorsByType([
      { title: 'COCKFIGHT' as GameType, cards: [card('SV3', 'SPORTS')], gameClassify: [] },
    ]);
    expect(Object.values(byType).flat()).toEqual([]);
  });
});

describe('lotteryPrizeMode', () => {
  it('is ELOTT when the ELOTT lane offers TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(lotteryPrizeMode([lane('ELOTT', card('LOTT', 'ELOTT'))])).toBe('ELOTT');
    expect(lotteryPrizeMode([lane('ELOTT', card('TCG_LOTTO_VN', 'ELOTT'))])).toBe('ELOTT');
    expect(lotteryPrizeMode([lane('ELOTT', card('LOTUS', 'ELOTT')), lane('LOTT', card('LOTT', 'LOTT'))])).toBe('LOTT');
    expect(lotteryPrizeMode([])).toBe('LOTT');
  });
});

describe('vendorIcon', () => {
  it('prefers the large icon, then the small ones', () => {
    expect(vendorIcon(card('PG', 'RNG', { lagerIcon: '/l.svg', smallIcon: '/s.svg' }))).toBe('/l.svg');
    expect(vendorIcon(card('PG', 'RNG', { smallIcon: '/s.svg', h5Icon: '/h.svg' }))).toBe('/s.svg');
    expect(vendorIcon(card('PG', 'RNG', { mobileSmallIcon: '/m.svg' }))).toBe('/m.svg');
  });
});
