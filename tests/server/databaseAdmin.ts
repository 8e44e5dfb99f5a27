/**
 * What the server tests' database fixtures share (tests/server/globalSetup.ts builds the seeded
 * database once, tests/server/seededDatabase.ts hands each test a copy). No vitest import here:
 * the global setup runs outside the test workers.
 */
import pg from 'pg';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/demo/seed';

/** The origins the seed gives each demo merchant (its allowed CORS origins). */
export const SEED_ORIGINS = ['http://127.0.0.1:8080', 'http://localhost:8080'];

/** Runs one statement on its own connection (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(statement: string, url = process.env.DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Brings an empty database to what every test starts from: all migrations, the demo seed. */
export async function migrateAndSeed(database: Database): Promise<Database> {
  await migrate(database);
  await seedIfEmpty(database, SEED_ORIGINS);
  return database;
}

/** DATABASE_URL with another database name. */
export function databaseUrlFor(name: string, base = process.env.DATABASE_URL!): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
