/**
 * Double-click protection for launches: one start at a time, and at most one a second after a
 * game opened (the app's throttles are one second). One gate serves the whole app, so two tiles
 * clicked in a row do not open two games either. A start that failed has shown its reason in a
 * dialog the player had to dismiss, so the next click is deliberate and may go at once.
 */
export const LAUNCH_INTERVAL_MS = 1000;

export type LaunchGate = {
  /** True when a start may go ahead now (and it is then counted as running). */
  tryStart(): boolean;
  /** The start has finished: a game window opened, or not (failed, refused, closed). */
  finish(result: 'opened' | 'failed'): void;
};

export function createLaunchGate(now: () => number = () => Date.now(), intervalMs = LAUNCH_INTERVAL_MS): LaunchGate {
  let running = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  return {
    tryStart() {
      const at = now();
      if (running || at - lastStart < intervalMs) return false;
      running = true;
      lastStart = at;
      return true;
    },
    finish(result) {
      running = false;
      if (result === 'failed') lastStart = Number.NEGATIVE_INFINITY;
    },
  };
}

/** The app's gate. */
export const launchGate = createLaunchGate();
