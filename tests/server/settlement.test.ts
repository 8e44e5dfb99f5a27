/**
 * The settlement engine on a real database (quality bar Money 6): a holder with a small team
 * bets through the real betting service; contracts of every kind and dividend period settle
 * through passes at chosen times, and the posted amounts, the settlement rows, the holders'
 * wallets and the ledger are checked against amounts computed by hand below. Then: the same
 * pass again, a pass after a restart and two concurrent passes settle nothing twice; a contract
 * accepted mid-period counts only later bets; a terminated contract stops; `settlement verify`
 * agrees with what was posted and catches a tampered row and a missing one.
 *
 * The team (usernames prefixed per backend):
 *   top ─┬─ h1 ── m1 ── m2        h1 holds realtime, hourly, daily and a weekly dividend
 *        └─ o1                    o1 (outside h1's team) holds a daily dividend
 *   m1 holds a monthly dividend and a daily salary accepted mid-day; m2 a semimonthly dividend.
 * A holder's own bets count for none of its contracts (COUNTS_HOLDER_OWN_BETS in
 * src/shared/wire/agents.ts), so each member here has a player of its own (`<name>_p`, a direct
 * member under it) who places "its" bets: the figures below are the team's, as a holder sees them.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRateBp, type ContractTerms } from '../../src/shared/wire/agents';
import { openDatabase, type Database } from '../../server/db/database';
import { runSettlementPass, type PassSummary } from '../../server/domains/settlement/pass';
import { startSettlementTimer } from '../../server/domains/settlement/timer';
import { verifyPeriod, verifyPeriods, type VerifyResult } from '../../server/domains/settlement/verify';
import { createServices } from '../../server/services';
import { credit, ledgerViolations, newMember, walletBalance } from './bettingSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

const T = (iso: string) => new Date(iso);

const TERMS = {
  realtime: { kind: 'realtime', realtime: { profitRateBp: 30, lossRateBp: 100, singleBetMinor: '1000' } },
  hourly: {
    kind: 'hourly',
    salary: {
      tiers: [
        { betAmountMinor: '3000', activeMembers: 2, rateBp: 100 },
        { betAmountMinor: '10000', activeMembers: 3, rateBp: 200 },
      ],
    },
  },
  daily: { kind: 'daily', salary: { tiers: [{ betAmountMinor: '5000', activeMembers: 2, rateBp: 50 }] } },
  dividendW: {
    kind: 'dividend',
    dividend: {
      period: 'W',
      tiers: [
        { validBetMinor: '0', lossMinor: '1000', activeMembers: 2, rateBp: 1000 },
        { validBetMinor: '15000', lossMinor: '10000', activeMembers: 3, rateBp: 2500 },
      ],
    },
  },
  dividendM: {
    kind: 'dividend',
    dividend: { period: 'M', tiers: [{ validBetMinor: '0', lossMinor: '0', activeMembers: 1, rateBp: 500 }] },
  },
  dividendS: {
    kind: 'dividend',
    dividend: { period: 'H', tiers: [{ validBetMinor: '4000', lossMinor: '3000', activeMembers: 1, rateBp: 1000 }] },
  },
  dividendD: {
    kind: 'dividend',
    dividend: { period: 'D', tiers: [{ validBetMinor: '0', lossMinor: '1', activeMembers: 1, rateBp: 4000 }] },
  },
  dailyMid: { kind: 'daily', salary: { tiers: [{ betAmountMinor: '1000', activeMembers: 1, rateBp: 100 }] } },
} satisfies Record<string, ContractTerms>;

describe.each(backends)('settlement on %s', (kind) => {
  let server: TestServer;
  const db = () => server.services.db;
  const ids: Record<string, bigint> = {};
  const contracts: Record<string, bigint> = {};
  let rounds = 0;

  /** An agent `name` and the player under it who places its bets (`bet`). */
  async function member(name: string, parent?: string) {
    const created = await newMember(server, `${name}_${kind}`, {
      type: 1,
      ...(parent ? { parentId: ids[parent]! } : {}),
    });
    ids[name] = created.id;
    const player = await newMember(server, `${name}_p_${kind}`, { type: 0, parentId: created.id });
    ids[`${name}_p`] = player.id;
    await credit(server, player.id, 1_000_000n, T('2025-01-01T00:00:00Z'));
  }

  /** A round of `who`'s player through the real betting service, settled at `at`. */
  async function bet(who: string, at: string, stake: bigint, payout: bigint) {
    const ref = { merchantCode: 'demo', vendor: 'PG', roundId: `set-${kind}-${++rounds}`, memberId: ids[`${who}_p`]! };
    await server.services.betting.placeBet({
      ...ref,
      gameType: 'RNG',
      gameName: 'Settlement Slot',
      stakeMinor: stake,
      now: T(at),
    });
    await server.services.betting.settleRound({ ...ref, payoutMinor: payout, now: T(at) });
  }

  async function contract(
    name: string,
    holder: string,
    agent: string,
    terms: ContractTerms,
    decidedAt: string,
    terminatedAt?: string,
  ) {
    const row = await db()
      .insertInto('contracts')
      .values({
        merchant_code: 'demo',
        kind: terms.kind,
        agent_id: ids[agent]!,
        member_id: ids[holder]!,
        status: terminatedAt ? 'terminated' : 'accepted',
        terms: JSON.stringify(terms),
        rate_bp: contractRateBp(terms),
        created_at: T(decidedAt),
        decided_at: T(decidedAt),
        terminated_at: terminatedAt ? T(terminatedAt) : null,
        terminated_by: terminatedAt ? 'member' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    contracts[name] = row.id;
  }

  const settlement = (name: string, periodKey: string) =>
    db()
      .selectFrom('settlements')
      .selectAll()
      .where('contract_id', '=', contracts[name]!)
      .where('period_key', '=', periodKey)
      .executeTakeFirst();
  const amountOf = async (name: string, periodKey: string) => (await settlement(name, periodKey))?.amount;
  const rowsOf = (name: string) =>
    db()
      .selectFrom('settlements')
      .select(['period_key', 'amount'])
      .where('contract_id', '=', contracts[name]!)
      .orderBy('period_key')
      .execute();
  const paidTotal = async (name: string) => (await rowsOf(name)).reduce((sum, r) => sum + r.amount, 0n);
  const pass = (now: string, services = server.services): Promise<PassSummary> =>
    runSettlementPass(services, { now: T(now) });
  const counts = async () => {
    const [s, t] = await Promise.all([
      db()
        .selectFrom('settlements')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
      db()
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('idempotency_key', 'like', 'settlement:%')
        .executeTakeFirstOrThrow(),
    ]);
    return { settlements: Number(s.n), transactions: Number(t.n) };
  };

  beforeAll(async () => {
    server = await buildTestServer(kind, {
      corruptsMoneyOnPurpose: 'verify must find a tampered settlement and a missing one',
    });
    await member('top');
    await member('h1', 'top');
    await member('m1', 'h1');
    await member('m2', 'm1');
    await member('o1', 'top');

    // Monday 3 March 2025 (ISO week 10).
    await bet('h1', '2025-03-03T10:01:00Z', 1000n, 0n);
    await bet('m1', '2025-03-03T10:02:00Z', 2000n, 3000n);
    await bet('m2', '2025-03-03T10:03:00Z', 500n, 500n);
    await bet('o1', '2025-03-03T10:04:00Z', 7000n, 0n);
    await bet('m2', '2025-03-03T11:30:00Z', 4000n, 1000n);
    // Tuesday: one bet before and one after h1's real-time contract ends at 12:00.
    await bet('m1', '2025-03-04T09:00:00Z', 10000n, 0n);
    await bet('m1', '2025-03-04T13:00:00Z', 5000n, 0n);
    // Wednesday 19 March: the second half of the month, ISO week 12.
    await bet('m2', '2025-03-19T15:00:00Z', 3000n, 0n);

    const start = '2025-03-03T00:00:00Z';
    await contract('rt', 'h1', 'top', TERMS.realtime, start, '2025-03-04T12:00:00Z');
    await contract('hourly', 'h1', 'top', TERMS.hourly, start, '2025-03-05T00:00:00Z');
    await contract('daily', 'h1', 'top', TERMS.daily, start);
    await contract('divW', 'h1', 'top', TERMS.dividendW, start);
    await contract('divM', 'm1', 'h1', TERMS.dividendM, start);
    await contract('divS', 'm2', 'm1', TERMS.dividendS, start);
    await contract('divD', 'o1', 'top', TERMS.dividendD, start);
    // Accepted between m2's 10:03 bet and its 11:30 one.
    await contract('dailyMid', 'm1', 'h1', TERMS.dailyMid, '2025-03-03T10:03:30Z');
  });
  afterAll(() => server?.close());

  it('settles the real-time window that just closed, and every earlier one, as soon as it ends', async () => {
    const summary = await pass('2025-03-03T10:05:00Z');
    // 00:00 … 10:00 is 121 five-minute windows; hours 00 … 09 are 10.
    expect(summary).toMatchObject({ settled: 121 + 10, paid: 1, amountMinor: 16n, skipped: 0, failed: 0, more: false });
    // h1 lost 1,000 (1 %), m1 won on 2,000 (0.3 %), m2's 500 is under the single-bet minimum, o1 is not in the team:
    // 10 + 6. m2's 500 paid back 500, a push: no valid bet (betting/validBet.ts), so the team's valid bet is 3,000 of
    // 3,500 staked.
    const row = await settlement('rt', 'R:2025-03-03T10:00');
    expect(row).toMatchObject({ amount: 16n, kind: 'realtime', member_id: ids.h1, agent_id: ids.top, rate_bp: 100 });
    expect(row!.metrics).toEqual({
      betCount: 3,
      validBetMinor: '3000',
      stakeMinor: '3500',
      payoutMinor: '3500',
      lossMinor: '0',
      activeMembers: 3,
    });
    expect(row!.period_start).toEqual(T('2025-03-03T10:00:00Z'));
    expect(row!.period_end).toEqual(T('2025-03-03T10:05:00Z'));
    expect(await amountOf('rt', 'R:2025-03-03T09:55')).toBe(0n);
    expect((await settlement('rt', 'R:2025-03-03T09:55'))!.ledger_tx_id).toBeNull();

    // The ledger: one 'salary' transaction, house → h1's main wallet, keyed and referenced to the settlement.
    const tx = await db()
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('id', '=', row!.ledger_tx_id!)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({
      kind: 'salary',
      idempotency_key: `settlement:${contracts.rt}:R:2025-03-03T10:00`,
      reference: `settlement:${row!.id}`,
      member_id: ids.h1,
    });
    const entries = await db()
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select(['ledger_accounts.kind', 'ledger_accounts.member_id', 'ledger_entries.amount'])
      .where('transaction_id', '=', tx.id)
      .orderBy('ledger_entries.amount')
      .execute();
    expect(entries).toEqual([
      { kind: 'house', member_id: null, amount: -16n },
      { kind: 'main', member_id: ids.h1, amount: 16n },
    ]);
  });

  it('settles the hour once it has ended, through the operator command', async () => {
    const { body } = await ops(server, 'settlement', 'run', '--at', '2025-03-03T11:00:00Z');
    expect(body.success).toBe(true);
    // Windows 10:05 … 10:55 and hour 10: team valid bet 3,000 (m2's push counts nothing) with 3 active members meets
    // tier 1 (1 %).
    expect(body.value).toMatch(/12 contract-period\(s\) settled, 1 paid, 30 minor units/);
    expect(await amountOf('hourly', 'H:2025-03-03T10')).toBe(30n);
  });

  it('pays every kind and dividend period to the minor unit computed by hand', async () => {
    const h1Before = await walletBalance(server, ids.h1!);
    const summary = await pass('2025-04-01T00:00:30Z');
    expect(summary.failed).toBe(0);
    expect(summary.more).toBe(false);

    // Real-time, until its termination at 12:00 on the 4th: 11:30 m2 lost 4,000 → 40; 09:00 m1 lost 10,000 → 100; the
    // 13:00 bet is after the end.
    expect(await amountOf('rt', 'R:2025-03-03T11:30')).toBe(40n);
    expect(await amountOf('rt', 'R:2025-03-04T09:00')).toBe(100n);
    const rt = await rowsOf('rt');
    expect(rt).toHaveLength(36 * 12);
    expect(rt.at(-1)!.period_key).toBe('R:2025-03-04T11:55');
    expect(await paidTotal('rt')).toBe(156n);

    // Hourly until the 5th: hour 11 (4,000 by one member) and the Tuesday hours (one member) meet no tier.
    expect(await amountOf('hourly', 'H:2025-03-03T11')).toBe(0n);
    expect(await amountOf('hourly', 'H:2025-03-04T09')).toBe(0n);
    expect(await rowsOf('hourly')).toHaveLength(48);
    expect(await paidTotal('hourly')).toBe(30n);

    // Daily: Monday valid bet 7,000 (m2's push counts nothing) by 3 members meets the 0.5 % tier.
    // Level difference (settlement/amounts.ts): m2's 11:30 bet of 4,000 settled under m1's daily
    // contract (dailyMid, 1 %, in force from 10:03:30), which pays 1 % on it; h1 is paid only what
    // its rate adds above that, 0.5 % − 1 % → 0. So 0.5 % of the other 3,000 = 15 (37 before, when
    // both were paid in full on the same bet and the push counted); Tuesday 15,000 by one member: no tier.
    expect(await amountOf('daily', 'D:2025-03-03')).toBe(15n);
    expect(await amountOf('daily', 'D:2025-03-04')).toBe(0n);
    expect(await rowsOf('daily')).toHaveLength(29);
    expect(await paidTotal('daily')).toBe(15n);

    // Dividends are capped (settlement/amounts.ts "dividend"): base = min(loss, theo − 0.80 % of valid bet);
    // these bets are provider rounds (vendor PG), counted at the 1 % default edge, so the cap is
    // 0.20 % of valid bet; and down a chain dividends pay by level difference on the capped base.
    // Weekly dividend W10: stake 22,500, payout 4,500 → loss 18,000, 3 active, valid 22,000 (the push): tier 2 (25 %).
    // Base min(18,000, 0.20 % × 22,000 = 44) = 44 → 25 % = 11; less m1's 5 % on its bets' base
    // (0.20 % × 17,000 = 34 → 1.7) and m2's 10 % on its bets' (0.20 % × 4,000 = 8 → 0.8): 8.5 → 8 (4,500 uncapped).
    const w10 = await settlement('divW', 'W:2025-W10');
    expect(w10).toMatchObject({ amount: 8n, rate_bp: 2500, kind: 'dividend' });
    expect(w10!.metrics).toEqual({
      betCount: 6,
      validBetMinor: '22000',
      stakeMinor: '22500',
      payoutMinor: '4500',
      lossMinor: '18000',
      activeMembers: 3,
    });
    // W12: m2 alone lost 3,000 — tier 1 needs 2 active members.
    expect(await amountOf('divW', 'W:2025-W12')).toBe(0n);
    // W14 (31 March – 6 April) has not ended.
    expect((await rowsOf('divW')).map((r) => r.period_key)).toEqual([
      'W:2025-W10',
      'W:2025-W11',
      'W:2025-W12',
      'W:2025-W13',
    ]);

    // Monthly dividend of m1 (team m1, m2): stake 24,500, payout 4,500, valid 24,000 → loss 20,000 capped at
    // 0.20 % × 24,000 = 48 → 5 % = 2.4, less m2's 10 % share's level (5 % of m2's base 0.20 % × 7,000 = 14 → 0.7):
    // 1.7 → 1 (1,000 uncapped).
    expect(await rowsOf('divM')).toEqual([{ period_key: 'M:2025-03', amount: 1n }]);
    // Semimonthly of m2: 1st–15th valid 4,000 (the push counts nothing), loss 3,000 capped at 8 → 10 % = 0.8 → 0 (300
    // uncapped); 16th–31st valid 3,000 < 4,000 → no tier.
    expect(await rowsOf('divS')).toEqual([
      { period_key: 'S:2025-03-1', amount: 0n },
      { period_key: 'S:2025-03-2', amount: 0n },
    ]);
    // Daily dividend of o1: lost 7,000 on Monday, capped at 0.20 % × 7,000 = 14 → 40 % = 5.6 → 5 (2,800 uncapped).
    expect(await amountOf('divD', 'D:2025-03-03')).toBe(5n);
    expect(await paidTotal('divD')).toBe(5n);

    // Accepted at 10:03:30 on Monday: only m2's 11:30 bet (4,000) counts → 1 % = 40, not 65.
    expect(await amountOf('dailyMid', 'D:2025-03-03')).toBe(40n);
    expect((await settlement('dailyMid', 'D:2025-03-03'))!.metrics).toMatchObject({
      betCount: 1,
      validBetMinor: '4000',
      activeMembers: 1,
    });
    // Tuesday: m1's 10,000 and 5,000.
    expect(await amountOf('dailyMid', 'D:2025-03-04')).toBe(150n);

    // The wallets hold exactly what was paid (the 16 and 30 of earlier passes were already in h1's).
    expect((await walletBalance(server, ids.h1!)) - h1Before).toBe(156n + 30n + 15n + 8n - 16n - 30n);
    const dividendTx = await db()
      .selectFrom('ledger_transactions')
      .select(['kind'])
      .where('idempotency_key', '=', `settlement:${contracts.divM}:M:2025-03`)
      .executeTakeFirstOrThrow();
    expect(dividendTx.kind).toBe('dividend');
    expect(await ledgerViolations(server)).toEqual([]);

    // Every paid row has its ledger transaction, every zero row none (settlements_paid_ck), and one per key.
    const { settlements, transactions } = await counts();
    const paid = await db()
      .selectFrom('settlements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('amount', '>', 0n)
      .executeTakeFirstOrThrow();
    expect(transactions).toBe(Number(paid.n));
    expect(settlements).toBeGreaterThan(transactions);
  });

  it('settles nothing twice: the same pass again, after a restart, later passes for finished contracts', async () => {
    const before = await counts();
    const again = await pass('2025-04-01T00:00:30Z');
    expect(again).toMatchObject({ settled: 0, paid: 0, skipped: 0, failed: 0 });
    expect(await counts()).toEqual(before);

    // A restart: new services (on PostgreSQL also a new connection pool) over the same database.
    const reopened = await reopen();
    try {
      const afterRestart = await runSettlementPass(reopened.services, { now: T('2025-04-01T00:00:30Z') });
      expect(afterRestart).toMatchObject({ settled: 0, skipped: 0, failed: 0 });
    } finally {
      await reopened.close();
    }
    expect(await counts()).toEqual(before);

    // Much later, the terminated real-time and hourly contracts have nothing more to settle.
    await pass('2025-04-08T00:00:00Z');
    expect(await rowsOf('rt')).toHaveLength(36 * 12);
    expect(await rowsOf('hourly')).toHaveLength(48);
    expect((await rowsOf('daily')).at(-1)!.period_key).toBe('D:2025-04-07');
  });

  /** New services over the same database; on PostgreSQL through a pool of its own. */
  async function reopen(): Promise<{
    services: Awaited<ReturnType<typeof createServices>>;
    close: () => Promise<void>;
  }> {
    if (kind === 'pglite')
      return {
        services: await createServices(server.services.database, () => server.clock.now),
        close: async () => undefined,
      };
    const database: Database = await openDatabase({ databaseUrl: server.databaseUrl, poolSize: 12 });
    return { services: await createServices(database, () => server.clock.now), close: () => database.close() };
  }

  it('pays each contract-period exactly once when two passes run at the same time', async () => {
    await member('c1', 'top');
    await member('c2', 'c1');
    await bet('c2', '2025-05-01T08:00:00Z', 2000n, 0n);
    await bet('c1', '2025-05-01T20:10:00Z', 3000n, 6000n);
    const day = '2025-05-01T00:00:00Z';
    await contract(
      'cRt',
      'c1',
      'top',
      { kind: 'realtime', realtime: { profitRateBp: 50, lossRateBp: 100, singleBetMinor: '0' } },
      day,
    );
    await contract(
      'cHourly',
      'c1',
      'top',
      { kind: 'hourly', salary: { tiers: [{ betAmountMinor: '1000', activeMembers: 1, rateBp: 100 }] } },
      day,
    );
    await contract(
      'cDaily',
      'c1',
      'top',
      { kind: 'daily', salary: { tiers: [{ betAmountMinor: '1000', activeMembers: 2, rateBp: 100 }] } },
      day,
    );
    const walletBefore = await walletBalance(server, ids.c1!);

    const before = await counts();
    const other = await reopen();
    try {
      const only = { now: T('2025-05-02T00:00:00Z'), merchantCode: 'demo' };
      // Both runners find the same 288 + 24 + 1 due periods (and the older contracts' April days) and race for them.
      const [a, b] = await Promise.all([
        runSettlementPass(server.services, only),
        runSettlementPass(other.services, only),
      ]);
      expect(a.failed + b.failed).toBe(0);
      // Every row written was written by exactly one of them.
      expect((await counts()).settlements - before.settlements).toBe(a.settled + b.settled);
      expect(a.settled + b.settled).toBeGreaterThan(288 + 24 + 1);
    } finally {
      await other.close();
    }
    expect(await rowsOf('cRt')).toHaveLength(288);
    expect(await rowsOf('cHourly')).toHaveLength(24);
    // Real-time: 1 % of 2,000 lost + 0.5 % of 3,000 won; hourly 1 % of each hour's bet; daily 1 % of 5,000 by 2
    // members.
    expect([await paidTotal('cRt'), await paidTotal('cHourly'), await paidTotal('cDaily')]).toEqual([35n, 50n, 50n]);
    const keys = await db()
      .selectFrom('ledger_transactions')
      .select(['idempotency_key'])
      .where('member_id', '=', ids.c1!)
      .where('idempotency_key', 'like', 'settlement:%')
      .execute();
    expect(keys).toHaveLength(5);
    expect((await walletBalance(server, ids.c1!)) - walletBefore).toBe(135n);
    expect(await ledgerViolations(server)).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'a runner that meets a period another runner is settling waits, then skips it without touching the ledger',
    async () => {
      const other = await reopen();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let claimed!: () => void;
      const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
      // Another runner has claimed c1's daily D:2025-05-02 and not committed yet.
      const claim = other.services.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('settlements')
          .values({
            merchant_code: 'demo',
            contract_id: contracts.cDaily!,
            kind: 'daily',
            member_id: ids.c1!,
            agent_id: ids.top!,
            period_key: 'D:2025-05-02',
            period_start: T('2025-05-02T00:00:00Z'),
            period_end: T('2025-05-03T00:00:00Z'),
            metrics: JSON.stringify({
              betCount: 0,
              validBetMinor: '0',
              stakeMinor: '0',
              payoutMinor: '0',
              lossMinor: '0',
              activeMembers: 0,
            }),
            rate_bp: 0,
            amount: 0n,
            ledger_tx_id: null,
            settled_at: T('2025-05-03T00:00:00Z'),
          })
          .execute();
        claimed();
        await held;
      });
      try {
        await isClaimed;
        const passing = runSettlementPass(server.services, { now: T('2025-05-03T00:00:00Z'), kinds: ['daily'] });
        // Until our pass is waiting on that row's lock (no time limit here: the test's own timeout bounds it).
        for (;;) {
          const waiting = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query ILIKE 'insert into "settlements"%'`.execute(other.services.db);
          if (waiting.rows[0]!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        release();
        await claim;
        const summary = await passing;
        expect(summary).toMatchObject({ skipped: 1, failed: 0 });
        // h1's and m1's daily contracts were settled for the day; c1's is the other runner's row.
        expect(summary.settled).toBe(2);
      } finally {
        release();
        await other.close();
      }
      expect(await settlement('cDaily', 'D:2025-05-02')).toMatchObject({ amount: 0n, ledger_tx_id: null, rate_bp: 0 });
      const tx = await db()
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', `settlement:${contracts.cDaily}:D:2025-05-02`)
        .executeTakeFirst();
      expect(tx).toBeUndefined();
    },
  );

  it('verify agrees with a settled period and prints its table', async () => {
    const { body } = await ops(server, 'settlement', 'verify', '--period', 'D:2025-03-03');
    expect(body.success).toBe(true);
    expect(body.value).toMatch(/All 3 settlement\(s\) match/);
    expect(body.value).toMatch(new RegExp(`${contracts.daily}\\s+daily\\s+h1_${kind}\\s+15\\s+15\\s+ok`));
    expect(body.value).toMatch(new RegExp(`${contracts.divD}\\s+dividend\\s+o1_${kind}\\s+5\\s+5\\s+ok`));
    const week = await ops(server, 'settlement', 'verify', '--period', 'W:2025-W10', '--kind', 'dividend');
    expect(week.body.value).toMatch(/All 1 settlement\(s\) match/);
  });

  it('verify finds a tampered settlement and a missing one, and fails', async () => {
    // The next daily period of h1's contract, written by hand with a wrong amount (and another settlement's payment).
    const someTx = (await settlement('daily', 'D:2025-03-03'))!.ledger_tx_id!;
    await db()
      .insertInto('settlements')
      .values({
        merchant_code: 'demo',
        contract_id: contracts.daily!,
        kind: 'daily',
        member_id: ids.h1!,
        agent_id: ids.top!,
        period_key: 'D:2025-05-03',
        period_start: T('2025-05-03T00:00:00Z'),
        period_end: T('2025-05-04T00:00:00Z'),
        metrics: JSON.stringify({
          betCount: 0,
          validBetMinor: '0',
          stakeMinor: '0',
          payoutMinor: '0',
          lossMinor: '0',
          activeMembers: 0,
        }),
        rate_bp: 50,
        amount: 999n,
        ledger_tx_id: someTx,
        settled_at: T('2025-05-04T00:00:00Z'),
      })
      .execute();
    const { status, body } = await ops(server, 'settlement', 'verify', '--period', 'D:2025-05-03');
    expect(status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(new RegExp(`${contracts.daily}\\s+daily\\s+h1_${kind}\\s+999\\s+0\\s+MISMATCH`));
    expect(body.message).toMatch(/is not this settlement's/);
    // Nothing settled D:2025-05-03 for the other daily contracts yet: due, and missing.
    expect(body.message).toMatch(new RegExp(`${contracts.divD}\\s+dividend\\s+o1_${kind}\\s+-\\s+0\\s+MISSING`));
    expect(body.message).toMatch(/SETTLEMENTS DO NOT MATCH/);
  });

  it('refuses bad operator input with the formats to use', async () => {
    const badKey = await ops(server, 'settlement', 'verify', '--period', 'D:2025-02-30');
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/not a settlement period.*W:YYYY-Www/);
    const notEnded = await ops(server, 'settlement', 'verify', '--period', 'M:2099-01');
    expect(notEnded.body.message).toMatch(/ends at 2099-02-01T00:00:00.000Z/);
    const noPeriod = await ops(server, 'settlement', 'verify');
    expect(noPeriod.body.message).toMatch(/--period <key>/);
    const badAt = await ops(server, 'settlement', 'run', '--at', 'tomorrow');
    expect(badAt.body.message).toMatch(/--at must be an ISO 8601 time/);
    const badKind = await ops(server, 'settlement', 'run', '--kind', 'weekly');
    expect(badKind.body.message).toMatch(/--kind must be one of dividend, daily, hourly, realtime/);
  });

  it('the timer runs a pass at start, and stop() waits for it', async () => {
    const services = await createServices(server.services.database, () => T('2025-05-04T00:05:00Z'));
    const logged: unknown[] = [];
    const timer = startSettlementTimer(services, (message, detail) => logged.push({ message, detail }));
    await timer.stop();
    // D:2025-05-03 has ended (half a minute of lag included): m1's daily contract has it now.
    expect(await settlement('dailyMid', 'D:2025-05-03')).toMatchObject({ amount: 0n });
    expect((await rowsOf('cRt')).at(-1)!.period_key).toBe('R:2025-05-03T23:55');
    expect(logged).toEqual([{ message: 'settlement pass', detail: expect.objectContaining({ failed: 0 }) }]);
  });

  it('verifyPeriods matches verifyPeriod per period: ok, MISMATCH, MISSING, UNEXPECTED, corrected', async () => {
    // UNEXPECTED: a row for the real-time contract a day after it was terminated.
    await db()
      .insertInto('settlements')
      .values({
        merchant_code: 'demo',
        contract_id: contracts.rt!,
        kind: 'realtime',
        member_id: ids.h1!,
        agent_id: ids.top!,
        period_key: 'R:2025-03-05T10:00',
        period_start: T('2025-03-05T10:00:00Z'),
        period_end: T('2025-03-05T10:05:00Z'),
        metrics: JSON.stringify({
          betCount: 0,
          validBetMinor: '0',
          stakeMinor: '0',
          payoutMinor: '0',
          lossMinor: '0',
          activeMembers: 0,
        }),
        rate_bp: 0,
        amount: 0n,
        ledger_tx_id: null,
        settled_at: T('2025-03-05T10:05:00Z'),
      })
      .execute();
    // Late bets in settled hours of c1's hourly contract: H…T09 corrected and clean again
    // ("corrected by"), H…T10 corrected and then off again ("posted … and corrected …").
    await bet('c2', '2025-05-01T09:10:00Z', 5000n, 0n);
    await bet('c2', '2025-05-01T10:10:00Z', 3000n, 0n);
    for (const hour of ['H:2025-05-01T09', 'H:2025-05-01T10']) {
      const corrected = await ops(
        server,
        'settlement',
        'correct',
        '--period',
        hour,
        '--contract',
        String(contracts.cHourly),
      );
      expect(corrected.body.success, corrected.body.message).toBe(true);
    }
    await bet('c2', '2025-05-01T10:20:00Z', 4000n, 0n);

    const now = server.clock.now;
    const settled = (
      await db().selectFrom('settlements').select('period_key').distinct().orderBy('period_key').execute()
    ).map((r) => r.period_key);
    // Every settled period, except the 5-minute ones of hours without a bet (a thousand empty
    // windows that would only add seconds): those of the hours with bets, and of the hours the
    // real-time contract ended and its UNEXPECTED row, stay. Then periods nothing settled
    // (MISSING rows, or no contract in force at all), and one key twice.
    const betHours = (await db().selectFrom('bets').select('settled_at').where('status', '=', 'settled').execute()).map(
      (b) => b.settled_at!.toISOString().slice(0, 13),
    );
    const hours = new Set([...betHours, '2025-03-04T11', '2025-03-04T12', '2025-03-05T10']);
    const keys = [
      ...settled.filter((k) => !k.startsWith('R:') || hours.has(k.slice(2, 15))),
      'D:2025-05-10',
      'H:2025-05-05T07',
      'R:2025-05-05T00:00',
      'W:2025-W20',
      'S:2025-04-1',
      'M:2025-04',
      'H:2024-01-01T00',
      'D:2025-03-03',
    ];
    const one = async (
      options: { kinds?: ['daily' | 'hourly' | 'dividend' | 'realtime']; merchantCode?: string },
      list: string[],
    ) => {
      const out: VerifyResult[] = [];
      for (const key of list) out.push(await verifyPeriod(db(), { key, now, ...options }));
      return out;
    };
    const expected = await one({}, keys);
    const many = await verifyPeriods(db(), { keys, now });
    expect(many).toEqual(expected);

    // The data set holds every verdict, so the equality above covers each of them.
    const rows = expected.flatMap((r) => r.rows);
    const statuses = new Set(rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['MISMATCH', 'MISSING', 'UNEXPECTED', 'ok']);
    expect(rows.some((r) => r.status === 'ok' && r.corrected !== 0n && /corrected by \+/.test(r.note))).toBe(true);
    expect(rows.some((r) => r.status === 'MISMATCH' && /and corrected 30, recomputed 70/.test(r.note))).toBe(true);
    expect(rows.some((r) => r.status === 'MISMATCH' && /is not this settlement's/.test(r.note))).toBe(true);
    expect(expected.some((r) => r.rows.length === 0)).toBe(true);

    // The kind and merchant filters narrow both the same way.
    const days = keys.filter((k) => k.startsWith('D:'));
    expect(await verifyPeriods(db(), { keys: days, now, kinds: ['daily'] })).toEqual(
      await one({ kinds: ['daily'] }, days),
    );
    expect(await verifyPeriods(db(), { keys: days, now, merchantCode: 'demo' })).toEqual(
      await one({ merchantCode: 'demo' }, days),
    );
    expect(await verifyPeriods(db(), { keys: days, now, merchantCode: 'nobody' })).toEqual(
      await one({ merchantCode: 'nobody' }, days),
    );
    // A period that has not ended is refused as verifyPeriod refuses it.
    await expect(verifyPeriods(db(), { keys: ['D:2025-03-03', 'M:2099-01'], now })).rejects.toThrow(
      /ends at 2099-02-01T00:00:00.000Z/,
    );
  });
});
