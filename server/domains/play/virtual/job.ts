/** Virtual sports in the live server: a step (step.ts) every 2 seconds; overlap and failures: jobs/periodicJob.ts. */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { startPeriodicJob, type PeriodicJob } from '../../../jobs/periodicJob';
import { virtualStep } from './step';

export function startVirtualLoop(db: Kysely<DB>, clock: () => Date, log: (message: string) => void): PeriodicJob {
  return startPeriodicJob(
    'virtual sports step',
    async () => {
      await virtualStep(db, clock());
    },
    log,
    2_000,
  );
}
