/** What the PostgreSQL benchmarks share: the server they run on, and one statement as its admin. */
import { adminQuery as adminQueryAt } from '../server/databaseAdmin';

export const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement (CREATE/DROP DATABASE or SCHEMA) on its own connection to BASE_URL. */
export const adminQuery = (statement: string): Promise<void> => adminQueryAt(statement, BASE_URL);

export const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
