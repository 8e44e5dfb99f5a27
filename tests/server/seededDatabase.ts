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
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { adminQuery, databaseUrlFor, SEED_ORIGINS } from './databaseAdmin';

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
    const file = inject('pgliteSeedDump');
    if (!file) return fresh(await openDatabase({}));
    dump ??= readFile(file).then((bytes) => new Blob([bytes]));
    const database = await openDatabase({ loadDataDir: await dump });
    return { database, url: undefined, close: () => database.close() };
  }
  const template = inject('postgresSeedTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  if (!template) {
    await adminQuery(`CREATE DATABASE ${name}`);
  } else {
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  }
  const url = databaseUrlFor(name);
  const database = await openDatabase({ databaseUrl: url, poolSize });
  const seeded = template ? database : (await fresh(database)).database;
  return {
    database: seeded,
    url,
    async close() {
      await seeded.close();
      await dropDatabase(name);
    },
  };
}

/** Without the run's fixture (a file run by another config): migrate and seed here. */
async function fresh(database: Database): Promise<SeededDatabase> {
  await migrate(database);
  await seedIfEmpty(database, SEED_ORIGINS);
  return { database, url: undefined, close: () => database.close() };
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
