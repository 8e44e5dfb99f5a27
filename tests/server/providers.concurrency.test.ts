/**
 * The provider wallet under concurrent duplicates (server/domains/providers/transactions.ts):
 * retries of one transaction id arriving together get one answer and one ledger effect; a bet
 * racing its own rollback either happens and is refunded or is refused, never both kept; a win
 * racing a rollback of its bet, one of the two. PGlite runs one transaction at a time and hides
 * races: with DATABASE_URL these run on PostgreSQL too, where the claims really collide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, newMember, walletBalance, type TestMember } from './bettingSupport';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  addTestProvider,
  PROVIDER_VENDOR,
  providerCaller,
  providerSession,
  seedProviderGames,
  startLaunchEndpoint,
  type LaunchEndpoint,
  type ProviderCaller,
} from './providersSupport';

describe.each(backends)('provider wallet under concurrency on %s', (kind) => {
  let server: TestServer;
  let endpoint: LaunchEndpoint;
  let caller: ProviderCaller;
  let n = 0;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    await seedProviderGames(server);
    endpoint = await startLaunchEndpoint();
    caller = providerCaller(server, await addTestProvider(server, endpoint));
  });
  afterAll(async () => {
    await endpoint?.close();
    await server?.close();
  });

  async function player(funds: bigint): Promise<{ member: TestMember; sessionId: string }> {
    const member = await newMember(server, `pc${++n}x${kind}`);
    await credit(server, member.id, funds);
    return { member, sessionId: await providerSession(server, caller, member, endpoint) };
  }

  const ledgerCount = async (roundId: string) =>
    (
      await server.services.db
        .selectFrom('ledger_transactions')
        .select('kind')
        .where('reference', '=', `round:${PROVIDER_VENDOR}:${roundId}`)
        .execute()
    ).map((row) => row.kind);

  it('answers 40 simultaneous retries of a bet once, with one ledger effect', async () => {
    const { member, sessionId } = await player(5_000n);
    const bet = { sessionId, transactionId: `c-bet-${n}`, roundId: `c-r-${n}`, currency: 'USD', amount: '700' };
    const answers = await Promise.all(Array.from({ length: 40 }, () => caller.call('bet', bet)));
    expect(answers.every((a) => a.success)).toBe(true);
    for (const answer of answers) expect(answer.value).toEqual(answers[0]!.value);
    expect(await walletBalance(server, member.id)).toBe(4_300n);
    expect(await ledgerCount(bet.roundId)).toEqual(['bet']);
  });

  it('keeps a bet racing its own rollback either refunded or refused', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { member, sessionId } = await player(1_000n);
      const roundId = `c-rr-${n}`;
      const bet = { sessionId, transactionId: `c-b-${n}`, roundId, currency: 'USD', amount: '600' };
      const rollback = (k: number) => ({
        sessionId,
        transactionId: `c-rb-${n}-${k}`,
        roundId,
        rollbackTransactionId: bet.transactionId,
      });
      const calls = Array.from({ length: 20 }, (_, k) =>
        k % 2 ? caller.call('bet', bet) : caller.call('rollback', rollback(k)),
      );
      const answers = await Promise.all(calls);
      const bets = answers.filter((_, k) => k % 2);
      for (const answer of bets)
        expect({ s: answer.success, c: answer.errorCode }).toEqual({ s: bets[0]!.success, c: bets[0]!.errorCode });
      expect(answers.filter((_, k) => !(k % 2)).every((a) => a.success)).toBe(true);
      expect(await walletBalance(server, member.id)).toBe(1_000n);
      expect((await ledgerCount(roundId)).sort()).toEqual(bets[0]!.success ? ['bet', 'refund'] : []);
    }
  });

  it('lets a win or the rollback of its bet through, never both', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { member, sessionId } = await player(1_000n);
      const roundId = `c-wr-${n}`;
      const bet = { sessionId, transactionId: `c-wb-${n}`, roundId, currency: 'USD', amount: '300' };
      expect((await caller.call('bet', bet)).success).toBe(true);
      const win = { sessionId, transactionId: `c-w-${n}`, roundId, currency: 'USD', amount: '900' };
      const rollback = { sessionId, transactionId: `c-wrb-${n}`, roundId, rollbackTransactionId: bet.transactionId };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, k) => (k % 2 ? caller.call('win', win) : caller.call('rollback', rollback))),
      );
      const won = answers.filter((_, k) => k % 2);
      const rolled = answers.filter((_, k) => !(k % 2));
      expect(new Set(won.map((a) => a.errorCode)).size).toBe(1);
      expect(new Set(rolled.map((a) => a.errorCode)).size).toBe(1);
      expect(won[0]!.success).not.toBe(rolled[0]!.success);
      expect(await walletBalance(server, member.id)).toBe(won[0]!.success ? 1_600n : 1_000n);
      expect((await ledgerCount(roundId)).sort()).toEqual(won[0]!.success ? ['bet', 'payout'] : ['bet', 'refund']);
    }
  });

  it('keeps every balance right under 120 bet-and-win calls with duplicates across members', async () => {
    // One at a time: the launch endpoint hands each launch's token back in order.
    const players: { member: TestMember; sessionId: string }[] = [];
    for (let i = 0; i < 6; i += 1) players.push(await player(10_000n));
    const calls = Array.from({ length: 40 }, (_, k) => {
      const { sessionId } = players[k % players.length]!;
      return {
        sessionId,
        transactionId: `c-bw-${n}-${k}`,
        roundId: `c-bwr-${n}-${k}`,
        currency: 'USD',
        betAmount: '100',
        winAmount: String(k % 3 === 0 ? 250 : 0),
      };
    });
    // Each call three times, all at once.
    const answers = await Promise.all([...calls, ...calls, ...calls].map((body) => caller.call('bet-and-win', body)));
    expect(answers.every((a) => a.success)).toBe(true);
    for (const [index, { member }] of players.entries()) {
      const mine = calls.filter((_, k) => k % players.length === index);
      const delta = mine.reduce((sum, c) => sum + BigInt(c.winAmount) - 100n, 0n);
      expect(await walletBalance(server, member.id)).toBe(10_000n + delta);
    }
  });
});
