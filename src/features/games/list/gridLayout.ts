/**
 * The lobby grid's geometry: fixed tiles (GameCard's box) in rows, as many columns as fit.
 * The virtual grid renders whole rows and keeps at most MAX_TILES_IN_DOM tiles
 * (tests/unit/src/features/games/gridLayout.test.ts).
 */
import { CARD_HEIGHT, CARD_IMAGE, CARD_WIDTH } from '../card/GameCard';

export const GRID_GAP = 16;
export const ROW_HEIGHT = CARD_HEIGHT + GRID_GAP;
export const MAX_TILES_IN_DOM = 300;
/** Rows rendered beyond each edge of the view, at most; fewer when the columns are many. */
export const MAX_OVERSCAN_ROWS = 2;

/** Rows at least partly in view: a cut row at each edge counts. */
const rowsInView = (viewportHeight: number): number => Math.ceil(viewportHeight / ROW_HEIGHT) + 1;

/**
 * As many columns as fit the width, at least one, but no more than keep the rows in view
 * within MAX_TILES_IN_DOM (a very large screen leaves the rest of the width empty).
 */
export function columnsFor(width: number, viewportHeight = 0): number {
  const fit = Math.max(1, Math.floor((width + GRID_GAP) / (CARD_WIDTH + GRID_GAP)));
  return Math.max(1, Math.min(fit, Math.floor(MAX_TILES_IN_DOM / rowsInView(viewportHeight))));
}

/** Rows to render beyond each edge so that (rows in view + 2 × overscan) × columns stays within MAX_TILES_IN_DOM. */
export function overscanRows(columns: number, viewportHeight: number): number {
  const spare = Math.floor(MAX_TILES_IN_DOM / columns) - rowsInView(viewportHeight);
  return Math.max(0, Math.min(MAX_OVERSCAN_ROWS, Math.floor(spare / 2)));
}

/**
 * A phone's lobby (lists.module.css, viewports narrower than 600px): two columns, three from
 * 452px, filling the width with 12px gaps; a tile is a square picture over the names' 64px.
 */
export const PHONE_GRID_MAX_VIEWPORT = 600;
export const PHONE_GRID_GAP = 12;
const NAMES_HEIGHT = CARD_HEIGHT - CARD_IMAGE;

export type GridGeometry = { columns: number; rowHeight: number };

/** Columns and row pitch of a grid `width` px wide in a window of `viewportWidth` × `viewportHeight`. */
export function gridGeometry(width: number, viewportWidth: number, viewportHeight = 0): GridGeometry {
  if (viewportWidth > 0 && viewportWidth < PHONE_GRID_MAX_VIEWPORT) {
    const columns = viewportWidth >= 452 ? 3 : 2;
    const tile = Math.max(0, (width - PHONE_GRID_GAP * (columns - 1)) / columns);
    return { columns, rowHeight: tile + NAMES_HEIGHT + PHONE_GRID_GAP };
  }
  return { columns: columnsFor(width, viewportHeight), rowHeight: ROW_HEIGHT };
}
