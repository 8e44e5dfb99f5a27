// @vitest-environment happy-dom
/**
 * The carousel's autoplay (src/features/announcements/useSlideTimer.ts): the next slide `delay`
 * after each slide is shown, none while paused, none on a destroyed Swiper, and no timer left
 * behind. Timers are faked: no test waits 5 s.
 */
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlideTimer, type SlideDriver } from '../../../../../src/features/announcements/useSlideTimer';

function driver(): SlideDriver & { moves: number } {
  const d = {
    destroyed: false,
    moves: 0,
    slideNext() {
      d.moves += 1;
    },
  };
  return d;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSlideTimer', () => {
  it('moves on once per shown slide, after the delay', () => {
    const swiper = driver();
    const { rerender } = renderHook(({ shown }) => useSlideTimer(swiper, 5000, true, shown), {
      initialProps: { shown: 0 },
    });
    vi.advanceTimersByTime(4999);
    expect(swiper.moves).toBe(0);
    vi.advanceTimersByTime(1);
    expect(swiper.moves).toBe(1);
    // No new slide shown yet: no second move (one timeout, not an interval).
    vi.advanceTimersByTime(20_000);
    expect(swiper.moves).toBe(1);
    // The slide changed (autoplay or a dot): the next comes a full delay later.
    rerender({ shown: 1 });
    vi.advanceTimersByTime(5000);
    expect(swiper.moves).toBe(2);
  });

  it('waits while paused and resumes with a full delay', () => {
    const swiper = driver();
    const { rerender } = renderHook(({ running }) => useSlideTimer(swiper, 5000, running, 0), {
      initialProps: { running: false },
    });
    vi.advanceTimersByTime(60_000);
    expect(swiper.moves).toBe(0);
    rerender({ running: true });
    vi.advanceTimersByTime(5000);
    expect(swiper.moves).toBe(1);
  });

  it('leaves no timer behind when it stops, and never drives a destroyed Swiper', () => {
    const swiper = driver();
    const { unmount } = renderHook(() => useSlideTimer(swiper, 5000, true, 0));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    const gone = driver();
    renderHook(() => useSlideTimer(gone, 5000, true, 0));
    gone.destroyed = true;
    vi.advanceTimersByTime(5000);
    expect(gone.moves).toBe(0);
    // No Swiper yet: nothing scheduled.
    renderHook(() => useSlideTimer(null, 5000, true, 0));
    expect(vi.getTimerCount()).toBe(0);
  });
});
