/**
 * Playing the built-in games through their API: each round's stake and win move through the
 * ledger (bets rows with the catalogue vendor, type, name and node), once per request whatever
 * is repeated; stakes above the balance or the limit move nothing; hi-lo rounds stay open over
 * several guesses and end by a loss or a cash-out; sessions are per member and expire; the
 * ledger invariants hold afterwards.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../server/domains/ledger/post';
import { GAME_SESSION_MS } from '../../server/domains/play/gameSessions';
import { cashOutPayout, rankOf, type Guess } from '../../server/domains/play/shared/hiloRules';
import { PLAY_PATHS, PlayErrorCode, type RoundValue, type StateValue } from '../../server/domains/play/shared/playApi';
import { lineOf, REEL_LENGTH, slotPayout } from '../../server/domains/play/shared/slotRules';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  credit,
  ledgerViolations,
  memberByName,
  moneyFingerprint,
  newMember,
  walletBalance,
  type TestMember,
} from './bettingSupport';
import {
  fixNextDraws,
  gameCalls,
  launchAndOpen,
  requestId,
  seedTestGames,
  VENDOR,
  type TestGames,
} from './play.support';

const winning = (current: number, next: number): Guess => (rankOf(next) >= rankOf(current) ? 'higher' : 'lower');
const losing = (current: number, next: number): Guess | null =>
  rankOf(next) === rankOf(current) ? null : rankOf(next) > rankOf(current) ? 'lower' : 'higher';

describe.each(backends)('playing the built-in games on %s', (kind) => {
  let server: TestServer;
  let games: TestGames;
  let player: TestMember;
  let slot: ReturnType<typeof gameCalls>;
  let hilo: ReturnType<typeof gameCalls>;
  const db = () => server.services.db;
  const ledgerOf = (roundKey: string) =>
    db()
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['t.kind', 'a.kind as account', 'e.amount'])
      .where('t.reference', '=', `round:${VENDOR}:${roundKey}`)
      .orderBy('t.id')
      .orderBy('e.amount')
      .execute();

  beforeAll(async () => {
    server = await buildTestServer(kind);
    games = await seedTestGames(server);
    player = await newMember(server, `player_${kind}`);
    await credit(server, player.id, 100_000n);
    slot = gameCalls(server, (await launchAndOpen(server, player, games.slot)).secret);
    hilo = gameCalls(server, (await launchAndOpen(server, player, games.hilo)).secret);
  });
  afterAll(() => server?.close());

  it('loads the page state: game, balance, chips, limit, seed commitment', async () => {
    const state = await slot.get<StateValue>(PLAY_PATHS.state);
    expect(state.success).toBe(true);
    expect(state.value).toMatchObject({
      game: { nodeId: games.slot, name: 'Test Fruit Slot', vendor: VENDOR, vendorName: 'Test Vendor', engine: 'slot' },
      money: { code: 'USD', minorUnits: 2 },
      balanceMinor: '100000',
      wallet: { kind: 'main', vendor: '' },
      // demo's smallest withdrawal is 10.00: stakes from 0.10 to 1,000.00.
      chipsMinor: ['10', '50', '100', '500', '1000', '5000', '10000'],
      maxStakeMinor: '100000',
      openRound: null,
    });
    expect(state.value.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.value.fair.nextNonce).toBe(0);
  });

  it('spins: stake and win move through the ledger in one round, a bet of the catalogue game', async () => {
    // A seed whose next spin wins, so both ledger moves show.
    const { draws } = await fixNextDraws(
      server,
      player.id,
      [REEL_LENGTH, REEL_LENGTH, REEL_LENGTH],
      (d) => lineOf(d).pay >= 200,
    );
    const before = await walletBalance(server, player.id);
    const spun = await slot.post<RoundValue>(PLAY_PATHS.spin, { requestId: requestId('spin'), stakeMinor: '1000' });
    expect(spun.success).toBe(true);
    const round = spun.value.round;
    const payout = slotPayout(1_000n, lineOf(draws).pay);
    expect(round).toMatchObject({
      engine: 'slot',
      status: 'settled',
      stakeMinor: '1000',
      payoutMinor: payout.toString(),
      nonce: 0,
      revealed: false,
      gameName: 'Test Fruit Slot',
      vendor: VENDOR,
    });
    expect(round.slot!.stops).toEqual(draws);
    expect(round.slot!.window.map((cells) => cells[1])).toEqual(round.slot!.line);
    expect(BigInt(spun.value.balanceMinor)).toBe(before - 1_000n + payout);
    expect(await walletBalance(server, player.id)).toBe(before - 1_000n + payout);
    expect(await ledgerOf(round.roundKey)).toEqual([
      { kind: 'bet', account: 'main', amount: -1_000n },
      { kind: 'bet', account: 'house', amount: 1_000n },
      { kind: 'payout', account: 'house', amount: -payout },
      { kind: 'payout', account: 'main', amount: payout },
    ]);
    const bet = await db()
      .selectFrom('bets')
      .selectAll()
      .where('round_id', '=', round.roundKey)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({
      vendor: VENDOR,
      game_type: 'RNG',
      game_name: 'Test Fruit Slot',
      node_id: BigInt(games.slot),
      status: 'settled',
      stake: 1_000n,
      payout,
    });
    const recent = await db()
      .selectFrom('recent_games')
      .select('last_played_at')
      .where('member_id', '=', player.id)
      .where('node_id', '=', BigInt(games.slot))
      .executeTakeFirstOrThrow();
    expect(recent.last_played_at.getTime()).toBe(server.clock.now.getTime());
  });

  it('answers a repeated spin request with the same round and moves no money again', async () => {
    const body = { requestId: requestId('repeat'), stakeMinor: '500' };
    const first = await slot.post<RoundValue>(PLAY_PATHS.spin, body);
    const fingerprint = await moneyFingerprint(server);
    const again = await Promise.all([
      slot.post<RoundValue>(PLAY_PATHS.spin, body),
      slot.post<RoundValue>(PLAY_PATHS.spin, body),
    ]);
    for (const repeat of again) {
      expect(repeat.success).toBe(true);
      expect(repeat.value.round).toEqual(first.value.round);
    }
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    // The same request id with another stake is a different request: refused.
    const other = await slot.post(PLAY_PATHS.spin, { ...body, stakeMinor: '600' });
    expect(other).toMatchObject({ success: false, errorCode: PlayErrorCode.requestConflict });
    expect(await moneyFingerprint(server)).toBe(fingerprint);
  });

  it('plays one round for a request sent ten times at once, and pays one cash-out sent five times', async () => {
    const member = await newMember(server, `racer_${kind}`);
    await credit(server, member.id, 10_000n);
    const racer = gameCalls(server, (await launchAndOpen(server, member, games.slot)).secret);
    const body = { requestId: requestId('race'), stakeMinor: '1000' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => racer.post<RoundValue>(PLAY_PATHS.spin, body)));
    expect(answers.every((a) => a.success)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.value.round))).size).toBe(1);
    const payout = BigInt(answers[0]!.value.round.payoutMinor);
    expect(await walletBalance(server, member.id)).toBe(10_000n - 1_000n + payout);
    expect(await db().selectFrom('bets').select('id').where('member_id', '=', member.id).execute()).toHaveLength(1);

    const racerHilo = gameCalls(server, (await launchAndOpen(server, member, games.hilo)).secret);
    const dealt = await racerHilo.post<RoundValue>(PLAY_PATHS.deal, {
      requestId: requestId('race-deal'),
      stakeMinor: '500',
    });
    const before = await walletBalance(server, member.id);
    const cashOuts = await Promise.all(
      Array.from({ length: 5 }, () =>
        racerHilo.post<RoundValue>(PLAY_PATHS.cashOut, { roundKey: dealt.value.round.roundKey }),
      ),
    );
    expect(cashOuts.every((a) => a.success && a.value.round.payoutMinor === '495')).toBe(true);
    expect(await walletBalance(server, member.id)).toBe(before + 495n);
  });

  it('refuses a stake above the balance, above the limit, or not a positive integer, moving nothing', async () => {
    const poor = await newMember(server, `poor_${kind}`);
    await credit(server, poor.id, 300n);
    const poorSlot = gameCalls(server, (await launchAndOpen(server, poor, games.slot)).secret);
    const fingerprint = await moneyFingerprint(server);
    const nonceBefore = (await poorSlot.get<StateValue>(PLAY_PATHS.state)).value.fair.nextNonce;
    const tooMuch = await poorSlot.post(PLAY_PATHS.spin, { requestId: requestId('poor'), stakeMinor: '500' });
    expect(tooMuch).toMatchObject({ success: false, errorCode: 'balance.insufficient' });
    expect(tooMuch.message).toMatch(/Insufficient balance/);
    const aboveLimit = await slot.post(PLAY_PATHS.spin, { requestId: requestId('limit'), stakeMinor: '100001' });
    expect(aboveLimit).toMatchObject({ success: false, errorCode: 'amount.out.of.range' });
    expect(aboveLimit.message).toContain('1000.00 USD');
    for (const stakeMinor of ['0', '-5', '1.5', 'abc', '1e3', null]) {
      const bad = await slot.post(PLAY_PATHS.spin, { requestId: requestId('bad'), stakeMinor });
      expect(bad.status).toBe(400);
      expect(bad.errorCode).toBe('amount.invalid');
    }
    expect((await slot.post(PLAY_PATHS.spin, { requestId: 'x', stakeMinor: '10' })).status).toBe(400);
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    expect((await poorSlot.get<StateValue>(PLAY_PATHS.state)).value.fair.nextNonce).toBe(nonceBefore);
    expect(await walletBalance(server, poor.id)).toBe(300n);
  });

  it('plays hi-lo over several steps and cashes out stake × multiplier × 0.99, rounded down', async () => {
    // Four cards known in advance, none a tie with the one before, so every guess can win.
    const { draws } = await fixNextDraws(server, player.id, [52, 52, 52, 52], (d) =>
      d.every((c, i) => i === 0 || rankOf(c) !== rankOf(d[i - 1]!)),
    );
    const before = await walletBalance(server, player.id);
    const dealt = await hilo.post<RoundValue>(PLAY_PATHS.deal, { requestId: requestId('deal'), stakeMinor: '777' });
    expect(dealt.value.round).toMatchObject({
      status: 'open',
      stakeMinor: '777',
      hilo: { cards: [draws[0]], guesses: [], result: 'open' },
    });
    expect(BigInt(dealt.value.balanceMinor)).toBe(before - 777n);
    const roundKey = dealt.value.round.roundKey;
    expect(await ledgerOf(roundKey)).toEqual([
      { kind: 'bet', account: 'main', amount: -777n },
      { kind: 'bet', account: 'house', amount: 777n },
    ]);
    expect((await hilo.get<StateValue>(PLAY_PATHS.state)).value.openRound?.roundKey).toBe(roundKey);
    // Another deal while this one is open is refused.
    expect(await hilo.post(PLAY_PATHS.deal, { requestId: requestId('deal2'), stakeMinor: '10' })).toMatchObject({
      success: false,
      errorCode: PlayErrorCode.roundOpen,
    });

    const guesses: Guess[] = [];
    for (let step = 0; step < 3; step += 1) {
      const guess = winning(draws[step]!, draws[step + 1]!);
      guesses.push(guess);
      const answer = await hilo.post<RoundValue>(PLAY_PATHS.guess, { roundKey, step, guess });
      expect(answer.value.round.hilo).toMatchObject({ cards: draws.slice(0, step + 2), guesses, result: 'open' });
      expect(answer.value.round.hilo!.cashOutMinor).toBe(cashOutPayout(777n, draws, guesses).toString());
    }
    // A repeated guess answers the round as it is; a changed one is refused; a skipped step too.
    const repeat = await hilo.post<RoundValue>(PLAY_PATHS.guess, { roundKey, step: 1, guess: guesses[1] });
    expect(repeat.value.round.hilo!.guesses).toEqual(guesses);
    expect(
      await hilo.post(PLAY_PATHS.guess, { roundKey, step: 1, guess: guesses[1] === 'higher' ? 'lower' : 'higher' }),
    ).toMatchObject({ errorCode: PlayErrorCode.requestConflict });
    expect(await hilo.post(PLAY_PATHS.guess, { roundKey, step: 5, guess: 'higher' })).toMatchObject({
      errorCode: PlayErrorCode.requestConflict,
    });
    expect((await hilo.post(PLAY_PATHS.guess, { roundKey, step: 3, guess: 'sideways' })).status).toBe(400);

    const payout = cashOutPayout(777n, draws, guesses);
    expect(payout).toBeGreaterThan(777n);
    const cashed = await hilo.post<RoundValue>(PLAY_PATHS.cashOut, { roundKey });
    expect(cashed.value.round).toMatchObject({
      status: 'settled',
      payoutMinor: payout.toString(),
      hilo: { result: 'cashedOut' },
    });
    expect(await walletBalance(server, player.id)).toBe(before - 777n + payout);
    const fingerprint = await moneyFingerprint(server);
    // Cash-out again: the same answer, no money.
    const again = await hilo.post<RoundValue>(PLAY_PATHS.cashOut, { roundKey });
    expect(again.value.round).toEqual(cashed.value.round);
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    expect(await hilo.post(PLAY_PATHS.guess, { roundKey, step: 3, guess: 'higher' })).toMatchObject({
      success: false,
      errorCode: PlayErrorCode.roundClosed,
    });
    const bet = await db().selectFrom('bets').selectAll().where('round_id', '=', roundKey).executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ status: 'settled', payout, game_name: 'Test Hi-Lo', node_id: BigInt(games.hilo) });
  });

  it('ends a hi-lo round with nothing paid on a wrong guess', async () => {
    const { draws } = await fixNextDraws(server, player.id, [52, 52], (d) => rankOf(d[0]!) !== rankOf(d[1]!));
    const before = await walletBalance(server, player.id);
    const dealt = await hilo.post<RoundValue>(PLAY_PATHS.deal, { requestId: requestId('lose'), stakeMinor: '250' });
    const roundKey = dealt.value.round.roundKey;
    const lost = await hilo.post<RoundValue>(PLAY_PATHS.guess, {
      roundKey,
      step: 0,
      guess: losing(draws[0]!, draws[1]!),
    });
    expect(lost.value.round).toMatchObject({
      status: 'settled',
      payoutMinor: '0',
      hilo: { result: 'lost', cards: draws },
    });
    expect(await walletBalance(server, player.id)).toBe(before - 250n);
    expect(await hilo.post(PLAY_PATHS.cashOut, { roundKey })).toMatchObject({
      success: false,
      errorCode: PlayErrorCode.roundClosed,
    });
    const bet = await db()
      .selectFrom('bets')
      .select(['status', 'payout', 'settle_tx_id'])
      .where('round_id', '=', roundKey)
      .executeTakeFirstOrThrow();
    expect(bet).toEqual({ status: 'settled', payout: 0n, settle_tx_id: null });
  });

  it('plays a vendor with its own game wallet from that wallet', async () => {
    const member = await newMember(server, `agplayer_${kind}`);
    await credit(server, member.id, 2_000n);
    await db()
      .transaction()
      .execute((trx) =>
        post(trx, {
          merchantCode: 'demo',
          currency: 'USD',
          kind: 'transfer',
          idempotencyKey: `play-test-transfer-${kind}`,
          memberId: member.id,
          postings: [
            { account: { member: member.id, kind: 'main' }, amount: -1_000n },
            { account: { member: member.id, kind: 'game', vendor: 'AG' }, amount: 1_000n },
          ],
          now: server.clock.now,
        }),
      );
    const ag = gameCalls(server, (await launchAndOpen(server, member, games.agSlot)).secret);
    const state = await ag.get<StateValue>(PLAY_PATHS.state);
    expect(state.value).toMatchObject({ wallet: { kind: 'game', vendor: 'AG' }, balanceMinor: '1000' });
    const spun = await ag.post<RoundValue>(PLAY_PATHS.spin, { requestId: requestId('ag'), stakeMinor: '100' });
    const payout = BigInt(spun.value.round.payoutMinor);
    expect(await walletBalance(server, member.id, 'game', 'AG')).toBe(1_000n - 100n + payout);
    expect(await walletBalance(server, member.id)).toBe(1_000n);
  });

  it("refuses another member's round, a missing or wrong session, and an expired one", async () => {
    const other = await newMember(server, `other_${kind}`);
    await credit(server, other.id, 10_000n);
    const otherHilo = gameCalls(server, (await launchAndOpen(server, other, games.hilo)).secret);
    const dealt = await hilo.post<RoundValue>(PLAY_PATHS.deal, { requestId: requestId('mine'), stakeMinor: '100' });
    const roundKey = dealt.value.round.roundKey;
    const fingerprint = await moneyFingerprint(server);
    expect(await otherHilo.post(PLAY_PATHS.guess, { roundKey, step: 0, guess: 'higher' })).toMatchObject({
      success: false,
      errorCode: PlayErrorCode.roundNotFound,
    });
    expect(await otherHilo.post(PLAY_PATHS.cashOut, { roundKey })).toMatchObject({
      success: false,
      errorCode: PlayErrorCode.roundNotFound,
    });
    // A slot session cannot deal hi-lo.
    expect((await slot.post(PLAY_PATHS.deal, { requestId: requestId('wrong'), stakeMinor: '100' })).status).toBe(400);
    for (const secret of ['', 'x'.repeat(43), 'not a secret']) {
      const answer = await gameCalls(server, secret).post(PLAY_PATHS.spin, {
        requestId: requestId('anon'),
        stakeMinor: '100',
      });
      expect(answer).toMatchObject({ status: 401, success: false, errorCode: PlayErrorCode.sessionInvalid });
    }
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    await hilo.post(PLAY_PATHS.cashOut, { roundKey });

    server.clock.advance(GAME_SESSION_MS + 1);
    const expired = await slot.post(PLAY_PATHS.spin, { requestId: requestId('late'), stakeMinor: '100' });
    expect(expired).toMatchObject({ status: 401, errorCode: PlayErrorCode.sessionInvalid });
    expect(expired.message).toMatch(/Launch the game again/);
    // A fresh launch (after a fresh login: the platform session has ended too) plays again.
    player = await memberByName(server, player.username);
    slot = gameCalls(server, (await launchAndOpen(server, player, games.slot)).secret);
    hilo = gameCalls(server, (await launchAndOpen(server, player, games.hilo)).secret);
    expect((await slot.post(PLAY_PATHS.spin, { requestId: requestId('again'), stakeMinor: '100' })).success).toBe(true);
  });

  it('keeps every ledger invariant after all this play, and each round has exactly its ledger moves', async () => {
    expect(await ledgerViolations(server)).toEqual([]);
    const mismatched = await sql<{ round_key: string }>`
      SELECT r.round_key FROM game_rounds r JOIN bets b ON b.round_id = r.round_key AND b.member_id = r.member_id
      WHERE b.stake <> r.stake OR b.payout <> r.payout OR b.status <> r.status OR b.node_id <> r.node_id`.execute(db());
    expect(mismatched.rows).toEqual([]);
    const rounds = await db()
      .selectFrom('game_rounds')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const bets = await db()
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('node_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(rounds.n)).toBeGreaterThan(5);
    expect(bets.n).toEqual(rounds.n);
  });
});
