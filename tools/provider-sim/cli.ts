/**
 * The provider simulator (issue 17): a separate process that behaves like an external game
 * vendor. It answers the platform's launch requests, serves a simple game page and reports bets
 * and wins through the provider wallet API (docs/protocol.md, "The provider wallet API").
 *
 *   npm run provider:sim -- --port 18081 --server http://127.0.0.1:8080
 *   npm run provider:sim -- --port 18081 --server http://127.0.0.1:8080 --behaviour awkward
 *   npm run provider:sim -- --port 18081 --server http://127.0.0.1:8080 --attack
 *
 * The defaults are the demo data's provider (src/shared/providers/demoSimulator.ts); another
 * provider gives --provider and --secret (or PROVIDER_SIM_SECRET); options.ts lists the rest. --attack runs attack.ts
 * against the server and exits: 0 when every case got its refusal, 1 otherwise.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attackTable, runAttack } from './attack';
import { platformClock, startSimServer } from './launchServer';
import { launchGame, logIn } from './memberLaunch';
import { parseCli, USAGE, type CliOptions } from './options';
import { createWalletClient } from './walletClient';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function attack(options: CliOptions): Promise<number> {
  const client = createWalletClient({
    server: options.server,
    providerId: options.provider,
    secret: options.secret,
    timeoutMs: 60_000,
  });
  const tokens: string[] = [];
  const sim = await startSimServer({
    port: options.port,
    providerId: options.provider,
    secret: options.secret,
    client,
    publicUrl: options.publicUrl,
    onLaunch: (launch) => tokens.push(launch.token),
  });
  let memberToken: string | undefined;
  let launchedAt = Date.now();
  const opsSecret = () => readFileSync(join(options.dataDir, 'ops-secret'), 'utf8').trim();
  try {
    const report = await runAttack({
      client,
      burst: options.burst,
      foreignAddress: options.foreignAddress,
      log: (line) => console.log(line),
      async launchToken() {
        memberToken ??= await logIn({
          server: options.server,
          merchant: options.merchant,
          username: options.member,
          password: options.password,
        });
        const before = tokens.length;
        await launchGame(options.server, options.merchant, memberToken, options.game);
        launchedAt = Date.now();
        const token = tokens[before];
        if (!token)
          throw new Error(`The platform launched ${options.game} but not at this simulator: see its launch URL.`);
        return token;
      },
      async passTime(ms) {
        const wait = launchedAt + ms - Date.now();
        if (wait > 0) console.log(`Waiting ${Math.ceil(wait / 1000)} s for the launch token to expire…`);
        await sleep(Math.max(0, wait));
      },
      async ops(...argv) {
        const response = await fetch(new URL('/ops/run', options.server), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ops-secret': opsSecret() },
          body: JSON.stringify({ argv }),
        });
        const body = (await response.json()) as { success: boolean; value?: string; message?: string };
        if (!body.success) throw new Error(body.message ?? `ops ${argv.join(' ')} failed`);
        return body.value ?? '';
      },
    });
    console.log(`\n${attackTable(report.cases)}\n`);
    const bad = report.cases.filter((c) => !c.ok).length;
    console.log(
      `${report.cases.length} cases, ${bad} mismatch(es); ${report.accepted.size} accepted transaction ` +
        `ids; ${(report.ms / 1000).toFixed(1)} s.`,
    );
    return bad === 0 ? 0 : 1;
  } finally {
    await sim.close();
  }
}

async function main() {
  let options: CliOptions;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.attack) process.exit(await attack(options));
  const clock = options.followPlatformClock ? platformClock() : undefined;
  const client = createWalletClient({
    server: options.server,
    providerId: options.provider,
    secret: options.secret,
    now: clock?.now,
  });
  const sim = await startSimServer({
    platformClock: clock,
    port: options.port,
    providerId: options.provider,
    secret: options.secret,
    client,
    behaviour: options.behaviour,
    publicUrl: options.publicUrl,
  });
  console.log(
    [
      `Provider simulator ${options.provider} at ${sim.url} (launch endpoint ${sim.url}/launch), wallet ` +
        `calls to ${options.server}`,
      `  Players launch its games from the platform's lobby; stop with Ctrl+C.`,
    ].join('\n'),
  );
  const stop = () => void sim.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
