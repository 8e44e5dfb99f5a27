/**
 * A bare database for the ledger tests, which call post() and once() directly rather than
 * through routes: migrated and seeded like the server's, on PGlite or on PostgreSQL in a schema
 * of its own (dropped afterwards) with a pool as large as the test needs for its requests to
 * really run side by side.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseKind } from '../../server/db/database';
import type { DB } from '../../server/db/schema';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { post, type Posting, type PostResult } from '../../server/domains/ledger/post';

export type LedgerDb = { db: Kysely<DB>; kind: DatabaseKind; close(): Promise<void> };

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function openLedgerDb(kind: DatabaseKind, poolSize = 10): Promise<LedgerDb> {
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await admin(`CREATE SCHEMA ${schema}`);
  const database = await openDatabase(kind === 'postgres' ? { databaseUrl: process.env.DATABASE_URL, schema, poolSize } : {});
  await migrate(database);
  await seedIfEmpty(database, ['http://127.0.0.1:8080']);
  return {
    db: database.db,
    kind,
    async close() {
      await database.close();
      if (schema) await admin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** Members of merchant "demo" that no other test touches (type 1 = agent). */
export async function createMembers(db: Kysely<DB>, count: number, type = 0): Promise<bigint[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insertInto('members')
    .values(Array.from({ length: count }, (_, i) => ({ merchant_code: 'demo', username: `l${tag}${i}`, password_hash: '-', type })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** One post in a transaction of its own, as a service would make it. */
export function postOnce(db: Kysely<DB>, idempotencyKey: string, memberId: bigint, postings: Posting[], now = new Date()): Promise<PostResult> {
  return db.transaction().execute((trx) => post(trx, { merchantCode: 'demo', currency: 'USD', kind: 'test', idempotencyKey, memberId, postings, now }));
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
  const row = await db.selectFrom('ledger_accounts').select('balance').where('member_id', '=', member).where('kind', '=', 'main').executeTakeFirst();
  return row?.balance ?? 0n;
}
