/**
 * Which of the 6 card colours a game gets.
 *
 * The old client drew Math.random() on every render, so a card changed colour whenever its
 * list re-rendered (a favourite toggle, a page change, a language switch). Here the "random"
 * pick is a hash of the game's nodeId: neighbouring games still get scattered colours, but one
 * game keeps its colour across renders, pages, lists and reloads, so nothing flickers.
 */
export const CARD_COLOURS = 6;

/** A well-mixed 32-bit integer hash (the finaliser of MurmurHash3), so ids 1, 2, 3… scatter. */
function mix(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** 0…5, the same for the same nodeId. */
export function colourIndex(nodeId: number): number {
  return mix(nodeId) % CARD_COLOURS;
}
