/**
 * A job the live server runs once at start (catching up on whatever came due while it was down)
 * and then every interval. A run never overlaps the previous one, a failure is logged and retried
 * on the next tick, and stop() waits for a run in progress.
 */
export type PeriodicJob = { stop(): Promise<void> };

export function startPeriodicJob(
  name: string,
  run: (isStopped: () => boolean) => Promise<void>,
  log: (message: string) => void,
  intervalMs: number,
): PeriodicJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const isStopped = () => stopped;

  const tick = () => {
    if (running || stopped) return;
    running = run(isStopped)
      .catch((error: unknown) => log(`${name} failed, retrying in ${intervalMs / 1000} s: ${(error as Error).message}`))
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
