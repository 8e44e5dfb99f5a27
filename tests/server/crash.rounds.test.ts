/**
 * Crash as a shared round driven by the test clock: the round's hash is public before it opens
 * and its seed and crash point only after the crash; bets are taken while bets are open and
 * debited at once; a cash-out before the crash pays stake × the server's multiplier at that
 * moment, one after it is refused with nothing moved; the crash settles every open bet once
 * (automatic cash-outs at their target, the rest lost) even when two loops run it together; two
 * cash-outs of one bet at once pay once; a round that crashed while no loop ran (a restart) is
 * settled at its recorded crash point; /play/verify recomputes the round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRASH_PATHS,
  type CrashBetValue,
  type CrashRoundView,
  type CrashStateValue,
} from '../../server/domains/play/crash/api';
import { crashBetRoundId } from '../../server/domains/play/crash/money';
import { crashStep } from '../../server/domains/play/crash/loop';
import { flightMs } from '../../server/domains/play/crash/timeline';
import { sha256Hex } from '../../server/domains/play/shared/fairness';
import { CRASH_CLIENT_SEED, crashPointOf, multiplierAt } from '../../server/domains/play/shared/games/crash';
import { playFair } from '../../server/domains/play/shared/games/draw';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  credit,
  ledgerViolations,
  moneyFingerprint,
  newMember,
  walletBalance,
  type TestMember,
} from './bettingSupport';
import { freshRound, seedCrashGame } from './crash.support';
import { gameCalls, launchAndOpen, VENDOR } from './play.support';

describe.each(backends)('crash rounds on %s', (kind) => {
  let server: TestServer;
  let node: number;
  let alice: TestMember;
  let bob: TestMember;
  let aliceGame: ReturnType<typeof gameCalls>;
  let bobGame: ReturnType<typeof gameCalls>;
  const db = () => server.services.db;
  const at = (ms: number) => (server.clock.now = new Date(ms));
  const betRow = (roundId: bigint, member: TestMember) =>
    db()
      .selectFrom('crash_bets')
      .selectAll()
      .where('round_id', '=', roundId)
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
  const payouts = (roundId: bigint, member: TestMember) =>
    db()
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference', '=', `round:${VENDOR}:${crashBetRoundId(roundId)}`)
      .where('kind', '=', 'payout')
      .where('member_id', '=', member.id)
      .execute();

  beforeAll(async () => {
    server = await buildTestServer(kind);
    node = await seedCrashGame(server);
    alice = await newMember(server, `crash_alice_${kind}`);
    bob = await newMember(server, `crash_bob_${kind}`);
    await credit(server, alice.id, 100_000n);
    await credit(server, bob.id, 100_000n);
    aliceGame = gameCalls(server, (await launchAndOpen(server, alice, node)).secret);
    bobGame = gameCalls(server, (await launchAndOpen(server, bob, node)).secret);
  });
  afterAll(() => server?.close());

  it('publishes the round hash before the round and the seed and crash point only after the crash', async () => {
    const round = await freshRound(server, (p) => p >= 150);
    const state = await aliceGame.get<CrashStateValue>(CRASH_PATHS.state);
    expect(state.value.round).toMatchObject({ id: round.id.toString(), hash: round.hash, phase: 'betting' });
    expect(state.value.round!.seed).toBeNull();
    expect(state.value.round!.crashPoint).toBeNull();
    expect(await sha256Hex(round.seed)).toBe(round.hash);
    // Both members see the same round.
    expect((await bobGame.get<CrashStateValue>(CRASH_PATHS.state)).value.round).toEqual(state.value.round);
    at(round.crash_at.getTime() - 1);
    expect((await aliceGame.get<CrashStateValue>(CRASH_PATHS.state)).value.round).toMatchObject({
      phase: 'flying',
      crashPoint: null,
    });
    at(round.crash_at.getTime());
    const over = await aliceGame.get<CrashRoundView>(`${CRASH_PATHS.round}/${round.id}`);
    expect(over.value).toMatchObject({ phase: 'crashed', crashPoint: round.crash_point, seed: round.seed });
  });

  it('debits a bet at once, pays a cash-out before the crash at the server multiplier, not after', async () => {
    const round = await freshRound(server, (p) => p >= 300 && p <= 2_000);
    const before = await walletBalance(server, alice.id);
    const bet = await aliceGame.post<CrashBetValue>(CRASH_PATHS.bet, {
      roundId: round.id.toString(),
      stakeMinor: '1000',
    });
    expect(bet.value.bet).toMatchObject({ status: 'open', stakeMinor: '1000', betRoundId: `crash-${round.id}` });
    expect(await walletBalance(server, alice.id)).toBe(before - 1_000n);
    const bobBet = await bobGame.post<CrashBetValue>(CRASH_PATHS.bet, {
      roundId: round.id.toString(),
      stakeMinor: '500',
    });
    expect(bobBet.success).toBe(true);

    // Half-way to 2.00×, by the server's clock: the cash-out gets that moment's multiplier.
    const ms = flightMs(200) - 1_000;
    at(round.takeoff_at.getTime() + ms);
    const cashed = await aliceGame.post<CrashBetValue>(CRASH_PATHS.cashOut, { roundId: round.id.toString() });
    const multiplier = multiplierAt(ms);
    expect(cashed.value.bet).toMatchObject({ status: 'won', cashedOutAt: multiplier });
    const payout = (1_000n * BigInt(multiplier)) / 100n;
    expect(cashed.value.bet.payoutMinor).toBe(payout.toString());
    expect(await walletBalance(server, alice.id)).toBe(before - 1_000n + payout);
    const record = await db()
      .selectFrom('bets')
      .selectAll()
      .where('round_id', '=', `crash-${round.id}`)
      .where('member_id', '=', alice.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      status: 'settled',
      stake: 1_000n,
      payout,
      valid_bet: 1_000n,
      node_id: BigInt(node),
    });

    // Bob waits too long: at the crash time his cash-out is refused and nothing moves.
    at(round.crash_at.getTime());
    const fingerprint = await moneyFingerprint(server);
    const late = await bobGame.post<CrashBetValue>(CRASH_PATHS.cashOut, { roundId: round.id.toString() });
    expect(late).toMatchObject({ success: false, errorCode: 'game.crash.after.crash' });
    expect(late.message).toMatch(/crashed at/);
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    await crashStep(db(), server.clock.now);
    expect(await betRow(round.id, bob)).toMatchObject({ status: 'lost', payout: 0n });
  });

  it('refuses bets after take-off, outside the limits and above the balance, moving nothing', async () => {
    const round = await freshRound(server, (p) => p >= 150);
    const poor = await newMember(server, `crash_poor_${kind}`);
    await credit(server, poor.id, 50n);
    const poorGame = gameCalls(server, (await launchAndOpen(server, poor, node)).secret);
    const fingerprint = await moneyFingerprint(server);
    const id = round.id.toString();
    expect(await poorGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '100' })).toMatchObject({
      success: false,
      errorCode: 'balance.insufficient',
    });
    expect(await aliceGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '5' })).toMatchObject({
      success: false,
      errorCode: 'amount.out.of.range',
    });
    expect(await aliceGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '10000000' })).toMatchObject({
      success: false,
      errorCode: 'amount.out.of.range',
    });
    const badAuto = await aliceGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '100', autoCashOut: 100 });
    expect(badAuto).toMatchObject({ success: false, status: 400 });
    at(round.takeoff_at.getTime());
    const late = await aliceGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '100' });
    expect(late).toMatchObject({ success: false, errorCode: 'game.round.closed' });
    expect(late.message).toMatch(/take/);
    expect(await moneyFingerprint(server)).toBe(fingerprint);
  });

  it('settles every open bet once when two loops crash it together, auto cash-outs at their target', async () => {
    const round = await freshRound(server, (p) => p >= 200 && p <= 1_000);
    const id = round.id.toString();
    const aliceBefore = await walletBalance(server, alice.id);
    const bobBefore = await walletBalance(server, bob.id);
    expect((await aliceGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '1000', autoCashOut: 150 })).success).toBe(
      true,
    );
    expect((await bobGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '700' })).success).toBe(true);
    at(round.crash_at.getTime() + 1);
    const steps = await Promise.all([crashStep(db(), server.clock.now), crashStep(db(), server.clock.now)]);
    expect(steps.flatMap((s) => s.settled)).toEqual([round.id]);
    expect(steps.filter((s) => s.opened !== null)).toHaveLength(1);
    expect(await betRow(round.id, alice)).toMatchObject({ status: 'won', cashed_out_at: 150, payout: 1_500n });
    expect(await betRow(round.id, bob)).toMatchObject({ status: 'lost', payout: 0n });
    expect(await walletBalance(server, alice.id)).toBe(aliceBefore + 500n);
    expect(await walletBalance(server, bob.id)).toBe(bobBefore - 700n);
    expect(await payouts(round.id, alice)).toHaveLength(1);
    const records = await db()
      .selectFrom('bets')
      .select(['member_id', 'status', 'payout'])
      .where('round_id', '=', `crash-${round.id}`)
      .orderBy('member_id')
      .execute();
    expect(records).toEqual([
      { member_id: alice.id, status: 'settled', payout: 1_500n },
      { member_id: bob.id, status: 'settled', payout: 0n },
    ]);
    // Another step later changes nothing.
    const fingerprint = await moneyFingerprint(server);
    await crashStep(db(), server.clock.now);
    expect(await moneyFingerprint(server)).toBe(fingerprint);
  });

  it('pays two simultaneous cash-outs of one bet once', async () => {
    const round = await freshRound(server, (p) => p >= 300);
    const id = round.id.toString();
    const before = await walletBalance(server, alice.id);
    await aliceGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '1000' });
    at(round.takeoff_at.getTime() + flightMs(150));
    const [a, b] = await Promise.all([
      aliceGame.post<CrashBetValue>(CRASH_PATHS.cashOut, { roundId: id }),
      aliceGame.post<CrashBetValue>(CRASH_PATHS.cashOut, { roundId: id }),
    ]);
    expect(a.value.bet).toEqual(b.value.bet);
    expect(a.value.bet).toMatchObject({ status: 'won', cashedOutAt: 150, payoutMinor: '1500' });
    expect(await payouts(round.id, alice)).toHaveLength(1);
    expect(await walletBalance(server, alice.id)).toBe(before + 500n);
  });

  it('settles a round that crashed while no loop ran (a restart) at its recorded crash point', async () => {
    const round = await freshRound(server, (p) => p >= 150 && p <= 400);
    const id = round.id.toString();
    await bobGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '300', autoCashOut: 120 });
    await aliceGame.post(CRASH_PATHS.bet, { roundId: id, stakeMinor: '300' });
    // The server was down from before take-off to long after the crash.
    at(round.crash_at.getTime() + 60_000);
    const late = await aliceGame.post(CRASH_PATHS.cashOut, { roundId: id });
    expect(late).toMatchObject({ success: false, errorCode: 'game.crash.after.crash' });
    const step = await crashStep(db(), server.clock.now);
    expect(step.settled).toEqual([round.id]);
    expect(await betRow(round.id, bob)).toMatchObject({ status: 'won', cashed_out_at: 120, payout: 360n });
    expect(await betRow(round.id, alice)).toMatchObject({ status: 'lost' });
    const next = await db()
      .selectFrom('crash_rounds')
      .selectAll()
      .where('id', '=', step.opened!)
      .executeTakeFirstOrThrow();
    // The next round opens from now, with a full betting phase.
    expect(next.opens_at.getTime()).toBe(server.clock.now.getTime());
    expect(next.round_no).toBe(round.round_no + 1);
  });

  it('lets anyone recompute a crashed round: seed hash and crash point', async () => {
    const round = await freshRound(server, (p) => p >= 120);
    at(round.crash_at.getTime());
    const view = (await aliceGame.get<CrashRoundView>(`${CRASH_PATHS.round}/${round.id}`)).value;
    expect(await sha256Hex(view.seed!)).toBe(view.hash);
    const point = await playFair(
      { serverSeed: view.seed!, clientSeed: CRASH_CLIENT_SEED, nonce: view.roundNo },
      crashPointOf,
    );
    expect(point).toBe(view.crashPoint);
    const page = await server.app.inject({ method: 'GET', url: `${CRASH_PATHS.verifyPage}${round.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-round="${round.id}"`);
    expect(await ledgerViolations(server)).toEqual([]);
  });
});
