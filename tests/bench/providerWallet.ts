/**
 * Provider wallet benchmark (issue 17): signed bet-and-win calls per second through the provider
 * wallet API (POST /provider/v1/bet-and-win, server/domains/providers/wallet.ts) on PostgreSQL,
 * the server in a process of its own (server/server.ts on a fresh database
 * bench_provider_<hex>, seeded as a first start does, so the demo provider SIM exists with its
 * demo secret). Sessions are made as a launch would (a game_launches row with the provider's
 * one-time token) and authenticated over HTTP; then CONNECTIONS workers each send one call at a
 * time, every call with its own transaction id, round id, timestamp and signature, spread over
 * MEMBERS players. Every 20th call is sent twice (a provider's retry): the repeat must get the
 * identical answer.
 *
 * Prints calls/s, p50/p95/p99 latency, the server process's CPU per call and the load average;
 * then checks the ledger (verifyLedger) and that each accepted transaction id has exactly one bet
 * in the ledger. Never passes or fails on time (exits 1 on a failed call or a ledger violation).
 * Goal on this machine: >= 1,000 bet-and-win calls/s with p99 <= 50 ms.
 *
 *   npm run bench:providers
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (default)
 *   PROVIDER_BENCH_SECONDS=10 PROVIDER_BENCH_WARMUP_SECONDS=2 PROVIDER_BENCH_CONNECTIONS=16
 *   PROVIDER_BENCH_MEMBERS=200
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Pool } from 'undici';
import { canonicalString } from '../../src/shared/providers/signing';
import { DEMO_SIMULATOR } from '../../src/shared/providers/demoSimulator';

// The bench registers its own provider on a fresh database, with the demo's id and secret, for a
// catalogue vendor's games.
const SIMULATOR_PROVIDER_ID = DEMO_SIMULATOR.providerId;
const SIMULATOR_DEFAULT_SECRET = DEMO_SIMULATOR.secret;
const SIMULATOR_VENDOR = 'SS';
import { openDatabase, type Database } from '../../server/db/database';
import { post } from '../../server/domains/ledger/post';
import { verifyLedger } from '../../server/domains/ledger/verify';
import { newSecret, secretHash } from '../../server/domains/play/gameSessions';
import { adminQuery, BASE_URL } from './postgres';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.PROVIDER_BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.PROVIDER_BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.PROVIDER_BENCH_CONNECTIONS ?? 16);
const MEMBERS = Number(process.env.PROVIDER_BENCH_MEMBERS ?? 200);
/** Apart from the other benches (server.ts: 19,400-19,899) and the end-to-end lanes. */
const port = 19_900 + Math.floor(Math.random() * 90);

function databaseUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitFor(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 180 s`);
}

/** CPU seconds used so far by a process and its descendants (tsx runs the server in a child). */
function cpuSeconds(pid: number): number {
  const tree = (p: number): number[] => {
    try {
      const kids = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      return [p, ...kids.flatMap((k) => tree(Number(k)))];
    } catch {
      return [];
    }
  };
  return tree(pid).reduce((sum, p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return sum;
    }
  }, 0);
}

type Answer = { success: boolean; errorCode: string; value: { balance?: string; sessionId?: string } };

function signedCall(pool: Pool, path: string, body: unknown): Promise<{ answer: Answer; ms: number }> {
  const payload = JSON.stringify(body);
  const timestamp = Date.now();
  const digest = createHash('sha256').update(payload).digest('hex');
  const canonical = canonicalString({ method: 'POST', target: path, timestamp, body: payload }, digest);
  const signature = createHmac('sha256', SIMULATOR_DEFAULT_SECRET).update(canonical).digest('hex');
  const started = performance.now();
  return pool
    .request({
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/json',
        'x-provider-id': SIMULATOR_PROVIDER_ID,
        'x-provider-timestamp': String(timestamp),
        'x-provider-signature': signature,
      },
      body: payload,
    })
    .then(async (response) => ({ answer: (await response.body.json()) as Answer, ms: performance.now() - started }));
}

/** Players with money and an authenticated provider session. */
async function sessions(database: Database, pool: Pool): Promise<string[]> {
  const { db } = database;
  const game = await db
    .selectFrom('games')
    .select('node_id')
    .where('vendor', '=', SIMULATOR_VENDOR)
    .where('enabled', '=', true)
    .limit(1)
    .executeTakeFirstOrThrow();
  const tag = randomBytes(3).toString('hex');
  const members = await db
    .insertInto('members')
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        merchant_code: 'demo',
        username: `pb${tag}${i}`,
        password_hash: '-',
      })),
    )
    .returning('id')
    .execute();
  const now = new Date();
  const tokens: string[] = [];
  for (const { id } of members) {
    await db.transaction().execute((trx) =>
      post(trx, {
        merchantCode: 'demo',
        currency: 'USD',
        kind: 'deposit',
        idempotencyKey: `bench-provider-${tag}-${id}`,
        memberId: id,
        postings: [
          { account: { member: id, kind: 'main' }, amount: 1_000_000_000n },
          { account: { house: 'payments' }, amount: -1_000_000_000n },
        ],
        now,
      }),
    );
    const token = newSecret();
    await db
      .insertInto('game_launches')
      .values({
        merchant_code: 'demo',
        member_id: id,
        node_id: game.node_id,
        token_hash: secretHash(token),
        language: 'EN',
        created_at: now,
        expires_at: new Date(now.getTime() + 120_000),
        lobby_game_type: null,
        provider_id: SIMULATOR_PROVIDER_ID,
      })
      .execute();
    tokens.push(token);
  }
  const ids: string[] = [];
  for (const token of tokens) {
    const { answer } = await signedCall(pool, '/provider/v1/authenticate', { token });
    if (!answer.success || !answer.value.sessionId) throw new Error(`authenticate: ${answer.errorCode}`);
    ids.push(answer.value.sessionId);
  }
  return ids;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const name = `bench_provider_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-provider-'));
  await adminQuery(`CREATE DATABASE ${name}`);
  let server: ChildProcess | undefined;
  let database: Database | undefined;
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONNECTIONS, pipelining: 1 });
  let failed = false;
  try {
    server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl(name),
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    await waitFor(server, `http://127.0.0.1:${port}/provider/v1/balance`);
    database = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 4 });
    const ids = await sessions(database, pool);
    console.log(
      `provider wallet bench: ${ids.length} players, ${CONNECTIONS} connections, ${SECONDS} s ` +
        `(+${WARMUP_SECONDS} s warm-up)`,
    );

    let sequence = 0;
    const latencies: number[] = [];
    let measuring = false;
    let stopAt = Date.now() + WARMUP_SECONDS * 1000;
    const problems: string[] = [];
    const worker = async () => {
      while (Date.now() < stopAt) {
        const n = (sequence += 1);
        const body = {
          sessionId: ids[n % ids.length]!,
          transactionId: `b-${n}`,
          roundId: `br-${n}`,
          currency: 'USD',
          betAmount: '100',
          winAmount: String(n % 3 === 0 ? 250 : 0),
        };
        const first = await signedCall(pool, '/provider/v1/bet-and-win', body);
        if (measuring) latencies.push(first.ms);
        if (!first.answer.success) problems.push(`${body.transactionId}: ${first.answer.errorCode}`);
        if (n % 20 === 0) {
          const repeat = await signedCall(pool, '/provider/v1/bet-and-win', body);
          if (JSON.stringify(repeat.answer) !== JSON.stringify(first.answer))
            problems.push(`${body.transactionId}: the repeat answered differently`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    measuring = true;
    stopAt = Date.now() + SECONDS * 1000;
    const cpuBefore = cpuSeconds(server.pid!);
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(server.pid!) - cpuBefore;
    latencies.sort((a, b) => a - b);
    const rate = latencies.length / elapsed;
    console.log(
      [
        `bet-and-win: ${Math.round(rate).toLocaleString('en-US')} calls/s ` +
          `(${latencies.length.toLocaleString('en-US')} in ${elapsed.toFixed(1)} s)`,
        `latency p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ` +
          `${quantile(latencies, 0.95).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms`,
        `server CPU ${((cpu / elapsed) * 100).toFixed(0)} % (of one core; ${cpus().length} cores), ` +
          `${((cpu * 1000) / latencies.length).toFixed(2)} ms per call`,
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
        `goal: >= 1,000 calls/s with p99 <= 50 ms`,
      ].join('\n'),
    );
    if (problems.length) {
      failed = true;
      console.error(`${problems.length} calls failed, e.g.:\n${problems.slice(0, 5).join('\n')}`);
    }
    const violations = (await verifyLedger(database.db, new Date())).filter(
      (f) => f.violations > 0 && f.check !== 'no-stale-holds',
    );
    const accepted = await database.db
      .selectFrom('provider_transactions as t')
      .innerJoin('bets as b', 'b.id', 't.bet_id')
      .innerJoin('ledger_transactions as l', 'l.id', 'b.bet_tx_id')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.count<string>('l.id').distinct().as('distinct_bets')])
      .where('t.success', '=', true)
      .executeTakeFirstOrThrow();
    console.log(
      `ledger verify: ${violations.length ? violations.map((v) => v.check).join(', ') : 'clean'}; ` +
        `accepted transactions ${accepted.n}, distinct ledger bets ${accepted.distinct_bets}`,
    );
    if (violations.length || accepted.n !== accepted.distinct_bets) failed = true;
  } finally {
    await pool.close();
    await database?.close();
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${name}`).catch((e: unknown) => console.error(e));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

await main();
