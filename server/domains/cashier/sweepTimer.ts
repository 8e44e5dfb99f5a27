/** Runs the withdrawal sweep in the live server: once at start and then every minute (periodicJob.ts). */
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodicJob';
import type { Services } from '../../services';

export const SWEEP_INTERVAL_MS = 60_000;

export type SweepTimer = PeriodicJob;

export function startWithdrawalSweep(
  services: Services,
  log: (message: string) => void,
  intervalMs = SWEEP_INTERVAL_MS,
): SweepTimer {
  const sweep = async () => {
    const swept = await services.cashier.sweepWithdrawals();
    if (swept > 0) log(`withdrawal sweep: ${swept} withdrawal(s) counted as received`);
  };
  return startPeriodicJob('withdrawal sweep', sweep, log, intervalMs);
}
