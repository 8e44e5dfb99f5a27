/**
 * House game rounds per second (play/houseRounds.ts): N concurrent members each play rounds of
 * the busiest one-shot games, the 5-reel slot and roulette, through housePlay as the API does
 * (one transaction per round: seed lock, nonce, the rules on the fair stream, the stake debit,
 * the payout credit, the round row). Prints rounds/s and p50/p95 latency per game, then checks
 * the ledger invariants (verifyLedger) on what was written.
 *
 * On PostgreSQL (DATABASE_URL, in a schema of its own, dropped afterwards); PGlite without it.
 * Prints figures; exits 1 only on a ledger violation or an unexpected error.
 *
 *   DATABASE_URL=postgres://… npm run bench:house
 *   HOUSE_BENCH_ROUNDS=2000 HOUSE_BENCH_WORKERS=16 (defaults)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseKind } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/demo/seed';
import { post } from '../../server/domains/ledger/post';
import { verifyLedger } from '../../server/domains/ledger/verify';
import { housePlay } from '../../server/domains/play/houseRounds';
import type { GameSession } from '../../server/domains/play/gameSessions';
import type { Json } from '../../server/domains/play/shared/house/types';

const ROUNDS = Number(process.env.HOUSE_BENCH_ROUNDS ?? 2_000);
const WORKERS = Number(process.env.HOUSE_BENCH_WORKERS ?? 16);
const MERCHANT = 'demo';
const VENDOR = 'PG';

const GAMES: { map: string; bet: Json }[] = [
  { map: 'slot5:fruit-fiesta', bet: { stakeMinor: '100' } },
  {
    map: 'roulette',
    bet: {
      bets: [
        { kind: 'red', stakeMinor: '100' },
        { kind: 'straight', numbers: [7], stakeMinor: '20' },
      ],
    },
  },
];

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
  const database = await openDatabase(kind === 'postgres' ? { databaseUrl: url, schema, poolSize: WORKERS } : {});
  let healthy = true;
  try {
    await migrate(database);
    await seedIfEmpty(database, ['http://127.0.0.1:8080']);
    const db = database.db;
    const now = new Date();
    const tag = randomBytes(3).toString('hex');
    // A PG slot of the catalogue (PG plays from the main wallet on demo), one per game.
    const nodes = await db
      .selectFrom('games')
      .select('node_id')
      .where('vendor', '=', VENDOR)
      .where('game_type', '=', 'RNG')
      .orderBy('node_id')
      .limit(GAMES.length)
      .execute();
    const members = await db
      .insertInto('members')
      .values(
        Array.from({ length: WORKERS }, (_, i) => ({
          merchant_code: MERCHANT,
          username: `house${tag}${i}`,
          password_hash: '-',
        })),
      )
      .returning('id')
      .execute();
    for (const m of members)
      await db.transaction().execute((trx) =>
        post(trx, {
          merchantCode: MERCHANT,
          currency: 'USD',
          kind: 'setup',
          idempotencyKey: `bench-house:${m.id}`,
          memberId: m.id,
          now,
          postings: [
            { account: { member: m.id, kind: 'main' }, amount: 100_000_000n },
            { account: { house: 'payments' }, amount: -100_000_000n },
          ],
        }),
      );

    console.log(`\n${kind}: ${ROUNDS} rounds per game, ${WORKERS} members playing side by side`);
    for (const [g, game] of GAMES.entries()) {
      const nodeId = nodes[g]!.node_id;
      await db.updateTable('games').set({ house_game: game.map }).where('node_id', '=', nodeId).execute();
      const sessions: GameSession[] = [];
      for (const m of members) {
        const launch = await db
          .insertInto('game_launches')
          .values({
            merchant_code: MERCHANT,
            member_id: m.id,
            node_id: nodeId,
            token_hash: randomBytes(16).toString('hex'),
            language: 'EN',
            created_at: now,
            expires_at: new Date(now.getTime() + 3_600_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        sessions.push({
          launchId: launch.id,
          memberId: m.id,
          merchantCode: MERCHANT,
          nodeId,
          language: 'EN',
          expiresAt: new Date(now.getTime() + 3_600_000),
          lobbyGameType: null,
          accountType: 1,
        });
      }
      const latencies: number[] = [];
      const errors = new Map<string, number>();
      let next = 0;
      const started = performance.now();
      await Promise.all(
        sessions.map(async (session, w) => {
          for (;;) {
            const n = next++;
            if (n >= ROUNDS) return;
            const t = performance.now();
            try {
              await housePlay(db, session, { requestId: `bench-${tag}-${g}-${w}-${n}`, bet: game.bet }, new Date());
              latencies.push(performance.now() - t);
            } catch (error) {
              const code = (error as { errorCode?: string }).errorCode ?? (error as Error).message;
              errors.set(code, (errors.get(code) ?? 0) + 1);
            }
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      console.log(
        `  ${game.map.padEnd(20)} ${(latencies.length / seconds).toFixed(0)} rounds/s ` +
          `(${latencies.length} in ${seconds.toFixed(2)} s)   p50 ${percentile(latencies, 50).toFixed(1)} ms   ` +
          `p95 ${percentile(latencies, 95).toFixed(1)} ms   errors ${errors.size ? [...errors].join('; ') : 'none'}`,
      );
      if (errors.size) healthy = false;
    }
    const bad = (await verifyLedger(db, new Date())).filter((f) => f.violations > 0);
    console.log(`  ledger       ${bad.length ? bad.map((f) => f.check).join(', ') : 'no violations'}`);
    return healthy && bad.length === 0;
  } finally {
    await database.close();
    if (schema) await admin(`DROP SCHEMA ${schema} CASCADE`);
  }
}

const kinds = (process.env.DATABASE_URL ? ['postgres'] : ['pglite']) as DatabaseKind[];
if (!process.env.DATABASE_URL)
  console.log('DATABASE_URL is not set: PGlite only (set it to benchmark PostgreSQL, the figure that counts).');
let ok = true;
for (const kind of kinds) ok = (await bench(kind)) && ok;
process.exitCode = ok ? 0 : 1;
