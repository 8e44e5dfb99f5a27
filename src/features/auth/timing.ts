/**
 * Time rules of the login popup: the SMS button waits expiredMinutes × 60 s (1 minute
 * when the server names none), and the captcha refresh and SMS button act at most once a second.
 * Pure, with the clock passed in, so the tests need no timers.
 */

export type Clock = () => number;

/** The captcha refresh and the SMS button act at most once per second. */
export const ACTION_THROTTLE_MS = 1_000;

/** The code's expiry when the server names none: 1 minute. */
export const DEFAULT_CODE_MINUTES = 1;

/** The Firebase SMS code's countdown is 1 minute (Firebase names no expiry). */
export const FIREBASE_CODE_MINUTES = 1;

/** Seconds the send-code button stays disabled after a code went out. */
export function codeCountdownSeconds(expiredMinutes: unknown): number {
  const minutes =
    typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? expiredMinutes
      : DEFAULT_CODE_MINUTES;
  return Math.round(minutes * 60);
}

/** Whole seconds left until `endsAt` (epoch ms), never negative; 0 = over. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** A gate that lets one call through per interval; later calls within it are refused. */
export type Throttle = { tryAcquire(): boolean };

export function createThrottle(intervalMs: number = ACTION_THROTTLE_MS, clock: Clock = Date.now): Throttle {
  let last = -Infinity;
  return {
    tryAcquire() {
      const now = clock();
      if (now - last < intervalMs) return false;
      last = now;
      return true;
    },
  };
}
