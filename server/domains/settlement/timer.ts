/**
 * Scheduled settlement in the live server: a pass at start (catching up on whatever came due
 * while it was down) and then every minute, which settles real-time salary within a minute of
 * each 5-minute window, hourly salary after each hour, daily wages the next day and dividends
 * after each period. A pass that hit its limit is followed at once by another, so a long
 * catch-up does not wait a minute per batch. Scheduling, overlap and failures: periodicJob.ts.
 */
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodicJob';
import type { Services } from '../../services';
import { runSettlementPass, type PassSummary } from './pass';

export const SETTLEMENT_INTERVAL_MS = 60_000;
/** A period is settled this long after it ends: a bet settled at 12:04:59.9 may commit a moment after 12:05. */
export const SETTLEMENT_LAG_MS = 30_000;

export type SettlementTimer = PeriodicJob;

type Log = (message: string, detail?: unknown) => void;

const logged = (summary: PassSummary) => ({
  ...summary,
  amountMinor: summary.amountMinor.toString(),
  durationMs: Math.round(summary.durationMs),
  computeMs: Math.round(summary.computeMs),
});

export function startSettlementTimer(
  services: Services,
  log: Log,
  intervalMs = SETTLEMENT_INTERVAL_MS,
): SettlementTimer {
  const runUntilCaughtUp = async (isStopped: () => boolean) => {
    for (;;) {
      const summary = await runSettlementPass(services, { now: services.clock(), lagMs: SETTLEMENT_LAG_MS });
      if (summary.settled || summary.failed) log('settlement pass', logged(summary));
      if (!summary.more || isStopped() || summary.settled === 0) return;
    }
  };
  return startPeriodicJob('settlement pass', runUntilCaughtUp, log, intervalMs);
}
