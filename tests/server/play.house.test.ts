/**
 * The house games through their API (play/houseRounds.ts): one round of each, its stake and win
 * through the ledger and its bets row with the valid bet its rules decide, and the round
 * recomputed from its seeds as /play/verify does; refusals (limits, a bad bet, a stake above
 * the balance, an action out of turn) move nothing; an open blackjack or mines round is found
 * again on reload and finishes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playFair } from '../../server/domains/play/shared/games/draw';
import { HOUSE_RULES } from '../../server/domains/play/shared/house';
import { sameJson, type HouseId, type Json } from '../../server/domains/play/shared/house/types';
import {
  PLAY_PATHS,
  PlayErrorCode,
  type RoundValue,
  type RoundView,
  type StateValue,
} from '../../server/domains/play/shared/playApi';
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
import { gameCalls, launch, launchAndOpen, openUrl, requestId, seedTestGames, VENDOR } from './play.support';

const HOUSE: { id: HouseId; map: string; name: string; bet: Json }[] = [
  { id: 'slot5', map: 'slot5:pharaoh-gold', name: 'Test House Slot5', bet: { stakeMinor: '100' } },
  {
    id: 'roulette',
    map: 'roulette',
    name: 'Test House Roulette',
    bet: {
      bets: [
        { kind: 'red', stakeMinor: '100' },
        { kind: 'straight', numbers: [17], stakeMinor: '50' },
      ],
    },
  },
  { id: 'sicbo', map: 'sicbo', name: 'Test House Sic Bo', bet: { bets: [{ kind: 'big', stakeMinor: '100' }] } },
  {
    id: 'baccarat',
    map: 'baccarat',
    name: 'Test House Baccarat',
    bet: {
      bets: [
        { option: 'banker', stakeMinor: '100' },
        { option: 'tie', stakeMinor: '10' },
      ],
    },
  },
  { id: 'dice', map: 'dice', name: 'Test House Dice', bet: { direction: 'under', target: 5000, stakeMinor: '100' } },
  { id: 'plinko', map: 'plinko', name: 'Test House Plinko', bet: { rows: 12, risk: 'medium', stakeMinor: '100' } },
  { id: 'keno', map: 'keno', name: 'Test House Keno', bet: { picks: [1, 7, 13, 22, 40], stakeMinor: '100' } },
  { id: 'fishing', map: 'fishing', name: 'Test House Fishing', bet: { fish: 'puffer', stakeMinor: '100' } },
  { id: 'blackjack', map: 'blackjack', name: 'Test House Blackjack', bet: { stakeMinor: '100' } },
  { id: 'mines', map: 'mines', name: 'Test House Mines', bet: { stakeMinor: '100', mines: 3 } },
];

describe.each(backends)('the house games on %s', (kind) => {
  let server: TestServer;
  let player: TestMember;
  const calls = new Map<HouseId, ReturnType<typeof gameCalls>>();
  const db = () => server.services.db;
  const call = (id: HouseId) => calls.get(id)!;

  /** The round recomputed from its seeds, bet and actions (what client/verify.ts does). */
  async function recompute(round: RoundView) {
    const row = await db()
      .selectFrom('game_rounds as r')
      .innerJoin('fair_seeds as s', 's.id', 'r.seed_id')
      .select(['s.server_seed', 'r.client_seed', 'r.nonce'])
      .where('r.round_key', '=', round.roundKey)
      .executeTakeFirstOrThrow();
    const h = round.house!;
    return playFair({ serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce }, (source) =>
      HOUSE_RULES[round.engine as HouseId].play(h.bet, h.actions, source, h.theme),
    );
  }

  const betOf = (roundKey: string) =>
    db().selectFrom('bets').selectAll().where('round_id', '=', roundKey).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await buildTestServer(kind);
    await seedTestGames(server);
    await db()
      .insertInto('games')
      .values(
        HOUSE.map((g) => ({
          game_code: `zz-house-${g.id}`,
          vendor: VENDOR,
          game_type: 'RNG',
          game_name: g.name,
          display_names: JSON.stringify({}),
          engine: 'slot' as const,
          house_game: g.map,
        })),
      )
      .onConflict((oc) => oc.column('game_code').doNothing())
      .execute();
    const rows = await db()
      .selectFrom('games')
      .select(['game_code', 'node_id'])
      .where('game_code', 'like', 'zz-house-%')
      .execute();
    player = await newMember(server, `house_${kind}`);
    await credit(server, player.id, 1_000_000n);
    for (const g of HOUSE) {
      const node = rows.find((r) => r.game_code === `zz-house-${g.id}`)!.node_id;
      calls.set(g.id, gameCalls(server, (await launchAndOpen(server, player, Number(node))).secret));
    }
  });
  afterAll(() => server?.close());

  it.each(HOUSE.filter((g) => !HOUSE_RULES[g.id].interactive))(
    'plays one $id round: stake and win through the ledger, its valid bet, verified from its seeds',
    async (g) => {
      const state = await call(g.id).get<StateValue>(PLAY_PATHS.state);
      expect(state.value.game).toMatchObject({ engine: g.id, name: g.name, vendorName: 'Test Vendor' });
      const before = await walletBalance(server, player.id);
      const played = await call(g.id).post<RoundValue>(PLAY_PATHS.housePlay, {
        requestId: requestId(g.id),
        bet: g.bet,
      });
      expect(played.success, played.message).toBe(true);
      const round = played.value.round;
      expect(round).toMatchObject({ engine: g.id, status: 'settled', gameName: g.name });
      const stake = BigInt(round.stakeMinor);
      const payout = BigInt(round.payoutMinor);
      expect(await walletBalance(server, player.id)).toBe(before - stake + payout);
      const again = await recompute(round);
      expect(sameJson(again.outcome, round.house!.outcome)).toBe(true);
      expect(again.payout).toBe(payout);
      expect(await betOf(round.roundKey)).toMatchObject({
        status: 'settled',
        stake,
        payout,
        valid_bet: again.validBet,
        game_name: g.name,
      });
    },
  );

  it('answers a repeated request with the same round, moving nothing again', async () => {
    const id = requestId('repeat');
    const bet = { direction: 'over', target: 4000, stakeMinor: '100' };
    const first = await call('dice').post<RoundValue>(PLAY_PATHS.housePlay, { requestId: id, bet });
    const money = await moneyFingerprint(server);
    const second = await call('dice').post<RoundValue>(PLAY_PATHS.housePlay, { requestId: id, bet });
    expect(second.value.round).toEqual(first.value.round);
    expect(await moneyFingerprint(server)).toEqual(money);
    const other = await call('dice').post<RoundValue>(PLAY_PATHS.housePlay, {
      requestId: id,
      bet: { ...bet, stakeMinor: '200' },
    });
    expect(other.errorCode).toBe(PlayErrorCode.requestConflict);
  });

  it('refuses bets outside the limits, bad bets and stakes above the balance, moving nothing', async () => {
    const money = await moneyFingerprint(server);
    const cases: [HouseId, Json, string][] = [
      ['dice', { direction: 'under', target: 5000, stakeMinor: '5' }, PlayErrorCode.stakeTooHigh],
      ['slot5', { stakeMinor: '10' }, PlayErrorCode.stakeTooHigh],
      ['sicbo', { bets: [{ kind: 'big', stakeMinor: '100001' }] }, PlayErrorCode.stakeTooHigh],
      ['roulette', { bets: [{ kind: 'straight', numbers: [37], stakeMinor: '100' }] }, PlayErrorCode.betRefused],
      ['roulette', { bets: [] }, PlayErrorCode.betRefused],
      ['baccarat', { bets: [{ option: 'dragon', stakeMinor: '100' }] }, PlayErrorCode.betRefused],
      ['keno', { picks: [1, 1], stakeMinor: '100' }, PlayErrorCode.betRefused],
      ['fishing', { fish: 'whale', stakeMinor: '100' }, PlayErrorCode.betRefused],
      ['dice', { direction: 'under', target: 5000, stakeMinor: '12.5' }, PlayErrorCode.stakeInvalid],
      // The merchant's largest stake is 1,000.00 (100000): above it, refused before the game's own.
      ['plinko', { rows: 12, risk: 'low', stakeMinor: '200000' }, PlayErrorCode.stakeTooHigh],
    ];
    for (const [id, bet, code] of cases) {
      const refused = await call(id).post<RoundValue>(PLAY_PATHS.housePlay, { requestId: requestId('bad'), bet });
      expect(refused.success, `${id} ${JSON.stringify(bet)}`).toBe(false);
      expect(refused.errorCode, `${id} ${JSON.stringify(bet)}`).toBe(code);
      expect(refused.status).toBeLessThan(500);
      expect(refused.message.length).toBeGreaterThan(10);
    }
    expect(await moneyFingerprint(server)).toEqual(money);
    const poor = await newMember(server, `house_poor_${kind}`);
    await credit(server, poor.id, 50n);
    const node = await db()
      .selectFrom('games')
      .select('node_id')
      .where('game_code', '=', 'zz-house-dice')
      .executeTakeFirstOrThrow();
    const poorDice = gameCalls(server, (await launchAndOpen(server, poor, Number(node.node_id))).secret);
    const tooMuch = await poorDice.post<RoundValue>(PLAY_PATHS.housePlay, {
      requestId: requestId('poor'),
      bet: { direction: 'under', target: 5000, stakeMinor: '100' },
    });
    expect(tooMuch.errorCode).toBe('balance.insufficient');
    expect(await walletBalance(server, poor.id)).toBe(50n);
    expect(await db().selectFrom('bets').select('id').where('member_id', '=', poor.id).execute()).toEqual([]);
  });

  it('keeps a blackjack round open over reloads and actions until settled; late actions refused', async () => {
    const bj = call('blackjack');
    const dealt = await bj.post<RoundValue>(PLAY_PATHS.housePlay, {
      requestId: requestId('bj'),
      bet: { stakeMinor: '100' },
    });
    expect(dealt.success, dealt.message).toBe(true);
    let round = dealt.value.round;
    // A second deal while the round is open is refused.
    const second = await bj.post<RoundValue>(PLAY_PATHS.housePlay, {
      requestId: requestId('bj2'),
      bet: { stakeMinor: '100' },
    });
    if (round.status === 'open') expect(second.errorCode).toBe(PlayErrorCode.roundOpen);
    let step = 0;
    while (round.status === 'open') {
      // A reload finds the open round.
      const state = await bj.get<StateValue>(PLAY_PATHS.state);
      expect(state.value.openRound?.roundKey).toBe(round.roundKey);
      const o = round.house!.outcome as { legal: string[]; dealer: number[] };
      expect(o.dealer).toHaveLength(1);
      const action = o.legal.includes('noInsurance') ? 'noInsurance' : 'stand';
      const acted = await bj.post<RoundValue>(PLAY_PATHS.houseAct, { roundKey: round.roundKey, step, action });
      expect(acted.success, acted.message).toBe(true);
      round = acted.value.round;
      step += 1;
    }
    const money = await moneyFingerprint(server);
    const late = await bj.post<RoundValue>(PLAY_PATHS.houseAct, { roundKey: round.roundKey, step, action: 'split' });
    expect(late.errorCode).toBe(PlayErrorCode.roundClosed);
    expect(await moneyFingerprint(server)).toEqual(money);
    const again = await recompute(round);
    expect(sameJson(again.outcome, round.house!.outcome)).toBe(true);
    const bet = await betOf(round.roundKey);
    expect(bet).toMatchObject({ status: 'settled', payout: again.payout, valid_bet: again.validBet });
  });

  it('refuses an action the blackjack round does not allow now, moving nothing', async () => {
    const bj = call('blackjack');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const dealt = await bj.post<RoundValue>(PLAY_PATHS.housePlay, {
        requestId: requestId('bjx'),
        bet: { stakeMinor: '100' },
      });
      const round = dealt.value.round;
      if (round.status !== 'open') continue;
      const o = round.house!.outcome as { legal: string[] };
      if (o.legal.includes('split')) {
        await bj.post(PLAY_PATHS.houseAct, { roundKey: round.roundKey, step: 0, action: 'stand' });
        continue;
      }
      const money = await moneyFingerprint(server);
      const refused = await bj.post<RoundValue>(PLAY_PATHS.houseAct, {
        roundKey: round.roundKey,
        step: 0,
        action: 'split',
      });
      expect(refused.errorCode).toBe(PlayErrorCode.actionRefused);
      expect(await moneyFingerprint(server)).toEqual(money);
      // Finish it with a double (after declining insurance): the second stake goes through the ledger too.
      const before = await walletBalance(server, player.id);
      let step = 0;
      let next = dealt;
      if (o.legal.includes('noInsurance'))
        next = await bj.post<RoundValue>(PLAY_PATHS.houseAct, {
          roundKey: round.roundKey,
          step: step++,
          action: 'noInsurance',
        });
      expect(next.success, next.message).toBe(true);
      if (next.value.round.status === 'open') {
        const legal = (next.value.round.house!.outcome as { legal: string[] }).legal;
        expect(legal).toContain('double');
        next = await bj.post<RoundValue>(PLAY_PATHS.houseAct, {
          roundKey: round.roundKey,
          step: step++,
          action: 'double',
        });
        expect(next.success, next.message).toBe(true);
        expect(next.value.round.stakeMinor).toBe('200');
      }
      const settled = next.value.round;
      expect(settled.status).toBe('settled');
      const stake = BigInt(settled.stakeMinor);
      expect(await walletBalance(server, player.id)).toBe(before - (stake - 100n) + BigInt(settled.payoutMinor));
      expect(await betOf(settled.roundKey)).toMatchObject({ stake, payout: BigInt(settled.payoutMinor) });
      expect(await ledgerViolations(server)).toEqual([]);
      return;
    }
    throw new Error('no open round without a split in 20 deals');
  });

  it('plays a mines round: opened tiles, a cash-out or a mine, the open round found again on reload', async () => {
    const m = call('mines');
    const before = await walletBalance(server, player.id);
    const started = await m.post<RoundValue>(PLAY_PATHS.housePlay, {
      requestId: requestId('mines'),
      bet: { stakeMinor: '100', mines: 3 },
    });
    expect(started.success, started.message).toBe(true);
    let round = started.value.round;
    expect(round.status).toBe('open');
    expect((round.house!.outcome as { mines: unknown }).mines).toBeNull();
    expect(await walletBalance(server, player.id)).toBe(before - 100n);
    const early = await m.post<RoundValue>(PLAY_PATHS.houseAct, {
      roundKey: round.roundKey,
      step: 0,
      action: 'cashOut',
    });
    expect(early.errorCode).toBe(PlayErrorCode.actionRefused);
    const opened = await m.post<RoundValue>(PLAY_PATHS.houseAct, {
      roundKey: round.roundKey,
      step: 0,
      action: { tile: 12 },
    });
    round = opened.value.round;
    const twice = await m.post<RoundValue>(PLAY_PATHS.houseAct, {
      roundKey: round.roundKey,
      step: 0,
      action: { tile: 12 },
    });
    expect(twice.value.round).toEqual(round);
    if (round.status === 'open') {
      const state = await m.get<StateValue>(PLAY_PATHS.state);
      expect(state.value.openRound?.roundKey).toBe(round.roundKey);
      const same = await m.post<RoundValue>(PLAY_PATHS.houseAct, {
        roundKey: round.roundKey,
        step: 1,
        action: { tile: 12 },
      });
      expect(same.errorCode).toBe(PlayErrorCode.actionRefused);
      round = (await m.post<RoundValue>(PLAY_PATHS.houseAct, { roundKey: round.roundKey, step: 1, action: 'cashOut' }))
        .value.round;
    }
    expect(round.status).toBe('settled');
    const payout = BigInt(round.payoutMinor);
    expect(await walletBalance(server, player.id)).toBe(before - 100n + payout);
    const again = await recompute(round);
    expect(sameJson(again.outcome, round.house!.outcome)).toBe(true);
    expect(await betOf(round.roundKey)).toMatchObject({ status: 'settled', payout, valid_bet: 100n });
  });

  it('plays with play money for a trial account: the play balance moves, above it is refused, no bet row', async () => {
    const trial = await newMember(server, `house_trial_${kind}`, { type: 4 });
    await db().updateTable('members').set({ demo_balance: 500n }).where('id', '=', trial.id).execute();
    const node = await db()
      .selectFrom('games')
      .select('node_id')
      .where('game_code', '=', 'zz-house-mines')
      .executeTakeFirstOrThrow();
    const launched = envelope<{ content: { game_url: string } }>(
      await launch(server, trial, {
        launchMode: 'GLS',
        nodeId: Number(node.node_id),
        vassalage: VENDOR,
        accountType: 0,
      }),
    );
    expect(launched.success, launched.message).toBe(true);
    const m = gameCalls(server, (await openUrl(server, launched.value.content.game_url)).secret);
    const money = await moneyFingerprint(server);
    const tooMuch = await m.post<RoundValue>(PLAY_PATHS.housePlay, {
      requestId: requestId('trial'),
      bet: { stakeMinor: '600', mines: 3 },
    });
    expect(tooMuch.success).toBe(false);
    const started = await m.post<RoundValue>(PLAY_PATHS.housePlay, {
      requestId: requestId('trial'),
      bet: { stakeMinor: '100', mines: 1 },
    });
    expect(started.success, started.message).toBe(true);
    let round = started.value.round;
    expect(round.playMoney).toBe(true);
    round = (await m.post<RoundValue>(PLAY_PATHS.houseAct, { roundKey: round.roundKey, step: 0, action: { tile: 0 } }))
      .value.round;
    if (round.status === 'open')
      round = (await m.post<RoundValue>(PLAY_PATHS.houseAct, { roundKey: round.roundKey, step: 1, action: 'cashOut' }))
        .value.round;
    expect(round.status).toBe('settled');
    const balance = await db()
      .selectFrom('members')
      .select('demo_balance')
      .where('id', '=', trial.id)
      .executeTakeFirstOrThrow();
    expect(balance.demo_balance).toBe(500n - 100n + BigInt(round.payoutMinor));
    expect(await db().selectFrom('bets').select('id').where('round_id', '=', round.roundKey).execute()).toEqual([]);
    expect(await moneyFingerprint(server)).toEqual(money);
  });

  it('leaves the ledger consistent', async () => {
    expect(await ledgerViolations(server)).toEqual([]);
  });
});
