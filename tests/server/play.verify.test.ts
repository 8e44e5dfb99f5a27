/**
 * Provable fairness over HTTP: the seed commitment shown before play, rotation revealing the
 * server seed (refused while a hi-lo round could be predicted from it), the client seed, who
 * may see a round before and after the reveal, the verification JSON and page recomputing to
 * the stored outcome; and the bet sweep refunding an abandoned hi-lo round with its game round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_SWEEP_MS } from '../../server/domains/ledger/verify';
import { playPageCsp } from '../../server/domains/play/pages/html';

/** The test server's CORS origins (helper.ts): the desktop renderer may frame the games too. */
const PLAY_PAGE_CSP = playPageCsp(['app://bundle']);
import { drawInts, sha256Hex } from '../../server/domains/play/shared/fairness';
import {
  PLAY_PATHS,
  PlayErrorCode,
  type RotateValue,
  type RoundValue,
  type StateValue,
  type VerifyValue,
} from '../../server/domains/play/shared/playApi';
import { lineOf, slotPayout } from '../../server/domains/play/shared/slotRules';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  credit,
  envelope,
  ledgerViolations,
  moneyFingerprint,
  newMember,
  walletBalance,
  type TestMember,
} from './bettingSupport';
import {
  gameCalls,
  launch,
  launchAndOpen,
  requestId,
  seedTestGames,
  type Opened,
  type TestGames,
} from './play.support';

describe.each(backends)('provable fairness on %s', (kind) => {
  let server: TestServer;
  let games: TestGames;
  let player: TestMember;
  let opened: Opened;
  let api: ReturnType<typeof gameCalls>;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    games = await seedTestGames(server);
    player = await newMember(server, `fair_${kind}`);
    await credit(server, player.id, 100_000n);
    opened = await launchAndOpen(server, player, games.slot);
    api = gameCalls(server, opened.secret);
  });
  afterAll(() => server?.close());

  const anonymous = () => gameCalls(server, '');

  it('commits to the server seed before play, and a revealed seed recomputes every round of it', async () => {
    const state = (await api.get<StateValue>(PLAY_PATHS.state)).value;
    const commitment = state.fair.serverSeedHash;
    const rounds: RoundValue['round'][] = [];
    for (let i = 0; i < 5; i += 1) {
      const spun = await api.post<RoundValue>(PLAY_PATHS.spin, { requestId: requestId('fair'), stakeMinor: '100' });
      rounds.push(spun.value.round);
    }
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(rounds.map((r) => r.serverSeedHash))).toEqual(new Set([commitment]));

    // Before the reveal: the owner sees the round without its seed; nobody else sees it.
    const own = await api.get<VerifyValue>(`${PLAY_PATHS.round}/${rounds[0]!.roundKey}`);
    expect(own.value).toMatchObject({
      serverSeed: null,
      round: { revealed: false, roundKey: rounds[0]!.roundKey },
      ranges: [20, 20, 20],
    });
    const hidden = await anonymous().get(`${PLAY_PATHS.round}/${rounds[0]!.roundKey}`);
    expect(hidden).toMatchObject({ success: false, errorCode: PlayErrorCode.roundUnrevealed });
    expect(hidden.message).toMatch(/not revealed yet/);

    const rotated = await api.post<RotateValue>(PLAY_PATHS.rotate, {});
    expect(rotated.value.revealed).toMatchObject({
      serverSeedHash: commitment,
      clientSeed: state.fair.clientSeed,
      rounds: 5,
    });
    expect(await sha256Hex(rotated.value.revealed.serverSeed)).toBe(commitment);
    expect(rotated.value.fair.serverSeedHash).not.toBe(commitment);
    expect(rotated.value.fair.nextNonce).toBe(0);

    // After it: anyone with a round key verifies it, independently.
    for (const round of rounds) {
      const verified = await anonymous().get<VerifyValue>(`${PLAY_PATHS.round}/${round.roundKey}`);
      expect(verified.success).toBe(true);
      const { serverSeed, round: shown, ranges } = verified.value;
      expect(serverSeed).toBe(rotated.value.revealed.serverSeed);
      const draws = await drawInts(
        { serverSeed: serverSeed!, clientSeed: shown.clientSeed, nonce: shown.nonce },
        ranges,
      );
      expect(draws).toEqual(shown.slot!.stops);
      expect(shown.payoutMinor).toBe(slotPayout(BigInt(shown.stakeMinor), lineOf(draws).pay).toString());
      expect(shown.revealed).toBe(true);
    }
  });

  it('changing the client seed rotates the pair, and a bad client seed changes nothing', async () => {
    const before = (await api.get<StateValue>(PLAY_PATHS.state)).value.fair;
    const bad = await api.post(PLAY_PATHS.clientSeed, { clientSeed: 'has space' });
    expect(bad).toMatchObject({ status: 400, success: false });
    expect((await api.get<StateValue>(PLAY_PATHS.state)).value.fair).toEqual(before);
    const changed = await api.post<RotateValue>(PLAY_PATHS.clientSeed, { clientSeed: 'my-lucky-seed' });
    expect(changed.value.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(changed.value.fair).toMatchObject({ clientSeed: 'my-lucky-seed', nextNonce: 0 });
    const spun = await api.post<RoundValue>(PLAY_PATHS.spin, { requestId: requestId('seeded'), stakeMinor: '100' });
    expect(spun.value.round).toMatchObject({
      clientSeed: 'my-lucky-seed',
      nonce: 0,
      serverSeedHash: changed.value.fair.serverSeedHash,
    });
    expect((await anonymous().post(PLAY_PATHS.rotate, {})).status).toBe(401);
  });

  it('refuses to rotate while a hi-lo round of the seed is open (its next cards would be known)', async () => {
    const hilo = gameCalls(server, (await launchAndOpen(server, player, games.hilo)).secret);
    const dealt = await hilo.post<RoundValue>(PLAY_PATHS.deal, { requestId: requestId('open'), stakeMinor: '100' });
    const before = (await hilo.get<StateValue>(PLAY_PATHS.state)).value.fair;
    expect(await hilo.post(PLAY_PATHS.rotate, {})).toMatchObject({
      success: false,
      errorCode: PlayErrorCode.roundOpen,
    });
    expect(await hilo.post(PLAY_PATHS.clientSeed, { clientSeed: 'abc' })).toMatchObject({
      success: false,
      errorCode: PlayErrorCode.roundOpen,
    });
    expect((await hilo.get<StateValue>(PLAY_PATHS.state)).value.fair).toEqual(before);
    await hilo.post(PLAY_PATHS.cashOut, { roundKey: dealt.value.round.roundKey });
    expect((await hilo.post<RotateValue>(PLAY_PATHS.rotate, {})).success).toBe(true);
    // Revealed now: the hi-lo round recomputes card by card.
    const verified = (await anonymous().get<VerifyValue>(`${PLAY_PATHS.round}/${dealt.value.round.roundKey}`)).value;
    const cards = await drawInts(
      { serverSeed: verified.serverSeed!, clientSeed: verified.round.clientSeed, nonce: verified.round.nonce },
      verified.ranges,
    );
    expect(cards).toEqual(verified.round.hilo!.cards);
  });

  it('serves the verify page: inputs for all once revealed, owner only before, 200 and why if unrevealed', async () => {
    const spun = await api.post<RoundValue>(PLAY_PATHS.spin, { requestId: requestId('page'), stakeMinor: '100' });
    const key = spun.value.round.roundKey;
    const page = (headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url: `${PLAY_PATHS.verifyPage}/${key}`, headers });

    // An existing round whose seed is not revealed yet: a page that explains (200), not a 404.
    const stranger = await page();
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toContain('id="pending"');
    expect(stranger.body).not.toContain('role="alert"');
    expect(stranger.headers['content-security-policy']).toBe(PLAY_PAGE_CSP);
    expect(stranger.body).toContain('not revealed yet');
    expect(stranger.body).not.toContain('data-round=');

    const owner = await page({ cookie: opened.cookie });
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toContain('data-round=');
    expect(owner.body).toContain('id="rotate-now"');
    expect(owner.body).toContain(`data-session="${opened.secret}"`);
    expect(owner.body).toContain('Not revealed yet');

    const rotated = await api.post<RotateValue>(PLAY_PATHS.rotate, {});
    const revealed = await page();
    expect(revealed.statusCode).toBe(200);
    expect(revealed.body).toContain(rotated.value.revealed.serverSeed);
    expect(revealed.body).toContain('id="check-commitment"');
    expect(revealed.body).not.toContain('data-session=');
    expect(revealed.body).toMatch(/<script type="module" src="\/play\/assets\/verify-[0-9a-f]{12}\.js"><\/script>/);

    const unknown = await server.app.inject({ method: 'GET', url: `${PLAY_PATHS.verifyPage}/${'Z'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('There is no round with this key');
    const bare = await server.app.inject({ method: 'GET', url: PLAY_PATHS.verifyPage });
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toContain('HMAC-SHA256');
  });

  it('lets the sweep refund an abandoned hi-lo round: stake back, round refunded, launches open again', async () => {
    const member = await newMember(server, `sweep_${kind}`);
    await credit(server, member.id, 5_000n);
    const hilo = gameCalls(server, (await launchAndOpen(server, member, games.hilo)).secret);
    const dealt = await hilo.post<RoundValue>(PLAY_PATHS.deal, { requestId: requestId('abandon'), stakeMinor: '1200' });
    const roundKey = dealt.value.round.roundKey;
    expect(await walletBalance(server, member.id)).toBe(3_800n);
    expect(envelope(await launch(server, member, { launchMode: 'GLS', nodeId: games.slot })).errorCode).toBe('#734');

    // Not yet due: the sweep leaves it.
    await server.services.betting.sweep();
    expect(
      (
        await server.services.db
          .selectFrom('game_rounds')
          .select('status')
          .where('round_key', '=', roundKey)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('open');

    server.clock.advance(BET_SWEEP_MS + 60_000);
    const swept = await server.services.betting.sweep();
    expect(swept.refunded).toBeGreaterThanOrEqual(1);
    const round = await server.services.db
      .selectFrom('game_rounds')
      .select(['status', 'settled_at', 'payout'])
      .where('round_key', '=', roundKey)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'refunded', settled_at: server.clock.now, payout: 0n });
    const bet = await server.services.db
      .selectFrom('bets')
      .select('status')
      .where('round_id', '=', roundKey)
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('refunded');
    expect(await walletBalance(server, member.id)).toBe(5_000n);

    // The page no longer resumes it, a guess or cash-out says why, and nothing moves.
    const state = await hilo.get<StateValue>(PLAY_PATHS.state);
    expect(state.value.openRound).toBeNull();
    expect(state.value.recent[0]).toMatchObject({ roundKey, status: 'refunded', hilo: { result: 'refunded' } });
    const fingerprint = await moneyFingerprint(server);
    const late = await hilo.post(PLAY_PATHS.guess, { roundKey, step: 0, guess: 'higher' });
    expect(late).toMatchObject({ success: false, errorCode: PlayErrorCode.roundClosed });
    expect(late.message).toMatch(/refunded/);
    expect(await hilo.post(PLAY_PATHS.cashOut, { roundKey })).toMatchObject({
      success: false,
      errorCode: PlayErrorCode.roundClosed,
    });
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    // Launching works again.
    expect(envelope(await launch(server, member, { launchMode: 'GLS', nodeId: games.slot })).success).toBe(true);
    expect(await ledgerViolations(server)).toEqual([]);
  });

  it('ends each round exactly once when the sweep and cash-outs race (no deadlock, no double move)', async () => {
    const rounds: { member: TestMember; api: ReturnType<typeof gameCalls>; roundKey: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const member = await newMember(server, `race_sweep_${kind}_${i}`);
      await credit(server, member.id, 1_000n);
      const api = gameCalls(server, (await launchAndOpen(server, member, games.hilo)).secret);
      const dealt = await api.post<RoundValue>(PLAY_PATHS.deal, { requestId: requestId('race'), stakeMinor: '100' });
      rounds.push({ member, api, roundKey: dealt.value.round.roundKey });
    }
    server.clock.advance(BET_SWEEP_MS + 60_000);
    const [swept, ...cashOuts] = await Promise.all([
      server.services.betting.sweep(),
      ...rounds.map((r) => r.api.post(PLAY_PATHS.cashOut, { roundKey: r.roundKey })),
    ]);
    for (const [i, answer] of cashOuts.entries()) {
      expect(answer.status).toBeLessThan(500);
      const round = await server.services.db
        .selectFrom('game_rounds')
        .select(['status', 'payout'])
        .where('round_key', '=', rounds[i]!.roundKey)
        .executeTakeFirstOrThrow();
      const bet = await server.services.db
        .selectFrom('bets')
        .select(['status', 'payout'])
        .where('round_id', '=', rounds[i]!.roundKey)
        .executeTakeFirstOrThrow();
      expect(bet).toEqual(round);
      // Cashed out: 99 back; refunded: the 100 stake back. Never both.
      expect(await walletBalance(server, rounds[i]!.member.id)).toBe(answer.success ? 999n : 1_000n);
      expect(round.status).toBe(answer.success ? 'settled' : 'refunded');
    }
    expect(swept.refunded).toBe(cashOuts.filter((answer) => !answer.success).length);
    expect(await ledgerViolations(server)).toEqual([]);
  });
});
