/**
 * QR codes with the defaults (200 px, 20 px margin, #000000 on #FFFFFF): the layout
 * keeps whole-pixel modules inside the margin, the SVG draws exactly the dark modules, and the
 * qrcode package loads on demand and encodes the text it is given.
 */
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_DEFAULTS, qrDataUrl, qrLayout, qrSvg, type QrModules } from '../../../../../src/features/rewards/qrSvg';

/** Dark pixels of the SVG's path, rebuilt from its rectangles, as module coordinates. */
function darkModules(svg: string, cell: number, offset: number): Set<string> {
  const d = /<path fill="#000000" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const cells = new Set<string>();
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v\d+h-\d+z/g)) {
    for (let i = 0; i < Number(w) / cell; i++)
      cells.add(`${(Number(y) - offset) / cell},${(Number(x) - offset) / cell + i}`);
  }
  return cells;
}

describe('qrLayout', () => {
  it('whole-pixel modules that fit inside the 20 px margin, centred', () => {
    for (const count of [21, 25, 29, 33, 37, 41, 57]) {
      const { cell, offset } = qrLayout(count, QR_DEFAULTS);
      expect(Number.isInteger(cell)).toBe(true);
      expect(offset).toBeGreaterThanOrEqual(20);
      expect(offset + cell * count).toBeLessThanOrEqual(180);
      expect(200 - (offset + cell * count) - offset).toBeLessThanOrEqual(1);
    }
    expect(qrLayout(33, QR_DEFAULTS)).toEqual({ cell: 4, offset: 34 });
  });
});

describe('qrSvg', () => {
  it('is 200 × 200, white behind, and draws exactly the dark modules', () => {
    const matrix = QRCode.create('https://casino.example/register?affiliateCode=ABC123', {
      errorCorrectionLevel: 'M',
    }).modules;
    const svg = qrSvg(matrix);
    expect(svg).toContain('width="200" height="200" viewBox="0 0 200 200"');
    expect(svg).toContain('<rect width="200" height="200" fill="#FFFFFF"/>');
    const { cell, offset } = qrLayout(matrix.size, QR_DEFAULTS);
    const expected = new Set<string>();
    for (let row = 0; row < matrix.size; row++)
      for (let col = 0; col < matrix.size; col++) if (matrix.get(row, col)) expected.add(`${row},${col}`);
    expect(darkModules(svg, cell, offset)).toEqual(expected);
  });

  it('takes other colours and sizes', () => {
    const modules: QrModules = { size: 2, get: (row, col) => row === col };
    const svg = qrSvg(modules, { size: 10, margin: 1, dark: '#112233', light: '#ABCDEF' });
    expect(svg).toContain('fill="#ABCDEF"');
    expect(svg).toContain('<path fill="#112233" d="M1 1h4v4h-4zM5 5h4v4h-4z"/>');
  });
});

describe('qrDataUrl', () => {
  it('loads qrcode on demand and returns an SVG data URL of the text', async () => {
    const url = await qrDataUrl('https://casino.example/r/ABC');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml;charset=utf-8,'.length));
    expect(svg).toBe(qrSvg(QRCode.create('https://casino.example/r/ABC', { errorCorrectionLevel: 'M' }).modules));
  });
});
