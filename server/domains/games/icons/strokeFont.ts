/**
 * A small stroke font for the game icons: capital letters, digits and a few marks as polylines
 * on a 4 × 6 grid, drawn as one stroked <path>.
 *
 * Why not SVG <text>: a browser draws an SVG image on the main thread, and text is what costs
 * there (font matching and shaping for every icon). In the lobby benchmark at 4x CPU throttling,
 * icons with <text> made 36 % of frames at a reading scroll pace take over 50 ms; the same
 * icons without text, 5 %. Paths cost almost nothing, and look the same on every machine
 * whatever fonts it has.
 */

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;
/** Space between glyphs, in grid units. */
const TRACKING = 1.6;

const O: Point[] = [
  [1, 0],
  [3, 0],
  [4, 1],
  [4, 5],
  [3, 6],
  [1, 6],
  [0, 5],
  [0, 1],
  [1, 0],
];
const P: Point[] = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2],
  [3, 3],
  [0, 3],
];

const GLYPHS: Record<string, Glyph> = {
  A: [
    [
      [0, 6],
      [0, 2],
      [2, 0],
      [4, 2],
      [4, 6],
    ],
    [
      [0, 3.6],
      [4, 3.6],
    ],
  ],
  B: [
    [
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.5],
      [2.5, 3.5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [1, 0],
      [3, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.6],
    ],
    [
      [1.3, 2.5],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  O: [O],
  P: [P],
  Q: [
    O,
    [
      [2.5, 4.5],
      [4, 6],
    ],
  ],
  R: [
    P,
    [
      [2, 3],
      [4, 6],
    ],
  ],
  S: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 3],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  '0': [
    O,
    [
      [3.6, 0.8],
      [0.4, 5.2],
    ],
  ],
  '1': [
    [
      [1, 1],
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
    [
      [1.5, 3],
      [3, 3],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [3.5, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [0.5, 6],
    ],
  ],
  '-': [
    [
      [1, 3],
      [3, 3],
    ],
  ],
  _: [
    [
      [0, 6],
      [4, 6],
    ],
  ],
  "'": [
    [
      [2, 0],
      [2, 1.5],
    ],
  ],
  '&': [
    [
      [4, 6],
      [1, 2],
      [1, 1],
      [2, 0],
      [3, 1],
      [3, 2],
      [0, 4],
      [0, 5],
      [1, 6],
      [2.5, 6],
      [4, 4],
    ],
  ],
  '.': [
    [
      [2, 5.6],
      [2, 6],
    ],
  ],
  '!': [
    [
      [2, 0],
      [2, 4],
    ],
    [
      [2, 5.6],
      [2, 6],
    ],
  ],
  '?': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [2, 3.5],
      [2, 4.2],
    ],
    [
      [2, 5.6],
      [2, 6],
    ],
  ],
  '\u2026': [
    [
      [0.4, 5.6],
      [0.4, 6],
    ],
    [
      [2, 5.6],
      [2, 6],
    ],
    [
      [3.6, 5.6],
      [3.6, 6],
    ],
  ],
  ' ': [],
};

/** Whether the stroke font can draw every character of `text` (in capitals). */
export function canStroke(text: string): boolean {
  return [...text.toUpperCase()].every((c) => c in GLYPHS);
}

/** The width of `text` in grid units. */
function gridWidth(chars: string[]): number {
  return chars.length === 0 ? 0 : chars.length * GLYPH_WIDTH + (chars.length - 1) * TRACKING;
}

const num = (n: number) => String(Math.round(n * 10) / 10);

export type StrokeTextOptions = {
  /** Height of a capital, in SVG units. */
  size: number;
  /** The baseline's y, in SVG units. */
  y: number;
  /** x of the start, the middle or the end, as `anchor` says. */
  x: number;
  anchor?: 'start' | 'middle' | 'end';
};

/**
 * The path data (`d`) that draws `text` in capitals; characters the font has no glyph for are
 * left out (check canStroke first where that matters). Stroke it; do not fill it.
 */
export function strokeTextPath(text: string, { size, x, y, anchor = 'start' }: StrokeTextOptions): string {
  const chars = [...text.toUpperCase()].filter((c) => c in GLYPHS);
  const unit = size / GLYPH_HEIGHT;
  const width = gridWidth(chars) * unit;
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const top = y - size;
  const commands: string[] = [];
  chars.forEach((c, i) => {
    const dx = left + i * (GLYPH_WIDTH + TRACKING) * unit;
    for (const line of GLYPHS[c]!) {
      line.forEach(([gx, gy], j) =>
        commands.push(`${j === 0 ? 'M' : 'L'}${num(dx + gx * unit)} ${num(top + gy * unit)}`),
      );
    }
  });
  return commands.join('');
}
