/**
 * React wiring of the time rules in ../timing.ts: the SMS button's countdown and
 * the once-per-second gate of the SMS button and the captcha refresh. The clock is injectable,
 * so tests drive them with fake time.
 */
import { useCallback, useEffect, useState } from 'react';
import { ACTION_THROTTLE_MS, createThrottle, secondsLeft, type Clock } from '../timing';

export type Countdown = {
  /** Whole seconds left; 0 when no countdown runs. */
  secondsLeft: number;
  /** Starts (or restarts) the countdown; 0 or less stops it. */
  start: (seconds: number) => void;
};

/** A countdown that re-renders its component once a second while it runs. */
export function useCountdown(clock: Clock = Date.now): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const at = clock();
      setNow(at);
      if (secondsLeft(endsAt, at) === 0) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, clock]);

  const start = useCallback(
    (seconds: number) => {
      const at = clock();
      setNow(at);
      setEndsAt(seconds > 0 ? at + seconds * 1000 : null);
    },
    [clock],
  );
  return { secondsLeft: secondsLeft(endsAt, now), start };
}

/** A gate that lets one press through per interval (1 s), for as long as the component lives. */
export function useThrottle(intervalMs: number = ACTION_THROTTLE_MS, clock: Clock = Date.now): () => boolean {
  const [allow] = useState(() => {
    const gate = createThrottle(intervalMs, clock);
    return () => gate.tryAcquire();
  });
  return allow;
}
