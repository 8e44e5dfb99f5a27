/** What the PostgreSQL benchmarks share: the server they run on, and one statement as its admin. */
import pg from 'pg';

export const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement (CREATE/DROP DATABASE or SCHEMA) on its own connection to BASE_URL. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
