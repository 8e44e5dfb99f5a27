/**
 * Runs the withdrawal sweep in the live server: once at start (catching up on whatever came due
 * while it was down) and then every minute. A run never overlaps the previous one, a failure is
 * logged and retried on the next tick, and stop() waits for a run in progress.
 */
import type { Services } from '../../services';

export const SWEEP_INTERVAL_MS = 60_000;

export type SweepTimer = { stop(): Promise<void> };

export function startWithdrawalSweep(services: Services, log: (message: string) => void, intervalMs = SWEEP_INTERVAL_MS): SweepTimer {
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = services.cashier
      .sweepWithdrawals()
      .then((swept) => {
        if (swept > 0) log(`withdrawal sweep: ${swept} withdrawal(s) counted as received`);
      })
      .catch((error: unknown) => log(`withdrawal sweep failed, retrying in ${intervalMs / 1000} s: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  };

  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
