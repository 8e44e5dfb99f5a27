/** The member event stream's services (routes.ts serves them; the cashier publishes through bus.ts). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { memberEventBus } from './bus';
import { createMemberEventLog } from './log';
import { createSessionPeek } from './sessionPeek';

export function createEventServices(db: Kysely<DB>, clock: () => Date) {
  return {
    log: createMemberEventLog(db, clock),
    sessions: createSessionPeek(db, clock),
    /** Looked up for each stream: useMemberEventBus (bus.ts) may install another bus for this database after boot. */
    bus: () => memberEventBus(db),
  };
}

export type EventServices = ReturnType<typeof createEventServices>;
