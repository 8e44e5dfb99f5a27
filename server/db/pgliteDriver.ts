/**
 * Lets Kysely's PostgresDialect drive PGlite as if it were a pg pool of one connection.
 *
 * PGlite runs one query stream in-process, so a connection must be held exclusively from
 * connect() to release(): otherwise two transactions would interleave on the same session.
 * The queue below hands the single connection out in order.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

function commandOf(sql: string): Command {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  return (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(word ?? '') ? word : 'SELECT') as Command;
}

export function pglitePool(pg: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  // Kysely's client type also has a cursor overload we never use (no `cursor` in the dialect).
  const client = {
    async query<R>(sql: string, parameters: readonly unknown[]) {
      // Scripts of several statements (migrations) need the simple protocol: exec().
      if (parameters.length === 0 && /;\s*\S/.test(sql)) {
        const results = await pg.exec(sql);
        const last = results.at(-1);
        return { command: commandOf(sql), rowCount: last?.affectedRows ?? 0, rows: (last?.rows ?? []) as R[] };
      }
      const result = await pg.query<R>(sql, parameters as unknown[]);
      return {
        command: commandOf(sql),
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      } as PostgresQueryResult<R>;
    },
    release() {
      /* replaced per checkout below */
    },
  } as unknown as PostgresPoolClient;

  return {
    connect() {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const ready = tail.then(() => ({ ...client, release }));
      tail = tail.then(() => held);
      return ready;
    },
    async end() {
      await tail;
    },
  };
}
