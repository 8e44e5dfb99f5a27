/** The card colour: one of 6, the same for the same game, and scattered over neighbouring ids. */
import { describe, expect, it } from 'vitest';
import { CARD_COLOURS, colourIndex } from '../../../../../src/features/games/card/colourClass';

describe('colourIndex', () => {
  it('is one of the 6 colours and the same every time for a nodeId', () => {
    for (let id = 1; id <= 500; id++) {
      const colour = colourIndex(id);
      expect(colour).toBeGreaterThanOrEqual(0);
      expect(colour).toBeLessThan(CARD_COLOURS);
      expect(colourIndex(id)).toBe(colour);
    }
  });

  it('uses every colour over a page of neighbouring games, none for more than half of them', () => {
    const counts = new Array<number>(CARD_COLOURS).fill(0);
    for (let id = 1001; id <= 1036; id++) counts[colourIndex(id)]! += 1;
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(Math.max(...counts)).toBeLessThanOrEqual(18);
  });

  it('does not walk through the colours in order for consecutive ids', () => {
    const sequence = Array.from({ length: 12 }, (_, i) => colourIndex(i + 1));
    const stepping = sequence.every((colour, i) => i === 0 || colour === (sequence[i - 1]! + 1) % CARD_COLOURS);
    expect(stepping).toBe(false);
  });
});
