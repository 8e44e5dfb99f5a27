/**
 * Builds the reference server for a test, on PGlite (in memory) and, when DATABASE_URL is set,
 * on PostgreSQL in a schema of its own that is dropped afterwards. Tests talk to it through
 * app.inject(): real routes, real SQL, no network.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseKind } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { createServices, type ServiceOptions, type Services } from '../../server/services';

const databaseUrl = process.env.DATABASE_URL;

export const backends: DatabaseKind[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Random-input runs per route of the fuzz files: the given counts keep `npm test` inside CI's
 * 30 minutes on a 2-core machine; FUZZ_RUNS sets every backend's count (FUZZ_RUNS=1000 is the
 * full bar 14, for a local run).
 */
export const fuzzRuns = (kind: DatabaseKind, counts: { pglite: number; postgres: number }): number =>
  process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : counts[kind];

if (!databaseUrl) {
  console.log('[server tests] DATABASE_URL is not set: running on PGlite only (CI sets it to run on PostgreSQL too).');
}

export type TestServer = {
  app: FastifyInstance;
  services: Services;
  kind: DatabaseKind;
  opsSecret: string;
  /** Moves the services' clock; starts at the real time. */
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
};

export type TestServerOptions = {
  /** Routes a test adds to the app before it is ready (e.g. to exercise a transport hook). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Service overrides (gateways, Firebase, captcha answers). */
  services?: ServiceOptions;
  /** Receives every route the app registers. */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

async function createSchema(): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  return schema;
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA ${schema} CASCADE`);
  await client.end();
}

export async function buildTestServer(kind: DatabaseKind, options: TestServerOptions = {}): Promise<TestServer> {
  const schema = kind === 'postgres' ? await createSchema() : undefined;
  const database = await openDatabase(kind === 'postgres' ? { databaseUrl, schema, poolSize: 10 } : {});
  await migrate(database);
  await seedIfEmpty(database, ['http://127.0.0.1:8080', 'http://localhost:8080']);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const services = await createServices(database, () => clock.now, options.services);
  const opsSecret = randomBytes(16).toString('hex');
  const app = await buildApp({
    services,
    opsSecret,
    onRoute: options.onRoute,
    config: { webDist: '/nonexistent', defaultMerchant: 'demo', logLevel: 'silent', trustProxy: false, corsOrigins: ['app://bundle'] },
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    services,
    kind,
    opsSecret,
    clock,
    async close() {
      await app.close();
      await database.close();
      if (schema) await dropSchema(schema);
    },
  };
}

/** The headers every wire call carries (contract §1.2). */
export function wireHeaders(merchant = 'demo', extra: Record<string, string> = {}): Record<string, string> {
  return { merchant, language: 'EN', device: 'web', 'x-gateway-version': '3', ...extra };
}

/** Runs an operator command through the live ops route, as the CLI does. */
export async function ops(server: TestServer, ...argv: string[]) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/ops/run',
    headers: { 'x-ops-secret': server.opsSecret },
    payload: { argv },
  });
  return { status: response.statusCode, body: response.json() as { success: boolean; value: string; message: string } };
}
