/**
 * Every server test starts from the same migrated, seeded database, built once per run by
 * tests/server/globalSetup.ts: on PGlite a dump of the data directory that each test loads
 * (about 2 s, where a new cluster, the migrations and the seed took 12 to 16 s on the loaded
 * 2-core CI machine), on PostgreSQL a template database that each test copies into a database
 * of its own (about 0.1 s, where a schema, the migrations and the seed took 3 s).
 * The seed's clock is the run's start, minutes before a test runs; no test depends on less.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseKind } from '../../server/db/database';
import { adminQuery, databaseUrlFor, migrateAndSeed } from './databaseAdmin';

export type SeededDatabase = {
  database: Database;
  /** PostgreSQL: this test's own database, for a second pool onto the same data. */
  url: string | undefined;
  /** Closes the database and, on PostgreSQL, drops it. */
  close(): Promise<void>;
};

let dump: Promise<Blob> | undefined;

export async function openSeededDatabase(kind: DatabaseKind, poolSize = 10): Promise<SeededDatabase> {
  if (kind === 'pglite') {
    // Without the run's fixture (a file run by another config), each test migrates and seeds.
    const file = inject('pgliteSeedDump');
    if (file) dump ??= readFile(file).then((bytes) => new Blob([bytes]));
    const database = dump
      ? await openDatabase({ loadDataDir: await dump })
      : await migrateAndSeed(await openDatabase({}));
    return { database, url: undefined, close: () => database.close() };
  }
  const template = inject('postgresSeedTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = databaseUrlFor(name);
  const opened = await openDatabase({ databaseUrl: url, poolSize });
  const database = template ? opened : await migrateAndSeed(opened);
  return {
    database,
    url,
    async close() {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/**
 * pg's pool.end() resolves before its clients' sockets have closed, and DROP DATABASE refuses a
 * database that still has sessions (55006); forcing it would kill the closing clients with an
 * error nobody listens to. So: wait for them, briefly, then force whatever is left.
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      await adminQuery(`DROP DATABASE ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`);
}
