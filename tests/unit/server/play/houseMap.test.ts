/** The mapping of catalogue games to house games (server/domains/play/houseMap.ts). */
import { describe, expect, it } from 'vitest';
import { defaultHouseRef, houseRefOf, parseHouseRef, slotThemeFor } from '../../../../server/domains/play/houseMap';
import { SLOT_THEMES } from '../../../../server/domains/play/shared/games/slot5/themes';

const rng = (gameName: string) => ({ gameType: 'RNG', gameName, engine: 'slot' as const, houseGame: null });

describe('house game mapping', () => {
  it('maps by name keywords first, in any of the catalogue languages', () => {
    expect(defaultHouseRef({ ...rng('Speed Baccarat'), gameType: 'LIVE' }).game).toBe('baccarat');
    expect(defaultHouseRef({ ...rng('轮盘'), gameType: 'LIVE' }).game).toBe('roulette');
    expect(defaultHouseRef({ ...rng('Sic Bo'), gameType: 'LIVE' }).game).toBe('sicbo');
    expect(defaultHouseRef({ ...rng('SicBo Deluxe') }).game).toBe('sicbo');
    expect(defaultHouseRef({ ...rng('Blackjack Duel'), gameType: 'PVP', engine: 'hilo' }).game).toBe('blackjack');
    expect(defaultHouseRef(rng('Mines Gold')).game).toBe('mines');
    expect(defaultHouseRef(rng('Plinko X')).game).toBe('plinko');
    expect(defaultHouseRef(rng('Keno Express')).game).toBe('keno');
    expect(defaultHouseRef(rng('Lucky Dice')).game).toBe('dice');
    expect(defaultHouseRef({ ...rng('Dragon Fishing'), gameType: 'FISH' }).game).toBe('fishing');
  });

  it('maps by type when the name says nothing', () => {
    expect(defaultHouseRef({ ...rng('Golden Toad'), gameType: 'FISH' }).game).toBe('fishing');
    expect(defaultHouseRef({ ...rng('Salon Privé'), gameType: 'LIVE', engine: 'hilo' }).game).toBe('baccarat');
    expect(defaultHouseRef({ ...rng('Daily Draw'), gameType: 'LOTT' }).game).toBe('keno');
    expect(defaultHouseRef({ ...rng("Texas Hold'em"), gameType: 'PVP', engine: 'hilo' }).game).toBe('hilo');
    expect(defaultHouseRef({ ...rng('Table Classic'), engine: 'hilo' }).game).toBe('hilo');
  });

  it('gives slots a theme from the name: keywords, else the same theme for the same name', () => {
    expect(defaultHouseRef(rng('Fruit Party'))).toEqual({ game: 'slot5', theme: 'fruit-fiesta' });
    expect(defaultHouseRef(rng('Pharaoh Riches')).theme).toBe('pharaoh-gold');
    expect(defaultHouseRef(rng('Galaxy Quest')).theme).toBe('cosmic-voyage');
    const ids = SLOT_THEMES.map((t) => t.id);
    expect(ids).toContain(slotThemeFor('Wild Bandit'));
    expect(slotThemeFor('Wild Bandit')).toBe(slotThemeFor('Wild Bandit'));
    // Many names spread over every theme.
    const themes = new Set(Array.from({ length: 200 }, (_, i) => slotThemeFor(`Reel Title ${i}`)));
    expect(themes.size).toBe(ids.length);
  });

  it("takes the operator's choice over the default, and ignores one that names no game", () => {
    expect(houseRefOf({ ...rng('Fruit Party'), houseGame: 'roulette' })).toEqual({ game: 'roulette', theme: null });
    expect(houseRefOf({ ...rng('Fruit Party'), houseGame: 'slot5:dragon-fortune' })).toEqual({
      game: 'slot5',
      theme: 'dragon-fortune',
    });
    expect(houseRefOf({ ...rng('Fruit Party'), houseGame: 'poker' }).theme).toBe('fruit-fiesta');
    expect(parseHouseRef('slot5:nope')).toBeNull();
    expect(parseHouseRef('roulette:x')).toBeNull();
    expect(parseHouseRef('slot')).toEqual({ game: 'slot', theme: null });
  });
});
