/**
 * A crash round's clock, a pure function of its times (shared by the server and the page): bets
 * are taken from opens_at until takeoff_at; then the multiplier grows as multiplierAt(now −
 * takeoff_at) (shared/games/crash.ts) until crash_at, the first moment it reaches the crash point
 * (or the 10,000× ceiling). The server decides every cash-out by its own clock with these
 * functions; the page only animates them from the server time sent with each state.
 */
import { MAX_CASH_OUT, multiplierAt } from '../shared/games/crash';

/** How long bets are open before a round takes off. */
export const BETTING_MS = 7_000;
/** The pause between a crash and the next round's betting. */
export const PAUSE_MS = 3_000;

/** The shortest flight (ms) whose multiplier reaches `point` hundredths (0 for a bust at 1.00×). */
export function flightMs(point: number): number {
  const target = Math.min(point, MAX_CASH_OUT);
  if (target <= 100) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(target / 100) / 0.00006));
  while (multiplierAt(ms) < target) ms += 1;
  while (ms > 0 && multiplierAt(ms - 1) >= target) ms -= 1;
  return ms;
}

export type CrashTimes = { opensAt: number; takeoffAt: number; crashAt: number };

export function roundTimes(opensAt: number, crashPoint: number): CrashTimes {
  const takeoffAt = opensAt + BETTING_MS;
  return { opensAt, takeoffAt, crashAt: takeoffAt + flightMs(crashPoint) };
}

export type CrashPhase = 'betting' | 'flying' | 'crashed';

export function phaseAt(times: { takeoffAt: number; crashAt: number }, now: number): CrashPhase {
  if (now < times.takeoffAt) return 'betting';
  return now < times.crashAt ? 'flying' : 'crashed';
}

/**
 * The multiplier a cash-out arriving at `now` gets, in hundredths: what the flight shows at that
 * moment, never more than the crash point (the flight ends when it reaches it).
 */
export const multiplierNow = (takeoffAt: number, now: number): number => multiplierAt(now - takeoffAt);
