/** The SMS countdown and the once-per-second throttle, on an injected clock. */
import { describe, expect, it } from 'vitest';
import { codeCountdownSeconds, createThrottle, secondsLeft } from '../../../../../src/features/auth/timing';

describe('codeCountdownSeconds', () => {
  it('is expiredMinutes × 60 seconds', () => {
    expect(codeCountdownSeconds(5)).toBe(300);
    expect(codeCountdownSeconds(1)).toBe(60);
    expect(codeCountdownSeconds(0.5)).toBe(30);
  });

  it('defaults to 1 minute when the server names no sane value', () => {
    for (const odd of [undefined, null, 0, -3, Number.NaN, Infinity, '5']) expect(codeCountdownSeconds(odd)).toBe(60);
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds down to zero and never below', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_999)).toBe(0);
    expect(secondsLeft(null, 5)).toBe(0);
  });
});

describe('createThrottle', () => {
  it('lets one call through per second', () => {
    let now = 1_000;
    const throttle = createThrottle(1_000, () => now);
    expect(throttle.tryAcquire()).toBe(true);
    now += 500;
    expect(throttle.tryAcquire()).toBe(false);
    now += 499;
    expect(throttle.tryAcquire()).toBe(false);
    now += 1;
    expect(throttle.tryAcquire()).toBe(true);
    expect(throttle.tryAcquire()).toBe(false);
  });

  it('a refused call does not push the window back', () => {
    let now = 0;
    const throttle = createThrottle(1_000, () => now);
    throttle.tryAcquire();
    for (now = 100; now < 1_000; now += 100) expect(throttle.tryAcquire()).toBe(false);
    expect(throttle.tryAcquire()).toBe(true);
  });
});
