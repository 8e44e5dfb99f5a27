/**
 * Once per server-suite run: one migrated, seeded database that every test starts from
 * (tests/server/seededDatabase.ts): a PGlite dump in a temp file and, when DATABASE_URL is set,
 * a PostgreSQL template database. Both go when the run ends.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { adminQuery, databaseUrlFor, migrateAndSeed } from './databaseAdmin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump's file; '' = none (each test migrates and seeds its own). */
    pgliteSeedDump: string;
    /** The PostgreSQL template database; '' = none. */
    postgresSeedTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'server-tests-'));
  const file = join(dir, 'seeded.tar');
  const [, template] = await Promise.all([
    (async () => {
      const database = await migrateAndSeed(await openDatabase({}));
      await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      await database.close();
    })(),
    (async () => {
      if (!process.env.DATABASE_URL) return '';
      const name = `tpl_${randomBytes(6).toString('hex')}`;
      await adminQuery(`CREATE DATABASE ${name}`);
      await (await migrateAndSeed(await openDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 2 }))).close();
      return name;
    })(),
  ]);
  project.provide('pgliteSeedDump', file);
  project.provide('postgresSeedTemplate', template);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (template) await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
