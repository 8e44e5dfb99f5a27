/**
 * The stroke font of the server-drawn game icons: what it can draw, where its paths land, and
 * that an icon letters with paths (no <text>, which browsers shape on the main thread) unless
 * its name has a character the font lacks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameIconSvg } from '../../../../server/domains/games/icons/gameArt';
import { canStroke, strokeTextPath } from '../../../../server/domains/games/icons/strokeFont';

/** Every point of a path made of M and L commands. */
function points(d: string): Array<[number, number]> {
  expect(d).toMatch(/^([ML]-?\d+(\.\d)? -?\d+(\.\d)?)*$/);
  return [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('stroke font', () => {
  it('draws capitals, digits and the marks of game names, in either case, and nothing else', () => {
    expect(canStroke('Fortune Tiger 1000')).toBe(true);
    expect(canStroke("Play'n GO - Wild & Free!")).toBe(true);
    expect(canStroke('TCG_LOTTO_VN')).toBe(true);
    expect(canStroke('Über Gold')).toBe(false);
    expect(canStroke('龍')).toBe(false);
  });

  it('keeps every point inside the box it is given, for any text it can draw', () => {
    const drawable = fc.stringMatching(/^[A-Z0-9 '&.!?_-]{1,26}$/);
    fc.assert(
      fc.property(drawable, fc.integer({ min: 6, max: 60 }), (text, size) => {
        const chars = [...text].length;
        const width = ((chars * 5.6 - 1.6) * size) / 6;
        for (const [x, y] of points(strokeTextPath(text, { x: 100, y: 150, size, anchor: 'middle' }))) {
          expect(x).toBeGreaterThanOrEqual(100 - width / 2 - 0.1);
          expect(x).toBeLessThanOrEqual(100 + width / 2 + 0.1);
          expect(y).toBeGreaterThanOrEqual(150 - size - 0.1);
          expect(y).toBeLessThanOrEqual(150.1);
        }
      }),
    );
  });

  it('anchors at the start, the middle or the end', () => {
    const xs = (anchor: 'start' | 'middle' | 'end') =>
      points(strokeTextPath('L', { x: 50, y: 60, size: 12, anchor })).map(([x]) => x);
    // L is 4 units wide (8 at size 12): its left stroke is at x, x − 4 or x − 8.
    expect(Math.min(...xs('start'))).toBe(50);
    expect(Math.min(...xs('middle'))).toBe(46);
    expect(Math.min(...xs('end'))).toBe(42);
  });

  it('letters a game icon with paths only, falling back to <text> for what it cannot draw', () => {
    const plain = gameIconSvg({ gameName: 'Fortune Tiger', vendor: 'PG', iconSeed: 17 });
    expect(plain).not.toContain('<text');
    expect(plain.match(/stroke-linecap="round"/g)).toHaveLength(3);
    expect(plain).toContain('<title>Fortune Tiger</title>');
    const accented = gameIconSvg({ gameName: 'Über Gold', vendor: 'PG', iconSeed: 17 });
    expect(accented.match(/<text[^>]*>([^<]*)<\/text>/g)).toEqual([
      expect.stringContaining('>ÜG<'),
      expect.stringContaining('>Über Gold<'),
    ]);
  });
});
