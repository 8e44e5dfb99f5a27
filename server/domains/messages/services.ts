/** The messages domain's services (postMessage itself runs inside other domains' transactions). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createInbox } from './inbox';

export function createMessageServices(db: Kysely<DB>, clock: () => Date) {
  return { inbox: createInbox(db, clock) };
}

export type MessageServices = ReturnType<typeof createMessageServices>;
