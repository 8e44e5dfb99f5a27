/**
 * The crash round loop in the live server: a step (loop.ts) every quarter second, so a round is
 * settled and the next one opened within a moment of each crash. Overlap and failures:
 * jobs/periodicJob.ts; several processes may run it (loop.ts says why that is safe).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { startPeriodicJob, type PeriodicJob } from '../../../jobs/periodicJob';
import { crashStep } from './loop';

export const CRASH_STEP_MS = 250;

export function startCrashLoop(
  db: Kysely<DB>,
  clock: () => Date,
  log: (message: string) => void,
  intervalMs = CRASH_STEP_MS,
): PeriodicJob {
  return startPeriodicJob(
    'crash round loop',
    async () => {
      await crashStep(db, clock());
    },
    log,
    intervalMs,
  );
}
