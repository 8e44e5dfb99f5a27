/**
 * QR codes as SVG data URLs, drawn from the module matrix of the `qrcode` package (loaded only
 * when a QR code is first shown, so it stays out of the home bundle). Defaults: 200 px,
 * a 20 px quiet zone, black on white. Modules are whole pixels, centred, so the code stays
 * crisp; the quiet zone is then at least the margin asked for.
 */
import type * as QrCodePackage from 'qrcode';

export type QrOptions = { size: number; margin: number; dark: string; light: string };

export const QR_DEFAULTS: QrOptions = { size: 200, margin: 20, dark: '#000000', light: '#FFFFFF' };

/** The part of qrcode's BitMatrix used here. */
export type QrModules = { size: number; get(row: number, col: number): number | boolean };

/** Module size in whole pixels and the offset that centres the code. */
export function qrLayout(
  moduleCount: number,
  { size, margin }: Pick<QrOptions, 'size' | 'margin'>,
): { cell: number; offset: number } {
  const cell = Math.max(1, Math.floor((size - 2 * margin) / moduleCount));
  return { cell, offset: Math.floor((size - cell * moduleCount) / 2) };
}

/** One path of the dark modules, a rectangle per horizontal run. */
export function qrSvg(modules: QrModules, options: QrOptions = QR_DEFAULTS): string {
  const { cell, offset } = qrLayout(modules.size, options);
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      path += `M${offset + start * cell} ${offset + row * cell}h${(col - start) * cell}v${cell}h${-(col - start) * cell}z`;
    }
  }
  const { size, dark, light } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="${light}"/><path fill="${dark}" d="${path}"/></svg>`
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type QrModule = typeof QrCodePackage;

/** Loads `qrcode` on first use and draws `text` (error correction M, the package default). */
export async function qrDataUrl(text: string, options: QrOptions = QR_DEFAULTS): Promise<string> {
  // A CommonJS package: its functions arrive as named exports or under `default`.
  const loaded = (await import('qrcode')) as QrModule & { default?: QrModule };
  const create = loaded.create ?? loaded.default?.create;
  return svgDataUrl(qrSvg(create(text, { errorCorrectionLevel: 'M' }).modules, options));
}
