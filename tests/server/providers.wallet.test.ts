/**
 * The provider wallet API's calls and their refusals (server/domains/providers/wallet.ts;
 * docs/protocol.md, "The provider wallet API"), on PGlite and on PostgreSQL: authenticate,
 * balance, bet, win, bet and win, rollback and end of round, each transaction id applied once and
 * answered the same way again, and every refusal leaving the money tables as they were.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderTxnValue } from '../../src/shared/wire/providers';
import { credit, moneyFingerprint, newMember, walletBalance, type TestMember } from './bettingSupport';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  addTestProvider,
  GAMES,
  launchExternal,
  PROVIDER_VENDOR,
  providerCaller,
  providerSession,
  seedProviderGames,
  startLaunchEndpoint,
  type LaunchEndpoint,
  type ProviderCaller,
} from './providersSupport';

const uid = () => randomBytes(6).toString('hex');

describe.each(backends)('provider wallet API on %s', (kind) => {
  let server: TestServer;
  let endpoint: LaunchEndpoint;
  let caller: ProviderCaller;
  let limitFor: bigint | undefined;

  beforeAll(async () => {
    server = await buildTestServer(kind, {
      services: {
        providers: {
          limits: async (_trx, input) =>
            input.memberId === limitFor ? 'The daily loss limit of this player is reached.' : undefined,
        },
      },
    });
    await seedProviderGames(server);
    endpoint = await startLaunchEndpoint();
    caller = providerCaller(server, await addTestProvider(server, endpoint));
  });
  afterAll(async () => {
    await endpoint?.close();
    await server?.close();
  });

  /** A member with `funds` minor units and a provider session. */
  async function player(funds = 10_000n): Promise<{ member: TestMember; sessionId: string }> {
    const member = await newMember(server, `pw${uid()}`);
    if (funds > 0n) await credit(server, member.id, funds);
    return { member, sessionId: await providerSession(server, caller, member, endpoint) };
  }

  const money = (sessionId: string, extra: Record<string, string> = {}) => ({
    sessionId,
    transactionId: `t-${uid()}`,
    roundId: `r-${uid()}`,
    currency: 'USD',
    ...extra,
  });

  /** Calls that must refuse and leave every money table as it was. */
  async function refusedWithoutMoving(call: string, body: unknown, code: string) {
    const before = await moneyFingerprint(server);
    const answer = await caller.call(call, body);
    expect(answer).toMatchObject({ success: false, errorCode: code, status: 200 });
    expect(await moneyFingerprint(server)).toBe(before);
    return answer;
  }

  it('authenticates a launch token once, within its two minutes', async () => {
    const member = await newMember(server, `pw${uid()}`);
    await credit(server, member.id, 2_500n);
    const { answer, token, request } = await launchExternal(server, member, endpoint);
    expect(answer.success).toBe(true);
    expect(request).toMatchObject({ gameCode: GAMES.slot, currency: 'USD', playerId: member.id.toString() });
    const first = await caller.call('authenticate', { token });
    expect(first).toMatchObject({
      success: true,
      value: { playerId: member.id.toString(), currency: 'USD', balance: '2500', gameCode: GAMES.slot, language: 'EN' },
    });
    expect(await caller.call('authenticate', { token })).toMatchObject({ success: false, errorCode: 'TOKEN_INVALID' });
    expect(await caller.call('authenticate', { token: 'x'.repeat(43) })).toMatchObject({
      errorCode: 'TOKEN_INVALID',
    });

    const late = await launchExternal(server, member, endpoint);
    server.clock.advance(2 * 60_000 + 1);
    expect(await caller.call('authenticate', { token: late.token })).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
  });

  it('answers the balance of a live session only', async () => {
    const { sessionId } = await player(7_000n);
    expect(await caller.call('balance', { sessionId })).toMatchObject({
      success: true,
      value: { currency: 'USD', balance: '7000' },
    });
    expect(await caller.call('balance', { sessionId: 'y'.repeat(43) })).toMatchObject({
      errorCode: 'SESSION_INVALID',
    });
  });

  it('debits a bet once per transaction id, and answers a repeat as the first time', async () => {
    const { member, sessionId } = await player(10_000n);
    const bet = money(sessionId, { amount: '1500' });
    const first = await caller.call<ProviderTxnValue>('bet', bet);
    expect(first).toMatchObject({ success: true, value: { balance: '8500', transactionId: bet.transactionId } });
    // Another bet moves the balance; the repeat still answers what the first call answered.
    await caller.call('bet', money(sessionId, { amount: '500' }));
    const repeat = await caller.call<ProviderTxnValue>('bet', bet);
    expect(repeat.value).toEqual(first.value);
    expect(await walletBalance(server, member.id)).toBe(8_000n);
    const effects = await server.services.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference', '=', `round:${PROVIDER_VENDOR}:${bet.roundId}`)
      .execute();
    expect(effects).toHaveLength(1);

    await refusedWithoutMoving('bet', { ...bet, amount: '1501' }, 'TRANSACTION_MISMATCH');
    await refusedWithoutMoving('win', { ...bet, amount: '0' }, 'TRANSACTION_MISMATCH');
  });

  it('refuses a bet beyond the balance, in another currency, of zero, or a second on a round', async () => {
    const { member, sessionId } = await player(1_000n);
    const tooMuch = money(sessionId, { amount: '1001' });
    await refusedWithoutMoving('bet', tooMuch, 'INSUFFICIENT_FUNDS');
    // The refusal is that transaction's answer, even once the money is there.
    await credit(server, member.id, 5_000n);
    await refusedWithoutMoving('bet', tooMuch, 'INSUFFICIENT_FUNDS');

    await refusedWithoutMoving('bet', money(sessionId, { amount: '10', currency: 'EUR' }), 'CURRENCY_MISMATCH');
    await refusedWithoutMoving('bet', money(sessionId, { amount: '0' }), 'INVALID_AMOUNT');
    const placed = money(sessionId, { amount: '100' });
    expect((await caller.call('bet', placed)).success).toBe(true);
    await refusedWithoutMoving('bet', { ...placed, transactionId: `t-${uid()}` }, 'ROUND_CLOSED');
    expect(await walletBalance(server, member.id)).toBe(5_900n);
  });

  it('refuses a bet on a switched-off game, against a limit, or of a blocked player', async () => {
    const { member, sessionId } = await player(1_000n);
    const { db } = server.services;
    await db.updateTable('games').set({ enabled: false }).where('game_code', '=', GAMES.slot).execute();
    await refusedWithoutMoving('bet', money(sessionId, { amount: '10' }), 'GAME_DISABLED');
    await db.updateTable('games').set({ enabled: true }).where('game_code', '=', GAMES.slot).execute();

    limitFor = member.id;
    await refusedWithoutMoving('bet', money(sessionId, { amount: '10' }), 'LIMIT_EXCEEDED');
    limitFor = undefined;

    await db.updateTable('members').set({ status: 'disabled' }).where('id', '=', member.id).execute();
    await refusedWithoutMoving('bet', money(sessionId, { amount: '10' }), 'PLAYER_BLOCKED');
    await db.updateTable('members').set({ status: 'active' }).where('id', '=', member.id).execute();
    expect((await caller.call('bet', money(sessionId, { amount: '10' }))).success).toBe(true);
  });

  it('credits a win once, refuses a win without a bet and a second win', async () => {
    const { member, sessionId } = await player(1_000n);
    const round = money(sessionId, { amount: '200' });
    await caller.call('bet', round);
    const win = { ...round, transactionId: `t-${uid()}`, amount: '650' };
    expect(await caller.call('win', win)).toMatchObject({ success: true, value: { balance: '1450' } });
    expect(await caller.call('win', win)).toMatchObject({ success: true, value: { balance: '1450' } });
    await refusedWithoutMoving('win', { ...win, transactionId: `t-${uid()}` }, 'ROUND_CLOSED');
    await refusedWithoutMoving('win', money(sessionId, { amount: '10' }), 'BET_NOT_FOUND');
    expect(await walletBalance(server, member.id)).toBe(1_450n);
  });

  it('pays a win on a session that has ended, but takes no bet on it', async () => {
    const { member, sessionId } = await player(1_000n);
    const round = money(sessionId, { amount: '300' });
    await caller.call('bet', round);
    server.clock.advance(12 * 60 * 60_000 + 1);
    await refusedWithoutMoving('bet', money(sessionId, { amount: '10' }), 'SESSION_INVALID');
    expect(await caller.call('win', { ...round, transactionId: `t-${uid()}`, amount: '900' })).toMatchObject({
      success: true,
      value: { balance: '1600' },
    });
    expect(await walletBalance(server, member.id)).toBe(1_600n);
  });

  it('bets and wins in one call, or neither', async () => {
    const { member, sessionId } = await player(500n);
    const both = money(sessionId, { betAmount: '400', winAmount: '1000' });
    expect(await caller.call('bet-and-win', both)).toMatchObject({ success: true, value: { balance: '1100' } });
    expect(await caller.call('bet-and-win', both)).toMatchObject({ success: true, value: { balance: '1100' } });
    await refusedWithoutMoving(
      'bet-and-win',
      money(sessionId, { betAmount: '5000', winAmount: '1' }),
      'INSUFFICIENT_FUNDS',
    );
    // A rollback of a bet and win comes after its win: refused.
    await refusedWithoutMoving(
      'rollback',
      money(sessionId, { roundId: both.roundId, rollbackTransactionId: both.transactionId }),
      'ROUND_CLOSED',
    );
    expect(await walletBalance(server, member.id)).toBe(1_100n);
  });

  it('rolls back an open bet once; refuses its win, and a rollback after a win', async () => {
    const { member, sessionId } = await player(1_000n);
    const bet = money(sessionId, { amount: '400' });
    await caller.call('bet', bet);
    const rollback = money(sessionId, { roundId: bet.roundId, rollbackTransactionId: bet.transactionId });
    expect(await caller.call('rollback', rollback)).toMatchObject({ success: true, value: { balance: '1000' } });
    expect(await caller.call('rollback', rollback)).toMatchObject({ success: true, value: { balance: '1000' } });
    await refusedWithoutMoving('win', { ...bet, transactionId: `t-${uid()}`, amount: '800' }, 'BET_ROLLED_BACK');

    const won = money(sessionId, { amount: '100' });
    await caller.call('bet', won);
    await caller.call('win', { ...won, transactionId: `t-${uid()}`, amount: '300' });
    await refusedWithoutMoving(
      'rollback',
      money(sessionId, { roundId: won.roundId, rollbackTransactionId: won.transactionId }),
      'ROUND_CLOSED',
    );
    expect(await walletBalance(server, member.id)).toBe(1_200n);
  });

  it('records a rollback that comes before its bet, and refuses the bet when it comes', async () => {
    const { member, sessionId } = await player(1_000n);
    const bet = money(sessionId, { amount: '250' });
    const rollback = money(sessionId, { roundId: bet.roundId, rollbackTransactionId: bet.transactionId });
    expect(await caller.call('rollback', rollback)).toMatchObject({ success: true, value: { balance: '1000' } });
    await refusedWithoutMoving('bet', bet, 'BET_ROLLED_BACK');
    await refusedWithoutMoving('bet', bet, 'BET_ROLLED_BACK');
    expect(await walletBalance(server, member.id)).toBe(1_000n);
  });

  it('ends an open round as lost, and an ended round changes nothing', async () => {
    const { member, sessionId } = await player(1_000n);
    const bet = money(sessionId, { amount: '100' });
    await caller.call('bet', bet);
    const end = money(sessionId, { roundId: bet.roundId });
    expect(await caller.call('end-round', end)).toMatchObject({ success: true, value: { balance: '900' } });
    const row = await server.services.db
      .selectFrom('bets')
      .select(['status', 'payout'])
      .where('round_id', '=', bet.roundId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'settled', payout: 0n });
    const before = await moneyFingerprint(server);
    expect((await caller.call('end-round', { ...end, transactionId: `t-${uid()}` })).success).toBe(true);
    expect(await moneyFingerprint(server)).toBe(before);
    await refusedWithoutMoving('win', { ...bet, transactionId: `t-${uid()}`, amount: '5' }, 'ROUND_CLOSED');
    expect(await walletBalance(server, member.id)).toBe(900n);
  });

  it('refuses a malformed call with request_param_err', async () => {
    const { sessionId } = await player(0n);
    const answer = await caller.call('bet', { ...money(sessionId), amount: '-5' });
    expect(answer).toMatchObject({ success: false, errorCode: 'request_param_err', status: 400 });
    expect(answer.message).toContain('amount');
  });
});
