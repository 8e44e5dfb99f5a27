/**
 * The winner board and rank list (contract §4.4) over bets placed and settled through the
 * betting service: settled wins of the merchant's last 30 days, biggest win first, masked
 * names, the catalogue game's icon when the bet names one, the merchant's currency, the limit
 * and its cap, the game category filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet, settleRound } from '../../server/domains/betting/rounds';
import { maskName, WINNER_BOARD_MAX } from '../../server/domains/games/winners';
import { gameEndpoints, WINNER_BOARD_SIZE, type WinnerBoardValue } from '../../src/shared/wire/games';
import { credit, newMember, type TestMember } from './bettingSupport';
import { backends, buildTestServer, type TestServer } from './helper';
import { envelope, gamesClient, nodeIdOf } from './games.support';

const DAY_MS = 86_400_000;

describe('maskName', () => {
  it('keeps two letters at each end of a long name and less of short ones', () => {
    expect(maskName('demo_player')).toBe('de***er');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('')).toBe('***');
    expect(maskName('김철수영희')).toBe('김철***영희');
  });
});

describe.each(backends)('winner board on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof gamesClient>;
  let alpha: TestMember;
  let beta: TestMember;
  let mahjong: number;
  let round = 0;

  type Play = {
    vendor: string;
    gameType: string;
    gameName: string;
    stake: bigint;
    payout?: bigint;
    nodeId?: number;
    at?: Date;
  };
  async function play(member: TestMember, p: Play) {
    const ref = { merchantCode: 'demo', vendor: p.vendor, roundId: `winners-${++round}`, memberId: member.id };
    const at = p.at ?? server.clock.now;
    await placeBet(server.services.db, {
      ...ref,
      gameType: p.gameType,
      gameName: p.gameName,
      stakeMinor: p.stake,
      ...(p.nodeId && { nodeId: BigInt(p.nodeId) }),
      now: at,
    });
    if (p.payout !== undefined) await settleRound(server.services.db, { ...ref, payoutMinor: p.payout, now: at });
  }

  const board = async (
    query: Record<string, string | number> = {},
    path = gameEndpoints.winnerBoard.path,
    merchant = 'demo',
  ) => {
    const res = await api.get(path, { language: 'EN', ...query }, { merchant });
    expect(res.statusCode, res.body).toBe(200);
    return envelope<WinnerBoardValue>(res).value.list.map((row) => row.vo);
  };

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = gamesClient(server);
    alpha = await newMember(server, 'winner_alpha');
    beta = await newMember(server, 'winner_beta');
    const many = await newMember(server, 'many_wins');
    for (const m of [alpha, beta, many])
      await credit(server, m.id, 10_000_000n, new Date(server.clock.now.getTime() - 40 * DAY_MS));
    mahjong = await nodeIdOf(server, 'PG_0001');

    await play(alpha, {
      vendor: 'PG',
      gameType: 'RNG',
      gameName: 'Mahjong Ways',
      stake: 100n,
      payout: 900_000n,
      nodeId: mahjong,
    });
    await play(beta, { vendor: 'DG', gameType: 'LIVE', gameName: 'Baccarat Squeeze', stake: 1_000n, payout: 500_000n });
    await play(alpha, { vendor: 'JL', gameType: 'RNG', gameName: 'Some Slot', stake: 100n, payout: 60_000n });
    // (DG: AG plays from a game wallet of its own, which is empty here.)
    // Not on the board: a loss, a push, an open round, and a bigger win older than 30 days.
    await play(beta, { vendor: 'PG', gameType: 'RNG', gameName: 'Lost Slot', stake: 500n, payout: 0n });
    await play(beta, { vendor: 'PG', gameType: 'RNG', gameName: 'Push Slot', stake: 500n, payout: 500n });
    await play(beta, { vendor: 'PG', gameType: 'RNG', gameName: 'Open Slot', stake: 500n });
    await play(alpha, {
      vendor: 'PG',
      gameType: 'RNG',
      gameName: 'Old Slot',
      stake: 100n,
      payout: 990_000n,
      at: new Date(server.clock.now.getTime() - 31 * DAY_MS),
    });
    // Enough small wins to reach the cap.
    for (let i = 0; i < WINNER_BOARD_MAX; i++)
      await play(many, {
        vendor: 'CQ9',
        gameType: 'RNG',
        gameName: 'Small Win',
        stake: 100n,
        payout: 200n + BigInt(i),
      });
  });
  afterAll(() => server?.close());

  it('puts the biggest wins first, masks names and answers the merchant currency', async () => {
    const rows = await board({ gameCategory: 'ALL', limitNum: 20 });
    expect(rows).toHaveLength(WINNER_BOARD_SIZE);
    expect(rows.slice(0, 3).map((r) => [r.customerName, r.winAmountMinor])).toEqual([
      ['wi***ha', '899900'],
      ['wi***ta', '499000'],
      ['wi***ha', '59900'],
    ]);
    const wins = rows.map((r) => BigInt(r.winAmountMinor));
    expect(wins.every((w, i) => w > 0n && (i === 0 || w <= wins[i - 1]!))).toBe(true);
    expect(rows.every((r) => r.currency === 'USD' && !r.customerName.includes('winner'))).toBe(true);
    expect(rows.some((r) => r.winAmountMinor === '989900')).toBe(false);
  });

  it("shows the catalogue game's icon and name, else the bet's name and vendor logo (issue 14 item 13)", async () => {
    const [top, second] = await board({}, gameEndpoints.winnerBoard.path);
    expect(top).toMatchObject({
      nodeId: mahjong,
      vassalage: 'PG',
      vendor: 'PG',
      gameType: 'RNG',
      gameName: 'Mahjong Ways',
      iconUrl: '/TCG_GAME_ICONS/PG/PG_0001.svg',
    });
    // The catalogue has no DG game of that name: the DG Live logo stands for it.
    expect(second).toMatchObject({
      nodeId: 0,
      vassalage: 'DG',
      gameType: 'LIVE',
      gameName: 'Baccarat Squeeze',
      iconUrl: '/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/DG-COLOR.svg',
    });
    expect(top!.wonAt).toBe(server.clock.now.getTime());
    const [korean] = await board({ language: 'KO' });
    expect(korean!.gameName).toBe('마작 웨이즈');
  });

  it('answers 20 rows by default, at most 50, and refuses a limit below 1', async () => {
    expect(await board()).toHaveLength(WINNER_BOARD_SIZE);
    expect(await board({ limitNum: 2 })).toHaveLength(2);
    expect(await board({ limitNum: 1_000 })).toHaveLength(WINNER_BOARD_MAX);
    const res = await api.get(gameEndpoints.winnerBoard.path, { limitNum: 0 });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('filters by game category; an unknown one answers an empty list', async () => {
    const live = await board({ gameCategory: 'LIVE' });
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((r) => r.gameType === 'LIVE')).toBe(true);
    expect(live[0]!.winAmountMinor).toBe('499000');
    expect(await board({ gameCategory: 'CASINO' })).toEqual([]);
  });

  it('answers the same rows as the rank list, and nothing of another merchant', async () => {
    expect(await board({ limitNum: 50 }, gameEndpoints.rankList.path)).toEqual(await board({ limitNum: 50 }));
    expect(await board({}, gameEndpoints.winnerBoard.path, 'demokr')).toEqual([]);
  });

  it('looks back 30 days from now', async () => {
    server.clock.advance(31 * DAY_MS);
    const rows = await board({ limitNum: 50 });
    expect(rows.some((r) => r.customerName === 'wi***ha')).toBe(false);
  });
});
