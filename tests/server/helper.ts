/**
 * Builds the reference server for a test, on PGlite (in memory) and, when DATABASE_URL is set,
 * on PostgreSQL in a database of its own that is dropped afterwards, both copied from the run's
 * seeded database (tests/server/seededDatabase.ts). Tests talk to it through
 * app.inject(): real routes, real SQL, no network.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { DatabaseKind } from '../../server/db/database';
import { verifyLedger } from '../../server/domains/ledger/verify';
import { endedPeriod, verifyPeriods, verifyText } from '../../server/domains/settlement/verify';
import { createServices, type ServiceOptions, type Services } from '../../server/services';
import { openSeededDatabase } from './seededDatabase';

const databaseUrl = process.env.DATABASE_URL;

export const backends: DatabaseKind[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * For the long strategy replays (dividend and salary farming: weeks of rounds, then every period
 * settled and verified): what they prove is arithmetic, the same on both engines, and the engine
 * code they go through runs on both in settlement*.test.ts. So they run once, on PostgreSQL (the
 * production engine) when there is one, else on PGlite: about 3 minutes of CI time.
 */
export const strategyBackends: DatabaseKind[] = databaseUrl ? ['postgres'] : ['pglite'];

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
  /** PostgreSQL: the URL of this test's own database (a second pool onto the same data). */
  databaseUrl: string | undefined;
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
  onRoute?: (route: { method: string | string[]; url: string; config?: FastifyContextConfig }) => void;
  /**
   * Why this test's data is deliberately inconsistent (a tampered settlement, settlements written
   * by hand for a report): close() then skips the money check below. Nothing else may set it.
   */
  corruptsMoneyOnPurpose?: string;
};

/**
 * What close() checks before the schema goes (issue 13: "ledger verify and settlement verify run
 * clean after the whole server suite"): every ledger invariant (ledger/verify.ts), and every
 * period that has a settlement row recomputed from its bets (settlement/verify.ts). A period
 * settled before it ended is a violation too. 'no-stale-holds' is left out: it asks whether the
 * sweep timers ran, which a test that moves its clock does not start.
 */
async function moneyViolations(services: Services, now: Date): Promise<string[]> {
  const problems: string[] = [];
  for (const finding of await verifyLedger(services.db, now)) {
    if (finding.violations > 0 && finding.check !== 'no-stale-holds')
      problems.push(`ledger ${finding.check}: ${finding.description}: ${finding.samples.join('; ')}`);
  }
  const early = await services.db
    .selectFrom('settlements')
    .select(['id', 'period_key'])
    .whereRef('settled_at', '<', 'period_end')
    .limit(5)
    .execute();
  for (const row of early)
    problems.push(`settlement ${row.id} of ${row.period_key} was written before its period ended`);
  const periods = await services.db
    .selectFrom('settlements')
    .select('period_key')
    .distinct()
    .orderBy('period_key')
    .execute();
  // All periods in one verifyPeriods call, a few set-based statements: a verifyPeriod per period
  // (about 4 ms each, queries per contract) took 20 s of close() after the dividend farming
  // replay's ~5,000 settled periods. A key that cannot be verified is reported on its own.
  const keys: string[] = [];
  for (const { period_key: key } of periods) {
    try {
      endedPeriod(key, now);
      keys.push(key);
    } catch (error) {
      problems.push(`settlement ${key}: ${(error as Error).message}`);
    }
  }
  try {
    for (const result of await verifyPeriods(services.db, { keys, now })) {
      if (result.problems > 0) problems.push(`settlement ${result.period.key}:\n${verifyText(result)}`);
    }
  } catch (error) {
    problems.push(`settlement verify: ${(error as Error).message}`);
  }
  return problems;
}

export async function buildTestServer(kind: DatabaseKind, options: TestServerOptions = {}): Promise<TestServer> {
  const seeded = await openSeededDatabase(kind);
  const { database } = seeded;
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const services = await createServices(database, () => clock.now, options.services);
  const opsSecret = randomBytes(16).toString('hex');
  // Answers outside their schema (server/http/answerCheck.ts) fail the test, like money that does not add up.
  const offSchema: string[] = [];
  const app = await buildApp({
    services,
    opsSecret,
    onRoute: options.onRoute,
    checkAnswers: (problem) => offSchema.push(problem),
    config: {
      webDist: '/nonexistent',
      defaultMerchant: 'demo',
      logLevel: 'silent',
      trustProxy: false,
      corsOrigins: ['app://bundle'],
    },
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    services,
    kind,
    opsSecret,
    clock,
    databaseUrl: seeded.url,
    async close() {
      // The latest of the test clock, the real one and the last settlement: a test that set its
      // clock back, or ran a pass at a time of its own, still has periods that ended.
      const lastSettled = await services.db
        .selectFrom('settlements')
        .select((eb) => eb.fn.max('settled_at').as('at'))
        .executeTakeFirst();
      const verifyAt = new Date(
        Math.max(clock.now.getTime(), Date.now(), lastSettled?.at ? new Date(lastSettled.at).getTime() : 0),
      );
      const problems = options.corruptsMoneyOnPurpose ? [] : await moneyViolations(services, verifyAt);
      await app.close();
      await seeded.close();
      if (problems.length)
        throw new Error(`The money does not add up after this test (${kind}):\n${problems.join('\n')}`);
      if (offSchema.length)
        throw new Error(
          `Answers outside their wire schema (src/shared/wire/schemas):\n${[...new Set(offSchema)].join('\n')}`,
        );
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
