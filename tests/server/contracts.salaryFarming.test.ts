/**
 * The salary-farming defect of issue 13 item 1, replayed on the server: an agent creates a puppet
 * downline, offers it salary contracts at the ceiling, and the puppet deals hi-lo rounds and
 * cashes out at once (each costs 1 % of the stake). Before the fix the whole stake counted as
 * valid bet and the house paid more salary than the rounds cost (net +382.41 for the pair on
 * 1,000.00). Now such a round counts 0 valid bet, the offer ceilings hold, and the pair loses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRateBp, type ContractTerms } from '../../src/shared/wire/agents';
import { PLAY_PATHS, type RoundValue } from '../../server/domains/play/shared/playApi';
import { runSettlementPass } from '../../server/domains/settlement/pass';
import { walletBalance } from './bettingSupport';
import { AGENT, contractsApi, expectRefused, salary } from './contractsSupport';
import { strategyBackends, buildTestServer, type TestServer } from './helper';
import { gameCalls, launchAndOpen, requestId, seedTestGames, type TestGames } from './play.support';

const DAY_MS = 86_400_000;

describe.each(strategyBackends)('salary farming on %s', (kind) => {
  let server: TestServer;
  let games: TestGames;
  let api: ReturnType<typeof contractsApi>;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    games = await seedTestGames(server);
    api = contractsApi(server);
  });
  afterAll(() => server.close());

  /** The house's contract with a top-level agent (accepted now), as the operator grants it. */
  async function houseContract(holderId: bigint, terms: ContractTerms) {
    const { db } = server.services;
    const house = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', 'demo')
      .where('username', '=', 'demo_house')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('contracts')
      .values({
        merchant_code: 'demo',
        kind: terms.kind,
        agent_id: house.id,
        member_id: holderId,
        status: 'accepted',
        terms: JSON.stringify(terms),
        rate_bp: contractRateBp(terms),
        created_at: server.clock.now,
        decided_at: server.clock.now,
      })
      .execute();
  }

  it('an agent holding no contract of a kind cannot offer that kind (the ceiling is its own rate, 0.00%)', async () => {
    const agent = await api.member(undefined, AGENT);
    const puppet = await api.member(agent, AGENT);
    await expectRefused(server, () => api.offerRaw(agent, puppet.id, salary('daily', 300)), {
      errorCode: 'contract.rate.range',
      message: /hold no daily salary contract.*0\.00%/,
    });
  });

  it('caps an offer at the agent’s own rate and the stacked salary kinds, naming the ceilings in percent', async () => {
    const agent = await api.member(undefined, AGENT);
    const puppet = await api.member(agent, AGENT);
    await houseContract(agent.id, salary('daily', 50));
    await houseContract(agent.id, salary('hourly', 30));
    await expectRefused(server, () => api.offerRaw(agent, puppet.id, salary('daily', 300)), {
      errorCode: 'contract.rate.range',
      message: /at most 0\.50% \(the rate of your own contract\)/,
    });
    await api.offer(agent, puppet, salary('daily', 50));
    await expectRefused(server, () => api.offerRaw(agent, puppet.id, salary('hourly', 31)), {
      errorCode: 'contract.rate.range',
      message: /at most 0\.30% \(the rate of your own contract\)/,
    });
    // Hourly at its own ceiling fits the stack (0.50% + 0.30% = 0.80%).
    await api.offer(agent, puppet, salary('hourly', 30));
  });

  it('the puppet-downline strategy (deal and cash out at once, salary at the ceiling) loses money', async () => {
    const agent = await api.member(undefined, AGENT);
    const puppet = await api.member(agent, AGENT);
    await houseContract(agent.id, salary('daily', 50));
    await houseContract(agent.id, salary('hourly', 30));
    await api.accepted(agent, puppet, salary('daily', 50));
    await api.accepted(agent, puppet, salary('hourly', 30));
    await api.fund(puppet, '100000');
    const pairBefore = (await walletBalance(server, agent.id)) + (await walletBalance(server, puppet.id));

    const opened = await launchAndOpen(server, puppet, games.hilo);
    const hilo = gameCalls(server, opened.secret);
    let turnover = 0n;
    for (let round = 0; round < 10; round += 1) {
      const balance = await walletBalance(server, puppet.id);
      const stake = balance > 1_000_000n ? 1_000_000n : balance;
      const dealt = await hilo.post<RoundValue>(PLAY_PATHS.deal, {
        requestId: requestId('farm'),
        stakeMinor: stake.toString(),
      });
      expect(dealt.success, dealt.message).toBe(true);
      const cashed = await hilo.post<RoundValue>(PLAY_PATHS.cashOut, { roundKey: dealt.value.round.roundKey });
      expect(cashed.value.round.payoutMinor).toBe(((stake * 99n) / 100n).toString());
      turnover += stake;
    }
    expect(turnover).toBeGreaterThan(900_000n);
    const bets = await server.services.db
      .selectFrom('bets')
      .select(['stake', 'valid_bet'])
      .where('member_id', '=', puppet.id)
      .execute();
    expect(bets).toHaveLength(10);
    expect(bets.every((b) => b.valid_bet === 0n)).toBe(true);

    // Every hourly and daily period of the rounds has ended: settle them all.
    const summary = await runSettlementPass(server.services, {
      now: new Date(server.clock.now.getTime() + 2 * DAY_MS),
    });
    expect(summary.failed).toBe(0);
    const paid = await server.services.db
      .selectFrom('settlements')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('amount'), eb.val(0n)).as('total'))
      .where('member_id', 'in', [agent.id, puppet.id])
      .executeTakeFirstOrThrow();
    expect(BigInt(paid.total)).toBe(0n);
    const pairAfter = (await walletBalance(server, agent.id)) + (await walletBalance(server, puppet.id));
    expect(pairAfter - pairBefore).toBeLessThan(0n);
    expect(pairBefore - pairAfter).toBe(bets.reduce((sum, b) => sum + (b.stake - (b.stake * 99n) / 100n), 0n));
  });
});
