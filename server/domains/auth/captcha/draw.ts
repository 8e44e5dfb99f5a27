/**
 * Draws a captcha: the characters scaled up, each with its own offset, slant and colour, over
 * speckles and crossing lines. Enough to stop naive scripts; it is one layer next to the login
 * throttle, not the only defence.
 */
import { randomInt } from 'node:crypto';
import { encodePng } from './png';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './font';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 4;

export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

type Rgb = [number, number, number];

function canvas() {
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const i = (y * CAPTCHA_WIDTH + x) * 3;
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  };
  return { pixels, set };
}

const light = (): Rgb => [randomInt(225, 256), randomInt(225, 256), randomInt(225, 256)];
const dark = (): Rgb => [randomInt(0, 110), randomInt(0, 110), randomInt(0, 110)];
const mid = (): Rgb => [randomInt(100, 200), randomInt(100, 200), randomInt(100, 200)];

function line(set: (x: number, y: number, c: Rgb) => void, colour: Rgb) {
  let x0 = randomInt(0, 20);
  let y0 = randomInt(0, CAPTCHA_HEIGHT);
  const x1 = randomInt(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH);
  const y1 = randomInt(0, CAPTCHA_HEIGHT);
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  while (x0 !== x1 || y0 !== y1) {
    set(x0, y0, colour);
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += 1;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
}

/** Renders the text to a PNG. */
export function drawCaptcha(text: string): Buffer {
  const { pixels, set } = canvas();
  const background = light();
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) for (let x = 0; x < CAPTCHA_WIDTH; x += 1) set(x, y, background);
  for (let i = 0; i < 180; i += 1) set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), mid());

  const step = Math.floor((CAPTCHA_WIDTH - 12) / text.length);
  [...text].forEach((char, index) => {
    const colour = dark();
    const left = 6 + index * step + randomInt(-2, 3);
    const top = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE) / 2) + randomInt(-4, 5);
    const slant = randomInt(-3, 4) / 10; // pixels of horizontal shift per glyph row
    for (let gy = 0; gy < GLYPH_HEIGHT; gy += 1) {
      const shift = Math.round(slant * (GLYPH_HEIGHT - gy) * SCALE * 0.5);
      for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
        if (!glyphPixel(char, gx, gy)) continue;
        for (let py = 0; py < SCALE; py += 1)
          for (let px = 0; px < SCALE; px += 1) set(left + gx * SCALE + px + shift, top + gy * SCALE + py, colour);
      }
    }
  });
  for (let i = 0; i < 3; i += 1) line(set, mid());
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels);
}
