/**
 * The settlement service (quality bars, Money 3): a bet, its settlement or its refund happen
 * once per round whatever the provider repeats, sequentially or all at once; a refunded round
 * is never settled, a settled one never refunded; trial accounts cannot bet; stale open bets
 * are swept back; the operator commands drive the same service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet, refundRound, settleRound, type BetResult } from '../../server/domains/betting/rounds';
import { post } from '../../server/domains/ledger/post';
import { BET_SWEEP_MS, SWEEP_GRACE_MS } from '../../server/domains/ledger/verify';
import { backends, buildTestServer, ops, type TestServer } from './helper';
import {
  credit,
  ledgerViolations,
  moneyFingerprint,
  newMember,
  walletBalance,
  type TestMember,
} from './bettingSupport';

describe.each(backends)('betting on %s', (kind) => {
  let server: TestServer;
  let player: TestMember;
  let rounds = 0;
  const now = () => server.clock.now;
  const db = () => server.services.db;
  const nextRound = () => `r-${kind}-${++rounds}`;
  const ref = (roundId: string, vendor = 'PG', memberId = player.id) => ({
    merchantCode: 'demo',
    vendor,
    roundId,
    memberId,
  });
  const place = (roundId: string, stakeMinor: bigint, vendor = 'PG', memberId = player.id) =>
    placeBet(db(), {
      ...ref(roundId, vendor, memberId),
      gameType: 'RNG',
      gameName: 'Test Slot',
      stakeMinor,
      now: now(),
    });
  const ledgerOf = async (roundId: string, vendor = 'PG') =>
    db()
      .selectFrom('ledger_transactions')
      .select(['id', 'kind'])
      .where('reference', '=', `round:${vendor}:${roundId}`)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await buildTestServer(kind);
    player = await newMember(server, `bettor_${kind}`);
    await credit(server, player.id, 100_000n);
  });
  afterAll(() => server?.close());

  it('debits the stake to the house and records the open bet', async () => {
    const roundId = nextRound();
    const bet = await place(roundId, 1_000n);
    expect(bet).toMatchObject({
      status: 'open',
      stakeMinor: '1000',
      vendor: 'PG',
      roundId,
      gameType: 'RNG',
      settleTransactionId: null,
    });
    expect(await walletBalance(server, player.id)).toBe(99_000n);
    const ledger = await ledgerOf(roundId);
    expect(ledger.map((t) => t.kind)).toEqual(['bet']);
    expect(ledger[0]!.id.toString()).toBe(bet.betTransactionId);
    const house = await db()
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select(['ledger_accounts.kind', 'ledger_entries.amount'])
      .where('ledger_entries.transaction_id', '=', ledger[0]!.id)
      .orderBy('ledger_entries.amount')
      .execute();
    expect(house).toEqual([
      { kind: 'main', amount: -1_000n },
      { kind: 'house', amount: 1_000n },
    ]);
  });

  it('plays a vendor with its own wallet from that game wallet, and pays back into it', async () => {
    // The demo merchant is not single-wallet: AG has a game wallet, fed by a transfer.
    await credit(server, player.id, 5_000n);
    const gameWallet = { member: player.id, kind: 'game' as const, vendor: 'AG' };
    await server.services.db.transaction().execute((trx) =>
      post(trx, {
        merchantCode: 'demo',
        currency: 'USD',
        kind: 'transfer',
        idempotencyKey: `test-transfer-${kind}`,
        memberId: player.id,
        postings: [
          { account: { member: player.id, kind: 'main' }, amount: -5_000n },
          { account: gameWallet, amount: 5_000n },
        ],
        now: now(),
      }),
    );
    const mainBefore = await walletBalance(server, player.id);
    const roundId = nextRound();
    await place(roundId, 2_000n, 'AG');
    expect(await walletBalance(server, player.id, 'game', 'AG')).toBe(3_000n);
    await settleRound(db(), { ...ref(roundId, 'AG'), payoutMinor: 4_500n, now: now() });
    expect(await walletBalance(server, player.id, 'game', 'AG')).toBe(7_500n);
    expect(await walletBalance(server, player.id)).toBe(mainBefore);
    // More than the game wallet holds is refused, even with money in the main wallet.
    await expect(place(nextRound(), 7_501n, 'AG')).rejects.toMatchObject({ errorCode: 'balance.insufficient' });
  });

  it('settles a round once when the same settlement comes 5 times in a row', async () => {
    const roundId = nextRound();
    await place(roundId, 1_000n);
    const before = await walletBalance(server, player.id);
    const answers: BetResult[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(await settleRound(db(), { ...ref(roundId), payoutMinor: 2_500n, now: now() }));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 'settled', payoutMinor: '2500', validBetMinor: '1000' });
    expect((await ledgerOf(roundId)).map((t) => t.kind)).toEqual(['bet', 'payout']);
    expect(await walletBalance(server, player.id)).toBe(before + 2_500n);
  });

  it('settles a round once when the same settlement comes 5 times at once', async () => {
    const roundId = nextRound();
    await place(roundId, 1_000n);
    const before = await walletBalance(server, player.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        settleRound(db(), { ...ref(roundId), payoutMinor: 1_800n, validBetMinor: 900n, now: now() }),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 'settled', payoutMinor: '1800', validBetMinor: '900' });
    const payouts = (await ledgerOf(roundId)).filter((t) => t.kind === 'payout');
    expect(payouts).toHaveLength(1);
    expect(answers[0]!.settleTransactionId).toBe(payouts[0]!.id.toString());
    expect(await walletBalance(server, player.id)).toBe(before + 1_800n);
  });

  it('places a bet once when the provider sends it 5 times at once', async () => {
    const roundId = nextRound();
    const before = await walletBalance(server, player.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(roundId, 700n)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await ledgerOf(roundId)).toHaveLength(1);
    expect(await walletBalance(server, player.id)).toBe(before - 700n);
    // The same round with another stake is a different bet: refused, nothing moves.
    await expect(place(roundId, 800n)).rejects.toMatchObject({ errorCode: 'request.state.conflict' });
    expect(await walletBalance(server, player.id)).toBe(before - 700n);
  });

  it('pays nothing for a lost round: settled without a ledger transaction', async () => {
    const roundId = nextRound();
    await place(roundId, 500n);
    const before = await walletBalance(server, player.id);
    const settled = await settleRound(db(), { ...ref(roundId), payoutMinor: 0n, now: now() });
    expect(settled).toMatchObject({ status: 'settled', payoutMinor: '0', settleTransactionId: null });
    expect((await ledgerOf(roundId)).map((t) => t.kind)).toEqual(['bet']);
    expect(await walletBalance(server, player.id)).toBe(before);
  });

  it('refunds once, refuses to settle a refunded round and to refund a settled one', async () => {
    const refunded = nextRound();
    await place(refunded, 1_200n);
    const before = await walletBalance(server, player.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refundRound(db(), { ...ref(refunded), now: now() })),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 'refunded', validBetMinor: '0' });
    expect(await walletBalance(server, player.id)).toBe(before + 1_200n);
    expect((await ledgerOf(refunded)).map((t) => t.kind)).toEqual(['bet', 'refund']);

    const fingerprint = await moneyFingerprint(server);
    await expect(settleRound(db(), { ...ref(refunded), payoutMinor: 100n, now: now() })).rejects.toMatchObject({
      errorCode: 'request.state.conflict',
      message: expect.stringMatching(/refunded; it cannot be settled/),
    });

    const settled = nextRound();
    await place(settled, 300n);
    await settleRound(db(), { ...ref(settled), payoutMinor: 600n, now: now() });
    const afterSettle = await moneyFingerprint(server);
    await expect(refundRound(db(), { ...ref(settled), now: now() })).rejects.toMatchObject({
      errorCode: 'request.state.conflict',
      message: expect.stringMatching(/already settled; it cannot be refunded/),
    });
    await expect(settleRound(db(), { ...ref(settled), payoutMinor: 601n, now: now() })).rejects.toMatchObject({
      errorCode: 'request.state.conflict',
    });
    expect(await moneyFingerprint(server)).toBe(afterSettle);
    expect(fingerprint).not.toBe(afterSettle);
  });

  it('refuses bad settlements with clear errors and changes nothing', async () => {
    const roundId = nextRound();
    await place(roundId, 1_000n);
    const fingerprint = await moneyFingerprint(server);
    await expect(settleRound(db(), { ...ref(roundId), payoutMinor: -1n, now: now() })).rejects.toMatchObject({
      errorCode: 'amount.invalid',
    });
    await expect(settleRound(db(), { ...ref(roundId), payoutMinor: 10n ** 16n, now: now() })).rejects.toMatchObject({
      errorCode: 'amount.invalid',
    });
    await expect(
      settleRound(db(), { ...ref(roundId), payoutMinor: 5n, validBetMinor: 1_001n, now: now() }),
    ).rejects.toMatchObject({
      errorCode: 'amount.invalid',
      message: 'The valid bet cannot be more than the stake.',
    });
    await expect(settleRound(db(), { ...ref('never-played'), payoutMinor: 5n, now: now() })).rejects.toMatchObject({
      errorCode: 'not.found',
    });
    await expect(refundRound(db(), { ...ref('bad round id!'), now: now() })).rejects.toMatchObject({
      errorCode: 'request_param_err',
    });
    await expect(place(nextRound(), 0n)).rejects.toMatchObject({ errorCode: 'amount.invalid' });
    await expect(place(nextRound(), -5n)).rejects.toMatchObject({ errorCode: 'amount.invalid' });
    await expect(place(nextRound(), 10n ** 12n)).rejects.toMatchObject({ errorCode: 'balance.insufficient' });
    expect(await moneyFingerprint(server)).toBe(fingerprint);
  });

  it('refuses real-money bets from a trial account', async () => {
    const trial = await newMember(server, `trial_${kind}`, { type: 4 });
    const fingerprint = await moneyFingerprint(server);
    await expect(place(nextRound(), 100n, 'PG', trial.id)).rejects.toMatchObject({
      errorCode: 'trial.account',
      message: expect.stringMatching(/demo money/),
    });
    expect(await moneyFingerprint(server)).toBe(fingerprint);
  });

  it('sweeps open bets older than the window back to the member, and leaves newer ones', async () => {
    const member = await newMember(server, `swept_${kind}`);
    await credit(server, member.id, 10_000n);
    const stale = nextRound();
    await place(stale, 4_000n, 'PG', member.id);
    server.clock.advance(BET_SWEEP_MS / 2);
    const fresh = nextRound();
    await place(fresh, 1_000n, 'PG', member.id);
    server.clock.advance(BET_SWEEP_MS / 2 + SWEEP_GRACE_MS + 1);
    expect((await ledgerViolations(server)).map((f) => f.check)).toContain('no-stale-holds');

    const result = await server.services.betting.sweep();
    expect(result.refunded).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBe(0);
    const bets = await db()
      .selectFrom('bets')
      .select(['round_id', 'status'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(bets).toEqual([
      { round_id: stale, status: 'refunded' },
      { round_id: fresh, status: 'open' },
    ]);
    expect(await walletBalance(server, member.id)).toBe(9_000n);
    expect(await ledgerViolations(server)).toEqual([]);
    // Swept: a late settlement of that round is refused.
    await expect(
      settleRound(db(), { ...ref(stale, 'PG', member.id), payoutMinor: 8_000n, now: now() }),
    ).rejects.toMatchObject({ errorCode: 'request.state.conflict' });
    await settleRound(db(), { ...ref(fresh, 'PG', member.id), payoutMinor: 0n, now: now() });
  });

  it('lets operators place, settle and refund rounds through the same rules', async () => {
    const member = await newMember(server, `opsbettor_${kind}`);
    await credit(server, member.id, 10_000n);
    const placed = await ops(
      server,
      'bet',
      'place',
      member.username,
      'PG',
      '12.50',
      '--round',
      `ops-${kind}-1`,
      '--game-type',
      'RNG',
    );
    expect(placed.body).toMatchObject({ success: true, value: expect.stringMatching(/stake 12\.50 USD, open/) });
    expect(await walletBalance(server, member.id)).toBe(8_750n);
    const settled = await ops(server, 'bet', 'settle', 'PG', `ops-${kind}-1`, '30');
    expect(settled.body).toMatchObject({ success: true, value: expect.stringMatching(/payout 30\.00 USD, settled/) });
    expect(await walletBalance(server, member.id)).toBe(11_750n);
    const again = await ops(server, 'bet', 'settle', 'PG', `ops-${kind}-1`, '31');
    expect(again.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/different settlement is refused/),
    });
    const refund = await ops(server, 'bet', 'refund', 'PG', `ops-${kind}-1`);
    expect(refund.body).toMatchObject({ success: false, message: expect.stringMatching(/cannot be refunded/) });

    await ops(server, 'bet', 'place', member.username, 'PG', '5', '--round', `ops-${kind}-2`);
    const refunded = await ops(server, 'bet', 'refund', 'PG', `ops-${kind}-2`);
    expect(refunded.body).toMatchObject({ success: true, value: expect.stringMatching(/refunded/) });
    expect(await walletBalance(server, member.id)).toBe(11_750n);

    const bad = await ops(server, 'bet', 'place', member.username, 'PG', '1.234');
    expect(bad).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringMatching(/not an amount in USD/) },
    });
    const broke = await ops(server, 'bet', 'place', member.username, 'PG', '1000');
    expect(broke.body).toMatchObject({ success: false, message: expect.stringMatching(/Insufficient balance/) });
    const nobody = await ops(server, 'bet', 'settle', 'PG', 'no-such-round', '1');
    expect(nobody).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/no bet on round no-such-round/) },
    });

    // A round two members played: the operator says whose bet to settle.
    const table = `ops-${kind}-table`;
    await ops(server, 'bet', 'place', member.username, 'PG', '1', '--round', table);
    await ops(server, 'bet', 'place', player.username, 'PG', '1', '--round', table);
    const ambiguous = await ops(server, 'bet', 'settle', 'PG', table, '2');
    expect(ambiguous).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/2 members played .* --member/) },
    });
    const chosen = await ops(server, 'bet', 'settle', 'PG', table, '2', '--member', member.username);
    expect(chosen.body).toMatchObject({ success: true, value: expect.stringMatching(/payout 2\.00 USD, settled/) });
    const rows = await db()
      .selectFrom('bets')
      .select(['member_id', 'status'])
      .where('round_id', '=', table)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { member_id: member.id, status: 'settled' },
      { member_id: player.id, status: 'open' },
    ]);
    await ops(server, 'bet', 'refund', 'PG', table, '--member', player.username);
  });

  it('bet place refuses unknown, unoffered or switched-off vendors and games, unknown members; no debit', async () => {
    const member = await newMember(server, `vendorcheck_${kind}`);
    await credit(server, member.id, 10_000n);
    const fingerprint = await moneyFingerprint(server);
    const bets = async () =>
      (await db().selectFrom('bets').select('id').where('member_id', '=', member.id).execute()).length;
    const refused = async (argv: string[], message: RegExp) => {
      const answer = await ops(server, ...argv);
      expect(answer.status, argv.join(' ')).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(message);
    };

    await refused(
      ['bet', 'place', member.username, 'NOPE', '5.00'],
      /There is no vendor "NOPE" in the game catalogue; nothing was debited/,
    );
    await refused(['bet', 'place', member.username, 'pg', '5.00'], /There is no vendor "pg"/);
    await refused(
      ['bet', 'place', member.username, 'PG', '5.00', '--game-type', 'LIVE'],
      /The vendor PG offers RNG on demo, not "LIVE"; nothing was debited/,
    );
    await refused(
      ['bet', 'place', member.username, 'PG', '5.00', '--game-name', 'No Such Game'],
      /PG \(RNG\) has no game "No Such Game"; nothing was debited/,
    );
    await refused(['bet', 'place', `nobody_${kind}`, 'PG', '5.00'], /No member "nobody_\w+" on demo/);
    // A vendor the Korean site does not offer (no e-sports there), for a member of that site.
    const korean = await newMember(server, `kr_vendorcheck_${kind}`, { merchant: 'demokr' });
    const esports = await db()
      .selectFrom('merchant_game_vendors')
      .select('vendor')
      .where('merchant_code', '=', 'demo')
      .where('game_type', '=', 'ESPORTS')
      .executeTakeFirstOrThrow();
    await refused(
      ['bet', 'place', korean.username, esports.vendor, '5', '--merchant', 'demokr'],
      new RegExp(`The vendor ${esports.vendor} is not offered on demokr`),
    );
    // A vendor switched off for the merchant, and a game switched off.
    await db()
      .updateTable('merchant_game_vendors')
      .set({ enabled: false })
      .where('merchant_code', '=', 'demo')
      .where('vendor', '=', 'PT')
      .execute();
    await refused(['bet', 'place', member.username, 'PT', '5.00'], /The vendor PT is not offered on demo/);
    await db()
      .updateTable('merchant_game_vendors')
      .set({ enabled: true })
      .where('merchant_code', '=', 'demo')
      .where('vendor', '=', 'PT')
      .execute();
    const game = await db()
      .selectFrom('games')
      .select(['game_code', 'game_name'])
      .where('vendor', '=', 'PG')
      .where('game_type', '=', 'RNG')
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    await db().updateTable('games').set({ enabled: false }).where('game_code', '=', game.game_code).execute();
    await refused(
      ['bet', 'place', member.username, 'PG', '5.00', '--game-name', game.game_code],
      new RegExp(`${game.game_name} \\(PG\\) is switched off`),
    );
    await db().updateTable('games').set({ enabled: true }).where('game_code', '=', game.game_code).execute();
    // Settling or refunding names a vendor the catalogue knows.
    await refused(['bet', 'settle', 'NOPE', 'r-1', '1.00'], /There is no vendor "NOPE"/);
    await refused(['bet', 'refund', 'NOPE', 'r-1'], /There is no vendor "NOPE"/);

    expect(await moneyFingerprint(server)).toBe(fingerprint);
    expect(await bets()).toBe(0);
    expect(await walletBalance(server, member.id)).toBe(10_000n);

    // A real game by name or code is taken, and the bet carries the catalogue's name.
    const placed = await ops(
      server,
      'bet',
      'place',
      member.username,
      'PG',
      '1.00',
      '--game-name',
      game.game_code,
      '--round',
      `vc-${kind}`,
    );
    expect(placed.body.value).toContain(`(RNG ${game.game_name})`);
    await ops(server, 'bet', 'refund', 'PG', `vc-${kind}`);
  });

  it('seeded demo rounds exist and every ledger invariant holds afterwards', async () => {
    const seeded = await db()
      .selectFrom('bets')
      .innerJoin('members', 'members.id', 'bets.member_id')
      .select(['bets.vendor', 'bets.status'])
      .where('members.username', '=', 'demo_player')
      .execute();
    expect(new Set(seeded.map((b) => b.vendor))).toEqual(new Set(['AG', 'PT', 'PG']));
    expect(seeded.every((b) => b.status === 'settled')).toBe(true);
    expect(await ledgerViolations(server)).toEqual([]);
  });
});
