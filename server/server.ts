/**
 * Starts the reference server: one origin for the web app and the API. Prints the URL and the
 * demo accounts when ready; on SIGTERM/SIGINT stops accepting, lets in-flight requests finish,
 * closes the database and exits.
 */
import { buildApp } from './app';
import { bootServices } from './boot';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS } from './demo/siteData';
import { startWithdrawalSweep } from './domains/cashier/sweepTimer';
import { startSweeper } from './domains/betting/sweep';
import { startSettlementTimer } from './domains/settlement/timer';
import { startCrashLoop } from './domains/play/crash/job';
import { startVirtualLoop } from './domains/play/virtual/job';
import { writeOpsSecret } from './domains/ops/secret';

const SHUTDOWN_GRACE_MS = 8_000;
/** Open bets past their window are refunded at start and then this often. */
const BET_SWEEP_INTERVAL_MS = 60_000;

async function main() {
  const config = loadConfig();
  const startedAt = performance.now();
  const { services, seeded } = await bootServices(config);
  const app = await buildApp({ services, config, opsSecret: writeOpsSecret(config.dataDir), logger: true });
  await app.listen({ host: config.host, port: config.port });
  // Approved withdrawals the member never confirmed count as received after their time (issue 4).
  const sweep = startWithdrawalSweep(services, (message) => app.log.info(message));
  // Contract settlements (issue 6): real-time every 5 minutes, hourly, daily, dividends per period.
  const settlementTimer = startSettlementTimer(services, (message, detail) => app.log.info(detail ?? {}, message));
  // Crash rounds (issue 18): one shared round at a time, settled at each crash.
  const crashLoop = startCrashLoop(services.db, services.clock, (message) => app.log.error(message));
  const virtualLoop = startVirtualLoop(services.db, services.clock, (message) => app.log.error(message));
  const betSweeper = startSweeper(
    async () => {
      const result = await services.betting.sweep();
      if (result.refunded || result.failed) app.log.info(result, 'bet sweep: stale open bets refunded');
      return result;
    },
    BET_SWEEP_INTERVAL_MS,
    (error) => app.log.error({ err: error }, 'bet sweep failed'),
  );

  const url = `http://${config.host}:${config.port}`;
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Casino client and reference server ready at ${url}  (${Math.round(performance.now() - startedAt)} ` +
        `ms${seeded ? ', demo data seeded' : ''})`,
      `  Database: ${database}`,
      '  Demo accounts (merchant "demo"):',
      ...DEMO_ACCOUNTS.map((a) => `    ${`${a.username} / ${a.password}`.padEnd(26)} ${a.role}`),
      '  Operator commands: npm run ops -- help',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests…`);
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    betSweeper.stop();
    await settlementTimer.stop();
    await crashLoop.stop();
    await virtualLoop.stop();
    await sweep.stop();
    await app.close();
    await services.database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
