/**
 * Numbered migrations: `NNN.do.<name>.sql` applies, `NNN.undo.<name>.sql` reverts. Each runs
 * in its own transaction under an advisory lock, so several instances starting together on
 * PostgreSQL apply each migration exactly once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from './database';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
const LOCK_KEY = 7_120_001; // any constant; shared by every instance of this server

export type Migration = { version: number; name: string; up: string; down: string | undefined };

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir);
  return files
    .map((file) => /^(\d{3})\.do\.(.+)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([file, version, name]) => {
      const undo = `${version}.undo.${name}.sql`;
      return {
        version: Number(version),
        name: name!,
        up: readFileSync(join(dir, file), 'utf8'),
        down: files.includes(undo) ? readFileSync(join(dir, undo), 'utf8') : undefined,
      };
    })
    .sort((a, b) => a.version - b.version);
}

async function ensureTable(database: Database): Promise<void> {
  await database.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
}

/** Applies every pending migration; returns the versions applied now. */
export async function migrate(database: Database): Promise<number[]> {
  await ensureTable(database);
  const applied: number[] = [];
  for (const migration of listMigrations()) {
    const done = await database.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      const existing = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (existing) return false;
      await sql.raw(migration.up).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: migration.version, name: migration.name }).execute();
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Reverts the newest applied migration (operator use only). */
export async function migrateDown(database: Database): Promise<number | undefined> {
  await ensureTable(database);
  return database.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const last = await trx
      .selectFrom('schema_migrations')
      .select('version')
      .orderBy('version', 'desc')
      .executeTakeFirst();
    if (!last) return undefined;
    const migration = listMigrations().find((m) => m.version === last.version);
    if (!migration?.down) throw new Error(`migration ${last.version} has no undo file`);
    await sql.raw(migration.down).execute(trx);
    await trx.deleteFrom('schema_migrations').where('version', '=', last.version).execute();
    return last.version;
  });
}
