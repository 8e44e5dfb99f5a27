/**
 * A holder's own bets count for none of its contracts (issue 13 item 1: "the holder's own bets
 * count only where the contract kind says so"; COUNTS_HOLDER_OWN_BETS in src/shared/wire/agents.ts
 * says no for every kind). An agent holding every kind plays 5,000 itself and its player 2,000;
 * every kind pays on the player's 2,000 alone, the settlement pass (batched figures) and
 * `settlement verify` (direct figures) agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractRateBp,
  COUNTS_HOLDER_OWN_BETS,
  CONTRACT_KINDS,
  type ContractTerms,
} from '../../src/shared/wire/agents';
import { runSettlementPass } from '../../server/domains/settlement/pass';
import { credit, newMember } from './bettingSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

const T = (iso: string) => new Date(iso);

const TERMS = {
  daily: { kind: 'daily', salary: { tiers: [{ betAmountMinor: '0', activeMembers: 1, rateBp: 100 }] } },
  hourly: { kind: 'hourly', salary: { tiers: [{ betAmountMinor: '0', activeMembers: 1, rateBp: 100 }] } },
  realtime: { kind: 'realtime', realtime: { profitRateBp: 100, lossRateBp: 100, singleBetMinor: '0' } },
  dividend: {
    kind: 'dividend',
    dividend: { period: 'D', tiers: [{ validBetMinor: '0', lossMinor: '1', activeMembers: 1, rateBp: 4000 }] },
  },
} satisfies Record<string, ContractTerms>;

describe.each(backends)("a holder's own bets on %s", (kind) => {
  let server: TestServer;
  const ids: Record<string, bigint> = {};
  const contracts: Record<string, bigint> = {};
  let rounds = 0;

  async function bet(memberId: bigint, at: string, stake: bigint, payout: bigint) {
    const ref = { merchantCode: 'demo', vendor: 'PG', roundId: `own-${kind}-${++rounds}`, memberId };
    await server.services.betting.placeBet({
      ...ref,
      gameType: 'RNG',
      gameName: 'Own Slot',
      stakeMinor: stake,
      now: T(at),
    });
    await server.services.betting.settleRound({ ...ref, payoutMinor: payout, now: T(at) });
  }

  beforeAll(async () => {
    server = await buildTestServer(kind);
    server.clock.now = T('2025-06-05T00:00:00Z');
    const top = await newMember(server, `own_top_${kind}`, { type: 1 });
    const holder = await newMember(server, `own_holder_${kind}`, { type: 1, parentId: top.id });
    const player = await newMember(server, `own_player_${kind}`, { parentId: holder.id });
    Object.assign(ids, { top: top.id, holder: holder.id, player: player.id });
    for (const id of [holder.id, player.id]) await credit(server, id, 1_000_000n, T('2025-06-01T00:00:00Z'));
    for (const terms of Object.values(TERMS)) {
      const row = await server.services.db
        .insertInto('contracts')
        .values({
          merchant_code: 'demo',
          kind: terms.kind,
          agent_id: top.id,
          member_id: holder.id,
          status: 'accepted',
          terms: JSON.stringify(terms),
          rate_bp: contractRateBp(terms),
          created_at: T('2025-06-01T00:00:00Z'),
          decided_at: T('2025-06-01T00:00:00Z'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      contracts[terms.kind] = row.id;
    }
    // The holder loses 5,000 itself; its player loses 2,000, in another hour and five-minute window.
    await bet(holder.id, '2025-06-02T10:10:00Z', 5_000n, 0n);
    await bet(player.id, '2025-06-02T11:20:00Z', 2_000n, 0n);
  });
  afterAll(() => server?.close());

  it('no contract kind counts its holder’s own bets', () => {
    expect(CONTRACT_KINDS.filter((k) => COUNTS_HOLDER_OWN_BETS[k])).toEqual([]);
  });

  it('every kind pays on the team’s bets only, and verify recomputes the same', async () => {
    const summary = await runSettlementPass(server.services, {
      now: T('2025-06-03T00:00:30Z'),
      contractIds: Object.values(contracts),
    });
    expect(summary.failed).toBe(0);
    const amount = async (k: string, key: string) =>
      await server.services.db
        .selectFrom('settlements')
        .select(['amount', 'metrics'])
        .where('contract_id', '=', contracts[k]!)
        .where('period_key', '=', key)
        .executeTakeFirstOrThrow();

    // 1 % of the player's 2,000; the holder's own 5,000 would have made it 70.
    const daily = await amount('daily', 'D:2025-06-02');
    expect(daily.amount).toBe(20n);
    expect(daily.metrics).toMatchObject({ betCount: 1, validBetMinor: '2000', activeMembers: 1 });
    // The hour of the holder's own bet pays nothing and counts nobody active.
    expect(await amount('hourly', 'H:2025-06-02T10')).toMatchObject({
      amount: 0n,
      metrics: { betCount: 0, activeMembers: 0 },
    });
    expect((await amount('hourly', 'H:2025-06-02T11')).amount).toBe(20n);
    expect((await amount('realtime', 'R:2025-06-02T10:10')).amount).toBe(0n);
    expect((await amount('realtime', 'R:2025-06-02T11:20')).amount).toBe(20n);
    // Dividend: the team's loss is the player's 2,000, capped at 1 % − 0.80 % of 2,000 = 4 → 40 % = 1.6 → 1.
    expect((await amount('dividend', 'D:2025-06-02')).amount).toBe(1n);

    for (const period of [
      'D:2025-06-02',
      'H:2025-06-02T10',
      'H:2025-06-02T11',
      'R:2025-06-02T10:10',
      'R:2025-06-02T11:20',
    ]) {
      const verified = await ops(server, 'settlement', 'verify', '--period', period);
      expect(verified.body.success, `${period}: ${verified.body.message}`).toBe(true);
    }
  });
});
