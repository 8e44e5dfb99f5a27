/**
 * Contracts down a chain no longer stack (issue 13 item 1): A → B → C each holding a daily salary
 * contract used to be paid each its full rate on C's bets (the ceiling three times). With the
 * level difference (settlement/amounts.ts, compute.ts) each is paid what its rate adds above the
 * contracts below it on the bet's path, so the house pays the top rate once; the batched pass and
 * `settlement verify` (the plain per-contract query) agree to the minor unit.
 *
 *   a (0.80 % from the house) ── b (0.50 %) ─┬─ c (0.20 %) ── cm (member)
 *                                           └─ bm (member)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRateBp, type ContractTerms } from '../../src/shared/wire/agents';
import { runSettlementPass } from '../../server/domains/settlement/pass';
import { credit, newMember } from './bettingSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

const T = (iso: string) => new Date(iso);
const daily = (rateBp: number): ContractTerms => ({
  kind: 'daily',
  salary: { tiers: [{ betAmountMinor: '0', activeMembers: 0, rateBp }] },
});
const realtime = (lossRateBp: number, profitRateBp: number): ContractTerms => ({
  kind: 'realtime',
  realtime: { lossRateBp, profitRateBp, singleBetMinor: '0' },
});

describe.each(backends)('level difference on %s', (kind) => {
  let server: TestServer;
  const ids: Record<string, bigint> = {};
  const contracts: Record<string, bigint> = {};
  let rounds = 0;

  async function member(name: string, parent?: string) {
    const created = await newMember(server, `ld_${name}_${kind}`, {
      type: 1,
      ...(parent ? { parentId: ids[parent]! } : {}),
    });
    ids[name] = created.id;
    await credit(server, created.id, 10_000_000n, T('2025-06-01T00:00:00Z'));
  }

  async function bet(who: string, at: string, stake: bigint, payout: bigint) {
    const ref = { merchantCode: 'demo', vendor: 'PG', roundId: `ld-${kind}-${++rounds}`, memberId: ids[who]! };
    await server.services.betting.placeBet({
      ...ref,
      gameType: 'RNG',
      gameName: 'Chain Slot',
      stakeMinor: stake,
      now: T(at),
    });
    await server.services.betting.settleRound({ ...ref, payoutMinor: payout, now: T(at) });
  }

  async function contract(name: string, holder: string, agent: bigint, terms: ContractTerms) {
    const row = await server.services.db
      .insertInto('contracts')
      .values({
        merchant_code: 'demo',
        kind: terms.kind,
        agent_id: agent,
        member_id: ids[holder]!,
        status: 'accepted',
        terms: JSON.stringify(terms),
        rate_bp: contractRateBp(terms),
        created_at: T('2025-06-02T00:00:00Z'),
        decided_at: T('2025-06-02T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    contracts[name] = row.id;
  }
  const amount = async (name: string, key: string) =>
    (
      await server.services.db
        .selectFrom('settlements')
        .select('amount')
        .where('contract_id', '=', contracts[name]!)
        .where('period_key', '=', key)
        .executeTakeFirstOrThrow()
    ).amount;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    const house = await server.services.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo_house')
      .executeTakeFirstOrThrow();
    await member('a');
    await member('b', 'a');
    await member('c', 'b');
    await member('cm', 'c');
    await member('bm', 'b');
    await contract('a', 'a', house.id, daily(80));
    await contract('b', 'b', ids.a!, daily(50));
    await contract('c', 'c', ids.b!, daily(20));
    await contract('aRt', 'a', house.id, realtime(30, 10));
    await contract('bRt', 'b', ids.a!, realtime(20, 10));
    // 3 June: cm (under c, b, a) bets 1,000,000 and loses; bm (under b, a) bets 500,000 and wins.
    await bet('cm', '2025-06-03T10:00:00Z', 1_000_000n, 0n);
    await bet('bm', '2025-06-03T10:00:10Z', 500_000n, 700_000n);
  });
  afterAll(() => server?.close());

  it('pays each level only what its rate adds above the contracts below it: the top rate once in all', async () => {
    const summary = await runSettlementPass(server.services, { now: T('2025-06-04T00:00:00Z') });
    expect(summary.failed).toBe(0);
    const day = 'D:2025-06-03';
    // cm's 1,000,000: c 0.20 % = 2,000; b 0.50 − 0.20 = 0.30 % = 3,000; a 0.80 − 0.50 = 0.30 % = 3,000:
    // 8,000 = 0.80 % once.
    // bm's 500,000: b 0.50 % = 2,500; a 0.30 % = 1,500: 4,000 = 0.80 % once.
    expect([await amount('c', day), await amount('b', day), await amount('a', day)]).toEqual([2_000n, 5_500n, 4_500n]);
    const total = (await amount('c', day)) + (await amount('b', day)) + (await amount('a', day));
    expect(total).toBe(((1_000_000n + 500_000n) * 80n) / 10_000n);
    // Real-time, each side apart: cm lost 1,000,000 → b 0.20 %, a 0.30 − 0.20 = 0.10 %;
    // bm won 500,000 → b 0.10 %, a 0.10 − 0.10 = 0.
    expect(await amount('bRt', 'R:2025-06-03T10:00')).toBe(2_000n + 500n);
    expect(await amount('aRt', 'R:2025-06-03T10:00')).toBe(1_000n);
  });

  it('settlement verify recomputes the same amounts the plain way', async () => {
    for (const period of ['D:2025-06-03', 'R:2025-06-03T10:00']) {
      const { body } = await ops(server, 'settlement', 'verify', '--period', period);
      expect(body.success, body.message).toBe(true);
      expect(body.value).toMatch(/match the bets and the ledger/);
    }
  });
});
