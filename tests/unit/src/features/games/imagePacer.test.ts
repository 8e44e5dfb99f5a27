// @vitest-environment happy-dom
/**
 * Game images start a few per animation frame (imagePacer.ts), in the order asked, and a tile
 * that leaves before its turn takes its image off the queue. Frames are run by hand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGES_PER_FRAME, startImageSoon } from '../../../../../src/features/games/card/imagePacer';

let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startImageSoon', () => {
  it(`starts at most ${IMAGES_PER_FRAME} images a frame, first asked first`, () => {
    const started: number[] = [];
    for (let i = 1; i <= 5; i++) startImageSoon(() => started.push(i));
    expect(started).toEqual([]);
    runFrame();
    expect(started).toEqual([1, 2].slice(0, IMAGES_PER_FRAME));
    runFrame();
    runFrame();
    runFrame();
    runFrame();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(frames).toHaveLength(0);
  });

  it('skips an image whose tile left before its turn', () => {
    const started: string[] = [];
    startImageSoon(() => started.push('a'));
    const cancel = startImageSoon(() => started.push('b'));
    startImageSoon(() => started.push('c'));
    cancel();
    for (let i = 0; i < 3; i++) runFrame();
    expect(started).toEqual(['a', 'c']);
  });
});
