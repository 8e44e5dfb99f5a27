/**
 * Opens the database: PostgreSQL when a connection string is given, otherwise PGlite
 * (Postgres compiled to WASM, in-process) under the data directory, or in memory for tests.
 * Both speak the same SQL, run the same migrations and hand out the same Kysely instance.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { installAfterCommit } from './afterCommit';
import type { DB } from './schema';
import { pglitePool } from './pgliteDriver';
import { preparedName } from './prepared';

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Runs a script of several statements (migrations, seeds). */
  execScript(sql: string): Promise<void>;
  /** PGlite only: the data directory as a tarball, which `loadDataDir` starts from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted = in-memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string | undefined;
  poolSize?: number | undefined;
  /**
   * PGlite only: start from a data directory dumped by `dumpDataDir()` instead of a new cluster
   * (the server tests start every test from one migrated, seeded dump: tests/server/seededDatabase.ts).
   */
  loadDataDir?: Blob | undefined;
};

const INT8_OID = 20;

/** Money and ids are int8: read them as bigint on both engines, never as a lossy number. */
const parseInt8 = (value: string) => BigInt(value);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let location: string | undefined;
  if (dataDir) {
    location = join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const lite = await PGlite.create(location, {
    parsers: { [INT8_OID]: parseInt8 },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = installAfterCommit(new Kysely<DB>({ dialect: new PostgresDialect({ pool: pglitePool(lite) }) }));
  return {
    db,
    kind: 'pglite',
    async execScript(sql) {
      await lite.exec(sql);
    },
    dumpDataDir: () => lite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      await lite.close();
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    // JIT off: our queries are short and indexed; compiling a report's plan to machine code
    // costs more (~30 ms a request, measured by bench:agents) than it ever saves.
    options: ['-c jit=off', ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // Fail now with a clear message rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = installAfterCommit(new Kysely<DB>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) }));
  return {
    db,
    kind: 'postgres',
    async execScript(sql) {
      await pool.query(sql);
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * The pg pool as Kysely sees it, except that the statements registered in server/db/prepared.ts
 * go as named statements: pg parses each once per connection and PostgreSQL keeps its plan.
 * One wrapper per pg client, as Kysely keeps one connection object per client it is handed.
 */
function namingPool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (sql: string, parameters: readonly unknown[]) => {
      const name = preparedName(sql);
      return name ? client.query({ name, text: sql, values: [...parameters] }) : client.query(sql, [...parameters]);
    };
    // pg hands out a new release() with every checkout: call the current one.
    return { query, release: () => client.release() } as unknown as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
