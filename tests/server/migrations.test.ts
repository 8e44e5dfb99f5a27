/** One schema and one set of numbered migrations on both engines: apply, revert, re-apply. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { listMigrations, migrate, migrateDown } from '../../server/db/migrate';
import { adminQuery } from './databaseAdmin';
import { backends } from './helper';

describe.each(backends)('migrations on %s', (kind) => {
  const schema = `m_${randomBytes(5).toString('hex')}`;
  let database: Database;
  afterAll(async () => {
    await database?.close();
    if (kind === 'postgres') await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('numbers every migration and pairs it with an undo', () => {
    const migrations = listMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    for (const m of migrations) expect(m.down, `undo for ${m.version}`).toBeDefined();
  });

  it('applies once, reverts, and applies again', async () => {
    if (kind === 'postgres') await adminQuery(`CREATE SCHEMA ${schema}`);
    database = await openDatabase(kind === 'postgres' ? { databaseUrl: process.env.DATABASE_URL, schema } : {});
    const all = listMigrations().map((m) => m.version);
    expect(await migrate(database)).toEqual(all);
    expect(await migrate(database)).toEqual([]);

    const tables = async () =>
      (
        await sql<{
          n: bigint;
        }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'merchants'
          AND table_schema = current_schema()`.execute(database.db)
      ).rows[0]!.n;
    expect(await tables()).toBe(1n);
    for (let i = all.length; i > 0; i -= 1) expect(await migrateDown(database)).toBe(i);
    expect(await tables()).toBe(0n);
    expect(await migrate(database)).toEqual(all);
    expect(await tables()).toBe(1n);
  });
});
