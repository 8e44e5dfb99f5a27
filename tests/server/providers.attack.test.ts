/**
 * The provider simulator's attack mode (tools/provider-sim/attack.ts) against a test server
 * listening on a real port, with the demo's provider SIM (server/demo/seedProviders.ts) pointed
 * at a simulator started here:
 * 1,000 concurrent calls with duplicated transaction ids, a replayed signature, a timestamp 31 s
 * old, a bet larger than the balance, a win without a bet, a rollback after a win, the same bet
 * from an address not on the list, a forged signature, a reused transaction id, and the launch
 * token used after it expired (the test clock moves the 2 minutes). Every case gets its refusal;
 * afterwards `ledger verify` is clean and each accepted transaction id made its ledger effect
 * once (`providers effects`). And the simulator's awkward rounds (tools/provider-sim/rounds.ts:
 * duplicates, lost answers, a win before its bet, rollbacks) keep every answer consistent and the
 * money exact. Under DATABASE_URL it runs on PostgreSQL as well.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProviders } from '../../server/demo/seedProviders';
import { DEMO_SIMULATOR } from '../../src/shared/providers/demoSimulator';
import { attackTable, runAttack, TOKEN_EXPIRY_WAIT_MS } from '../../tools/provider-sim/attack';
import { startSimServer, type SimServer } from '../../tools/provider-sim/launchServer';
import { playRound } from '../../tools/provider-sim/rounds';
import { createWalletClient } from '../../tools/provider-sim/walletClient';
import { credit, newMember, walletBalance, type TestMember } from './bettingSupport';
import { backends, buildTestServer, ops, wireHeaders, type TestServer } from './helper';

describe.each(backends)('provider simulator attack mode on %s', (kind) => {
  let server: TestServer;
  let sim: SimServer;
  let member: TestMember;
  let origin: string;
  const tokens: string[] = [];

  async function launchToken() {
    const before = tokens.length;
    const response = await server.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?launchMode=GLS&gameId=sim-fruits&accountType=1',
      headers: { ...wireHeaders(), authorization: member.token },
    });
    expect(response.json()).toMatchObject({ success: true });
    return tokens[before]!;
  }
  const simClient = (timeoutMs = 10_000) =>
    createWalletClient({
      server: origin,
      providerId: DEMO_SIMULATOR.providerId,
      secret: DEMO_SIMULATOR.secret,
      now: () => server.clock.now.getTime(),
      timeoutMs,
    });

  beforeAll(async () => {
    server = await buildTestServer(kind);
    // The demo's external provider, as a first `npm start` seeds it (server/boot.ts).
    await server.services.db.transaction().execute((trx) => seedProviders(trx));
    server.services.providers.registry.forget();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const now = () => server.clock.now.getTime();
    const client = simClient();
    sim = await startSimServer({
      port: 0,
      providerId: DEMO_SIMULATOR.providerId,
      secret: DEMO_SIMULATOR.secret,
      client,
      now,
      onLaunch: (launch) => tokens.push(launch.token),
    });
    await server.services.providers.admin.update(DEMO_SIMULATOR.providerId, { launchUrl: `${sim.url}/launch` });
    member = await newMember(server, 'attack_player');
    await credit(server, member.id, 100_000n);
  }, 60_000);
  afterAll(async () => {
    await sim?.close();
    await server?.close();
  });

  it('refuses every hostile call as documented; the ledger holds and each accepted id moved money once', async () => {
    const start = await walletBalance(server, member.id);
    let passed = 0;
    const report = await runAttack({
      client: simClient(120_000),
      foreignAddress: '127.0.0.2',
      launchToken,
      async passTime(ms) {
        passed += ms;
        server.clock.advance(ms);
      },
      async ops(...argv) {
        const { body } = await ops(server, ...argv);
        if (!body.success) throw new Error(body.message);
        return body.value;
      },
    });
    const table = attackTable(report.cases);
    expect(
      report.cases.filter((c) => !c.ok),
      table,
    ).toEqual([]);
    expect(report.cases.map((c) => c.name)).toEqual([
      '1000 concurrent bets, 250 transaction ids × 4',
      'replayed signature',
      'timestamp 31 s old',
      'bet larger than the balance',
      'win without a bet',
      'rollback after a win',
      'bet from 127.0.0.2, not on the list',
      'the same bet from the listed address',
      'forged signature',
      'transaction id reused for another amount',
      'authenticate after the launch token expired',
      'bet with the expired launch token',
      'ledger verify',
      'one ledger effect per accepted transaction id',
    ]);
    expect(report.ledgerOk).toBe(true);
    expect(report.effectsOk).toBe(true);
    expect(passed).toBe(TOKEN_EXPIRY_WAIT_MS);
    // The money: 250 + 1 + 1 lost bets of 1, a bet of 2 won 3 (+1).
    expect(await walletBalance(server, member.id)).toBe(start - 252n + 1n);
    // Each accepted bet is one ledger 'bet' transaction: the 1,000 calls made 250.
    const bets = await server.services.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', member.id)
      .where('kind', '=', 'bet')
      .executeTakeFirstOrThrow();
    expect(Number(bets.n)).toBe(253);
    // The read the effects check used, as an operator reads it, and its refusal of a bad prefix.
    const listed = await ops(server, 'providers', 'effects', DEMO_SIMULATOR.providerId, '--rounds', 'atk-');
    expect(listed.body.value).toMatch(/\b\d+ accepted; every ledger effect explained\.$/);
    expect(listed.body.value).toMatch(/-broke-\d+ +bet +INSUFFICIENT_FUNDS /);
    const bad = await ops(server, 'providers', 'effects', DEMO_SIMULATOR.providerId, '--rounds', '%');
    expect(bad.body).toMatchObject({ success: false, message: expect.stringContaining('--rounds <prefix>') });
  }, 300_000);

  it("plays the awkward vendor's rounds with consistent answers and exact money", async () => {
    const client = simClient();
    const opened = await client.call<{ sessionId: string; balance: string }>('authenticate', {
      token: await launchToken(),
    });
    expect(opened.success).toBe(true);
    const start = BigInt(opened.value.balance);
    // A fixed pseudo-random sequence (mulberry32): the same rounds on every run.
    let seed = 17;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const behaviour = { duplicates: 0.5, lostAnswers: 0.4, winBeforeBet: 0.4, rollbacks: 0.25 };
    let expected = start;
    const outcomes = new Set<string>();
    const codes = new Set<string>();
    for (let round = 0; round < 30; round += 1) {
      const result = await playRound({
        client,
        sessionId: opened.value.sessionId,
        currency: 'USD',
        stake: 100n,
        behaviour,
        random,
        idPrefix: `awk-${round}`,
      });
      expect(result.disagreements).toEqual([]);
      outcomes.add(result.outcome);
      for (const call of result.calls) codes.add(`${call.call}:${call.code || 'ok'}`);
      if (result.outcome !== 'refunded') expected += result.payout - result.stake;
      expect(BigInt(result.balance), result.roundId).toBe(expected);
    }
    expect(await walletBalance(server, member.id)).toBe(expected);
    // Every knob was met: rounds lost, won and refunded, a win refused before its bet.
    expect([...outcomes].sort()).toEqual(['lost', 'refunded', 'won']);
    expect(codes).toContain('win:BET_NOT_FOUND');
    expect(codes).toContain('rollback:ok');
  }, 120_000);
});
