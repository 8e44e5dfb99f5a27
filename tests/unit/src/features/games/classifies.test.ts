/** Sub-categories: those the lane has, in a fixed order, bingo only with language TY. */
import { describe, expect, it } from 'vitest';
import { offeredClassifies } from '../../../../../src/features/games/filters/classifies';

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
