// @vitest-environment happy-dom
/**
 * Lazy game images: nothing loads until at least 10 % of the image is in view; then
 * its address is set, paced by animation frames; a fling holds loads until it ends; a failed
 * load falls back to the default icon once and is not retried. happy-dom has no layout, so
 * the observer and the frames are driven by hand.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameImage } from '../../../../../src/features/games/card/GameImage';
import { DEFAULT_GAME_ICON, holdImages, LAZY_THRESHOLD } from '../../../../../src/features/games/card/lazyImage';

type Entry = Pick<IntersectionObserverEntry, 'target' | 'isIntersecting' | 'intersectionRatio'>;
let observed: Element[] = [];
let report: ((entries: Entry[]) => void) | undefined;
let thresholdAsked: number | number[] | undefined;
let frames: FrameRequestCallback[] = [];

class FakeObserver {
  constructor(callback: (entries: Entry[]) => void, options?: IntersectionObserverInit) {
    report = callback;
    thresholdAsked = options?.threshold;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((e) => e !== element);
  }
  disconnect() {}
}

// One observer serves every image for the life of the module, so it is installed once.
vi.stubGlobal('IntersectionObserver', FakeObserver);

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  cleanup();
  holdImages(false);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(callback, 0));
});

const runFrames = (n = 3) => {
  for (let i = 0; i < n; i++) {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(0));
  }
};
const comeIntoView = (img: Element, ratio = 0.5) =>
  report?.([{ target: img, isIntersecting: true, intersectionRatio: ratio }]);

function renderImage(src = '/TCG_GAME_ICONS/PG/PG_0001.svg') {
  const view = render(<GameImage src={src} size={160} />);
  return view.container.querySelector('img') as HTMLImageElement;
}

describe('lazy game image', () => {
  it('has no address until 10 % of it is in view, then loads on a coming frame', () => {
    const img = renderImage();
    expect(thresholdAsked).toBe(LAZY_THRESHOLD);
    expect(observed).toContain(img);
    expect(img.getAttribute('src')).toBeNull();
    comeIntoView(img, 0.05);
    runFrames();
    expect(img.getAttribute('src')).toBeNull();
    comeIntoView(img, 0.1);
    expect(img.getAttribute('src')).toBeNull();
    runFrames();
    expect(img.getAttribute('src')).toBe('/TCG_GAME_ICONS/PG/PG_0001.svg');
    expect(observed).not.toContain(img);
  });

  it('waits while a fling holds images, and loads when it ends', () => {
    const img = renderImage();
    holdImages(true);
    comeIntoView(img);
    runFrames();
    expect(img.getAttribute('src')).toBeNull();
    holdImages(false);
    runFrames();
    expect(img.getAttribute('src')).toBe('/TCG_GAME_ICONS/PG/PG_0001.svg');
  });

  it('falls back to the default icon once, then stops', () => {
    const img = renderImage();
    comeIntoView(img);
    runFrames();
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_GAME_ICON);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBeNull();
  });

  it('does not load an image that left the page before its turn', () => {
    const img = renderImage();
    comeIntoView(img);
    cleanup();
    runFrames();
    expect(img.getAttribute('src')).toBeNull();
    expect(observed).not.toContain(img);
  });
});
