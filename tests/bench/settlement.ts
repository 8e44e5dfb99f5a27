/**
 * Settlement benchmark (issue 6): on PostgreSQL, a top agent with 10,000 downline members over
 * five levels and 1,000,000 settled bets over the 30 days before END (tests/bench/agentTree.ts),
 * and a contract for every agent below the top (424: dividends by day, week, semimonth and
 * month, daily, hourly and real-time salary). END defaults to Monday 1 June 2026 00:00 UTC,
 * when a 5-minute window, an hour, a day, an ISO week, a semimonth and a month all close at
 * once: the heaviest regular pass. Each contract was accepted at the start of the period that
 * ends at END, so the timed pass settles exactly one period per contract.
 *
 * Prints: data generation time, the timed pass (contract-periods settled and paid, duration,
 * time spent computing team figures), the batched team-figure query per period kind, the
 * `settlement verify` recomputation of each period (which must match: exit code 1 otherwise),
 * and a second pass that finds nothing to do (what the every-minute timer costs when idle).
 * Figures only; never passes or fails on time.
 *
 *   npm run bench:settlement
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (default; a schema bench_settle_<hex>
 *   is created in it and dropped afterwards)
 *   SETTLEMENT_BENCH_MEMBERS=10000 SETTLEMENT_BENCH_BETS=1000000 SETTLEMENT_BENCH_END=2026-06-01T00:00:00Z
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { contractRateBp, type ContractTerms } from '../../src/shared/wire/agents';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/demo/seed';
import { settlementWindow, teamFiguresBatch } from '../../server/domains/settlement/compute';
import { runSettlementPass } from '../../server/domains/settlement/pass';
import {
  periodContaining,
  periodKindOfTerms,
  previousPeriod,
  type PeriodKind,
} from '../../server/domains/settlement/periods';
import { verifyPeriod } from '../../server/domains/settlement/verify';
import { generateAgentTree } from './agentTree';
import { adminQuery, BASE_URL, ms } from './postgres';

const MEMBERS = Number(process.env.SETTLEMENT_BENCH_MEMBERS ?? 10_000);
const BETS = Number(process.env.SETTLEMENT_BENCH_BETS ?? 1_000_000);
const END = new Date(process.env.SETTLEMENT_BENCH_END ?? '2026-06-01T00:00:00Z');

/** The mix of contracts, one per agent in turn. */
const TERMS: ContractTerms[] = [
  {
    kind: 'dividend',
    dividend: {
      period: 'D',
      tiers: [
        { validBetMinor: '100000', lossMinor: '10000', activeMembers: 3, rateBp: 2000 },
        { validBetMinor: '1000000', lossMinor: '100000', activeMembers: 20, rateBp: 3500 },
      ],
    },
  },
  {
    kind: 'dividend',
    dividend: { period: 'W', tiers: [{ validBetMinor: '500000', lossMinor: '50000', activeMembers: 5, rateBp: 2500 }] },
  },
  {
    kind: 'dividend',
    dividend: {
      period: 'H',
      tiers: [{ validBetMinor: '1000000', lossMinor: '100000', activeMembers: 10, rateBp: 3000 }],
    },
  },
  {
    kind: 'dividend',
    dividend: {
      period: 'M',
      tiers: [{ validBetMinor: '2000000', lossMinor: '200000', activeMembers: 10, rateBp: 4000 }],
    },
  },
  {
    kind: 'daily',
    salary: {
      tiers: [
        { betAmountMinor: '200000', activeMembers: 5, rateBp: 100 },
        { betAmountMinor: '2000000', activeMembers: 30, rateBp: 200 },
      ],
    },
  },
  { kind: 'hourly', salary: { tiers: [{ betAmountMinor: '20000', activeMembers: 2, rateBp: 80 }] } },
  { kind: 'realtime', realtime: { profitRateBp: 30, lossRateBp: 80, singleBetMinor: '1000' } },
];

async function main(): Promise<boolean> {
  const schema = `bench_settle_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  const database = await openDatabase({ databaseUrl: BASE_URL, schema, poolSize: 8 });
  const db = database.db;
  try {
    await migrate(database);
    await seedIfEmpty(database, ['http://127.0.0.1:8080']);
    console.log(`Settlement benchmark on PostgreSQL (schema ${schema}), pass at ${END.toISOString()}`);

    const tree = await generateAgentTree(db, { members: MEMBERS, bets: BETS, end: END });
    console.log(
      `  data          ${tree.memberCount.toLocaleString('en-US')} members under one top agent ` +
        `(${tree.agents.length} agents on levels 1–4, members down to level 5): ${ms(tree.timings.treeMs)}`,
    );
    console.log(
      `                ${tree.betCount.toLocaleString('en-US')} settled bets ` +
        `${tree.start.toISOString().slice(0, 10)} – ${tree.end.toISOString().slice(0, 10)}: ${ms(tree.timings.betsMs)}`,
    );

    // A contract for every agent, accepted when the period that ends at END began.
    const contracts = tree.agents.map((agent, i) => {
      const terms = TERMS[i % TERMS.length]!;
      const decidedAt = new Date(previousPeriod(periodContaining(periodKindOfTerms(terms), END)).start);
      return { agent, terms, decidedAt };
    });
    await db
      .insertInto('contracts')
      .values(
        contracts.map(({ agent, terms, decidedAt }) => ({
          merchant_code: tree.merchantCode,
          kind: terms.kind,
          agent_id: agent.parentId,
          member_id: agent.id,
          status: 'accepted' as const,
          terms: JSON.stringify(terms),
          rate_bp: contractRateBp(terms),
          created_at: decidedAt,
          decided_at: decidedAt,
        })),
      )
      .execute();
    await sql`ANALYZE contracts`.execute(db);

    const summary = await runSettlementPass({ db, database }, { now: END });
    console.log(
      `  pass          ${summary.settled} contract-periods settled (${summary.paid} paid, ` +
        `${summary.amountMinor.toLocaleString('en-US')} minor units), ${summary.failed} failed, ` +
        `in ${ms(summary.durationMs)}`,
    );
    console.log(
      `                of which team figures (batched queries): ${ms(summary.computeMs)}; ` +
        `settling (one transaction each, 4 at a time): ${ms(summary.durationMs - summary.computeMs)}`,
    );
    for (const error of summary.errors) console.log(`                failed: ${error}`);

    // The batched team-figure query alone, per period kind (the data is warm now).
    const byKind = new Map<PeriodKind, typeof contracts>();
    for (const c of contracts) {
      const kind = periodKindOfTerms(c.terms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), c]);
    }
    const keys: string[] = [];
    for (const [kind, list] of byKind) {
      const period = previousPeriod(periodContaining(kind, END));
      keys.push(period.key);
      const started = performance.now();
      await teamFiguresBatch(
        db,
        list.map(({ agent, terms, decidedAt }) => ({
          merchantCode: tree.merchantCode,
          holderId: agent.id,
          kind: terms.kind,
          window: settlementWindow(period, decidedAt, null),
          ...(terms.kind === 'realtime' && { singleBet: BigInt(terms.realtime.singleBetMinor) }),
        })),
      );
      const bets = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM bets WHERE status = 'settled' AND settled_at >= ${new Date(period.start)}
        AND settled_at < ${new Date(period.end)}`.execute(db);
      console.log(
        `  query ${period.key.padEnd(20)} ${String(list.length).padStart(3)} contracts over ` +
          `${bets.rows[0]!.n.toLocaleString('en-US').padStart(9)} bets: ${ms(performance.now() - started)}`,
      );
    }

    let healthy = summary.failed === 0 && summary.settled === contracts.length;
    for (const key of keys) {
      const started = performance.now();
      const result = await verifyPeriod(db, { key, now: END });
      healthy &&= result.problems === 0;
      console.log(
        `  verify ${key.padEnd(19)} ${result.rows.length} contract(s) recomputed one by one from raw bets: ` +
          `${result.problems === 0 ? 'all match' : `${result.problems} MISMATCH(ES)`} in ` +
          `${ms(performance.now() - started)}`,
      );
    }

    const idle = await runSettlementPass({ db, database }, { now: END });
    healthy &&= idle.settled === 0;
    console.log(`  idle pass     nothing due: ${idle.settled} settled in ${ms(idle.durationMs)}`);
    return healthy;
  } finally {
    await database.close();
    await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
  }
}

const started = performance.now();
main().then(
  (healthy) => {
    console.log(`  total         ${ms(performance.now() - started)}${healthy ? '' : '  — SETTLEMENT CHECKS FAILED'}`);
    process.exitCode = healthy ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
