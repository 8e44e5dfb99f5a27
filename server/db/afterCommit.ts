/**
 * Work that must wait for a transaction to commit: `afterCommit(trx, run)` queues `run`, and the
 * transaction's `execute` calls it once the commit has succeeded (a rollback drops it). The
 * ledger uses it to tell a member's open event streams that the balance moved
 * (server/domains/ledger/post.ts): a signal sent before the commit would make the client read
 * the old balance and then hear nothing more.
 *
 * `installAfterCommit(db)` wraps `db.transaction()` of the root handle (server/db/database.ts
 * does it for every database it opens); the callbacks get that root handle.
 */
import type { Kysely, Transaction, TransactionBuilder } from 'kysely';

type Run = (root: Kysely<never>) => void;

const pending = new WeakMap<object, Map<string, Run>>();

/**
 * Queues `run` until `trx` commits. Callbacks with the same `key` run once (the last one wins):
 * ten postings for one member make one signal.
 */
export function afterCommit(trx: object, key: string, run: Run): void {
  let queue = pending.get(trx);
  if (!queue) {
    queue = new Map();
    pending.set(trx, queue);
  }
  queue.set(key, run);
}

function flush(trx: object | undefined, root: Kysely<never>): void {
  if (!trx) return;
  const queue = pending.get(trx);
  pending.delete(trx);
  for (const run of queue?.values() ?? []) {
    try {
      run(root);
    } catch (error) {
      // The transaction is committed: what runs after it is best effort and must not fail it.
      console.warn('[db] an after-commit callback failed', error);
    }
  }
}

export function installAfterCommit<T>(db: Kysely<T>): Kysely<T> {
  const root = db as unknown as Kysely<never>;
  const wrap = (builder: TransactionBuilder<T>): TransactionBuilder<T> =>
    new Proxy(builder, {
      get(target, property, receiver) {
        if (property === 'execute') {
          return async <R>(fn: (trx: Transaction<T>) => Promise<R>): Promise<R> => {
            let trx: Transaction<T> | undefined;
            const result = await target.execute((t) => {
              trx = t;
              return fn(t);
            });
            flush(trx, root);
            return result;
          };
        }
        if (property === 'setIsolationLevel' || property === 'setAccessMode') {
          return (...args: unknown[]) =>
            wrap((target[property] as (...a: unknown[]) => TransactionBuilder<T>).apply(target, args));
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  const transaction = db.transaction.bind(db);
  db.transaction = () => wrap(transaction());
  return db;
}
