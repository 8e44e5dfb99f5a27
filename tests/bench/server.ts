/**
 * Server benchmark (issue 15, "Speed on a phone"): the calls every phone makes most, on
 * PostgreSQL, beside a plain Fastify hello-world measured in the same run so a loaded machine
 * shows as a low hello-world figure rather than as a slow server.
 *
 *   - plain Fastify            GET / answering {"hello":"world"} (the ceiling on this machine)
 *   - system status            GET /wps/system/status (the boot call, anonymous)
 *   - balance                  GET /wps/v2/wallets/balance?typeId=0, spread over 40 sessions of
 *                              four seeded members
 *   - game list                GCSGAME_gameList, cycling through pages, vendors and types, once
 *                              as before and once with `Accept-Encoding: gzip, deflate, br` as a
 *                              phone sends it (the answer is then compressed, server/wire/compression.ts)
 *   - login                    POST /wps/session/login, encrypted with a fresh session key per
 *                              request as the client does (argon2 bound; the replay guard refuses
 *                              a repeated key, so no two requests share one)
 *
 * Each server runs in a process of its own (server/server.ts on a fresh database bench_server_<hex>,
 * seeded as a first start does; the hello-world is this file started with the argument `hello`),
 * so autocannon's own CPU is not counted in the server's figures. Beside req/s and latency it
 * prints the server process's CPU use during the run (100 % = one core), that CPU time per answer
 * (steadier than req/s on a busy machine) and the load average.
 * Prints figures; never passes or fails on time (exits 1 only when a server cannot start or a
 * call does not answer success). Goals: status and balance >= 2,000 req/s with p99 <= 50 ms,
 * game list >= 5,000 req/s.
 *
 *   npm run bench:server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (default)
 *   SERVER_BENCH_SECONDS=10 SERVER_BENCH_CONNECTIONS=10 SERVER_BENCH_WARMUP_SECONDS=3
 *   SERVER_BENCH_ONLY=status,balance   (only the cases whose label contains one of these; the
 *                                       plain Fastify figure is always measured)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { encryptPayload } from '../../src/shared/crypto/envelope';
import { parseModulusHex } from '../../src/shared/crypto/rsa';
import { openDatabase } from '../../server/db/database';
import { createSessionService } from '../../server/domains/auth/sessions';
import { DEMO_ACCOUNTS } from '../../server/demo/siteData';
import { adminQuery, BASE_URL } from './postgres';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.SERVER_BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.SERVER_BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.SERVER_BENCH_CONNECTIONS ?? 10);
const ONLY = (process.env.SERVER_BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const PHONE_ENCODINGS = 'gzip, deflate, br';
/** Ports apart from the other benches (18,400-19,399) and from the end-to-end run (18,790-18,799). */
const basePort = 19_400 + Math.floor(Math.random() * 250) * 2;

/** `tsx tests/bench/server.ts hello <port>`: the hello-world server, in its own process. */
async function helloServer(port: number): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

function databaseUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function waitFor(child: ChildProcess, url: string, headers: Record<string, string>): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 180 s`);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** CPU seconds used so far by a process and its descendants (tsx runs the server in a child). */
function cpuSeconds(pid: number): number {
  const tree = (p: number): number[] => {
    try {
      const kids = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
      return [p, ...kids.flatMap(tree)];
    } catch {
      return [p];
    }
  };
  let ticks = 0;
  for (const p of tree(pid)) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* the process ended */
    }
  }
  return ticks / 100; // USER_HZ is 100 on Linux
}

/** Members whose balance the bench asks for: the seeded players and agent (not the house account). */
const BALANCE_MEMBERS = ['demo_player', 'demo_agent', 'demo_newbie', 'demo_secure'];
/** Sessions per member: a crowd of phones, each with its own token (the server sees distinct sessions). */
const SESSIONS_PER_MEMBER = 10;

/** Sessions made the way login makes them (balance measures reads, not argon2). */
async function memberTokens(url: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const sessions = createSessionService(database.db, () => new Date());
    const members = await database.db
      .selectFrom('members')
      .select(['id', 'merchant_code'])
      .where('merchant_code', '=', 'demo')
      .where('username', 'in', BALANCE_MEMBERS)
      .execute();
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS_PER_MEMBER; i++)
      for (const member of members) tokens.push(await sessions.create(member, 'username', '127.0.0.1'));
    return tokens;
  } finally {
    await database.close();
  }
}

const WIRE = { Merchant: 'demo', Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' };

/** The lobby traffic (as tests/bench/gameList.ts): what a crowd paging through lobbies asks for. */
function gameListPaths(): string[] {
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
  return paths;
}

type Figures = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  total: number;
  cpu: number;
  bytes: number;
};

async function run(
  label: string,
  origin: string,
  pid: number,
  options: Partial<autocannon.Options>,
  seconds: number,
): Promise<Figures> {
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, ...options });
  const cpu = (cpuSeconds(pid) - cpuBefore) / ((performance.now() - started) / 1000);
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.errors + result.non2xx + result.timeouts,
    total: result.requests.total,
    cpu,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

const print = (f: Figures) =>
  console.log(
    `${f.label.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ` +
      `${String(f.p99).padStart(4)} ms   server CPU ${(f.cpu * 100).toFixed(0).padStart(3)} % ` +
      `(${f.rps ? ((f.cpu / f.rps) * 1e6).toFixed(0).padStart(5) : '    -'} µs/answer)   ` +
      `${f.bytes.toFixed(0).padStart(6)} B/answer   errors/non-2xx ${f.bad} of ${f.total}`,
  );

async function check(origin: string, path: string, init: RequestInit): Promise<void> {
  const res = await fetch(`${origin}${path}`, init);
  const body = (await res.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(`${path} answered ${res.status}: ${body.message}`);
}

async function main(): Promise<number> {
  const name = `bench_server_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const helloPort = basePort;
  const serverPort = basePort + 1;
  const hello = `http://127.0.0.1:${helloPort}`;
  const origin = `http://127.0.0.1:${serverPort}`;
  let helloChild: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = databaseUrl(name);
    helloChild = start([join(root, 'tests/bench/server.ts'), 'hello', String(helloPort)], {});
    server = start([join(root, 'server/server.ts')], {
      PORT: String(serverPort),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
    });
    const started = performance.now();
    await waitFor(helloChild, hello, {});
    await waitFor(server, `${origin}/wps/system/status`, WIRE);
    console.log(
      `Server up on PostgreSQL (fresh database ${name}, first start with seed) ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const tokens = await memberTokens(url);
    const modulusHex = await (await fetch(`${origin}/wps/session/key/rsa`, { headers: WIRE })).text();
    const modulus = parseModulusHex(modulusHex);
    const player = DEMO_ACCOUNTS.find((a) => a.username === 'demo_player')!;
    const loginRequest = (): { headers: Record<string, string>; body: string } => {
      const encrypted = encryptPayload(
        { username: player.username, password: player.password, captcha: null, type: 'username' },
        modulusHex,
        modulus,
        (n) => randomBytes(n),
      );
      return {
        headers: { ...WIRE, 'Content-Type': 'application/json', ...encrypted.headers },
        body: JSON.stringify(encrypted.body),
      };
    };

    const status = { requests: [{ method: 'GET' as const, path: '/wps/system/status', headers: WIRE }] };
    const balance = {
      requests: tokens.map((token) => ({
        method: 'GET' as const,
        path: '/wps/v2/wallets/balance?typeId=0',
        headers: { ...WIRE, Authorization: token },
      })),
    };
    const lobby = gameListPaths();
    const games = { requests: lobby.map((path) => ({ method: 'GET' as const, path, headers: WIRE })) };
    const gamesPhone = {
      requests: lobby.map((path) => ({
        method: 'GET' as const,
        path,
        headers: { ...WIRE, 'Accept-Encoding': PHONE_ENCODINGS },
      })),
    };
    const statusPhone = {
      requests: [
        {
          method: 'GET' as const,
          path: '/wps/system/status',
          headers: { ...WIRE, 'Accept-Encoding': PHONE_ENCODINGS },
        },
      ],
    };
    const login = {
      requests: [
        {
          method: 'POST' as const,
          path: '/wps/session/login',
          // A fresh session key for every request, as the client draws one.
          setupRequest: (request: autocannon.Request) => ({ ...request, ...loginRequest() }),
        },
      ],
    };

    // Correctness before speed: every call answers success.
    await check(origin, '/wps/system/status', { headers: WIRE });
    for (const token of tokens)
      await check(origin, '/wps/v2/wallets/balance?typeId=0', { headers: { ...WIRE, Authorization: token } });
    await check(origin, lobby[0]!, { headers: WIRE });
    const probe = loginRequest();
    await check(origin, '/wps/session/login', { method: 'POST', headers: probe.headers, body: probe.body });

    const serverPid = server.pid!;
    const loadBefore = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `${SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections; ` +
        `load average before: ${loadBefore} (${cpus().length} cores)`,
    );
    console.log('Goals: status and balance >= 2,000 req/s with p99 <= 50 ms; game list >= 5,000 req/s.');
    const cases: [string, string, number, Partial<autocannon.Options>][] = [
      ['plain Fastify hello-world', hello, helloChild.pid!, {}],
      ['system status', origin, serverPid, status],
      ['system status (br/gzip accepted)', origin, serverPid, statusPhone],
      ['wallets/balance (member)', origin, serverPid, balance],
      ['GCSGAME_gameList', origin, serverPid, games],
      ['GCSGAME_gameList (br/gzip accepted)', origin, serverPid, gamesPhone],
      ['session/login (argon2)', origin, serverPid, login],
    ];
    for (const [label, target, pid, options] of cases) {
      if (ONLY.length && target !== hello && !ONLY.some((o) => label.includes(o))) continue;
      await run(label, target, pid, options, WARMUP_SECONDS);
      print(await run(label, target, pid, options, SECONDS));
    }
    console.log(
      `Load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await stop(server);
    await stop(helloChild);
    await adminQuery(`DROP DATABASE IF EXISTS ${name}`).catch((e: unknown) =>
      console.error(`could not drop ${name}:`, e),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'hello') {
  await helloServer(Number(process.argv[3]));
} else {
  process.exit(await main());
}
