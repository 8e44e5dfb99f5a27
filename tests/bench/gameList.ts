/**
 * Game list benchmark (server throughput): starts the real server (server/server.ts, its own
 * process) on PostgreSQL in a fresh database of its own, seeds it as a first start does, warms
 * up, then runs autocannon for BENCH_SECONDS against
 *   - GCSGAME_gameList, cycling through pages, vendors, types, sub-categories and a search,
 *   - /wps/v2/wallets/balance with a member token,
 * and prints requests per second, p50/p99 latency and errors. Prints figures; never passes or
 * fails on time (exits 1 only when the server cannot start). Goal: >= 2,000 req/s, p99 <= 50 ms,
 * 0 errors, for both.
 *
 *   npm run bench:games
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (default; a database bench_games_<hex>
 *   is created beside it and dropped afterwards)
 *   GAMES_BENCH_SECONDS=20 GAMES_BENCH_CONNECTIONS=10 GAMES_BENCH_WARMUP_SECONDS=5
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/database';
import { createSessionService } from '../../server/domains/auth/sessions';
import { adminQuery, BASE_URL } from './postgres';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.GAMES_BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.GAMES_BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.GAMES_BENCH_CONNECTIONS ?? 10);
const port = 18_900 + Math.floor(Math.random() * 500);
const origin = `http://127.0.0.1:${port}`;

function databaseUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForServer(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/wps/system/status`, { headers: { Merchant: 'demo' } });
      if (res.ok && ((await res.json()) as { success: boolean }).success) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer within 180 s');
}

/** A session for demo_player made the way login makes one (the bench measures reads, not argon2). */
async function memberToken(url: string): Promise<string> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const member = await database.db
      .selectFrom('members')
      .select(['id', 'merchant_code'])
      .where('merchant_code', '=', 'demo')
      .where('username', '=', 'demo_player')
      .executeTakeFirstOrThrow();
    return await createSessionService(database.db, () => new Date()).create(member, 'username', '127.0.0.1');
  } finally {
    await database.close();
  }
}

/** The lobby traffic: what a crowd paging through lobbies asks for. */
function gameListRequests(): autocannon.Request[] {
  const paths: string[] = [];
  const q = (params: Record<string, string | number>) =>
    `/wps/relay/GCSGAME_gameList?${new URLSearchParams({
      clientType: '3',
      platform: 'flash,html5-desktop',
      language: 'EN',
      pageSize: '36',
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    })}`;
  for (let page = 1; page <= 20; page++) paths.push(q({ gameType: 'RNG', vassalage: 'ALL', pageNo: page }));
  for (const vendor of ['PG', 'JL', 'CQ9', 'PT', 'MG', 'PNG', 'SPB,SS'])
    for (let page = 1; page <= 3; page++) paths.push(q({ gameType: 'RNG', vassalage: vendor, pageNo: page }));
  for (const classify of ['SC', 'VP', 'JP', 'TG', 'AC'])
    paths.push(q({ gameType: 'RNG', gameClassify: classify, pageNo: 1 }));
  for (const type of ['LIVE', 'FISH', 'PVP']) paths.push(q({ gameType: type, vassalage: '', pageNo: 1 }));
  paths.push(
    q({ gameType: 'RNG', gameName: 'dragon', pageNo: 1 }),
    q({ gameType: 'RNG', pageNo: 1, language: 'KO' }),
    q({ gameType: 'RNG', pageNo: 2, pageSize: 24, language: 'VI' }),
  );
  return paths.map((path) => ({ method: 'GET', path, headers: { Merchant: 'demo', Language: 'EN' } }));
}

type Figures = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  total: number;
};

async function run(label: string, requests: autocannon.Request[], seconds: number): Promise<Figures> {
  const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, requests });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}

const print = (f: Figures) =>
  console.log(
    `${f.label.padEnd(28)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ` +
      `${String(f.p99).padStart(4)} ms   errors ${f.errors}   non-2xx ${f.non2xx}   timeouts ${f.timeouts}   ` +
      `(${f.total} requests)`,
  );

const name = `bench_games_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-games-'));
let child: ChildProcess | undefined;
let exitCode = 0;
try {
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const started = performance.now();
  await waitForServer(child);
  console.log(
    `Server up on PostgreSQL (fresh database ${name}, first start with seed) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const token = await memberToken(url);
  const lobby = gameListRequests();
  const balance: autocannon.Request[] = [
    { method: 'GET', path: '/wps/v2/wallets/balance?typeId=0', headers: { Merchant: 'demo', Authorization: token } },
  ];

  // Correctness before speed: both answer success.
  for (const r of [lobby[0]!, balance[0]!]) {
    const res = await fetch(`${origin}${r.path}`, { headers: r.headers as Record<string, string> });
    const body = (await res.json()) as { success: boolean; message: string };
    if (!body.success) throw new Error(`${r.path} answered ${res.status}: ${body.message}`);
  }

  console.log(
    `Warm-up ${WARMUP_SECONDS} s each, then ${SECONDS} s each with ${CONNECTIONS} connections (goal: >= 2000 req/s, ` +
      `p99 <= 50 ms, 0 errors)`,
  );
  await run('warm-up game list', lobby, WARMUP_SECONDS);
  await run('warm-up balance', balance, WARMUP_SECONDS);
  print(await run('GCSGAME_gameList', lobby, SECONDS));
  print(await run('wallets/balance (member)', balance, SECONDS));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  if (child?.pid && child.exitCode === null) {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${name}`).catch((e: unknown) =>
    console.error(`could not drop ${name}:`, e),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
