/** The virtual grid's geometry keeps the DOM within 300 tiles for any window. */
import { describe, expect, it } from 'vitest';
import {
  columnsFor,
  MAX_TILES_IN_DOM,
  overscanRows,
  ROW_HEIGHT,
} from '../../../../../src/features/games/list/gridLayout';

/** Rows rendered by a virtualiser that shows the rows in view plus `overscan` at each edge. */
const renderedTiles = (width: number, height: number) => {
  const columns = columnsFor(width, height);
  return (Math.ceil(height / ROW_HEIGHT) + 1 + 2 * overscanRows(columns, height)) * columns;
};

describe('grid layout', () => {
  it('fits as many 160 px tiles with 16 px gaps as the width allows, at least one', () => {
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(160)).toBe(1);
    expect(columnsFor(336)).toBe(2);
    expect(columnsFor(1200)).toBe(6);
  });

  it('caps the columns on a very large screen so the rows in view stay within 300 tiles', () => {
    expect(columnsFor(5120, 2880)).toBeLessThan(columnsFor(5120, 720));
    expect(columnsFor(5120, 2880) * (Math.ceil(2880 / ROW_HEIGHT) + 1)).toBeLessThanOrEqual(MAX_TILES_IN_DOM);
  });

  it('never renders more than 300 tiles, from a phone to a 4K screen', () => {
    for (const [width, height] of [
      [360, 640],
      [1280, 720],
      [1920, 1080],
      [3840, 2160],
      [5120, 2880],
    ] as const) {
      expect(renderedTiles(width, height)).toBeLessThanOrEqual(MAX_TILES_IN_DOM);
    }
  });

  it('keeps two rows beyond each edge when they fit', () => {
    expect(overscanRows(columnsFor(1280, 720), 720)).toBe(2);
  });
});
