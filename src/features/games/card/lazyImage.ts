/**
 * Lazy game images (loading starts once at least 10 % of the image is in view,
 * threshold 0.1; a failed load is not retried but falls back to the default icon once).
 *
 * Done on the DOM, not in React state: an <img> is rendered with its address in data-src and
 * no src; one shared IntersectionObserver sees it come into view and sets src, paced a few a
 * frame (imagePacer.ts). No card re-renders when its image starts, and a lobby of 300 tiles
 * keeps one observer rather than 300. While the grid is flung past (holdImages(true)), images
 * that come into view wait, and start when the fling ends if they are still there.
 */
import { startImageSoon } from './imagePacer';

export const LAZY_THRESHOLD = 0.1;
/** Shown when a game's own image fails (served by the server). */
export const DEFAULT_GAME_ICON = '/TCG_GAME_ICONS/default.svg';

let observer: IntersectionObserver | undefined;
let held = false;
/** Images in view while held. */
const waiting = new Set<HTMLImageElement>();
/** Queued starts, to cancel when an image leaves the page first. */
const queued = new Map<HTMLImageElement, () => void>();

function start(img: HTMLImageElement): void {
  if (queued.has(img)) return;
  queued.set(
    img,
    startImageSoon(() => {
      queued.delete(img);
      const src = img.dataset.src;
      if (src && img.isConnected && !img.getAttribute('src')) img.src = src;
    }),
  );
}

function sharedObserver(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < LAZY_THRESHOLD) continue;
        const img = entry.target as HTMLImageElement;
        observer?.unobserve(img);
        if (held) waiting.add(img);
        else start(img);
      }
    },
    { threshold: LAZY_THRESHOLD },
  );
  return observer;
}

/**
 * A callback ref for a game <img data-src>: watches it until it is in view, then loads it.
 * Returns the clean-up React 19 calls when the image leaves the page.
 */
export function lazyImageRef(img: HTMLImageElement | null): (() => void) | undefined {
  if (!img) return undefined;
  const io = sharedObserver();
  if (!io) {
    start(img);
  } else {
    io.observe(img);
  }
  return () => {
    io?.unobserve(img);
    waiting.delete(img);
    queued.get(img)?.();
    queued.delete(img);
  };
}

/** Holds (true) or releases (false) image loads; released images in view start. */
export function holdImages(hold: boolean): void {
  held = hold;
  if (hold) return;
  for (const img of waiting) start(img);
  waiting.clear();
}

/** The next source after a failed load: the default icon once, then nothing more (1 attempt). */
export function fallbackSource(failed: string): string | null {
  return failed.endsWith(DEFAULT_GAME_ICON) ? null : DEFAULT_GAME_ICON;
}
