/**
 * A bare database for the ledger tests, which call post() and once() directly rather than
 * through routes: the run's seeded database (tests/server/seededDatabase.ts), on PGlite or on
 * PostgreSQL in a database of its own (dropped afterwards) with a pool as large as the test needs for its requests to
 * really run side by side.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../server/db/database';
import type { DB } from '../../server/db/schema';
import { post, type Posting, type PostResult } from '../../server/domains/ledger/post';
import { openSeededDatabase } from './seededDatabase';

export type LedgerDb = { db: Kysely<DB>; kind: DatabaseKind; close(): Promise<void> };

export async function openLedgerDb(kind: DatabaseKind, poolSize = 10): Promise<LedgerDb> {
  const seeded = await openSeededDatabase(kind, poolSize);
  return { db: seeded.database.db, kind, close: () => seeded.close() };
}

/** Members of merchant "demo" that no other test touches (type 1 = agent). */
export async function createMembers(db: Kysely<DB>, count: number, type = 0): Promise<bigint[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insertInto('members')
    .values(
      Array.from({ length: count }, (_, i) => ({
        merchant_code: 'demo',
        username: `l${tag}${i}`,
        password_hash: '-',
        type,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** One post in a transaction of its own, as a service would make it. */
export function postOnce(
  db: Kysely<DB>,
  idempotencyKey: string,
  memberId: bigint,
  postings: Posting[],
  now = new Date(),
): Promise<PostResult> {
  return db
    .transaction()
    .execute((trx) =>
      post(trx, { merchantCode: 'demo', currency: 'USD', kind: 'test', idempotencyKey, memberId, postings, now }),
    );
}

export const deposit = (member: bigint, amount: bigint): Posting[] => [
  { account: { member, kind: 'main' }, amount },
  { account: { house: 'payments' }, amount: -amount },
];

export const bet = (member: bigint, amount: bigint): Posting[] => [
  { account: { member, kind: 'main' }, amount: -amount },
  { account: { house: 'house' }, amount },
];

export async function mainBalanceOf(db: Kysely<DB>, member: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', member)
    .where('kind', '=', 'main')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
