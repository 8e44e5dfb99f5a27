/**
 * Ledger benchmark: N concurrent workers run a realistic mix of money operations (deposit
 * credited, bet placed, win settled, wallet transfer, withdrawal hold) through post(), each
 * the way the services do it — one database transaction with its business row — for a fixed
 * count of operations. Prints settled operations per second, p50/p95/p99 latency and error
 * counts, then runs the invariant check (verifyLedger) on what was written.
 *
 * On PostgreSQL (DATABASE_URL, in a schema of its own that is dropped afterwards) and on PGlite
 * beside it. Prints figures; never passes or fails on time (exits 1 only on an invariant
 * violation or an unexpected error). Goal on PostgreSQL: >= 500 ops/s, zero violations.
 *
 *   DATABASE_URL=postgres://… npm run bench:ledger
 *   LEDGER_BENCH_OPS=20000 LEDGER_BENCH_WORKERS=32 LEDGER_BENCH_MEMBERS=2000 (defaults)
 *   LEDGER_BENCH_BACKENDS=postgres (or pglite; default: both when DATABASE_URL is set)
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, KyselyPlugin } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../../server/db/database';
import type { DB } from '../../server/db/schema';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/demo/seed';
import { post, type AccountRef, type Posting, type Trx } from '../../server/domains/ledger/post';
import { ledgerTotals, verifyLedger } from '../../server/domains/ledger/verify';

const OPS = Number(process.env.LEDGER_BENCH_OPS ?? 20_000);
const WORKERS = Number(process.env.LEDGER_BENCH_WORKERS ?? 32);
const MEMBERS = Number(process.env.LEDGER_BENCH_MEMBERS ?? 2_000);
const MERCHANT = 'demo';
const CURRENCY = 'USD';
const VENDOR = 'AG';

type OpName = 'deposit' | 'bet' | 'settle' | 'transfer' | 'withdrawal';

/** The mix, in percent: most traffic is play; money in and out is the smaller share. */
const MIX: [OpName, number][] = [
  ['deposit', 20],
  ['bet', 35],
  ['settle', 25],
  ['transfer', 10],
  ['withdrawal', 10],
];

/** A small seeded generator (mulberry32), so every run draws the same workload. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

type Member = { id: bigint; bank: bigint };
type OpenBet = { member: bigint; betId: bigint; stake: bigint; wallet: AccountRef };

async function setUp(database: Database): Promise<Member[]> {
  await migrate(database);
  await seedIfEmpty(database, ['http://127.0.0.1:8080']);
  const db = database.db;
  const now = new Date();
  const members: Member[] = [];
  const tag = randomBytes(3).toString('hex');
  for (let start = 0; start < MEMBERS; start += 500) {
    const count = Math.min(500, MEMBERS - start);
    const rows = await db
      .insertInto('members')
      .values(
        Array.from({ length: count }, (_, i) => ({
          merchant_code: MERCHANT,
          username: `bench${tag}${start + i}`,
          password_hash: '-',
        })),
      )
      .returning('id')
      .execute();
    const banks = await db
      .insertInto('bank_accounts')
      .values(
        rows.map((r) => ({
          member_id: r.id,
          bank_name: 'Bench Bank',
          account_number: `9${String(r.id).padStart(9, '0')}`,
          payee_name: 'Bench',
          created_at: now,
        })),
      )
      .returning(['id', 'member_id'])
      .execute();
    members.push(...banks.map((b) => ({ id: b.member_id, bank: b.id })));
  }
  // Every member starts with money in the main and the game wallet, as a live site's members do (not timed).
  for (const m of members) {
    await db.transaction().execute(async (trx) => {
      const inTrx = (key: string, postings: Posting[]) =>
        post(trx, {
          merchantCode: MERCHANT,
          currency: CURRENCY,
          kind: 'setup',
          idempotencyKey: `bench-${key}:${m.id}`,
          memberId: m.id,
          now,
          postings,
        });
      await inTrx('deposit', [
        { account: { member: m.id, kind: 'main' }, amount: 150_000n },
        { account: { house: 'payments' }, amount: -150_000n },
      ]);
      await inTrx('transfer', [
        { account: { member: m.id, kind: 'main' }, amount: -50_000n },
        { account: { member: m.id, kind: 'game', vendor: VENDOR }, amount: 50_000n },
      ]);
    });
  }
  return members;
}

type Outcome = { op: OpName; ms: number; error?: string };

/** Counts the statements the workload sends (BEGIN and COMMIT are not among them). */
function statementCounter() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements++;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { counter, plugin };
}

async function runWorkload(db: Kysely<DB>, members: Member[]): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const openBets: OpenBet[] = [];
  const outcomes: Outcome[] = [];
  let issued = 0;
  const postIn = (trx: Trx, kind: string, key: string, memberId: bigint, postings: Posting[], reference = '') =>
    post(trx, {
      merchantCode: MERCHANT,
      currency: CURRENCY,
      kind,
      idempotencyKey: key,
      reference,
      memberId,
      postings,
      now: new Date(),
    });

  async function operation(op: OpName, n: number, rnd: ReturnType<typeof random>): Promise<void> {
    const member = members[rnd.int(0, members.length - 1)]!;
    const main: AccountRef = { member: member.id, kind: 'main' };
    const game: AccountRef = { member: member.id, kind: 'game', vendor: VENDOR };
    const now = new Date();
    switch (op) {
      case 'deposit': {
        const amount = BigInt(rnd.int(1_000, 50_000));
        await db.transaction().execute(async (trx) => {
          const deposit = await trx
            .insertInto('deposits')
            .values({
              merchant_code: MERCHANT,
              member_id: member.id,
              method_id: 'bank',
              amount,
              pay_token_hash: randomBytes(16).toString('hex'),
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const posted = await postIn(
            trx,
            'deposit',
            `deposit:${deposit.id}`,
            member.id,
            [
              { account: main, amount },
              { account: { house: 'payments' }, amount: -amount },
            ],
            `deposit:${deposit.id}`,
          );
          await trx
            .updateTable('deposits')
            .set({ status: 'credited', transaction_id: posted.transactionId, settled_at: now })
            .where('id', '=', deposit.id)
            .execute();
        });
        return;
      }
      case 'bet': {
        const stake = BigInt(rnd.int(100, 2_000));
        const wallet = rnd.next() < 0.3 ? game : main;
        const round = `bench-${n}`;
        const betId = await db.transaction().execute(async (trx) => {
          const posted = await postIn(
            trx,
            'bet',
            `round:${VENDOR}:${round}:bet`,
            member.id,
            [
              { account: wallet, amount: -stake },
              { account: { house: 'house' }, amount: stake },
            ],
            `round:${VENDOR}:${round}`,
          );
          const bet = await trx
            .insertInto('bets')
            .values({
              merchant_code: MERCHANT,
              member_id: member.id,
              vendor: VENDOR,
              game_type: 'RNG',
              game_name: 'Bench Slots',
              round_id: round,
              stake,
              valid_bet: stake,
              placed_at: now,
              bet_tx_id: posted.transactionId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return bet.id;
        });
        openBets.push({ member: member.id, betId, stake, wallet });
        return;
      }
      case 'settle': {
        // A win paid out (a lost round settles without moving money, so it is not a ledger operation).
        const bet = openBets.splice(rnd.int(0, Math.max(0, openBets.length - 1)), 1)[0];
        if (!bet) return operation('bet', n, rnd);
        const payout = (bet.stake * BigInt(rnd.int(1, 300))) / 100n || 1n;
        await db.transaction().execute(async (trx) => {
          const posted = await postIn(
            trx,
            'settle',
            `bet:${bet.betId}:settle`,
            bet.member,
            [
              { account: { house: 'house' }, amount: -payout },
              { account: bet.wallet, amount: payout },
            ],
            `bet:${bet.betId}`,
          );
          await trx
            .updateTable('bets')
            .set({ status: 'settled', payout, settled_at: now, settle_tx_id: posted.transactionId })
            .where('id', '=', bet.betId)
            .where('status', '=', 'open')
            .execute();
        });
        return;
      }
      case 'transfer': {
        const amount = BigInt(rnd.int(100, 5_000));
        const toGame = rnd.next() < 0.6;
        await db.transaction().execute((trx) =>
          postIn(trx, 'transfer', `transfer:${n}`, member.id, [
            { account: toGame ? main : game, amount: -amount },
            { account: toGame ? game : main, amount },
          ]),
        );
        return;
      }
      case 'withdrawal': {
        const amount = BigInt(rnd.int(1_000, 5_000));
        await db.transaction().execute(async (trx) => {
          const posted = await postIn(trx, 'withdrawal.hold', `withdrawal-hold:${n}`, member.id, [
            { account: main, amount: -amount },
            { account: { house: 'withdrawals' }, amount },
          ]);
          await trx
            .insertInto('withdrawals')
            .values({
              merchant_code: MERCHANT,
              member_id: member.id,
              bank_account_id: member.bank,
              amount,
              created_at: now,
              hold_tx_id: posted.transactionId,
            })
            .execute();
        });
        return;
      }
    }
  }

  const pick = (rnd: ReturnType<typeof random>): OpName => {
    let roll = rnd.int(1, 100);
    for (const [op, share] of MIX) if ((roll -= share) <= 0) return op;
    return 'bet';
  };

  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      const rnd = random(1_000 + worker);
      for (let n = issued++; n < OPS; n = issued++) {
        const op = pick(rnd);
        const t0 = performance.now();
        try {
          await operation(op, n, rnd);
          outcomes.push({ op, ms: performance.now() - t0 });
        } catch (error) {
          const code =
            (error as { errorCode?: string; code?: string }).errorCode ??
            (error as { code?: string }).code ??
            (error as Error).message;
          outcomes.push({ op, ms: performance.now() - t0, error: code });
        }
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function bench(kind: DatabaseKind): Promise<boolean> {
  const url = process.env.DATABASE_URL;
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (schema) await admin(`CREATE SCHEMA ${schema}`);
  // One connection per worker, so the workers really run side by side on PostgreSQL.
  const database = await openDatabase(kind === 'postgres' ? { databaseUrl: url, schema, poolSize: WORKERS } : {});
  try {
    const members = await setUp(database);
    const { counter, plugin } = statementCounter();
    const { outcomes, seconds } = await runWorkload(database.db.withPlugin(plugin), members);
    const settled = outcomes.filter((o) => !o.error);
    const latencies = settled.map((o) => o.ms).sort((a, b) => a - b);
    const errors = new Map<string, number>();
    for (const o of outcomes) if (o.error) errors.set(o.error, (errors.get(o.error) ?? 0) + 1);
    const byOp = MIX.map(([op]) => `${op} ${settled.filter((o) => o.op === op).length}`).join(', ');

    console.log(`\n${kind}: ${OPS} operations, ${WORKERS} workers, ${members.length} members`);
    console.log(
      `  settled      ${settled.length} in ${seconds.toFixed(2)} s = ` +
        `${(settled.length / seconds).toFixed(0)} ops/s   (${byOp})`,
    );
    console.log(
      `  latency      p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ` +
        `ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
    );
    console.log(
      `  statements   ${(counter.statements / outcomes.length).toFixed(2)} per operation, plus BEGIN and COMMIT`,
    );
    console.log(
      `  errors       ${
        errors.size === 0 ? 'none' : [...errors].map(([code, count]) => `${code} ×${count}`).join(', ')
      }`,
    );

    const findings = await verifyLedger(database.db, new Date());
    const totals = await ledgerTotals(database.db);
    const bad = findings.filter((f) => f.violations > 0);
    for (const f of findings)
      console.log(
        `  ${f.violations === 0 ? 'ok  ' : 'FAIL'} ${f.check.padEnd(28)} ${f.violations} ` +
          `violation(s)${f.violations ? `: ${f.samples.join('; ')}` : ''}`,
      );
    console.log(
      `  ledger       ${totals.transactions} transactions, ${totals.entries} entries, ` +
        `members hold ${totals.member_total} minor units`,
    );
    // Insufficient balance is a business answer (a member betting more than they have), not a failure.
    const unexpected = [...errors.keys()].filter((code) => code !== 'balance.insufficient');
    return bad.length === 0 && unexpected.length === 0;
  } finally {
    await database.close();
    if (schema) await admin(`DROP SCHEMA ${schema} CASCADE`);
  }
}

const kinds = (process.env.LEDGER_BENCH_BACKENDS?.split(',') ??
  (process.env.DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'])) as DatabaseKind[];
if (!process.env.DATABASE_URL)
  console.log('DATABASE_URL is not set: PGlite only (set it to benchmark PostgreSQL, the figure that counts).');
console.log(
  `Ledger benchmark: deposit/bet/settle/transfer/withdrawal hold ` +
    `(${MIX.map(([op, share]) => `${op} ${share}%`).join(', ')})`,
);
let healthy = true;
for (const kind of kinds) healthy = (await bench(kind)) && healthy;
// The invariant check, not speed, decides the exit code.
process.exitCode = healthy ? 0 : 1;
