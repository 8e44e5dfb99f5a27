/**
 * Hostile providers and players (issue 17), against the server alone: 1,000 calls at once with
 * duplicated transaction ids, among them a replayed signature, a timestamp 31 s old, a bet larger
 * than the balance, a win without a bet, a rollback after a win, an authentication with an
 * expired launch token, and a call from an address not on the list. Each gets its refusal; every
 * duplicate gets the first answer; afterwards the ledger verifies clean and each accepted
 * transaction id has exactly one ledger effect. (The provider simulator's attack mode sends the
 * same over the network.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../server/domains/ledger/verify';
import { credit, newMember, walletBalance, type TestMember } from './bettingSupport';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  addTestProvider,
  launchExternal,
  PROVIDER_VENDOR,
  providerCaller,
  providerSession,
  seedProviderGames,
  startLaunchEndpoint,
  type LaunchEndpoint,
  type ProviderCaller,
} from './providersSupport';

const PLAYERS = 10;
const FUNDS = 100_000n;

describe.each(backends)('hostile provider calls on %s', (kind) => {
  let server: TestServer;
  let endpoint: LaunchEndpoint;
  let caller: ProviderCaller;
  const players: { member: TestMember; sessionId: string }[] = [];

  beforeAll(async () => {
    server = await buildTestServer(kind);
    await seedProviderGames(server);
    endpoint = await startLaunchEndpoint();
    caller = providerCaller(server, await addTestProvider(server, endpoint));
    for (let i = 0; i < PLAYERS; i += 1) {
      const member = await newMember(server, `hostile${i}${kind}`);
      await credit(server, member.id, FUNDS);
      players.push({ member, sessionId: await providerSession(server, caller, member, endpoint) });
    }
  });
  afterAll(async () => {
    await endpoint?.close();
    await server?.close();
  });

  it('refuses each attack, answers every duplicate the same, and keeps the ledger whole', async () => {
    const [first, second] = players;
    // Set up what the attacks need: a settled round, and a signed call to replay.
    const won = {
      sessionId: first!.sessionId,
      transactionId: 'h-won',
      roundId: 'h-won-r',
      currency: 'USD',
      amount: '100',
    };
    await caller.call('bet', won);
    await caller.call('win', { ...won, transactionId: 'h-won-w', amount: '50' });
    const expired = await launchExternal(server, second!.member, endpoint);
    server.clock.advance(2 * 60_000 + 1);
    // Within the window still: refused as a replay, not as a stale request.
    const replayed = await caller.call('balance', { sessionId: first!.sessionId });

    // 300 bet-and-win calls, each sent three times, spread over the players: 900 calls.
    const honest = Array.from({ length: 300 }, (_, k) => ({
      sessionId: players[k % PLAYERS]!.sessionId,
      transactionId: `h-${k}`,
      roundId: `h-r-${k}`,
      currency: 'USD',
      betAmount: String(100 + (k % 7)),
      winAmount: String(k % 4 === 0 ? 300 : 0),
    }));
    const attacks = {
      replay: () => caller.call('balance', { sessionId: first!.sessionId }, { headers: replayed.headers }),
      stale: () =>
        caller.call(
          'bet',
          { sessionId: first!.sessionId, transactionId: 'h-stale', roundId: 'h-stale', currency: 'USD', amount: '1' },
          { timestamp: server.clock.now.getTime() - 31_000 },
        ),
      tooLarge: () =>
        caller.call('bet', {
          sessionId: second!.sessionId,
          transactionId: 'h-large',
          roundId: 'h-large',
          currency: 'USD',
          amount: String(FUNDS * 10n),
        }),
      winWithoutBet: () =>
        caller.call('win', {
          sessionId: second!.sessionId,
          transactionId: 'h-nobet',
          roundId: 'h-nobet',
          currency: 'USD',
          amount: '999',
        }),
      rollbackAfterWin: () =>
        caller.call('rollback', {
          sessionId: first!.sessionId,
          transactionId: 'h-rb',
          roundId: won.roundId,
          rollbackTransactionId: won.transactionId,
        }),
      expiredToken: () => caller.call('authenticate', { token: expired.token }),
      strangeAddress: () =>
        caller.call(
          'bet',
          { sessionId: second!.sessionId, transactionId: 'h-addr', roundId: 'h-addr', currency: 'USD', amount: '1' },
          { address: '198.51.100.200' },
        ),
    };
    const expected: Record<keyof typeof attacks, [number, string]> = {
      replay: [401, 'SIGNATURE_REUSED'],
      stale: [401, 'REQUEST_EXPIRED'],
      tooLarge: [200, 'INSUFFICIENT_FUNDS'],
      winWithoutBet: [200, 'BET_NOT_FOUND'],
      rollbackAfterWin: [200, 'ROUND_CLOSED'],
      expiredToken: [200, 'TOKEN_EXPIRED'],
      strangeAddress: [403, 'IP_NOT_ALLOWED'],
    };
    // Each attack 14 times: 98 calls, then 2 more balance calls to make 1,000.
    const attackNames = Object.keys(attacks) as (keyof typeof attacks)[];
    const calls: (() => Promise<{ name: string; answer: Awaited<ReturnType<ProviderCaller['call']>> }>)[] = [
      ...[...honest, ...honest, ...honest].map((body) => async () => ({
        name: body.transactionId,
        answer: await caller.call('bet-and-win', body),
      })),
      ...attackNames.flatMap((name) =>
        Array.from({ length: 14 }, () => async () => ({ name, answer: await attacks[name]() })),
      ),
      ...players.slice(0, 2).map((p) => async () => ({
        name: 'balance',
        answer: await caller.call('balance', { sessionId: p.sessionId }),
      })),
    ];
    expect(calls).toHaveLength(1_000);
    // Shuffled deterministically, so duplicates and attacks interleave.
    const order = calls.map((_, i) => i).sort((a, b) => ((a * 7919) % 1_000) - ((b * 7919) % 1_000));
    const results = await Promise.all(order.map((i) => calls[i]!()));

    const byName = new Map<string, typeof results>();
    for (const result of results) byName.set(result.name, [...(byName.get(result.name) ?? []), result]);
    for (const name of attackNames) {
      const [status, code] = expected[name];
      for (const { answer } of byName.get(name)!)
        expect({ name, status: answer.status, code: answer.errorCode }).toEqual({ name, status, code });
    }
    for (const body of honest) {
      const answers = byName.get(body.transactionId)!.map((r) => r.answer);
      expect(answers.every((a) => a.success)).toBe(true);
      for (const answer of answers) expect(answer.value).toEqual(answers[0]!.value);
    }

    // The money: each player's balance is the honest calls once each; the ledger verifies clean.
    for (const [index, { member }] of players.entries()) {
      const mine = honest.filter((_, k) => k % PLAYERS === index);
      const delta = mine.reduce((sum, c) => sum + BigInt(c.winAmount) - BigInt(c.betAmount), 0n);
      const setUp = index === 0 ? -50n : 0n;
      expect(await walletBalance(server, member.id)).toBe(FUNDS + delta + setUp);
    }
    const violations = (await verifyLedger(server.services.db, server.clock.now)).filter(
      (f) => f.violations > 0 && f.check !== 'no-stale-holds',
    );
    expect(violations).toEqual([]);
    // Each accepted transaction id: exactly one bet in the ledger (and one payout when it paid).
    const effects = await server.services.db
      .selectFrom('provider_transactions as t')
      .innerJoin('bets as b', 'b.id', 't.bet_id')
      .select(['t.txn_id', 'b.bet_tx_id', 'b.settle_tx_id', 'b.payout'])
      .where('t.success', '=', true)
      .where('t.call', '=', 'bet_and_win')
      .execute();
    expect(effects).toHaveLength(honest.length);
    const ledgerIds = effects.flatMap((e) => [e.bet_tx_id, ...(e.settle_tx_id === null ? [] : [e.settle_tx_id])]);
    expect(new Set(ledgerIds).size).toBe(ledgerIds.length);
    const ledgerRows = await server.services.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('reference', 'like', `round:${PROVIDER_VENDOR}:h-r-%`)
      .execute();
    expect(ledgerRows.filter((r) => r.kind === 'bet')).toHaveLength(honest.length);
    expect(ledgerRows.filter((r) => r.kind === 'payout')).toHaveLength(
      honest.filter((c) => c.winAmount !== '0').length,
    );
  });
});
