/**
 * Fixed-window counters kept in the database, so every instance behind one site shares them:
 * failed logins, wrong old passwords, captcha and free-play requests per IP. A counter can also
 * carry a lock (a time before which its owner is refused outright).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type CounterState = { hits: number; lockedUntil: Date | null };

export function createRateCounters(db: Kysely<DB>, clock: () => Date) {
  /** Reads counters; hits of a window that has ended count as 0. */
  async function read(keys: string[], windowMs: number): Promise<Map<string, CounterState>> {
    const now = clock();
    const rows = keys.length ? await db.selectFrom('rate_counters').selectAll().where('key', 'in', keys).execute() : [];
    const states = new Map<string, CounterState>();
    for (const key of keys) states.set(key, { hits: 0, lockedUntil: null });
    for (const row of rows) {
      const live = row.window_started_at.getTime() > now.getTime() - windowMs;
      const locked = row.locked_until && row.locked_until > now ? row.locked_until : null;
      states.set(row.key, { hits: live ? row.hits : 0, lockedUntil: locked });
    }
    return states;
  }

  /** Adds one hit, starting a fresh window when the last one has ended; returns the hits now. */
  async function hit(key: string, windowMs: number): Promise<number> {
    const now = clock();
    const windowStart = new Date(now.getTime() - windowMs);
    const result = await sql<{ hits: number }>`
      INSERT INTO rate_counters (key, hits, window_started_at) VALUES (${key}, 1, ${now}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_counters.window_started_at <= ${windowStart}::timestamptz THEN 1
          ELSE rate_counters.hits + 1 END,
        window_started_at = CASE WHEN rate_counters.window_started_at <= ${windowStart}::timestamptz
                                 THEN ${now}::timestamptz ELSE rate_counters.window_started_at END
      RETURNING hits`.execute(db);
    return result.rows[0]!.hits;
  }

  return {
    read,
    hit,

    async lock(key: string, until: Date): Promise<void> {
      await db.updateTable('rate_counters').set({ locked_until: until }).where('key', '=', key).execute();
    },

    /** Removes one hit from each counter (an attempt that turned out fine). */
    async takeBack(keys: string[]): Promise<void> {
      if (keys.length)
        await db
          .updateTable('rate_counters')
          .set((eb) => ({ hits: eb('hits', '-', 1) }))
          .where('key', 'in', keys)
          .where('hits', '>', 0)
          .execute();
    },

    async clear(keys: string[]): Promise<void> {
      if (keys.length) await db.deleteFrom('rate_counters').where('key', 'in', keys).execute();
    },

    async clearPrefix(prefix: string): Promise<number> {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      const result = await db.deleteFrom('rate_counters').where('key', 'like', `${escaped}%`).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Counts a request against a limit; returns seconds to wait when over it, else 0. */
    async limit(key: string, max: number, windowMs: number): Promise<number> {
      const hits = await hit(key, windowMs);
      if (hits <= max) return 0;
      const row = await db
        .selectFrom('rate_counters')
        .select('window_started_at')
        .where('key', '=', key)
        .executeTakeFirst();
      const ends = (row?.window_started_at.getTime() ?? clock().getTime()) + windowMs;
      return Math.max(1, Math.ceil((ends - clock().getTime()) / 1000));
    },
  };
}

export type RateCounters = ReturnType<typeof createRateCounters>;
