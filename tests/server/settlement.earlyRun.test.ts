/**
 * Issue 13 item 6, "an early settlement run loses pay for ever": `settlement run --at <a time
 * after now>` settled an hour that had not ended; a bet later in that hour was never paid and
 * `settlement verify` reported MISMATCH with no way to correct it.
 *
 * Now a run (and a verify) refuses a time after the server's clock and writes nothing; the
 * early run of the old command is replayed here by calling the pass itself with a future time
 * (what the command used to do), and `settlement correct` pays or claws back the difference,
 * once, after which verify passes. Time moves through the test clock of helper.ts only.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRateBp, type ContractTerms } from '../../src/shared/wire/agents';
import { runSettlementPass } from '../../server/domains/settlement/pass';
import { credit, newMember, walletBalance } from './bettingSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

const T = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

const HOURLY: ContractTerms = {
  kind: 'hourly',
  salary: { tiers: [{ betAmountMinor: '1000', activeMembers: 1, rateBp: 100 }] },
};
const DIVIDEND_DAILY: ContractTerms = {
  kind: 'dividend',
  dividend: { period: 'D', tiers: [{ validBetMinor: '0', lossMinor: '1', activeMembers: 1, rateBp: 4000 }] },
};

describe.each(backends)('early settlement run on %s', (kind) => {
  let server: TestServer;
  const db = () => server.services.db;
  const ids: Record<string, bigint> = {};
  let rounds = 0;

  async function bet(memberId: bigint, at: Date, stake: bigint, payout: bigint) {
    const ref = { merchantCode: 'demo', vendor: 'PG', roundId: `early-${kind}-${++rounds}`, memberId };
    await server.services.betting.placeBet({
      ...ref,
      gameType: 'RNG',
      gameName: 'Early Slot',
      stakeMinor: stake,
      now: at,
    });
    await server.services.betting.settleRound({ ...ref, payoutMinor: payout, now: at });
  }

  async function contract(holder: bigint, agent: bigint, terms: ContractTerms, decidedAt: Date): Promise<bigint> {
    const row = await db()
      .insertInto('contracts')
      .values({
        merchant_code: 'demo',
        kind: terms.kind,
        agent_id: agent,
        member_id: holder,
        status: 'accepted',
        terms: JSON.stringify(terms),
        rate_bp: contractRateBp(terms),
        created_at: decidedAt,
        decided_at: decidedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The team's valid bet in [start, end), as the bets table recorded it (the salary base). */
  async function validBet(holder: bigint, start: Date, end: Date): Promise<bigint> {
    const rows = await db()
      .selectFrom('bets')
      .innerJoin('member_tree', 'member_tree.descendant_id', 'bets.member_id')
      .select('bets.valid_bet')
      .where('member_tree.ancestor_id', '=', holder)
      .where('bets.status', '=', 'settled')
      .where('bets.settled_at', '>=', start)
      .where('bets.settled_at', '<', end)
      .execute();
    return rows.reduce((sum, r) => sum + r.valid_bet, 0n);
  }

  const correctionTxs = (contractId: bigint) =>
    db()
      .selectFrom('ledger_transactions')
      .select(['id', 'idempotency_key'])
      .where('idempotency_key', 'like', `settlement:${contractId}:%:correction:%`)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await buildTestServer(kind);
    const top = await newMember(server, `et_top_${kind}`, { type: 1 });
    const holder = await newMember(server, `et_holder_${kind}`, { type: 1, parentId: top.id });
    const player = await newMember(server, `et_player_${kind}`, { parentId: holder.id });
    Object.assign(ids, { top: top.id, holder: holder.id, player: player.id });
    await credit(server, player.id, 10_000_000n, T('2025-06-01T00:00:00Z'));
    // The holder has money a claw-back can take back.
    await credit(server, holder.id, 1_000_000n, T('2025-06-01T00:00:00Z'));
    ids.hourly = await contract(holder.id, top.id, HOURLY, T('2025-06-01T00:00:00Z'));
    ids.dividend = await contract(holder.id, top.id, DIVIDEND_DAILY, T('2025-06-01T00:00:00Z'));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a settlement run or verify at a time after the server clock, and writes nothing', async () => {
    server.clock.now = T('2025-06-02T10:20:00Z');
    await bet(ids.player!, T('2025-06-02T10:10:00Z'), 10_000n, 0n);
    const before = await db().selectFrom('settlements').select('id').execute();

    const run = await ops(server, 'settlement', 'run', '--at', '2025-06-02T11:00:30Z');
    expect(run.status).toBe(400);
    expect(run.body.success).toBe(false);
    expect(run.body.message).toMatch(
      /--at 2025-06-02T11:00:30.000Z is after the server's clock \(2025-06-02T10:20:00.000Z\).*Nothing was done/,
    );
    const verify = await ops(
      server,
      'settlement',
      'verify',
      '--period',
      'H:2025-06-02T09',
      '--at',
      '2025-06-02T11:00:00Z',
    );
    expect(verify.body.message).toMatch(/after the server's clock/);
    expect(await db().selectFrom('settlements').select('id').execute()).toEqual(before);

    // An earlier --at is still taken: it settles what had ended by then, dated then.
    const past = await ops(server, 'settlement', 'run', '--at', '2025-06-02T10:00:30Z', '--kind', 'hourly');
    expect(past.body.success).toBe(true);
    const hour9 = await db()
      .selectFrom('settlements')
      .selectAll()
      .where('contract_id', '=', ids.hourly!)
      .where('period_key', '=', 'H:2025-06-02T09')
      .executeTakeFirstOrThrow();
    expect(hour9.settled_at).toEqual(T('2025-06-02T10:00:30Z'));
  });

  it('early run, later bet, verify MISMATCH, correct, verify clean; correcting again changes nothing', async () => {
    // What the old command did with --at in the future: the pass settles the hour and the day early.
    const early = await runSettlementPass(server.services, {
      now: T('2025-06-03T00:00:30Z'),
      kinds: ['hourly', 'dividend'],
    });
    expect(early.failed).toBe(0);
    const paidEarly = await db()
      .selectFrom('settlements')
      .select('amount')
      .where('contract_id', '=', ids.hourly!)
      .where('period_key', '=', 'H:2025-06-02T10')
      .executeTakeFirstOrThrow();
    expect(paidEarly.amount).toBe(
      (await validBet(ids.holder!, T('2025-06-02T10:00:00Z'), T('2025-06-02T11:00:00Z'))) / 100n,
    );
    const dividendEarly = await db()
      .selectFrom('settlements')
      .select('amount')
      .where('contract_id', '=', ids.dividend!)
      .where('period_key', '=', 'D:2025-06-02')
      .executeTakeFirstOrThrow();
    // 40 % of the capped base (settlement/amounts.ts): min(10,000 lost, 1 % − 0.80 % of 10,000 valid bet = 20) → 8.
    expect(dividendEarly.amount).toBe(8n);

    // Later in the same hour the team bets 20,000 and wins 29,990: more salary is owed, less dividend
    // (the day's loss is 10, under the cap of 0.20 % × 30,000 = 60: 40 % of 10 = 4).
    server.clock.now = T('2025-06-02T10:40:00Z');
    await bet(ids.player!, T('2025-06-02T10:40:00Z'), 20_000n, 29_990n);
    server.clock.now = T('2025-06-03T00:05:00Z');

    const mismatch = await ops(server, 'settlement', 'verify', '--period', 'H:2025-06-02T10');
    expect(mismatch.body.success).toBe(false);
    const owedHourly = (await validBet(ids.holder!, T('2025-06-02T10:00:00Z'), T('2025-06-02T11:00:00Z'))) / 100n;
    expect(owedHourly).toBeGreaterThan(paidEarly.amount);
    expect(mismatch.body.message).toMatch(
      new RegExp(`${ids.hourly}\\s+hourly\\s+et_holder_${kind}\\s+${paidEarly.amount}\\s+${owedHourly}\\s+MISMATCH`),
    );
    const dayMismatch = await ops(server, 'settlement', 'verify', '--period', 'D:2025-06-02', '--kind', 'dividend');
    expect(dayMismatch.body.message).toMatch(
      new RegExp(`${ids.dividend}\\s+dividend\\s+et_holder_${kind}\\s+8\\s+4\\s+MISMATCH`),
    );

    const balanceBefore = await walletBalance(server, ids.holder!);
    const corrected = await ops(server, 'settlement', 'correct', '--period', 'H:2025-06-02T10');
    expect(corrected.body.success).toBe(true);
    expect(corrected.body.value).toMatch(
      new RegExp(
        `contract ${ids.hourly} \\(et_holder_${kind}\\): paid ${owedHourly - paidEarly.amount} more minor units`,
      ),
    );
    const clawed = await ops(
      server,
      'settlement',
      'correct',
      '--period',
      'D:2025-06-02',
      '--contract',
      String(ids.dividend),
    );
    expect(clawed.body.success).toBe(true);
    expect(clawed.body.value).toMatch(
      new RegExp(`contract ${ids.dividend} \\(et_holder_${kind}\\): clawed back 4 minor units`),
    );
    expect(await walletBalance(server, ids.holder!)).toBe(balanceBefore + (owedHourly - paidEarly.amount) - 4n);

    // Each correction is its own ledger transaction, keyed per contract, period and correction.
    expect((await correctionTxs(ids.hourly!)).map((t) => t.idempotency_key)).toEqual([
      `settlement:${ids.hourly}:H:2025-06-02T10:correction:1`,
    ]);
    expect((await correctionTxs(ids.dividend!)).map((t) => t.idempotency_key)).toEqual([
      `settlement:${ids.dividend}:D:2025-06-02:correction:1`,
    ]);

    const clean = await ops(server, 'settlement', 'verify', '--period', 'H:2025-06-02T10');
    expect(clean.body.success).toBe(true);
    expect(clean.body.value).toMatch(/All \d+ settlement\(s\) match/);
    expect(clean.body.value).toMatch(/corrected by \+/);
    expect((await ops(server, 'settlement', 'verify', '--period', 'D:2025-06-02')).body.success).toBe(true);

    const again = await ops(server, 'settlement', 'correct', '--period', 'H:2025-06-02T10');
    expect(again.body.success).toBe(true);
    expect(again.body.value).toMatch(/nothing to correct; nothing changed/);
    expect(again.body.value).toMatch(new RegExp(`contract ${ids.hourly} \\(et_holder_${kind}\\): already matches`));
    expect(await correctionTxs(ids.hourly!)).toHaveLength(1);
    expect(await walletBalance(server, ids.holder!)).toBe(balanceBefore + (owedHourly - paidEarly.amount) - 4n);
  });

  it('corrects once when two corrections of the same period run at the same time', async () => {
    server.clock.now = T('2025-06-04T10:20:00Z');
    await bet(ids.player!, T('2025-06-04T10:05:00Z'), 5_000n, 0n);
    await runSettlementPass(server.services, { now: T('2025-06-04T11:00:30Z'), kinds: ['hourly'] });
    await bet(ids.player!, T('2025-06-04T10:30:00Z'), 7_000n, 0n);
    server.clock.now = T('2025-06-04T11:05:00Z');
    const before = await walletBalance(server, ids.holder!);
    const both = await Promise.all(
      [1, 2].map(() =>
        ops(server, 'settlement', 'correct', '--period', 'H:2025-06-04T10', '--contract', String(ids.hourly)),
      ),
    );
    expect(both.map((r) => r.body.success)).toEqual([true, true]);
    expect(both.filter((r) => /paid 70 more/.test(r.body.value))).toHaveLength(1);
    expect(await walletBalance(server, ids.holder!)).toBe(before + 70n);
    expect(
      (await ops(server, 'settlement', 'verify', '--period', 'H:2025-06-04T10', '--kind', 'hourly')).body.success,
    ).toBe(true);
  });

  it('refuses bad correction input: a period not ended, no period, a bad contract id', async () => {
    server.clock.now = T('2025-06-05T10:20:00Z');
    expect((await ops(server, 'settlement', 'correct', '--period', 'H:2025-06-05T10')).body.message).toMatch(
      /ends at 2025-06-05T11:00:00.000Z/,
    );
    expect((await ops(server, 'settlement', 'correct')).body.message).toMatch(/--period <key>/);
    const bad = await ops(
      server,
      'settlement',
      'correct',
      '--period',
      'H:2025-06-02T10',
      '--contract',
      '9223372036854775808',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/--contract must be a contract id/);
  });

  it('property: whatever bets follow an early run, one correction makes it match; a second does nothing', async () => {
    const stake = fc.record({
      stake: fc.integer({ min: 100, max: 50_000 }),
      payout: fc.integer({ min: 0, max: 60_000 }),
    });
    let hour = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(stake, { minLength: 0, maxLength: 3 }),
        fc.array(stake, { minLength: 1, maxLength: 3 }),
        async (before, after) => {
          const start = T('2025-07-01T00:00:00Z').getTime() + hour++ * 2 * HOUR;
          const key = `H:${new Date(start).toISOString().slice(0, 13)}`;
          server.clock.now = new Date(start + 20 * 60_000);
          for (const [i, b] of before.entries())
            await bet(ids.player!, new Date(start + i * 60_000), BigInt(b.stake), BigInt(b.payout));
          await runSettlementPass(server.services, { now: new Date(start + HOUR + 30_000), kinds: ['hourly'] });
          for (const [i, b] of after.entries())
            await bet(ids.player!, new Date(start + 30 * 60_000 + i * 60_000), BigInt(b.stake), BigInt(b.payout));
          server.clock.now = new Date(start + HOUR + 60_000);
          const first = await ops(server, 'settlement', 'correct', '--period', key, '--contract', String(ids.hourly));
          expect(first.body.success).toBe(true);
          expect((await ops(server, 'settlement', 'verify', '--period', key, '--kind', 'hourly')).body.success).toBe(
            true,
          );
          const paid = await db()
            .selectFrom('ledger_transactions')
            .innerJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
            .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
            .select('ledger_entries.amount')
            .where('ledger_transactions.idempotency_key', 'like', `settlement:${ids.hourly}:${key}%`)
            .where('ledger_accounts.member_id', '=', ids.holder!)
            .execute();
          const teamValidBet = await validBet(ids.holder!, new Date(start), new Date(start + HOUR));
          const owed = teamValidBet >= 1_000n ? teamValidBet / 100n : 0n;
          expect(paid.reduce((sum, e) => sum + e.amount, 0n)).toBe(owed);
          const second = await ops(server, 'settlement', 'correct', '--period', key, '--contract', String(ids.hourly));
          expect(second.body.value).toMatch(/nothing to correct; nothing changed/);
        },
      ),
      { numRuns: 4 },
    );
  });
});
