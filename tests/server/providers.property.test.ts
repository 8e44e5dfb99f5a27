/**
 * A property of the provider wallet (server/domains/providers/wallet.ts): over random sequences
 * of bets, wins, bets-and-wins, rollbacks (of past bets, of bets still to come, of things that
 * are not bets) and ends of rounds, with repeats of earlier calls mixed in, every answer is the
 * one the documented rules give (providersModel.ts), a repeat answers what the first call did,
 * the member's balance is the starting balance plus the sum of the accepted transactions'
 * effects, and each accepted bet, payout and refund is exactly one ledger transaction. The
 * ledger is verified after the runs (helper.ts close()). A fixed sequence that meets every rule
 * runs first (EVERY_RULE), so each rule is exercised whatever the random runs draw.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, newMember, walletBalance } from './bettingSupport';
import { backends, buildTestServer, fuzzRuns, type TestServer } from './helper';
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
import { WalletModel, type Op } from './providersModel';

const ROUNDS = 4;
const STEPS = 24;
const START = 1_000n;

const round = fc.integer({ min: 0, max: ROUNDS - 1 });
type Step = Op | (Op & { kind: 'rollback'; follow: boolean }) | { kind: 'repeat'; of: number };

const opArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('bet' as const), round, amount: fc.integer({ min: 1, max: 700 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('win' as const), round, amount: fc.integer({ min: 0, max: 900 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('betAndWin' as const),
      round,
      bet: fc.integer({ min: 1, max: 700 }),
      win: fc.integer({ min: 0, max: 900 }),
    }),
  },
  {
    weight: 3,
    // follow: the rollback names its target's round (else a round of its own, mostly another).
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      round,
      target: fc.integer({ min: 0, max: STEPS - 1 }),
      follow: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('endRound' as const), round }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('repeat' as const), of: fc.integer({ min: 0, max: STEPS - 1 }) }),
  },
);

/** The call a step makes: a rollback that follows its target takes the target's round. */
function effective(steps: readonly Step[], at: number): Op {
  const step = steps[at] as Op & { follow?: boolean };
  if (step.kind !== 'rollback' || !step.follow) return step;
  const target = steps[step.target];
  return target && target.kind !== 'repeat' ? { ...step, round: target.round } : step;
}

/** A sequence that meets every rule, run before the random ones (fast-check `examples`). */
const EVERY_RULE: Step[] = [
  { kind: 'bet', round: 0, amount: 100 },
  { kind: 'rollback', round: 0, target: 0 },
  { kind: 'win', round: 0, amount: 50 },
  { kind: 'bet', round: 1, amount: 5_000 },
  { kind: 'win', round: 2, amount: 10 },
  { kind: 'bet', round: 1, amount: 100 },
  { kind: 'win', round: 1, amount: 300 },
  { kind: 'win', round: 1, amount: 10 },
  { kind: 'rollback', round: 1, target: 5 },
  { kind: 'bet', round: 1, amount: 10 },
  { kind: 'rollback', round: 3, target: 11 },
  { kind: 'bet', round: 3, amount: 20 },
  { kind: 'rollback', round: 2, target: 6 },
  { kind: 'betAndWin', round: 2, bet: 100, win: 200 },
  { kind: 'endRound', round: 2 },
  { kind: 'repeat', of: 0 },
  { kind: 'repeat', of: 3 },
  { kind: 'repeat', of: 10 },
  { kind: 'endRound', round: 3 },
  { kind: 'bet', round: 3, amount: 30 },
  { kind: 'rollback', round: 3, target: 19 },
  { kind: 'repeat', of: 11 },
  { kind: 'win', round: 3, amount: 5 },
  { kind: 'endRound', round: 0 },
];

describe.each(backends)('provider wallet property on %s', (kind) => {
  let server: TestServer;
  let endpoint: LaunchEndpoint;
  let caller: ProviderCaller;
  let run = 0;
  /** The answers the runs met: the generator must reach every rule, or the property says little. */
  const met = new Set<string>();

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

  it('answers by the rules, applies each transaction once, and the balance is the sum of the effects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
        run += 1;
        const member = await newMember(server, `pp${run}x${Math.random().toString(36).slice(2, 8)}`);
        await credit(server, member.id, START);
        const sessionId = await providerSession(server, caller, member, endpoint);
        const prefix = `${member.id}-`;
        // The round a rollback names: its target's, when the target is a round's call.
        const roundIds = (n: number) => `${prefix}r${n}`;
        const txnOf = (index: number) => `${prefix}x${index}`;
        const model = new WalletModel(START);
        const issued: number[] = [];
        for (const [index, step] of steps.entries()) {
          const at = step.kind === 'repeat' ? issued[step.of % Math.max(issued.length, 1)] : index;
          if (at === undefined) continue;
          const op = effective(steps, at);
          if (step.kind !== 'repeat') issued.push(index);
          const txn = txnOf(at);
          const common = { sessionId, transactionId: txn, roundId: roundIds(op.round) };
          const body =
            op.kind === 'bet' || op.kind === 'win'
              ? { ...common, currency: 'USD', amount: String(op.amount) }
              : op.kind === 'betAndWin'
                ? { ...common, currency: 'USD', betAmount: String(op.bet), winAmount: String(op.win) }
                : op.kind === 'rollback'
                  ? { ...common, rollbackTransactionId: txnOf(op.target) }
                  : common;
          const path = {
            bet: 'bet',
            win: 'win',
            betAndWin: 'bet-and-win',
            rollback: 'rollback',
            endRound: 'end-round',
          }[op.kind];
          const answer = await caller.call<{ balance: string }>(path, body);
          const expected = model.apply(txn, op, txnOf);
          met.add(`${op.kind}:${answer.errorCode || 'ok'}`);
          const context = `step ${index} ${JSON.stringify(op)} as ${txn}`;
          expect({ success: answer.success, code: answer.errorCode }, context).toEqual({
            success: expected.success,
            code: expected.code,
          });
          if (expected.balance !== null) expect(answer.value.balance, context).toBe(String(expected.balance));
        }
        const effects = [...model.effects.values()].reduce((sum, delta) => sum + delta, 0n);
        expect(await walletBalance(server, member.id)).toBe(START + effects);
        expect(model.balance).toBe(START + effects);
        // Each accepted money effect is one ledger transaction of its round: no more, no fewer.
        const ledger = await server.services.db
          .selectFrom('ledger_transactions')
          .select(['kind'])
          .where('member_id', '=', member.id)
          .where('reference', 'like', `round:${PROVIDER_VENDOR}:${prefix}%`)
          .execute();
        const bets = await server.services.db
          .selectFrom('bets')
          .select(['status', 'payout'])
          .where('member_id', '=', member.id)
          .execute();
        const count = (kind: string) => ledger.filter((row) => row.kind === kind).length;
        expect(count('bet')).toBe(bets.length);
        expect(count('payout')).toBe(bets.filter((b) => b.status === 'settled' && b.payout > 0n).length);
        expect(count('refund')).toBe(bets.filter((b) => b.status === 'refunded').length);
      }),
      { numRuns: fuzzRuns(kind, { pglite: 25, postgres: 25 }), examples: [[EVERY_RULE]] },
    );
    for (const rule of [
      'bet:ok',
      'bet:INSUFFICIENT_FUNDS',
      'bet:ROUND_CLOSED',
      'bet:BET_ROLLED_BACK',
      'win:ok',
      'win:BET_NOT_FOUND',
      'win:BET_ROLLED_BACK',
      'win:ROUND_CLOSED',
      'rollback:ok',
      'rollback:BET_NOT_FOUND',
      'rollback:ROUND_CLOSED',
      'betAndWin:ok',
      'endRound:ok',
    ])
      expect(met, rule).toContain(rule);
    // Each run is some 30 calls; FUZZ_RUNS can ask for many more runs than the default.
  }, 600_000);
});
