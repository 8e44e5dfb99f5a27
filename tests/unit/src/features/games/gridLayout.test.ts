/** The virtual grid's geometry keeps the DOM within 300 tiles for any window. */
import { describe, expect, it } from 'vitest';
import {
  columnsFor,
  gridGeometry,
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

  it("fills a phone's width with two columns, three from 452 px, each a square picture over 64 px of names", () => {
    // 360 px: 328 px of list (16 px padding each side), one 12 px gap.
    expect(gridGeometry(328, 360, 740)).toEqual({ columns: 2, rowHeight: 158 + 64 + 12 });
    expect(gridGeometry(420, 452, 740)).toEqual({ columns: 3, rowHeight: 132 + 64 + 12 });
    // From 600 px, the fixed 160 px tiles.
    expect(gridGeometry(568, 600, 740)).toEqual({ columns: columnsFor(568, 740), rowHeight: ROW_HEIGHT });
  });
});
