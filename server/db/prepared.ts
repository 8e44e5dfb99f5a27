/**
 * Queries that are built once and then run many times with new values, as statements that
 * PostgreSQL parses and plans once per connection.
 *
 * Issue 15: the session check that every member call makes spent 0.28 ms of PostgreSQL's CPU
 * planning and 0.08 ms running (EXPLAIN ANALYZE on the seeded database), and building and
 * compiling it with Kysely was a tenth of the server's own CPU under load, on a machine where the
 * server, PostgreSQL and the clients share two cores. A `preparedQuery` is compiled once; every
 * call sends the same SQL text with its own values, under a statement name that the pg pool of
 * server/db/database.ts passes on, so pg parses it once per connection and PostgreSQL keeps its
 * plan. PGlite runs it as any other query.
 *
 * Only queries of a fixed shape belong here (no lists of varying length): each is one more
 * statement kept on every connection. MAX_PREPARED bounds that.
 */
import { createQueryId, type Compilable, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';

/** Where a prepared statement runs: the database or a transaction of it. */
export type Executor = { executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> };

const MAX_PREPARED = 32;

const names = new Map<string, string>();

/** The statement name of a prepared query's SQL text, for the pool (server/db/database.ts). */
export function preparedName(sqlText: string): string | undefined {
  return names.get(sqlText);
}

/**
 * Builds `build(...sample)` once and answers a function that runs it with other arguments.
 * `build` must use each argument only as a value (Kysely sends every value as a parameter), and
 * the samples must be told apart from each other and from the query's own constants: a string
 * no caller sends, a Date object (matched by identity). Throws at once when an argument does not
 * end up as a parameter, rather than running a query that ignores it.
 */
export function preparedQuery<A extends readonly unknown[], O, DB>(
  db: Kysely<DB>,
  build: (...args: A) => Compilable<O>,
  sample: A,
): (...args: A) => Promise<O[]> {
  const run = preparedStatement(build, sample);
  return (...args) => run(db, ...args);
}

/**
 * As preparedQuery, for a query that runs where the caller says: the database or the caller's
 * transaction (the provider wallet's queries run inside the call's transaction,
 * server/domains/providers/statements.ts).
 */
export function preparedStatement<A extends readonly unknown[], O>(
  build: (...args: A) => Compilable<O>,
  sample: A,
): (executor: Executor, ...args: A) => Promise<O[]> {
  const compiled = build(...sample).compile();
  // For each parameter, the argument it comes from, or -1 for a constant of the query.
  const slots = compiled.parameters.map((value) => sample.findIndex((s) => s === value));
  sample.forEach((_, i) => {
    if (!slots.includes(i)) throw new Error(`preparedQuery: argument ${i} is not a parameter of: ${compiled.sql}`);
  });
  if (!names.has(compiled.sql)) {
    if (names.size >= MAX_PREPARED)
      throw new Error(`preparedQuery: more than ${MAX_PREPARED} distinct prepared queries`);
    names.set(compiled.sql, `prepared_${names.size + 1}`);
  }
  return async (executor, ...args) => {
    const parameters = slots.map((slot, i) => (slot < 0 ? compiled.parameters[i] : args[slot]));
    const result = await executor.executeQuery<O>({ ...compiled, queryId: createQueryId(), parameters });
    return result.rows;
  };
}
