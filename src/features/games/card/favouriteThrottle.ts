/**
 * The favourite toggle acts at most once a second per game. One gate per list,
 * keyed by nodeId, so a list of 300 cards keeps one small map instead of 300 timers. The clock
 * is injectable for tests.
 */
import { ACTION_THROTTLE_MS, type Clock } from '../../auth/timing';

export type KeyedThrottle = { tryAcquire(key: number): boolean };

export function createKeyedThrottle(
  intervalMs: number = ACTION_THROTTLE_MS,
  clock: Clock = () => Date.now(),
): KeyedThrottle {
  const last = new Map<number, number>();
  return {
    tryAcquire(key) {
      const now = clock();
      const previous = last.get(key);
      if (previous !== undefined && now - previous < intervalMs) return false;
      last.set(key, now);
      return true;
    },
  };
}
