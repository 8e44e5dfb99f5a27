// @vitest-environment jsdom
/**
 * The Send code countdown and the once-per-second gate, driven by an injected
 * clock and fake timers: no real waiting.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown, useThrottle } from '../../../../../../src/features/auth/register/countdown';
import { codeCountdownSeconds } from '../../../../../../src/features/auth/timing';

let now = 0;
const clock = () => now;

beforeEach(() => {
  vi.useFakeTimers();
  now = 1_000_000;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Moves the injected clock and the fake timers together. */
function elapse(ms: number) {
  act(() => {
    now += ms;
    vi.advanceTimersByTime(ms);
  });
}

describe('useCountdown', () => {
  it('counts expiredMinutes × 60 seconds down to 0, one step a second, then stops', () => {
    const { result } = renderHook(() => useCountdown(clock));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(codeCountdownSeconds(1)));
    expect(result.current.secondsLeft).toBe(60);
    elapse(1000);
    expect(result.current.secondsLeft).toBe(59);
    elapse(58_000);
    expect(result.current.secondsLeft).toBe(1);
    elapse(1000);
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the server minutes (5 → 300 s) and 1 minute when it names none', () => {
    const { result } = renderHook(() => useCountdown(clock));
    act(() => result.current.start(codeCountdownSeconds(5)));
    expect(result.current.secondsLeft).toBe(300);
    act(() => result.current.start(codeCountdownSeconds(undefined)));
    expect(result.current.secondsLeft).toBe(60);
  });

  it('follows the clock, not the number of ticks (a throttled background tab catches up)', () => {
    const { result } = renderHook(() => useCountdown(clock));
    act(() => result.current.start(60));
    act(() => {
      now += 45_000; // the clock moved 45 s, but only one timer tick ran
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(15);
  });

  it('start(0) stops a running countdown', () => {
    const { result } = renderHook(() => useCountdown(clock));
    act(() => result.current.start(60));
    act(() => result.current.start(0));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useThrottle', () => {
  it('lets one press through per second and keeps its gate across renders', () => {
    const { result, rerender } = renderHook(() => useThrottle(1000, clock));
    expect(result.current()).toBe(true);
    now += 400;
    rerender();
    expect(result.current()).toBe(false);
    now += 599;
    expect(result.current()).toBe(false);
    now += 1;
    expect(result.current()).toBe(true);
  });
});
