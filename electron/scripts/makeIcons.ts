/**
 * Draws the app and tray icons (a gold casino chip) into resources/ with pngjs, so the artwork is
 * reproducible from code: `npm run icons`. Shapes are computed per pixel with 4x4 supersampling
 * for smooth edges.
 *
 * Outputs: resources/icon.png (512x512, installers and the window), resources/tray/tray.png and
 * tray@2x.png (colour, Windows/Linux), trayTemplate.png and trayTemplate@2x.png (macOS template:
 * black plus alpha, tinted by the OS), trayBadge.png (colour with a notification dot).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';

type Rgba = readonly [number, number, number, number];
/** Colour at a point in unit coordinates (centre 0,0; edges at ±0.5), or null for transparent. */
type Shader = (x: number, y: number) => Rgba | null;

const GOLD: Rgba = [242, 181, 58, 255];
const CREAM: Rgba = [255, 244, 214, 255];
const INK: Rgba = [14, 17, 22, 255];
const SURFACE: Rgba = [33, 38, 50, 255];
const BLACK: Rgba = [0, 0, 0, 255];
const ALERT: Rgba = [229, 57, 53, 255];

const resources = join(import.meta.dirname, '../../resources');

function render(size: number, shader: Shader): Buffer {
  const png = new PNG({ width: size, height: size });
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const colour = shader((px + (sx + 0.5) / samples) / size - 0.5, (py + (sy + 0.5) / samples) / size - 0.5);
          if (!colour) continue;
          const alpha = colour[3] / 255;
          for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (colour[c] ?? 0) * alpha;
          sum[3] = (sum[3] ?? 0) + alpha;
        }
      }
      const coverage = (sum[3] ?? 0) / (samples * samples);
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1)
        png.data[offset + c] = coverage > 0 ? Math.round((sum[c] ?? 0) / (sum[3] ?? 1)) : 0;
      png.data[offset + 3] = Math.round(coverage * 255);
    }
  }
  return PNG.sync.write(png);
}

/** The chip: gold disc, cream edge notches, dark inlay ring, gold diamond in the middle. */
function chip(x: number, y: number, scale: number): Rgba | null {
  const r = Math.hypot(x, y) / scale;
  const angle = ((Math.atan2(y, x) * 180) / Math.PI + 360 + 22.5) % 45;
  if (r > 0.4) return null;
  if (r > 0.31) return Math.abs(angle - 22.5) < 7 ? CREAM : GOLD;
  if (r > 0.27) return GOLD;
  if (r > 0.255) return INK;
  if ((Math.abs(x) + Math.abs(y)) / scale < 0.14) return GOLD;
  return INK;
}

function roundedSquare(x: number, y: number, half: number, radius: number): boolean {
  const dx = Math.max(Math.abs(x) - (half - radius), 0);
  const dy = Math.max(Math.abs(y) - (half - radius), 0);
  return Math.hypot(dx, dy) <= radius;
}

const appIcon: Shader = (x, y) => chip(x, y, 1) ?? (roundedSquare(x, y, 0.47, 0.11) ? SURFACE : null);
const trayColour: Shader = (x, y) => chip(x, y, 1.2);
// Template images: only alpha matters; the notches and the inlay are cut out so the shape reads at 16px.
const trayTemplate: Shader = (x, y) => {
  const colour = chip(x, y, 1.2);
  return colour === GOLD ? BLACK : null;
};
const trayBadge: Shader = (x, y) => (Math.hypot(x - 0.3, y + 0.3) < 0.17 ? ALERT : trayColour(x, y));

const outputs: [string, number, Shader][] = [
  ['icon.png', 512, appIcon],
  ['tray/tray.png', 16, trayColour],
  ['tray/tray@2x.png', 32, trayColour],
  ['tray/trayTemplate.png', 16, trayTemplate],
  ['tray/trayTemplate@2x.png', 32, trayTemplate],
  ['tray/trayBadge.png', 16, trayBadge],
  ['tray/trayBadge@2x.png', 32, trayBadge],
];

mkdirSync(join(resources, 'tray'), { recursive: true });
for (const [file, size, shader] of outputs) {
  writeFileSync(join(resources, file), render(size, shader));
  console.log(`resources/${file} (${size}x${size})`);
}
