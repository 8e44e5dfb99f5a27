/**
 * The member's records over the wire: account records (each row one ledger entry of the
 * member), betting records and profit and loss, with ranges, filters and pages. Only the
 * member's own rows, ever; bad ranges, pages and kinds are clear 400 envelopes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/shared/wire/paging';
import type { BetRecord, ProfitLossValue, TransactionRecord } from '../../src/shared/wire/records';
import { recordEndpoints } from '../../src/shared/wire/records';
import { placeBet, refundRound, settleRound } from '../../server/domains/betting/rounds';
import { post } from '../../server/domains/ledger/post';
import { backends, buildTestServer, wireHeaders, type TestServer } from './helper';
import {
  credit,
  creditedDeposit,
  envelope,
  ledgerViolations,
  memberCalls,
  moneyFingerprint,
  newMember,
  type TestMember,
} from './bettingSupport';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(backends)('records on %s', (kind) => {
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  /** The start of the test's own timeline: ten days ago, far from the seeded rounds. */
  let t0: number;
  const range = (from: number, to: number) => ({ startTime: from, endTime: to });
  const all = () => range(t0 - DAY, t0 + 5 * DAY);

  async function play(
    member: TestMember,
    roundId: string,
    vendor: string,
    gameType: string,
    stake: bigint,
    payout: bigint | 'refund' | 'open',
    at: number,
  ) {
    const ref = { merchantCode: 'demo', vendor, roundId, memberId: member.id };
    await placeBet(server.services.db, {
      ...ref,
      gameType,
      gameName: `${vendor} ${gameType}`,
      stakeMinor: stake,
      now: new Date(at),
    });
    if (payout === 'refund') await refundRound(server.services.db, { ...ref, now: new Date(at + 60_000) });
    else if (payout !== 'open')
      await settleRound(server.services.db, { ...ref, payoutMinor: payout, now: new Date(at + 60_000) });
  }

  beforeAll(async () => {
    server = await buildTestServer(kind);
    t0 = server.clock.now.getTime() - 10 * DAY;
    alice = await newMember(server, `alice_${kind}`);
    bob = await newMember(server, `bob_${kind}`);
    await credit(server, alice.id, 50_000n, new Date(t0));
    await credit(server, bob.id, 20_000n, new Date(t0));
    // Alice: day 1 two PG slots, day 2 a live AG table (from her AG wallet), an open round and a refund.
    await play(alice, 'a1', 'PG', 'RNG', 1_000n, 2_500n, t0 + DAY + HOUR);
    await play(alice, 'a2', 'PG', 'RNG', 2_000n, 0n, t0 + DAY + 2 * HOUR);
    await server.services.db.transaction().execute((trx) =>
      post(trx, {
        merchantCode: 'demo',
        currency: 'USD',
        kind: 'transfer',
        idempotencyKey: `records-transfer-${kind}`,
        reference: 'transfer:MAIN:AG',
        memberId: alice.id,
        postings: [
          { account: { member: alice.id, kind: 'main' }, amount: -10_000n },
          { account: { member: alice.id, kind: 'game', vendor: 'AG' }, amount: 10_000n },
        ],
        now: new Date(t0 + 2 * DAY),
      }),
    );
    await play(alice, 'a3', 'AG', 'LIVE', 5_000n, 9_750n, t0 + 2 * DAY + HOUR);
    await play(alice, 'a4', 'PG', 'RNG', 300n, 'open', t0 + 2 * DAY + 2 * HOUR);
    await play(alice, 'a5', 'PG', 'FISH', 400n, 'refund', t0 + 2 * DAY + 3 * HOUR);
    // Bob plays too: none of it may ever show up in Alice's records.
    await play(bob, 'b1', 'PG', 'RNG', 7_000n, 0n, t0 + DAY + HOUR);
  });
  afterAll(() => server?.close());

  it('lists the account records newest first, one row per ledger entry of the member', async () => {
    const res = await memberCalls(server, alice.token).get(recordEndpoints.transactions.path, {
      ...all(),
      pageNo: 1,
      pageSize: 100,
    });
    expect(res.statusCode).toBe(200);
    const page = envelope<Page<TransactionRecord>>(res).value;
    const rows = page.content;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 100, totalElements: rows.length, totalPages: 1 });
    // credit, bet+payout, bet, transfer (two entries: MAIN and AG), bet+payout on AG, bet, bet+refund.
    expect(rows.map((r) => `${r.kind}/${r.wallet}/${r.amountMinor}`)).toEqual([
      'refund/MAIN/400',
      'bet/MAIN/-400',
      'bet/MAIN/-300',
      'payout/AG/9750',
      'bet/AG/-5000',
      // The two entries of the transfer share a time; the later entry id comes first.
      rows[5]!.wallet === 'AG' ? 'transfer/AG/10000' : 'transfer/MAIN/-10000',
      rows[5]!.wallet === 'AG' ? 'transfer/MAIN/-10000' : 'transfer/AG/10000',
      'bet/MAIN/-2000',
      'payout/MAIN/2500',
      'bet/MAIN/-1000',
      'deposit/MAIN/50000',
    ]);
    const times = rows.map((r) => r.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Each row is its ledger entry: same transaction, amount and balance after.
    for (const row of rows) {
      const entry = await server.services.db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select([
          'ledger_entries.transaction_id',
          'ledger_entries.amount',
          'ledger_entries.balance_after',
          'ledger_accounts.member_id',
          'ledger_transactions.reference',
        ])
        .where('ledger_entries.id', '=', BigInt(row.entryId))
        .executeTakeFirstOrThrow();
      expect(entry.member_id).toBe(alice.id);
      expect(entry.transaction_id.toString()).toBe(row.transactionId);
      expect(entry.amount.toString()).toBe(row.amountMinor);
      expect(entry.balance_after?.toString()).toBe(row.balanceAfterMinor);
      expect(entry.reference).toBe(row.reference);
    }
    expect(rows.find((r) => r.kind === 'payout' && r.wallet === 'AG')).toMatchObject({
      reference: 'round:AG:a3',
      balanceAfterMinor: '14750',
    });
  });

  it('filters by kind and date range and pages through', async () => {
    const api = memberCalls(server, alice.token);
    const bets = envelope<Page<TransactionRecord>>(
      await api.get(recordEndpoints.transactions.path, { ...all(), pageNo: 1, pageSize: 2, kind: 'bet' }),
    ).value;
    expect(bets).toMatchObject({ totalElements: 5, totalPages: 3, pageSize: 2 });
    expect(bets.content.map((r) => r.amountMinor)).toEqual(['-400', '-300']);
    const last = envelope<Page<TransactionRecord>>(
      await api.get(recordEndpoints.transactions.path, { ...all(), pageNo: 3, pageSize: 2, kind: 'bet' }),
    ).value;
    expect(last.content.map((r) => r.amountMinor)).toEqual(['-1000']);
    const beyond = envelope<Page<TransactionRecord>>(
      await api.get(recordEndpoints.transactions.path, { ...all(), pageNo: 9, pageSize: 2, kind: 'bet' }),
    ).value;
    expect(beyond).toMatchObject({ content: [], totalElements: 5 });

    const dayOne = envelope<Page<TransactionRecord>>(
      await api.get(recordEndpoints.transactions.path, { ...range(t0 + DAY, t0 + 2 * DAY), pageNo: 1, pageSize: 20 }),
    ).value;
    expect(dayOne.content.map((r) => r.kind)).toEqual(['bet', 'payout', 'bet']);
  });

  it('never shows one member the records of another', async () => {
    const api = memberCalls(server, bob.token);
    const rows = envelope<Page<TransactionRecord>>(
      await api.get(recordEndpoints.transactions.path, { ...all(), pageNo: 1, pageSize: 100 }),
    ).value.content;
    expect(rows.map((r) => `${r.kind}/${r.amountMinor}`)).toEqual(['bet/-7000', 'deposit/20000']);
    const betRows = envelope<Page<BetRecord>>(
      await api.get(recordEndpoints.bets.path, { ...all(), pageNo: 1, pageSize: 100 }),
    ).value.content;
    expect(betRows.map((b) => b.roundId)).toEqual(['b1']);
    const pl = envelope<ProfitLossValue>(await api.get(recordEndpoints.profitLoss.path, all())).value;
    expect(pl).toMatchObject({ betCount: 1, stakeMinor: '7000', winLossMinor: '-7000', depositMinor: '20000' });
  });

  it('lists bets with their result, filtered by vendor and game type', async () => {
    const api = memberCalls(server, alice.token);
    const bets = envelope<Page<BetRecord>>(
      await api.get(recordEndpoints.bets.path, { ...all(), pageNo: 1, pageSize: 10 }),
    ).value;
    expect(bets.content.map((b) => [b.roundId, b.status, b.winLossMinor])).toEqual([
      ['a5', 'refunded', '0'],
      ['a4', 'open', '0'],
      ['a3', 'settled', '4750'],
      ['a2', 'settled', '-2000'],
      ['a1', 'settled', '1500'],
    ]);
    expect(bets.content[2]).toMatchObject({
      vendor: 'AG',
      gameType: 'LIVE',
      stakeMinor: '5000',
      validBetMinor: '5000',
      payoutMinor: '9750',
      settledAt: t0 + 2 * DAY + HOUR + 60_000,
    });
    const pg = envelope<Page<BetRecord>>(
      await api.get(recordEndpoints.bets.path, { ...all(), pageNo: 1, pageSize: 10, vendor: 'PG', gameType: 'RNG' }),
    ).value;
    expect(pg.content.map((b) => b.roundId)).toEqual(['a4', 'a2', 'a1']);
    const none = envelope<Page<BetRecord>>(
      await api.get(recordEndpoints.bets.path, { ...all(), pageNo: 1, pageSize: 10, vendor: 'XX' }),
    ).value;
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('describes each account record for people: game, round, method, wallets, other member, verify page', async () => {
    const { db } = server.services;
    const carol = await newMember(server, `carol_${kind}`);
    const dave = await newMember(server, `dave_${kind}`);
    const at = t0 + 3 * DAY;
    await creditedDeposit(server, carol.id, 30_000n, new Date(at));
    // A built-in game's round (a catalogue node) and a provider's round (none).
    const node = await db.selectFrom('games').select('node_id').orderBy('node_id').limit(1).executeTakeFirstOrThrow();
    const builtIn = 'Zq3xY8rTuvWXyz0123456789abcdEFGH';
    await placeBet(db, {
      merchantCode: 'demo',
      vendor: 'PG',
      roundId: builtIn,
      memberId: carol.id,
      gameType: 'RNG',
      gameName: 'Lucky Fortune',
      stakeMinor: 500n,
      nodeId: node.node_id,
      now: new Date(at + HOUR),
    });
    await settleRound(db, {
      merchantCode: 'demo',
      vendor: 'PG',
      roundId: builtIn,
      memberId: carol.id,
      payoutMinor: 500n,
      now: new Date(at + HOUR),
    });
    await play(carol, 'c-2', 'BG', 'LIVE', 700n, 0n, at + 2 * HOUR);
    await db.transaction().execute((trx) =>
      post(trx, {
        merchantCode: 'demo',
        currency: 'USD',
        kind: 'upline_transfer',
        idempotencyKey: `records-upline-${kind}`,
        reference: `upline:${dave.id}`,
        memberId: carol.id,
        postings: [
          { account: { member: carol.id, kind: 'main' }, amount: -1_000n },
          { account: { member: dave.id, kind: 'main' }, amount: 1_000n },
        ],
        now: new Date(at + 3 * HOUR),
      }),
    );

    const rows = envelope<Page<TransactionRecord>>(
      await memberCalls(server, carol.token).get(recordEndpoints.transactions.path, {
        ...all(),
        pageNo: 1,
        pageSize: 100,
      }),
    ).value.content;
    const detailsOf = (r: TransactionRecord) => {
      const { gameName, roundId, verifyUrl, method, fromWallet, toWallet, counterparty, title } = r;
      return {
        kind: r.kind,
        ...JSON.parse(
          JSON.stringify({ gameName, roundId, verifyUrl, method, fromWallet, toWallet, counterparty, title }),
        ),
      };
    };
    expect(rows.map(detailsOf)).toEqual([
      { kind: 'upline_transfer', counterparty: dave.username },
      { kind: 'bet', gameName: 'BG LIVE', roundId: 'c-2' },
      { kind: 'payout', gameName: 'Lucky Fortune', roundId: builtIn, verifyUrl: `/play/verify/${builtIn}` },
      { kind: 'bet', gameName: 'Lucky Fortune', roundId: builtIn, verifyUrl: `/play/verify/${builtIn}` },
      { kind: 'deposit', method: 'test' },
    ]);
    // The other side of the transfer names carol; the transfer between Alice's wallets names both.
    const daves = envelope<Page<TransactionRecord>>(
      await memberCalls(server, dave.token).get(recordEndpoints.transactions.path, {
        ...all(),
        pageNo: 1,
        pageSize: 100,
      }),
    ).value.content;
    expect(daves.map(detailsOf)).toEqual([{ kind: 'upline_transfer', counterparty: carol.username }]);
    const alices = envelope<Page<TransactionRecord>>(
      await memberCalls(server, alice.token).get(recordEndpoints.transactions.path, {
        ...all(),
        pageNo: 1,
        pageSize: 100,
        kind: 'transfer',
      }),
    ).value.content;
    expect(alices.map(detailsOf)).toEqual([
      { kind: 'transfer', fromWallet: 'MAIN', toWallet: 'AG' },
      { kind: 'transfer', fromWallet: 'MAIN', toWallet: 'AG' },
    ]);

    // Betting records: the built-in round (a push: payout equals stake) carries its verify page; a provider's none.
    const bets = envelope<Page<BetRecord>>(
      await memberCalls(server, carol.token).get(recordEndpoints.bets.path, { ...all(), pageNo: 1, pageSize: 10 }),
    ).value.content;
    expect(bets.map((b) => [b.roundId, b.stakeMinor, b.payoutMinor, b.winLossMinor, b.verifyUrl])).toEqual([
      ['c-2', '700', '0', '-700', undefined],
      [builtIn, '500', '500', '0', `/play/verify/${builtIn}`],
    ]);
  });

  it('sums profit and loss in the database, equal to the raw rows to the minor unit', async () => {
    const pl = envelope<ProfitLossValue>(
      await memberCalls(server, alice.token).get(recordEndpoints.profitLoss.path, all()),
    ).value;
    // Recomputed here from the raw tables.
    const settled = await server.services.db
      .selectFrom('bets')
      .selectAll()
      .where('member_id', '=', alice.id)
      .where('status', '=', 'settled')
      .execute();
    const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
    const stake = sum(settled.map((b) => b.stake));
    const payout = sum(settled.map((b) => b.payout));
    expect(pl).toEqual({
      betCount: settled.length,
      stakeMinor: stake.toString(),
      validBetMinor: sum(settled.map((b) => b.valid_bet)).toString(),
      payoutMinor: payout.toString(),
      winLossMinor: (payout - stake).toString(),
      rebateMinor: '0',
      rewardMinor: '0',
      depositMinor: '50000',
      withdrawalMinor: '0',
      profitMinor: (payout - stake).toString(),
    });
    expect(pl).toMatchObject({ betCount: 3, stakeMinor: '8000', payoutMinor: '12250', winLossMinor: '4250' });
    // Day one alone: the two PG rounds.
    const dayOne = envelope<ProfitLossValue>(
      await memberCalls(server, alice.token).get(recordEndpoints.profitLoss.path, range(t0 + DAY, t0 + 2 * DAY)),
    ).value;
    expect(dayOne).toMatchObject({
      betCount: 2,
      stakeMinor: '3000',
      payoutMinor: '2500',
      winLossMinor: '-500',
      depositMinor: '0',
    });
  });

  it('refuses bad ranges, pages and kinds with clear 400 envelopes', async () => {
    const api = memberCalls(server, alice.token);
    const fingerprint = await moneyFingerprint(server);
    const page = { pageNo: 1, pageSize: 10 };
    const cases: [string, Record<string, string | number>, RegExp][] = [
      [recordEndpoints.transactions.path, { ...page, startTime: t0, endTime: t0 + 94 * DAY }, /at most 93 days/],
      [
        recordEndpoints.transactions.path,
        { ...page, startTime: t0, endTime: t0 },
        /end of the date range must be after its start/,
      ],
      [recordEndpoints.transactions.path, { ...page, endTime: t0 }, /"startTime"/],
      [recordEndpoints.transactions.path, { ...all(), pageNo: 1, pageSize: 101 }, /"pageSize" must be <= 100/],
      [recordEndpoints.transactions.path, { ...all(), pageNo: 1, pageSize: 0 }, /"pageSize" must be >= 1/],
      [recordEndpoints.transactions.path, { ...all(), pageNo: 0, pageSize: 10 }, /"pageNo"/],
      [recordEndpoints.transactions.path, { ...all(), pageNo: 1, pageSize: 'ten' }, /"pageSize" must be integer/],
      [
        recordEndpoints.transactions.path,
        { ...all(), ...page, kind: 'jackpot' },
        /no record kind "jackpot".*deposit, withdrawal/,
      ],
      [recordEndpoints.bets.path, { ...page, startTime: t0, endTime: t0 + 100 * DAY }, /at most 93 days/],
      [recordEndpoints.bets.path, { ...all(), ...page, vendor: "PG' OR 1=1" }, /"vendor"/],
      [recordEndpoints.profitLoss.path, { startTime: t0 + DAY, endTime: t0 }, /after its start/],
      [recordEndpoints.profitLoss.path, { startTime: -5, endTime: t0 }, /"startTime"/],
    ];
    for (const [url, query, message] of cases) {
      const res = await api.get(url, query);
      expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      expect(envelope(res)).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
        message: expect.stringMatching(message),
      });
    }
    expect(await moneyFingerprint(server)).toBe(fingerprint);
  });

  it('answers 401 without a session', async () => {
    for (const url of [recordEndpoints.transactions.path, recordEndpoints.bets.path, recordEndpoints.profitLoss.path]) {
      const res = await server.app.inject({
        method: 'GET',
        url: `${url}?startTime=${t0}&endTime=${t0 + DAY}&pageNo=1&pageSize=10`,
        headers: wireHeaders(),
      });
      expect(res.statusCode).toBe(401);
      expect(envelope(res).errorCode).toBe('user.or.token.invalid');
    }
  });

  it('leaves a clean ledger once the sweep has returned the stake of the round left open', async () => {
    // Round a4 was left open eight days ago: the invariant check notices until the sweep runs.
    expect((await ledgerViolations(server)).map((f) => f.check)).toEqual(['no-stale-holds']);
    await server.services.betting.sweep();
    expect(await ledgerViolations(server)).toEqual([]);
    const a4 = await server.services.db
      .selectFrom('bets')
      .select('status')
      .where('member_id', '=', alice.id)
      .where('round_id', '=', 'a4')
      .executeTakeFirstOrThrow();
    expect(a4.status).toBe('refunded');
  });
});
