/**
 * Game and vendor icons drawn by the server (nothing is fetched from outside): SVG text built
 * deterministically from the game's icon_seed and name, or the vendor's code, so the same game
 * always gets the same picture. Every piece of text is escaped (svg.ts).
 *
 *   game icon    200×200: a two-colour gradient, one of six shapes, the title's initials, the
 *                title on a band at the bottom and the vendor code in a corner, lettered with
 *                the stroke font (strokeFont.ts: text in an SVG image is what makes a lobby
 *                scroll stutter), and with <text> only for what that font cannot draw
 *   vendor icon  160×64: the vendor code (and name) on a pill; colour variants plus grey,
 *                white and purple ones (the client may also grey a colour icon with CSS)
 *   default      the icon of a game without one: a die on a grey gradient
 */
import type { VendorVariant } from '../iconUrls';
import { canStroke, strokeTextPath, type StrokeTextOptions } from './strokeFont';
import { clip, escapeXml, FONT, hashText, hsl, initialsOf } from './svg';

const SHAPES = [
  // circle, diamond, star, hexagon, rings, burst
  '<circle cx="100" cy="84" r="58" fill="#fff" fill-opacity="0.16"/>',
  '<path d="M100 22 L162 84 L100 146 L38 84 Z" fill="#fff" fill-opacity="0.16"/>',
  '<path d="M100 24 L117 66 L162 68 L127 96 L139 140 L100 116 L61 140 L73 96 L38 68 L83 66 Z" fill="#fff" ' +
    'fill-opacity="0.18"/>',
  '<path d="M100 24 L152 54 L152 114 L100 144 L48 114 L48 54 Z" fill="#fff" fill-opacity="0.16"/>',
  '<g fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="8"><circle cx="100" cy="84" r="56"/>' +
    '<circle cx="100" cy="84" r="36"/></g>',
  '<g fill="#fff" fill-opacity="0.12"><rect x="50" y="34" width="100" height="100" rx="10"/>' +
    '<rect x="50" y="34" width="100" height="100" rx="10" transform="rotate(45 100 84)"/></g>',
];

export type GameArt = { gameName: string; vendor: string; iconSeed: number };

/**
 * White lettering: a stroked path in the stroke font, or <text> where the font lacks a glyph.
 * `size` is the capital height; the <text> fallback's font size is about 1.4 times that.
 */
function lettering(text: string, place: StrokeTextOptions & { weight: number; opacity?: number }): string {
  const opacity =
    place.opacity === undefined ? '' : ` stroke-opacity="${place.opacity}" fill-opacity="${place.opacity}"`;
  if (canStroke(text)) {
    const stroke = Math.max(1.2, place.size * place.weight);
    return (
      `<path d="${strokeTextPath(text, place)}" fill="none" stroke="#fff" stroke-width="${stroke.toFixed(1)}" ` +
      `stroke-linecap="round" stroke-linejoin="round"${opacity}/>`
    );
  }
  const anchor = place.anchor && place.anchor !== 'start' ? ` text-anchor="${place.anchor}"` : '';
  return (
    `<text x="${place.x}" y="${place.y}"${anchor} font-family="${FONT}" ` +
    `font-size="${Math.round(place.size * 1.4)}" font-weight="700" fill="#fff"${opacity}>${escapeXml(text)}</text>`
  );
}

/** The capital height that fits `chars` characters of the stroke font in `width` units, at most `max`. */
const fittingSize = (chars: number, width: number, max: number) => Math.min(max, (width * 6) / (chars * 5.6 - 1.6));

export function gameIconSvg({ gameName, vendor, iconSeed }: GameArt): string {
  const mix = (iconSeed ^ hashText(gameName)) >>> 0;
  const hue = iconSeed % 360;
  const hue2 = hue + 30 + (mix % 90);
  const shape = SHAPES[(mix >>> 8) % SHAPES.length]!;
  const title = escapeXml(gameName);
  // The band is 200 wide: longer titles get smaller letters, the longest are clipped.
  const band = clip(gameName, 26);
  const corner = clip(vendor, 14);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" ` +
      `aria-label="${title}">`,
    `<title>${title}</title>`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${hsl(hue, 72, 56)}"/><stop offset="1" stop-color="${hsl(hue2, 70, 28)}"/>` +
      '</linearGradient>',
    '<clipPath id="tile"><rect width="200" height="200" rx="24"/></clipPath></defs>',
    '<g clip-path="url(#tile)"><rect width="200" height="200" fill="url(#bg)"/>',
    shape,
    lettering(clip(initialsOf(gameName), 2), { x: 100, y: 106, size: 42, anchor: 'middle', weight: 0.17 }),
    '<rect y="152" width="200" height="48" fill="#000" fill-opacity="0.38"/>',
    lettering(band, { x: 100, y: 181, size: fittingSize([...band].length, 184, 12), anchor: 'middle', weight: 0.16 }),
    lettering(corner, { x: 14, y: 25, size: fittingSize([...corner].length, 120, 9), weight: 0.18, opacity: 0.85 }),
    '</g></svg>',
  ].join('');
}

export function defaultIconSvg(): string {
  const dots = [
    [70, 64],
    [130, 64],
    [100, 94],
    [70, 124],
    [130, 124],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#5b6270"/>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" ' +
      'aria-label="Game">',
    '<title>Game</title>',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#8a93a3"/><stop offset="1" stop-color="#3d4350"/></linearGradient></defs>',
    '<rect width="200" height="200" rx="24" fill="url(#bg)"/>',
    `<rect x="40" y="34" width="120" height="120" rx="22" fill="#f4f5f7"/>${dots}`,
    '</svg>',
  ].join('');
}

export function vendorIconSvg(code: string, displayName: string, variant: VendorVariant): string {
  const hue = hashText(code) % 360;
  const colours: Record<VendorVariant, { from: string; to: string; text: string; stroke?: string }> = {
    DEFAULT: { from: hsl(hue, 70, 52), to: hsl(hue + 40, 70, 34), text: '#fff' },
    ACTIVE: { from: hsl(hue, 80, 58), to: hsl(hue + 40, 80, 40), text: '#fff' },
    COLOR: { from: hsl(hue, 70, 52), to: hsl(hue + 40, 70, 34), text: '#fff' },
    GRAY: { from: '#a3a8b0', to: '#6b717b', text: '#fff' },
    PURPLE: { from: '#8e5bd8', to: '#4b2a86', text: '#fff' },
    WHITE: { from: 'transparent', to: 'transparent', text: '#fff', stroke: '#fff' },
  };
  const c = colours[variant];
  const label = escapeXml(displayName);
  const size = code.length <= 4 ? 26 : code.length <= 7 ? 20 : 14;
  const stroke = c.stroke ? ` stroke="${c.stroke}" stroke-width="2"` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" ` +
      `aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>`,
    `<rect x="2" y="2" width="156" height="60" rx="30" fill="url(#bg)"${stroke}/>`,
    `<text x="80" y="${size > 20 ? 38 : 36}" text-anchor="middle" font-family="${FONT}" font-size="${size}" ` +
      `font-weight="800" fill="${c.text}">${escapeXml(code)}</text>`,
    `<text x="80" y="54" text-anchor="middle" font-family="${FONT}" font-size="9" fill="${c.text}" ` +
      `fill-opacity="0.85">${escapeXml(clip(displayName, 26))}</text>`,
    '</svg>',
  ].join('');
}
