/**
 * Signatures already accepted, in the database (provider_signatures) so that a request replayed
 * to another instance is refused too. A signature is kept until its timestamp has left the
 * window (after that the window refuses it anyway); expired ones are deleted now and then.
 */
import type { Kysely } from 'kysely';
import { PROVIDER_TIMESTAMP_WINDOW_MS } from '../../../src/shared/wire/providers';
import type { DB } from '../../db/schema';

const PURGE_EVERY_MS = 10_000;

export function createReplayStore(db: Kysely<DB>) {
  let lastPurge = 0;
  return {
    /** true the first time this provider's signature is seen; false for a replay. */
    async firstUse(providerId: string, signature: string, timestamp: number, now: Date): Promise<boolean> {
      if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now.getTime();
        await db.deleteFrom('provider_signatures').where('expires_at', '<', now).execute();
      }
      const inserted = await db
        .insertInto('provider_signatures')
        .values({
          provider_id: providerId,
          signature,
          // One more second than the window: clocks and rounding never free it early.
          expires_at: new Date(timestamp + PROVIDER_TIMESTAMP_WINDOW_MS + 1_000),
        })
        .onConflict((oc) => oc.columns(['provider_id', 'signature']).doNothing())
        .returning('signature')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type ReplayStore = ReturnType<typeof createReplayStore>;
