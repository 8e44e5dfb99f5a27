/**
 * Virtual sports slips driven by the test clock: prices carry the stated 5 % margin; a round's
 * seed is committed before kick-off and revealed with its results; singles and accumulators are
 * debited at placement and settled once at full time (an accumulator pays the product of its
 * legs' odds) even when two steps run at once; a slip after kick-off, at stale odds, with one
 * match twice or above the balance is refused with nothing moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIRTUAL_PATHS, type VirtualRoundView } from '../../server/domains/play/virtual/api';
import { canonicalJson, playRound } from '../../server/domains/play/virtual/matches';
import { slipRoundId, type SlipView } from '../../server/domains/play/virtual/slips';
import type { VirtualStateValue } from '../../server/domains/play/virtual/state';
import { virtualStep } from '../../server/domains/play/virtual/step';
import { sha256Hex } from '../../server/domains/play/shared/fairness';
import { frac, lessOrEqual } from '../../server/domains/play/shared/games/fraction';
import { esportsWinningScores } from '../../server/domains/play/shared/games/virtual/esports';
import { footballChance, footballRound, footballWins } from '../../server/domains/play/shared/games/virtual/football';
import { selectionRtp } from '../../server/domains/play/shared/games/virtual/pricing';
import { nextOpenRound, roundTimes } from '../../server/domains/play/shared/games/virtual/schedule';
import { backends, buildTestServer, type TestServer } from './helper';
import {
  credit,
  ledgerViolations,
  moneyFingerprint,
  newMember,
  walletBalance,
  type TestMember,
} from './bettingSupport';
import { gameCalls, launchAndOpen, requestId, seedTestGames, VENDOR } from './play.support';

type Slip = { slip: SlipView; balanceMinor: string };

describe.each(backends)('virtual sports on %s', (kind) => {
  let server: TestServer;
  let node: number;
  let player: TestMember;
  let game: ReturnType<typeof gameCalls>;
  const db = () => server.services.db;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    await seedTestGames(server);
    const row = await server.services.db
      .insertInto('games')
      .values({
        game_code: 'zz-test-virtual',
        vendor: VENDOR,
        game_type: 'RNG',
        game_name: 'Test Virtual Sports',
        display_names: '{}',
        engine: 'virtual',
      })
      .returning('node_id')
      .executeTakeFirstOrThrow();
    node = Number(row.node_id);
    player = await newMember(server, `virtual_${kind}`);
    await credit(server, player.id, 100_000n);
    game = gameCalls(server, (await launchAndOpen(server, player, node)).secret);
  });
  afterAll(() => server?.close());

  /** The open round's state, the clock a minute before its kick-off. */
  async function openRound() {
    const next = nextOpenRound(server.clock.now.getTime());
    server.clock.now = new Date(next.kickOffAt - 60_000);
    const state = (await game.get<VirtualStateValue>(VIRTUAL_PATHS.state)).value;
    const [football, esports] = state.leagues;
    return { next, state, football: football!, esports: esports! };
  }

  it('prices every offered selection with the stated margin and commits each round before kick-off', async () => {
    const { football, esports, next } = await openRound();
    expect(football.open.round).toBe(next.round);
    const fixture = football.open.fixtures[0]!;
    const rows = await db().selectFrom('virtual_rounds').selectAll().where('round_no', '=', next.round).execute();
    expect(rows.map((r) => r.league).sort()).toEqual(['esports', 'football']);
    expect(rows.find((r) => r.league === 'football')!.seed_hash).toBe(football.open.seedHash);
    expect(await sha256Hex(rows[0]!.seed)).toBe(rows[0]!.seed_hash);
    const model = footballRound(next.round, 'vf')[0]!;
    expect(model.id).toBe(fixture.id);
    for (const price of fixture.prices.filter((p) => p.odds !== null)) {
      const chance = footballChance(model, price.market, price.pick);
      expect(lessOrEqual(selectionRtp(chance, price.odds!), frac(20, 21))).toBe(true);
    }
    // The three 1X2 prices imply a book of at least 105 %.
    const implied = fixture.prices.filter((p) => p.market === '1x2').reduce((sum, p) => sum + 1 / (p.odds! / 100), 0);
    expect(implied).toBeGreaterThanOrEqual(1.05);
    expect(esports.open.fixtures[0]!.prices.every((p) => p.odds === null || p.odds >= 101)).toBe(true);
  });

  it('debits a single and an accumulator at placement and settles them once at full time', async () => {
    const { football, esports, next } = await openRound();
    const rounds = await db().selectFrom('virtual_rounds').selectAll().where('round_no', '=', next.round).execute();
    const seedOf = (league: string) => rounds.find((r) => r.league === league)!.seed;
    const fResults = await playRound('football', next.round, seedOf('football'));
    const eResults = await playRound('esports', next.round, seedOf('esports'));
    // A winning pick on football match 0 (its 1X2 result) and e-sports match 0 (the series winner).
    const f0 = fResults[0]!;
    if (f0.sport !== 'football') throw new Error('football first');
    const fPick = f0.result.home > f0.result.away ? 'home' : f0.result.home < f0.result.away ? 'away' : 'draw';
    const e0 = eResults[0]!;
    if (e0.sport !== 'esports') throw new Error('esports first');
    const ePick = esportsWinningScores('winner', 'A').includes(e0.result.score) ? 'A' : 'B';
    const fOdds = football.open.fixtures[0]!.prices.find((p) => p.market === '1x2' && p.pick === fPick)!.odds!;
    const eOdds = esports.open.fixtures[0]!.prices.find((p) => p.market === 'winner' && p.pick === ePick)!.odds!;
    // A losing single: both teams to score on football match 1, the other way from the result.
    const f1 = fResults[1]!;
    if (f1.sport !== 'football') throw new Error('football');
    const losing = footballWins('btts', 'yes', f1.result.home, f1.result.away) ? 'no' : 'yes';
    const lOdds = football.open.fixtures[1]!.prices.find((p) => p.market === 'btts' && p.pick === losing)!.odds!;

    const before = await walletBalance(server, player.id);
    const acca = await game.post<Slip>(VIRTUAL_PATHS.slip, {
      requestId: requestId('acca'),
      stakeMinor: '1000',
      legs: [
        { fixtureId: football.open.fixtures[0]!.id, market: '1x2', pick: fPick, odds: fOdds },
        { fixtureId: esports.open.fixtures[0]!.id, market: 'winner', pick: ePick, odds: eOdds },
      ],
    });
    expect(acca.success).toBe(true);
    const single = await game.post<Slip>(VIRTUAL_PATHS.slip, {
      requestId: requestId('single'),
      stakeMinor: '500',
      legs: [{ fixtureId: football.open.fixtures[1]!.id, market: 'btts', pick: losing, odds: lOdds }],
    });
    expect(single.success).toBe(true);
    expect(await walletBalance(server, player.id)).toBe(before - 1_500n);

    // Before full time nothing settles.
    server.clock.now = new Date(roundTimes(next.round).endsAt - 1);
    expect(await virtualStep(db(), server.clock.now)).toMatchObject({ settledSlips: 0 });

    server.clock.now = new Date(roundTimes(next.round).endsAt);
    const steps = await Promise.all([virtualStep(db(), server.clock.now), virtualStep(db(), server.clock.now)]);
    expect(steps.reduce((n, s) => n + s.settledSlips, 0)).toBe(2);
    expect(steps.reduce((n, s) => n + s.settledRounds, 0)).toBe(2);
    const payout = (1_000n * BigInt(fOdds) * BigInt(eOdds)) / 10_000n;
    expect(await walletBalance(server, player.id)).toBe(before - 1_500n + payout);
    const fingerprint = await moneyFingerprint(server);
    await virtualStep(db(), server.clock.now);
    expect(await moneyFingerprint(server)).toBe(fingerprint);

    const records = await db()
      .selectFrom('bets')
      .select(['round_id', 'status', 'stake', 'payout', 'valid_bet'])
      .where('round_id', 'in', [
        slipRoundId(BigInt(acca.value.slip.slipId)),
        slipRoundId(BigInt(single.value.slip.slipId)),
      ])
      .orderBy('round_id')
      .execute();
    expect(records).toEqual(
      [
        {
          round_id: slipRoundId(BigInt(acca.value.slip.slipId)),
          status: 'settled',
          stake: 1_000n,
          payout,
          valid_bet: 1_000n,
        },
        {
          round_id: slipRoundId(BigInt(single.value.slip.slipId)),
          status: 'settled',
          stake: 500n,
          payout: 0n,
          valid_bet: 500n,
        },
      ].sort((a, b) => a.round_id.localeCompare(b.round_id)),
    );
    const state = (await game.get<VirtualStateValue>(VIRTUAL_PATHS.state)).value;
    expect(state.slips.find((s) => s.slipId === acca.value.slip.slipId)).toMatchObject({ status: 'won' });
    expect(state.slips.find((s) => s.slipId === single.value.slip.slipId)).toMatchObject({ status: 'lost' });

    // The round's seed is revealed now, and it replays the results.
    const roundRow = rounds.find((r) => r.league === 'football')!;
    const view = (await game.get<VirtualRoundView>(`${VIRTUAL_PATHS.round}/${roundRow.id}`)).value;
    expect(view.seed).toBe(roundRow.seed);
    expect(canonicalJson(view.results)).toBe(canonicalJson(fResults));
    expect(await ledgerViolations(server)).toEqual([]);
  });

  it('refuses slips after kick-off, at stale odds, on one match twice, above the balance; nothing moves', async () => {
    const { football, next } = await openRound();
    const f = football.open.fixtures[2]!;
    const price = f.prices.find((p) => p.odds !== null)!;
    const leg = { fixtureId: f.id, market: price.market, pick: price.pick, odds: price.odds! };
    const poor = await newMember(server, `virtual_poor_${kind}`);
    await credit(server, poor.id, 50n);
    const poorGame = gameCalls(server, (await launchAndOpen(server, poor, node)).secret);
    const fingerprint = await moneyFingerprint(server);
    const post = (calls: typeof game, body: Record<string, unknown>) =>
      calls.post(VIRTUAL_PATHS.slip, { requestId: requestId('refused'), stakeMinor: '100', ...body });
    expect(await post(game, { legs: [{ ...leg, odds: leg.odds + 1 }] })).toMatchObject({
      success: false,
      errorCode: 'game.market.closed',
    });
    const other = f.prices.filter((p) => p.odds !== null)[1]!;
    const twice = await post(game, {
      legs: [leg, { ...leg, market: other.market, pick: other.pick, odds: other.odds! }],
    });
    expect(twice).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((twice as { message: string }).message).toMatch(/one selection per match/);
    expect(await post(poorGame, { legs: [leg] })).toMatchObject({ success: false, errorCode: 'balance.insufficient' });
    expect(await post(game, { legs: [leg], stakeMinor: '5' })).toMatchObject({
      success: false,
      errorCode: 'amount.out.of.range',
    });
    server.clock.now = new Date(roundTimes(next.round).kickOffAt);
    const late = await post(game, { legs: [leg] });
    expect(late).toMatchObject({ success: false, errorCode: 'game.market.closed' });
    expect((late as { message: string }).message).toMatch(/kick-off/);
    expect(await moneyFingerprint(server)).toBe(fingerprint);
  });
});
