/**
 * Small helpers of the server-drawn images: XML escaping of any text that goes into an SVG
 * (game names, vendor names and banner titles come from the database and may hold anything),
 * a stable string hash and colours derived from numbers.
 */

/** Characters XML 1.0 does not allow at all (controls, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]', // controls, U+FFFE, U+FFFF
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])', // a high surrogate without its low one
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]', // a low surrogate without its high one
  ].join('|'),
  'g',
);

/** Text safe inside an SVG element or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** FNV-1a over the UTF-16 code units: the same number for the same text, everywhere. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;

/** At most `max` characters (code points), with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}\u2026`;
}

/** Up to two letters naming a title: the first letter of its first two words. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s\-_:]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w].find((c) => /[\p{L}\p{N}]/u.test(c)) ?? '');
  return letters.join('').toUpperCase() || '?';
}

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
