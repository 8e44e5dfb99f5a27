/**
 * How long one pass of the notice marquee takes: long enough to read at any length (about 8
 * characters a second, never under 12 s). Pure.
 */
const CHARS_PER_SECOND = 8;
const MIN_SECONDS = 12;

export function marqueeSeconds(titles: readonly string[]): number {
  const chars = titles.reduce((sum, title) => sum + title.length, 0) + titles.length * 6;
  return Math.max(MIN_SECONDS, Math.round(chars / CHARS_PER_SECOND));
}
