/** Sub-categories: those the lane has, in a fixed order, bingo only with language TY. */
import { describe, expect, it } from 'vitest';
import { lobbyRowsOf } from '../../../src/shared/bootAnswers';
import { offeredClassifies } from '../../../src/shared/lobbyMenus';
import { gameEndpoints } from '../../../src/shared/wire';

describe('offeredClassifies', () => {
  it('offers the ones present, in the order scratch, video poker, jackpot, table, arcade, bingo', () => {
    expect(offeredClassifies(['AC', 'SC', 'TG'], ['EN'])).toEqual(['SC', 'TG', 'AC']);
    expect(offeredClassifies([], ['EN', 'TY'])).toEqual([]);
  });

  it('offers bingo only when the site supports TY', () => {
    expect(offeredClassifies(['SC', 'BG'], ['EN', 'KO'])).toEqual(['SC']);
    expect(offeredClassifies(['SC', 'BG'], ['EN', 'TY'])).toEqual(['SC', 'BG']);
  });

  it('ignores keys that are not sub-categories', () => {
    expect(offeredClassifies(['XX', 'JP', 'bg'], ['TY'])).toEqual(['JP']);
  });
});

describe('lobbyRowsOf', () => {
  const lane = (title: string, vendors: string[], classifies: [string, number][]) => ({
    title,
    cards: vendors.map((vassalage) => ({ vassalage, displayName: vassalage, smallIcon: '' })),
    gameClassify: classifies.map(([key, gameCount]) => ({ key, gameCount })),
  });
  const answers = (lanes: unknown[]) => [
    { path: gameEndpoints.vendorLanes.path, query: '', language: 'EN', envelope: { value: { data: { lanes } } } },
  ];

  it('shows the vendor menu for two vendors or more and the chips for an offered sub-category', () => {
    const lanes = [lane('RNG', ['PG', 'JL', 'PG'], [['SC', 3]]), lane('LIVE', ['AG'], [['BG', 2]])];
    expect(lobbyRowsOf(answers(lanes), 'RNG', ['EN'])).toEqual({ vendorMenu: true, chips: true });
    // One vendor: no menu; bingo only where the site has language TY.
    expect(lobbyRowsOf(answers(lanes), 'LIVE', ['EN'])).toEqual({ vendorMenu: false, chips: false });
    expect(lobbyRowsOf(answers(lanes), 'LIVE', ['EN', 'TY'])).toEqual({ vendorMenu: false, chips: true });
  });

  it('shows neither without a usable answer', () => {
    expect(lobbyRowsOf([], 'RNG', ['EN'])).toEqual({ vendorMenu: false, chips: false });
    expect(lobbyRowsOf(answers([lane('RNG', ['A', 'B'], [['SC', 0]])]), 'FISH', [])).toEqual({
      vendorMenu: false,
      chips: false,
    });
  });
});
