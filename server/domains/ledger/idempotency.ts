/**
 * Client idempotency keys for money-moving requests. `once` runs an operation in one database
 * transaction together with the claim of its key, so the operation and the remembered reply
 * commit or roll back together:
 *   - the first request with a key runs and stores its reply;
 *   - a concurrent request with the same key waits on the key's row, then answers the stored reply;
 *   - the same key with a different body is refused (`idempotency.key.reused`), nothing changes;
 *   - a request that fails (insufficient balance…) stores nothing, so a retry runs again.
 * `answered` looks the key up without running anything: callers ask it before the payment
 * password and any rate check, so a retry of an answered request gets the identical stored reply
 * even while the password is locked or a limit is reached (issue 13 item 3).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import { badRequest, businessError } from '../../http/errors';
import type { Trx } from './post';

const KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;

/** The header's value, checked; a money-moving call without one is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value)
    throw badRequest(
      'This request needs an Idempotency-Key header (8–100 letters, digits, - or _).',
      MoneyErrorCode.idempotencyKeyRequired,
    );
  if (!KEY_RE.test(value))
    throw badRequest(
      'The Idempotency-Key header must be 8–100 letters, digits, - or _.',
      MoneyErrorCode.idempotencyKeyRequired,
    );
  return value;
}

/** Stable JSON: object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(typeof value === 'bigint' ? value.toString() : value) ?? 'null';
}

export function requestHash(operation: string, body: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonical(body)).digest('hex');
}

export type OnceInput = {
  merchantCode: string;
  scope: string;
  key: string;
  operation: string;
  body: unknown;
  now: Date;
};

/** The stored reply of a key that has already been answered; undefined when it has not (yet). */
export async function answered<T>(db: Kysely<DB>, input: Omit<OnceInput, 'now'>): Promise<{ reply: T } | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'reply'])
    .where('merchant_code', '=', input.merchantCode)
    .where('scope', '=', input.scope)
    .where('key', '=', input.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== requestHash(input.operation, input.body)) throw reused();
  return { reply: row.reply as T };
}

const reused = () =>
  businessError(
    MoneyErrorCode.idempotencyKeyReused,
    'This request key was already used for a different request. Start a new request.',
  );

export async function once<T>(db: Kysely<DB>, input: OnceInput, operation: (trx: Trx) => Promise<T>): Promise<T> {
  const hash = requestHash(input.operation, input.body);
  return db.transaction().execute(async (trx) => {
    const claimed = await sql<{ key: string }>`
      INSERT INTO idempotency_keys (merchant_code, scope, key, request_hash, reply, created_at)
      VALUES (${input.merchantCode}, ${input.scope}, ${input.key}, ${hash}, 'null', ${input.now})
      ON CONFLICT DO NOTHING RETURNING key`.execute(trx);
    if (claimed.rows.length === 0) {
      const row = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'reply'])
        .where('merchant_code', '=', input.merchantCode)
        .where('scope', '=', input.scope)
        .where('key', '=', input.key)
        .executeTakeFirstOrThrow();
      if (row.request_hash !== hash) throw reused();
      return row.reply as T;
    }
    const reply = await operation(trx);
    // The reply as stored (jsonb orders keys its own way): a retry answers byte for byte the same.
    const stored = await trx
      .updateTable('idempotency_keys')
      .set({ reply: JSON.stringify(reply) })
      .where('merchant_code', '=', input.merchantCode)
      .where('scope', '=', input.scope)
      .where('key', '=', input.key)
      .returning('reply')
      .executeTakeFirstOrThrow();
    return stored.reply as T;
  });
}
