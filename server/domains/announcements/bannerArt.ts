/**
 * Banner and promotion art drawn by the server for announcements without an uploaded image:
 * a 1200×400 SVG with a gradient and soft shapes derived from the announcement's id and title,
 * and the title itself (escaped, wrapped onto at most two lines).
 */
import { clip, escapeXml, FONT, hashText, hsl } from '../games/icons/svg';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;
const LINE_CHARS = 30;

/** Greedy word wrap into at most two lines; the second is clipped. CJK text wraps by length. */
function lines(title: string): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && [...`${line} ${word}`].length > LINE_CHARS) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length === 1 && [...out[0]!].length > LINE_CHARS) {
    const chars = [...out[0]!];
    return [chars.slice(0, LINE_CHARS).join(''), clip(chars.slice(LINE_CHARS).join(''), LINE_CHARS)];
  }
  return out.length <= 2 ? out : [out[0]!, clip(out.slice(1).join(' '), LINE_CHARS)];
}

export function bannerSvg(id: number, title: string): string {
  const h = hashText(`${id}:${title}`);
  const hue = h % 360;
  const circles = [0, 1, 2, 3, 4]
    .map((i) => {
      const v = (h >>> (i * 5)) & 0x3ff;
      return (
        `<circle cx="${600 + ((v * 7) % 600)}" cy="${(v * 13) % 400}" r="${60 + (v % 140)}" fill="#fff" ` +
        `fill-opacity="${(0.05 + (i % 3) * 0.04).toFixed(2)}"/>`
      );
    })
    .join('');
  const text = lines(title);
  const size = text.some((l) => [...l].length > 22) ? 52 : 64;
  const top = text.length === 1 ? 225 : 185;
  const label = escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" ` +
      `viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${hsl(hue, 70, 45)}"/><stop offset="1" stop-color="${hsl(hue + 60, 75, 22)}"/>` +
      '</linearGradient></defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>`,
    circles,
    '<rect x="64" y="92" width="96" height="8" rx="4" fill="#fff" fill-opacity="0.8"/>',
    ...text.map(
      (line, i) =>
        `<text x="64" y="${top + i * (size + 12)}" font-family="${FONT}" font-size="${size}" font-weight="800" ` +
        `fill="#fff">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}
