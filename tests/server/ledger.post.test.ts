/**
 * The ledger's one posting primitive: balanced, once per key, never below zero, append-only,
 * and the database refuses what the code would refuse (quality bars, Money 1–3, 5).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type Posting } from '../../server/domains/ledger/post';
import { verifyLedger } from '../../server/domains/ledger/verify';
import { backends, buildTestServer, type TestServer } from './helper';

describe.each(backends)('ledger post on %s', (kind) => {
  let server: TestServer;
  let member: bigint;
  const now = () => server.clock.now;
  const deposit = (amount: bigint): Posting[] => [
    { account: { member, kind: 'main' }, amount },
    { account: { house: 'payments' }, amount: -amount },
  ];
  const postWith = (key: string, postings: Posting[]) =>
    server.services.db.transaction().execute((trx) =>
      post(trx, {
        merchantCode: 'demo',
        currency: 'USD',
        kind: 'test',
        idempotencyKey: key,
        memberId: member,
        postings,
        now: now(),
      }),
    );
  const balance = async () =>
    (
      await server.services.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('member_id', '=', member)
        .where('kind', '=', 'main')
        .executeTakeFirst()
    )?.balance;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    member = (
      await server.services.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'demo_newbie')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => server.close());

  it('credits once per idempotency key and answers the repeat with the same transaction', async () => {
    const first = await postWith('credit-1', deposit(500n));
    const again = await postWith('credit-1', deposit(500n));
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect(await balance()).toBe(500n);
  });

  it('refuses to take a member balance below zero and leaves nothing behind', async () => {
    await expect(postWith('debit-too-much', deposit(-501n))).rejects.toMatchObject({
      errorCode: 'balance.insufficient',
    });
    expect(await balance()).toBe(500n);
    const tx = await server.services.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', 'debit-too-much')
      .executeTakeFirst();
    expect(tx).toBeUndefined();
  });

  it('refuses unbalanced, zero and float postings before touching the database', async () => {
    await expect(
      postWith('unbalanced', [
        { account: { member, kind: 'main' }, amount: 5n },
        { account: { house: 'house' }, amount: -4n },
      ]),
    ).rejects.toThrow(/sum to 1/);
    await expect(
      postWith('zero', [
        { account: { member, kind: 'main' }, amount: 0n },
        { account: { house: 'house' }, amount: 0n },
      ]),
    ).rejects.toThrow(/zero/);
    await expect(
      postWith('float', [
        { account: { member, kind: 'main' }, amount: 1.5 as unknown as bigint },
        { account: { house: 'house' }, amount: -1.5 as unknown as bigint },
      ]),
    ).rejects.toThrow(/bigint/);
    expect(await balance()).toBe(500n);
  });

  it('is enforced by the database too: unbalanced commits, negative balances and edits are refused', async () => {
    const db = server.services.db;
    const account = (
      await db
        .selectFrom('ledger_accounts')
        .select('id')
        .where('member_id', '=', member)
        .where('kind', '=', 'main')
        .executeTakeFirstOrThrow()
    ).id;
    await expect(
      db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('ledger_transactions')
          .values({ merchant_code: 'demo', kind: 'forged', idempotency_key: 'forged', created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values({ transaction_id: tx.id, account_id: account, amount: 10n, balance_after: null, created_at: now() })
          .execute();
      }),
    ).rejects.toThrow(/does not sum to zero/);
    await expect(
      db.updateTable('ledger_accounts').set({ balance: -1n }).where('id', '=', account).execute(),
    ).rejects.toThrow(/nonnegative/);
    await expect(sql`UPDATE ledger_entries SET amount = amount * 2`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM ledger_transactions`.execute(db)).rejects.toThrow(/append-only/);
    expect(await balance()).toBe(500n);
  });

  it('merges postings to one account into one entry, creates new wallets, and reports what it wrote', async () => {
    const before = await balance();
    const posted = await postWith('merged-1', [
      { account: { member, kind: 'main' }, amount: 300n },
      { account: { member, kind: 'game', vendor: 'PT' }, amount: 50n },
      { account: { member, kind: 'main' }, amount: -100n },
      { account: { house: 'payments' }, amount: -250n },
    ]);
    expect(await balance()).toBe(before! + 200n);
    const rows = await server.services.db
      .selectFrom('ledger_entries')
      .select(['id', 'account_id', 'amount', 'balance_after'])
      .where('transaction_id', '=', posted.transactionId)
      .orderBy('account_id')
      .execute();
    expect(rows.map((r) => r.amount).sort((a, b) => (a < b ? -1 : 1))).toEqual([-250n, 50n, 200n]);
    expect(
      posted.entries.map((e) => ({
        id: e.id,
        account_id: e.accountId,
        amount: e.amount,
        balance_after: e.balanceAfter,
      })),
    ).toEqual(rows);
    const game = await server.services.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', member)
      .where('kind', '=', 'game')
      .where('vendor', '=', 'PT')
      .executeTakeFirstOrThrow();
    expect(game.balance).toBe(50n);
  });

  it('passes every invariant check afterwards', async () => {
    const findings = await verifyLedger(server.services.db, now());
    expect(findings.filter((f) => f.violations > 0)).toEqual([]);
    expect(findings.length).toBeGreaterThanOrEqual(9);
  });
});
