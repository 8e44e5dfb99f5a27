/**
 * The agent centre's reports over the wire, on a team whose every number is known: the
 * overview (against hand-computed totals and days), team bets, profit and loss, account
 * records, my income and the settlement records, each as a page and as CSV (content type,
 * file name, header row, quoting, formula neutralising), scoped to the caller's subtree, with
 * range and paging errors as envelopes.
 *
 * The tree (agentsSupport.ts): A over B over C, D beside them, a member under each. Day 0 is
 * the UTC day two days before the test clock's; the report range is days 0–2 (today is day 2).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentEndpoints,
  type ContractKind,
  type ContractTerms,
  type IncomeValue,
  type MemberProfitLossRow,
  type Settlement,
  type SettlementsValue,
  type TeamBetRow,
  type TeamBetsValue,
  type TeamOverviewValue,
  type TeamProfitLossValue,
  type TeamTransactionRow,
} from '../../src/shared/wire/agents';
import type { Page } from '../../src/shared/wire/paging';
import { csvCell } from '../../server/domains/agents/csv';
import { placeBet, refundRound, settleRound } from '../../server/domains/betting/rounds';
import { post } from '../../server/domains/ledger/post';
import {
  agentCalls,
  buildAgentTree,
  idempotencyKey,
  setPaymentPassword,
  type AgentTree,
  type TreeMember,
} from './agentsSupport';
import { body } from './authSupport';
import { creditedDeposit } from './bettingSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

const E = agentEndpoints;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HOSTILE_GAME = '=HYPERLINK("http://x.test","click")';
const COMMA_GAME = 'Lucky, "Neko"';

describe('csvCell', () => {
  it('quotes per RFC 4180 and neutralises formulas, leaving plain numbers alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(7)).toBe('7');
    expect(csvCell(null)).toBe('');
  });
});

describe.each(backends)('agent centre reports on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof agentCalls>;
  let tree: AgentTree;
  let day0: number;
  let round = 0;
  const range = () => ({ startTime: day0, endTime: day0 + 3 * DAY });
  const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  async function play(
    member: TreeMember,
    stake: bigint,
    payout: bigint | 'open' | 'refund',
    at: number,
    gameName = 'Mahjong Ways',
    vendor = 'PG',
    gameType = 'RNG',
  ) {
    const ref = { merchantCode: 'demo', vendor, roundId: `agents-${++round}`, memberId: member.id };
    await placeBet(server.services.db, { ...ref, gameType, gameName, stakeMinor: stake, now: new Date(at) });
    if (payout === 'refund') await refundRound(server.services.db, { ...ref, now: new Date(at + 60_000) });
    else if (payout !== 'open')
      await settleRound(server.services.db, { ...ref, payoutMinor: payout, now: new Date(at + 60_000) });
  }

  /** A contract and its settlements, as the settlement engine writes them (a paid one has its ledger transaction). */
  async function settle(
    agent: TreeMember,
    holder: TreeMember,
    contractKind: ContractKind,
    periods: [start: number, amount: bigint][],
  ) {
    const terms: ContractTerms =
      contractKind === 'dividend'
        ? {
            kind: 'dividend',
            dividend: {
              period: 'D',
              tiers: [{ validBetMinor: '100', lossMinor: '100', activeMembers: 1, rateBp: 1000 }],
            },
          }
        : { kind: 'daily', salary: { tiers: [{ betAmountMinor: '100', activeMembers: 1, rateBp: 100 }] } };
    const db = server.services.db;
    const contract = await db
      .insertInto('contracts')
      .values({
        merchant_code: 'demo',
        kind: contractKind,
        agent_id: agent.id,
        member_id: holder.id,
        status: 'accepted',
        terms: JSON.stringify(terms),
        rate_bp: 100,
        created_at: new Date(day0 - DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [start, amount] of periods) {
      const periodKey = `D:${utcDay(start)}`;
      const settledAt = new Date(start + DAY + 10 * 60_000);
      const txId =
        amount === 0n
          ? null
          : await db.transaction().execute(async (trx) => {
              const posted = await post(trx, {
                merchantCode: 'demo',
                currency: 'USD',
                kind: contractKind === 'dividend' ? 'dividend' : 'salary',
                idempotencyKey: `settlement:${contract.id}:${periodKey}`,
                reference: `settlement:${contract.id}:${periodKey}`,
                memberId: holder.id,
                postings: [
                  { account: { house: 'house' }, amount: -amount },
                  { account: { member: holder.id, kind: 'main' }, amount },
                ],
                now: settledAt,
              });
              return posted.transactionId;
            });
      const metrics = {
        betCount: 2,
        validBetMinor: '2200',
        stakeMinor: '2200',
        payoutMinor: '1400',
        lossMinor: '800',
        activeMembers: 2,
      };
      await db
        .insertInto('settlements')
        .values({
          merchant_code: 'demo',
          contract_id: contract.id,
          kind: contractKind,
          member_id: holder.id,
          agent_id: agent.id,
          period_key: periodKey,
          period_start: new Date(start),
          period_end: new Date(start + DAY),
          metrics: JSON.stringify(metrics),
          rate_bp: 100,
          amount,
          ledger_tx_id: txId,
          settled_at: settledAt,
        })
        .execute();
    }
  }

  beforeAll(async () => {
    server = await buildTestServer(kind, {
      corruptsMoneyOnPurpose: 'settlements written by hand with chosen amounts for the income report',
    });
    api = agentCalls(server);
    tree = await buildAgentTree(server);
    const now = server.clock.now.getTime();
    day0 = Math.floor(now / DAY) * DAY - 2 * DAY;
    const { A, B, C, mA, mB, mC, mD } = tree;
    const at = (day: number, hours: number) => new Date(day0 + day * DAY + hours * HOUR);

    // Deposits: A and mA on day 0, mB on day 1; mC before the range; mD outside the team.
    await creditedDeposit(server, A.id, 20_000n, at(0, 1));
    await creditedDeposit(server, mA.id, 10_000n, at(0, 1));
    await creditedDeposit(server, mB.id, 5_000n, at(1, 1));
    await creditedDeposit(server, mC.id, 3_000n, at(0, -1));
    await creditedDeposit(server, mD.id, 99_999n, at(0, 1));
    // Settled bets: day 0 A 1000/0 and mA 2000/3000; day 1 mA 500/0, mB 1500/0, mC 700/1400.
    await play(A, 1_000n, 0n, at(0, 2).getTime());
    await play(mA, 2_000n, 3_000n, at(0, 3).getTime());
    await play(mA, 500n, 0n, at(1, 2).getTime(), 'Fortune Tiger');
    await play(mB, 1_500n, 0n, at(1, 3).getTime());
    await play(mC, 700n, 1_400n, at(1, 4).getTime(), 'Baccarat', 'XG', 'LIVE');
    // Not counted as settled: an open and a refunded round (with names a spreadsheet must not run).
    await play(mC, 300n, 'open', at(1, 5).getTime(), HOSTILE_GAME);
    await play(mC, 200n, 'refund', at(1, 6).getTime(), COMMA_GAME);
    // Outside the team.
    await play(mD, 9_000n, 0n, at(0, 2).getTime());
    // A rebate for mA on day 1.
    await server.services.db.transaction().execute((trx) =>
      post(trx, {
        merchantCode: 'demo',
        currency: 'USD',
        kind: 'rebate',
        idempotencyKey: `agents-rebate-${mA.id}`,
        reference: 'rebate:test',
        memberId: mA.id,
        postings: [
          { account: { house: 'house' }, amount: -50n },
          { account: { member: mA.id, kind: 'main' }, amount: 50n },
        ],
        now: at(1, 8),
      }),
    );
    // mB withdraws 15.00 today through the cashier, and the operator approves it.
    await setPaymentPassword(server, mB.id, '135790');
    const bank = await server.services.db
      .insertInto('bank_accounts')
      .values({
        member_id: mB.id,
        bank_name: 'Test Bank',
        account_number: '6222000011112222',
        payee_name: 'Member B',
        created_at: server.clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const merchant = (await server.services.system.merchant('demo'))!;
    const row = (await server.services.accounts.members.byId(mB.id))!;
    const withdrawal = await server.services.cashier.withdrawals.create(
      row,
      merchant,
      { amountMinor: '1500', bankAccountId: String(bank.id), paymentPassword: '135790' },
      idempotencyKey(),
    );
    await server.services.cashier.decisions.approve(BigInt(withdrawal.id));
    // Settlements: B holds a daily salary and a dividend from A; C a daily salary from B.
    await settle(A, B, 'daily', [
      [day0, 120n],
      [day0 + DAY, 0n],
    ]);
    await settle(A, B, 'dividend', [[day0, 500n]]);
    await settle(B, C, 'daily', [[day0, 30n]]);
  });
  afterAll(() => server?.close());

  const ok = async <T>(res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    const b = JSON.parse(res.body) as { success: boolean; value: T; message: string };
    expect(b.success, b.message).toBe(true);
    return b.value;
  };
  const csvLines = (text: string) => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    return text.slice(1, -2).split('\r\n');
  };

  describe('the team overview', () => {
    it("adds up the agent's whole team, the agent included, per UTC day", async () => {
      const value = await ok<TeamOverviewValue>(await api.get(tree.A, E.overview.path, range()));
      expect(value).toEqual({
        teamSize: 6,
        directCount: 2,
        newMembers: 6,
        activeMembers: 4,
        depositMinor: '35000',
        withdrawalMinor: '1500',
        betCount: 5,
        validBetMinor: '5700',
        winLossMinor: '-1300',
        days: [
          { day: utcDay(day0), validBetMinor: '3000', lossMinor: '0', depositMinor: '30000', activeMembers: 2 },
          { day: utcDay(day0 + DAY), validBetMinor: '2700', lossMinor: '1300', depositMinor: '5000', activeMembers: 3 },
          { day: utcDay(day0 + 2 * DAY), validBetMinor: '0', lossMinor: '0', depositMinor: '0', activeMembers: 0 },
        ],
      });
    });

    it('team overview counts the agent in all of team size, active members and deposits', async () => {
      const value = await ok<TeamOverviewValue>(await api.get(tree.A, E.overview.path, range()));
      const { startTime, endTime } = range();
      const db = server.services.db;
      // The same figures straight from the tables, over A's subtree WITH A (depth 0) and without.
      const figures = async (minDepth: number) => {
        const { rows } = await sql<{ size: string; active: string; deposit: string }>`
          SELECT (SELECT count(*) FROM member_tree WHERE ancestor_id = ${tree.A.id}
            AND depth >= ${minDepth})::text AS size,
                 (SELECT count(DISTINCT b.member_id) FROM member_tree t JOIN bets b ON b.member_id = t.descendant_id
                   WHERE t.ancestor_id = ${tree.A.id} AND t.depth >= ${minDepth} AND b.status = 'settled'
                     AND b.settled_at >= ${new Date(startTime)}
                       AND b.settled_at < ${new Date(endTime)})::text AS active,
                 (SELECT coalesce(sum(d.amount), 0) FROM member_tree t JOIN deposits d ON d.member_id = t.descendant_id
                   WHERE t.ancestor_id = ${tree.A.id} AND t.depth >= ${minDepth} AND d.status = 'credited'
                     AND d.settled_at >= ${new Date(startTime)}
                       AND d.settled_at < ${new Date(endTime)})::text AS deposit`.execute(db);
        return rows[0]!;
      };
      const withAgent = await figures(0);
      const without = await figures(1);
      // A deposited and bet itself, so the two rules differ on every figure.
      expect(withAgent.size).not.toBe(without.size);
      expect(withAgent.active).not.toBe(without.active);
      expect(withAgent.deposit).not.toBe(without.deposit);
      expect({
        teamSize: String(value.teamSize),
        activeMembers: String(value.activeMembers),
        depositMinor: value.depositMinor,
      }).toEqual({
        teamSize: withAgent.size,
        activeMembers: withAgent.active,
        depositMinor: withAgent.deposit,
      });
    });

    it("counts only a sub-agent's own subtree, and nothing of another team", async () => {
      const b = await ok<TeamOverviewValue>(await api.get(tree.B, E.overview.path, range()));
      expect(b).toMatchObject({
        teamSize: 4,
        directCount: 2,
        activeMembers: 2,
        depositMinor: '5000',
        withdrawalMinor: '1500',
        betCount: 2,
        validBetMinor: '2200',
        winLossMinor: '-800',
      });
      const d = await ok<TeamOverviewValue>(await api.get(tree.D, E.overview.path, range()));
      expect(d).toMatchObject({
        teamSize: 2,
        directCount: 1,
        activeMembers: 1,
        depositMinor: '99999',
        betCount: 1,
        validBetMinor: '9000',
        winLossMinor: '-9000',
      });
      const before = await ok<TeamOverviewValue>(
        await api.get(tree.A, E.overview.path, { startTime: day0 - 10 * DAY, endTime: day0 - 9 * DAY }),
      );
      expect(before).toMatchObject({
        newMembers: 0,
        activeMembers: 0,
        depositMinor: '0',
        betCount: 0,
        winLossMinor: '0',
      });
      expect(before.days).toHaveLength(1);
    });

    it('reads edge days partly from the bets and whole days from the day sums, which match the bets', async () => {
      const value = await ok<TeamOverviewValue>(
        await api.get(tree.A, E.overview.path, { startTime: day0 + 2.5 * HOUR, endTime: day0 + 2 * DAY + 1 }),
      );
      // Day 0 from 02:30 (mA's win, not A's earlier loss), all of day 1, the first millisecond of day 2.
      expect(value).toMatchObject({
        betCount: 4,
        validBetMinor: '4700',
        winLossMinor: '-300',
        activeMembers: 3,
        depositMinor: '5000',
      });
      expect(value.days.map((d) => [d.day, d.validBetMinor, d.lossMinor, d.activeMembers])).toEqual([
        [utcDay(day0), '2000', '-1000', 1],
        [utcDay(day0 + DAY), '2700', '1300', 3],
        [utcDay(day0 + 2 * DAY), '0', '0', 0],
      ]);
      const within = await ok<TeamOverviewValue>(
        await api.get(tree.A, E.overview.path, { startTime: day0 + DAY + 3 * HOUR, endTime: day0 + DAY + 5 * HOUR }),
      );
      expect(within).toMatchObject({ betCount: 2, validBetMinor: '2200', winLossMinor: '-800', activeMembers: 2 });
      const verified = await ops(server, 'agents', 'verify-bet-days');
      expect(verified.body.success, verified.body.message).toBe(true);
      expect(verified.body.value).toMatch(/member-days match the bets/);
    });

    it('keeps the team totals of past days, and computes a day again when one of its bets changes', async () => {
      const old = day0 - 5 * DAY;
      const oldRange = { startTime: old, endTime: old + 2 * DAY };
      const keptDays = async () =>
        (
          await sql<{ ancestor_id: bigint; day: string; bet_count: bigint }>`
            SELECT ancestor_id, to_char(day, 'YYYY-MM-DD') AS day, bet_count FROM team_bet_days
            WHERE day >= ${utcDay(old)}::date AND day < ${utcDay(old + 2 * DAY)}::date ORDER BY ancestor_id,
              day`.execute(server.services.db)
        ).rows.map((r) => [r.ancestor_id, r.day, Number(r.bet_count)]);
      await play(tree.mB, 400n, 100n, old + 2 * HOUR);
      expect(await keptDays()).toEqual([]);

      const first = await ok<TeamOverviewValue>(await api.get(tree.A, E.overview.path, oldRange));
      expect(first).toMatchObject({ betCount: 1, validBetMinor: '400', winLossMinor: '-300', activeMembers: 1 });
      expect(await keptDays()).toEqual([
        [tree.A.id, utcDay(old), 1],
        [tree.A.id, utcDay(old + DAY), 0],
      ]);
      // Read again, from what was kept: the same answer.
      expect(await ok<TeamOverviewValue>(await api.get(tree.A, E.overview.path, oldRange))).toEqual(first);

      // A bet of that day settled late (an operator backdating it): the day is forgotten for every
      // upline of the member, and the next overview counts it.
      await play(tree.mC, 600n, 0n, old + 3 * HOUR);
      expect(await keptDays()).toEqual([[tree.A.id, utcDay(old + DAY), 0]]);
      const second = await ok<TeamOverviewValue>(await api.get(tree.A, E.overview.path, oldRange));
      expect(second).toMatchObject({ betCount: 2, validBetMinor: '1000', winLossMinor: '-900', activeMembers: 2 });
      expect(second.days[0]).toMatchObject({
        day: utcDay(old),
        validBetMinor: '1000',
        lossMinor: '900',
        activeMembers: 2,
      });
      const verified = await ops(server, 'agents', 'verify-bet-days');
      expect(verified.body.success, verified.body.message).toBe(true);
      expect(verified.body.value).toMatch(/; \d+ kept team-days match the day sums/);
    });

    it('refuses a range longer than 93 days with report.range.too.long, and an inverted one', async () => {
      const long = await api.get(tree.A, E.overview.path, { startTime: day0, endTime: day0 + 93 * DAY + 1 });
      expect(long.statusCode).toBe(400);
      expect(body(long)).toMatchObject({ success: false, errorCode: 'report.range.too.long' });
      expect(body(long).message).toMatch(/at most 93 days/);
      const longest = await ok<TeamOverviewValue>(
        await api.get(tree.A, E.overview.path, { startTime: day0, endTime: day0 + 93 * DAY }),
      );
      expect(longest.days).toHaveLength(93);
      const inverted = await api.get(tree.A, E.overview.path, { startTime: day0, endTime: day0 });
      expect(body(inverted)).toMatchObject({ success: false, errorCode: 'request_param_err' });
      expect((await api.get(tree.A, E.overview.path, { startTime: day0 })).statusCode).toBe(400);
    });
  });

  describe('team bets', () => {
    it("lists every bet placed in the range by the agent's team, newest first, with account and level", async () => {
      const page = await ok<Page<TeamBetRow>>(
        await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 20 }),
      );
      expect(page.totalElements).toBe(7);
      expect(page.content.map((b) => [b.account, b.level, b.stakeMinor, b.status, b.winLossMinor])).toEqual([
        [tree.mC.username, 3, '200', 'refunded', '0'],
        [tree.mC.username, 3, '300', 'open', '0'],
        [tree.mC.username, 3, '700', 'settled', '700'],
        [tree.mB.username, 2, '1500', 'settled', '-1500'],
        [tree.mA.username, 1, '500', 'settled', '-500'],
        [tree.mA.username, 1, '2000', 'settled', '1000'],
        [tree.A.username, 0, '1000', 'settled', '-1000'],
      ]);
      const second = await ok<Page<TeamBetRow>>(
        await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 2, pageSize: 5 }),
      );
      expect(second).toMatchObject({ totalElements: 7, totalPages: 2 });
      expect(second.content).toHaveLength(2);
    });

    it('filters by account (in the subtree only), vendor and game type', async () => {
      const mc = await ok<Page<TeamBetRow>>(
        await api.get(tree.B, E.teamBets.path, {
          ...range(),
          pageNo: 1,
          pageSize: 20,
          account: tree.mC.username.toUpperCase(),
        }),
      );
      expect(mc.content.map((b) => b.level)).toEqual([2, 2, 2]);
      const live = await ok<Page<TeamBetRow>>(
        await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 20, vendor: 'XG', gameType: 'LIVE' }),
      );
      expect(live.content.map((b) => b.gameName)).toEqual(['Baccarat']);
      for (const [as, account] of [
        [tree.A, tree.mD.username],
        [tree.B, tree.A.username],
        [tree.A, 'nobody_here'],
      ] as const) {
        const res = await api.get(as, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 20, account });
        expect(res.statusCode).toBe(404);
        expect(body(res)).toMatchObject({ success: false, errorCode: 'not.found' });
      }
      const own = await ok<Page<TeamBetRow>>(
        await api.get(tree.D, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 20 }),
      );
      expect(own.content.map((b) => b.account)).toEqual([tree.mD.username]);
    });

    it('exports the whole range as CSV: BOM, header, quoting, neutralised formulas, major units', async () => {
      const res = await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 1, format: 'csv' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="team-bets-${utcDay(day0)}_${utcDay(day0 + 2 * DAY)}.csv"`,
      );
      const lines = csvLines(res.body);
      expect(lines[0]).toBe(
        'id,account,level,vendor,gameType,gameName,roundId,stake,validBet,payout,winLoss,status,placedAt,settledAt',
      );
      expect(lines).toHaveLength(8);
      expect(lines[1]).toContain(`,${tree.mC.username},3,PG,RNG,"Lucky, ""Neko""",`);
      expect(lines[2]).toContain(`,"'=HYPERLINK(""http://x.test"",""click"")",`);
      expect(lines[7]).toContain(`,${tree.A.username},0,PG,RNG,Mahjong Ways,`);
      expect(lines[7]).toContain(',10.00,10.00,0.00,-10.00,settled,');
      expect(lines[7]).toContain(`,${new Date(day0 + 2 * HOUR).toISOString()},`);
    });

    it('answers errors of a CSV request as the JSON envelope, and refuses bad pages', async () => {
      const long = await api.get(tree.A, E.teamBets.path, {
        startTime: day0,
        endTime: day0 + 94 * DAY,
        pageNo: 1,
        pageSize: 20,
        format: 'csv',
      });
      expect(long.statusCode).toBe(400);
      expect(long.headers['content-type']).toMatch(/^application\/json/);
      expect(body(long)).toMatchObject({ success: false, errorCode: 'report.range.too.long' });
      for (const paging of [
        { pageNo: 1, pageSize: 101 },
        { pageNo: 0, pageSize: 20 },
        { pageNo: 1, pageSize: 0 },
      ]) {
        const res = await api.get(tree.A, E.teamBets.path, { ...range(), ...paging });
        expect(res.statusCode).toBe(400);
        expect(body(res)).toMatchObject({ success: false, errorCode: 'request_param_err' });
      }
      expect(
        (await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 20, format: 'xlsx' })).statusCode,
      ).toBe(400);
    });
  });

  describe('totals rows', () => {
    it('team bets carry totals over the whole filter, not the page', async () => {
      const first = await ok<TeamBetsValue>(
        await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 2 }),
      );
      expect(first.content).toHaveLength(2);
      // Every bet of the range: stakes 200+300+700+1500+500+2000+1000; win/loss of the settled ones only.
      expect(first.totals).toEqual({
        betCount: 7,
        stakeMinor: '6200',
        validBetMinor: '5700',
        payoutMinor: '4400',
        winLossMinor: '-1300',
      });
      const last = await ok<TeamBetsValue>(
        await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 4, pageSize: 2 }),
      );
      expect(last.totals).toEqual(first.totals);
      const past = await ok<TeamBetsValue>(
        await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 9, pageSize: 2 }),
      );
      expect(past).toMatchObject({ content: [], totals: first.totals });
      // Filters narrow the totals as they narrow the rows.
      const live = await ok<TeamBetsValue>(
        await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 20, vendor: 'XG' }),
      );
      expect(live.totals).toEqual({
        betCount: 1,
        stakeMinor: '700',
        validBetMinor: '700',
        payoutMinor: '1400',
        winLossMinor: '700',
      });
      const none = await ok<TeamBetsValue>(
        await api.get(tree.A, E.teamBets.path, {
          startTime: day0 - 10 * DAY,
          endTime: day0 - 9 * DAY,
          pageNo: 1,
          pageSize: 20,
        }),
      );
      expect(none.totals).toEqual({
        betCount: 0,
        stakeMinor: '0',
        validBetMinor: '0',
        payoutMinor: '0',
        winLossMinor: '0',
      });
    });

    it("team bets by settlement time and of a member's whole team: the records behind a statement", async () => {
      // mC's open and refunded rounds are not settled: by settlement time only the 700 round is.
      const settled = await ok<TeamBetsValue>(
        await api.get(tree.A, E.teamBets.path, {
          ...range(),
          pageNo: 1,
          pageSize: 20,
          account: tree.mC.username,
          time: 'settled',
        }),
      );
      expect(settled.content.map((b) => [b.stakeMinor, b.status])).toEqual([['700', 'settled']]);
      // B's team (B, C, mB, mC) settled 1500 and 700: what B's settlement metrics count (valid bet 2200, loss 800).
      const team = await ok<TeamBetsValue>(
        await api.get(tree.A, E.teamBets.path, {
          ...range(),
          pageNo: 1,
          pageSize: 20,
          account: tree.B.username,
          team: true,
          time: 'settled',
        }),
      );
      expect(team.content.map((b) => b.account).sort()).toEqual([tree.mB.username, tree.mC.username].sort());
      expect(team.totals).toMatchObject({ betCount: 2, validBetMinor: '2200', winLossMinor: '-800' });
      // Without team, the account alone (B placed no bets).
      const alone = await ok<TeamBetsValue>(
        await api.get(tree.A, E.teamBets.path, {
          ...range(),
          pageNo: 1,
          pageSize: 20,
          account: tree.B.username,
          team: true,
          time: 'placed',
        }),
      );
      expect(alone.totals?.betCount).toBe(4);
      expect(
        (
          await ok<TeamBetsValue>(
            await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 20, account: tree.B.username }),
          )
        ).totals?.betCount,
      ).toBe(0);
      // The team of someone outside the caller's subtree is refused as any other account.
      expect(
        (
          await api.get(tree.B, E.teamBets.path, {
            ...range(),
            pageNo: 1,
            pageSize: 20,
            account: tree.A.username,
            team: true,
          })
        ).statusCode,
      ).toBe(404);
      const bad = await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 20, time: 'later' });
      expect(bad.statusCode).toBe(400);
      expect(body(bad)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    });

    it('loss statements carry totals of every member of the filter, equal to the sum of all pages', async () => {
      const all = await ok<TeamProfitLossValue>(
        await api.get(tree.A, E.profitLoss.path, { ...range(), pageNo: 1, pageSize: 20 }),
      );
      const sum = (pick: (r: MemberProfitLossRow) => string) =>
        all.content.reduce((n, r) => n + BigInt(pick(r)), 0n).toString();
      const expected = {
        members: 4,
        betCount: 5,
        validBetMinor: '5700',
        winLossMinor: '-1300',
        depositMinor: '35000',
        withdrawalMinor: '1500',
        rebateMinor: '50',
        rewardMinor: '0',
        profitMinor: '-1250',
      };
      expect(all.totals).toEqual(expected);
      expect(sum((r) => r.profitMinor)).toBe(expected.profitMinor);
      expect(sum((r) => r.depositMinor)).toBe(expected.depositMinor);
      const paged = await ok<TeamProfitLossValue>(
        await api.get(tree.A, E.profitLoss.path, { ...range(), pageNo: 2, pageSize: 3 }),
      );
      expect(paged.content).toHaveLength(1);
      expect(paged.totals).toEqual(expected);
      const past = await ok<TeamProfitLossValue>(
        await api.get(tree.A, E.profitLoss.path, { ...range(), pageNo: 5, pageSize: 3 }),
      );
      expect(past).toMatchObject({ content: [], totalElements: 4, totals: expected });
      const one = await ok<TeamProfitLossValue>(
        await api.get(tree.A, E.profitLoss.path, { ...range(), pageNo: 1, pageSize: 20, account: tree.mA.username }),
      );
      expect(one.totals).toMatchObject({ members: 1, betCount: 2, profitMinor: '550' });
      const empty = await ok<TeamProfitLossValue>(
        await api.get(tree.A, E.profitLoss.path, {
          startTime: day0 - 10 * DAY,
          endTime: day0 - 9 * DAY,
          pageNo: 1,
          pageSize: 20,
        }),
      );
      expect(empty).toMatchObject({
        content: [],
        totalElements: 0,
        totals: { members: 0, betCount: 0, profitMinor: '0' },
      });
    });

    it('the format=all answer (what the CSV export builds from) carries the same totals', async () => {
      const all = await ok<TeamProfitLossValue>(
        await api.get(tree.A, E.profitLoss.path, { ...range(), pageNo: 1, pageSize: 1, format: 'all' }),
      );
      expect(all.content).toHaveLength(4);
      expect(all.totals).toMatchObject({ members: 4, profitMinor: '-1250' });
      const bets = await ok<TeamBetsValue>(
        await api.get(tree.A, E.teamBets.path, { ...range(), pageNo: 1, pageSize: 1, format: 'all' }),
      );
      expect(bets.totals?.betCount).toBe(7);
    });
  });

  describe('hide zero settlements', () => {
    it('lists no zero settlements by default (paging and counts follow); hideZero=false lists them', async () => {
      const shown = await ok<SettlementsValue>(
        await api.get(tree.B, E.settlements.path, { ...range(), pageNo: 1, pageSize: 1, kind: 'daily', scope: 'mine' }),
      );
      expect(shown).toMatchObject({ totalElements: 1, totalPages: 1 });
      expect(shown.content.map((s) => s.amountMinor)).toEqual(['120']);
      const every = await ok<SettlementsValue>(
        await api.get(tree.B, E.settlements.path, {
          ...range(),
          pageNo: 1,
          pageSize: 1,
          kind: 'daily',
          scope: 'mine',
          hideZero: false,
        }),
      );
      expect(every).toMatchObject({ totalElements: 2, totalPages: 2 });
      expect(every.content.map((s) => s.amountMinor)).toEqual(['0']);
      const explicit = await ok<SettlementsValue>(
        await api.get(tree.B, E.settlements.path, {
          ...range(),
          pageNo: 1,
          pageSize: 20,
          kind: 'daily',
          scope: 'mine',
          hideZero: true,
        }),
      );
      expect(explicit.content.map((s) => s.amountMinor)).toEqual(['120']);
      // A's team: B's zero day is left out, C's 30 and B's 120 stay.
      const team = await ok<SettlementsValue>(
        await api.get(tree.A, E.settlements.path, {
          ...range(),
          pageNo: 1,
          pageSize: 20,
          kind: 'daily',
          scope: 'team',
        }),
      );
      expect(team.content.map((s) => s.amountMinor).sort()).toEqual(['120', '30']);
      const csv = await api.get(tree.A, E.settlements.path, {
        ...range(),
        pageNo: 1,
        pageSize: 20,
        kind: 'daily',
        scope: 'team',
        format: 'csv',
      });
      expect(csvLines(csv.body)).toHaveLength(3);
      const bad = await api.get(tree.A, E.settlements.path, {
        ...range(),
        pageNo: 1,
        pageSize: 20,
        kind: 'daily',
        scope: 'team',
        hideZero: 'maybe',
      });
      expect(bad.statusCode).toBe(400);
      expect(body(bad)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    });

    it('income hides zero settlements by default too; its totals and per-day figures count them all', async () => {
      const income = await ok<IncomeValue>(
        await api.get(tree.B, E.income.path, { ...range(), pageNo: 1, pageSize: 20 }),
      );
      expect(income.totalElements).toBe(2);
      expect(income.content.every((s) => s.amountMinor !== '0')).toBe(true);
      expect(income.totalMinor).toBe('620');
      expect(income.days).toEqual([
        { day: utcDay(day0), amountMinor: '620', settlements: 2 },
        { day: utcDay(day0 + DAY), amountMinor: '0', settlements: 1 },
        { day: utcDay(day0 + 2 * DAY), amountMinor: '0', settlements: 0 },
      ]);
      const dividend = await ok<IncomeValue>(
        await api.get(tree.B, E.income.path, { ...range(), pageNo: 1, pageSize: 20, source: 'dividend' }),
      );
      expect(dividend.days?.map((d) => d.amountMinor)).toEqual(['500', '0', '0']);
    });

    it('settlement lists carry the amount per day and in all over the whole filter, for the charts', async () => {
      const team = await ok<SettlementsValue>(
        await api.get(tree.A, E.settlements.path, { ...range(), pageNo: 1, pageSize: 1, kind: 'daily', scope: 'team' }),
      );
      expect(team.totalMinor).toBe('150');
      expect(team.days).toEqual([
        { day: utcDay(day0), amountMinor: '150', settlements: 2 },
        { day: utcDay(day0 + DAY), amountMinor: '0', settlements: 1 },
        { day: utcDay(day0 + 2 * DAY), amountMinor: '0', settlements: 0 },
      ]);
      const c = await ok<SettlementsValue>(
        await api.get(tree.A, E.settlements.path, {
          ...range(),
          pageNo: 1,
          pageSize: 20,
          kind: 'daily',
          scope: 'team',
          account: tree.C.username,
        }),
      );
      expect(c.days?.map((d) => d.amountMinor)).toEqual(['30', '0', '0']);
    });
  });

  describe('profit and loss', () => {
    it('answers one row per team member with activity in the range, by level', async () => {
      const page = await ok<Page<MemberProfitLossRow>>(
        await api.get(tree.A, E.profitLoss.path, { ...range(), pageNo: 1, pageSize: 20 }),
      );
      expect(page.content.map((r) => [r.account, r.level])).toEqual([
        [tree.A.username, 0],
        [tree.mA.username, 1],
        [tree.mB.username, 2],
        [tree.mC.username, 3],
      ]);
      const [a, ma, mb, mc] = page.content;
      const zero = { rebateMinor: '0', rewardMinor: '0', withdrawalMinor: '0' };
      expect(a).toMatchObject({
        ...zero,
        betCount: 1,
        validBetMinor: '1000',
        winLossMinor: '-1000',
        depositMinor: '20000',
        profitMinor: '-1000',
      });
      expect(ma).toMatchObject({
        ...zero,
        betCount: 2,
        validBetMinor: '2500',
        winLossMinor: '500',
        depositMinor: '10000',
        rebateMinor: '50',
        profitMinor: '550',
      });
      expect(mb).toMatchObject({
        ...zero,
        betCount: 1,
        validBetMinor: '1500',
        winLossMinor: '-1500',
        depositMinor: '5000',
        withdrawalMinor: '1500',
        profitMinor: '-1500',
      });
      expect(mc).toMatchObject({
        ...zero,
        betCount: 1,
        validBetMinor: '700',
        winLossMinor: '700',
        depositMinor: '0',
        profitMinor: '700',
      });
      expect(page.totalElements).toBe(4);
      const paged = await ok<Page<MemberProfitLossRow>>(
        await api.get(tree.A, E.profitLoss.path, { ...range(), pageNo: 3, pageSize: 2 }),
      );
      expect(paged).toMatchObject({ content: [], totalElements: 4, totalPages: 2 });
      const one = await ok<Page<MemberProfitLossRow>>(
        await api.get(tree.A, E.profitLoss.path, { ...range(), pageNo: 1, pageSize: 20, account: tree.mB.username }),
      );
      expect(one.content.map((r) => r.memberId)).toEqual([String(tree.mB.id)]);
    });

    it('exports CSV with money in major units', async () => {
      const res = await api.get(tree.A, E.profitLoss.path, { ...range(), pageNo: 1, pageSize: 20, format: 'csv' });
      expect(res.headers['content-disposition']).toContain('team-profit-loss-');
      const lines = csvLines(res.body);
      expect(lines[0]).toBe('memberId,account,level,betCount,validBet,winLoss,deposit,withdrawal,rebate,reward,profit');
      expect(lines[2]).toBe(`${tree.mA.id},${tree.mA.username},1,2,25.00,5.00,100.00,0.00,0.50,0.00,5.50`);
    });
  });

  describe('account records', () => {
    it("lists the ledger entries of the team's accounts, by kind and account", async () => {
      const deposits = await ok<Page<TeamTransactionRow>>(
        await api.get(tree.A, E.transactions.path, { ...range(), pageNo: 1, pageSize: 20, kind: 'deposit' }),
      );
      expect(deposits.content.map((r) => [r.account, r.amountMinor, r.wallet]).sort()).toEqual(
        [
          [tree.A.username, '20000', 'MAIN'],
          [tree.mA.username, '10000', 'MAIN'],
          [tree.mB.username, '5000', 'MAIN'],
        ].sort(),
      );
      const mb = await ok<Page<TeamTransactionRow>>(
        await api.get(tree.B, E.transactions.path, { ...range(), pageNo: 1, pageSize: 20, account: tree.mB.username }),
      );
      expect(mb.content.map((r) => [r.kind, r.amountMinor, r.level])).toEqual([
        ['withdrawal', '-1500', 1],
        ['bet', '-1500', 1],
        ['deposit', '5000', 1],
      ]);
      const bad = await api.get(tree.A, E.transactions.path, { ...range(), pageNo: 1, pageSize: 20, kind: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(body(bad).message).toMatch(/downline_transfer/);
      expect(
        (await api.get(tree.B, E.transactions.path, { ...range(), pageNo: 1, pageSize: 20, account: tree.mA.username }))
          .statusCode,
      ).toBe(404);
      const csv = await api.get(tree.B, E.transactions.path, {
        ...range(),
        pageNo: 1,
        pageSize: 20,
        account: tree.mB.username,
        format: 'csv',
      });
      const lines = csvLines(csv.body);
      expect(lines[0]).toBe('entryId,transactionId,account,level,kind,wallet,amount,balanceAfter,reference,createdAt');
      expect(lines.slice(1).map((l) => l.split(',').slice(4, 8).join(','))).toEqual([
        'withdrawal,MAIN,-15.00,20.00',
        'bet,MAIN,-15.00,35.00',
        'deposit,MAIN,50.00,50.00',
      ]);
    });
  });

  describe('income and settlements', () => {
    it('answers my settlements with totals per source', async () => {
      const all = await ok<IncomeValue>(
        await api.get(tree.B, E.income.path, { ...range(), pageNo: 1, pageSize: 20, hideZero: false }),
      );
      expect(all.totals).toEqual({ dividend: '500', daily: '120', hourly: '0', realtime: '0' });
      expect(all.totalMinor).toBe('620');
      expect(all.content.map((s) => [s.kind, s.periodKey, s.amountMinor, s.memberAccount])).toEqual([
        ['daily', `D:${utcDay(day0 + DAY)}`, '0', tree.B.username],
        ['dividend', `D:${utcDay(day0)}`, '500', tree.B.username],
        ['daily', `D:${utcDay(day0)}`, '120', tree.B.username],
      ]);
      expect(all.content[0]!.transactionId).toBeNull();
      expect(all.content[1]!.metrics).toEqual({
        betCount: 2,
        validBetMinor: '2200',
        stakeMinor: '2200',
        payoutMinor: '1400',
        lossMinor: '800',
        activeMembers: 2,
      });
      const daily = await ok<IncomeValue>(
        await api.get(tree.B, E.income.path, { ...range(), pageNo: 1, pageSize: 20, source: 'daily', hideZero: false }),
      );
      expect(daily.content.map((s) => s.amountMinor)).toEqual(['0', '120']);
      expect(daily.totalMinor).toBe('620');
      const none = await ok<IncomeValue>(await api.get(tree.A, E.income.path, { ...range(), pageNo: 1, pageSize: 20 }));
      expect(none).toMatchObject({ content: [], totalElements: 0, totalMinor: '0' });
      const csv = await api.get(tree.B, E.income.path, {
        ...range(),
        pageNo: 1,
        pageSize: 20,
        format: 'csv',
        hideZero: false,
      });
      const lines = csvLines(csv.body);
      expect(lines[0]).toBe(
        'id,contractId,kind,periodKey,periodStart,periodEnd,memberAccount,betCount,validBet,stake,payout,loss,' +
          'activeMembers,rate,amount,transactionId,settledAt',
      );
      expect(lines).toHaveLength(4);
      expect(lines[2]).toContain(`,dividend,D:${utcDay(day0)},`);
      expect(lines[2]).toContain(',22.00,22.00,14.00,8.00,2,1.00%,5.00,');
    });

    it("lists settlements of one kind, mine or my team's, scoped to the subtree", async () => {
      const list = async (as: TreeMember, query: Record<string, string>) =>
        (
          await ok<Page<Settlement>>(
            await api.get(as, E.settlements.path, { ...range(), pageNo: 1, pageSize: 20, hideZero: false, ...query }),
          )
        ).content.map((s) => [s.memberAccount, s.amountMinor]);
      expect((await list(tree.A, { kind: 'daily', scope: 'team' })).sort()).toEqual(
        [
          [tree.B.username, '0'],
          [tree.B.username, '120'],
          [tree.C.username, '30'],
        ].sort(),
      );
      expect(await list(tree.A, { kind: 'daily', scope: 'team', account: tree.C.username })).toEqual([
        [tree.C.username, '30'],
      ]);
      expect(await list(tree.B, { kind: 'daily', scope: 'team' })).toEqual([[tree.C.username, '30']]);
      expect(await list(tree.B, { kind: 'daily', scope: 'mine' })).toEqual([
        [tree.B.username, '0'],
        [tree.B.username, '120'],
      ]);
      expect(await list(tree.B, { kind: 'dividend', scope: 'team' })).toEqual([]);
      expect(await list(tree.A, { kind: 'daily', scope: 'mine' })).toEqual([]);
      for (const [as, account] of [
        [tree.A, tree.mD.username],
        [tree.B, tree.A.username],
        [tree.C, tree.B.username],
      ] as const) {
        expect(
          (
            await api.get(as, E.settlements.path, {
              ...range(),
              pageNo: 1,
              pageSize: 20,
              kind: 'daily',
              scope: 'team',
              account,
            })
          ).statusCode,
        ).toBe(404);
      }
      for (const query of [
        { scope: 'team' },
        { kind: 'weekly', scope: 'team' },
        { kind: 'daily' },
        { kind: 'daily', scope: 'all' },
      ]) {
        const res = await api.get(tree.A, E.settlements.path, { ...range(), pageNo: 1, pageSize: 20, ...query });
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(body(res).errorCode).toBe('request_param_err');
      }
      const csv = await api.get(tree.A, E.settlements.path, {
        ...range(),
        pageNo: 1,
        pageSize: 20,
        kind: 'daily',
        scope: 'team',
        format: 'csv',
        hideZero: false,
      });
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="daily-settlements-${utcDay(day0)}_${utcDay(day0 + 2 * DAY)}.csv"`,
      );
      expect(csvLines(csv.body)).toHaveLength(4);
    });
  });
});
