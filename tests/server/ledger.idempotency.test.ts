/**
 * Quality bar Money 3: once-only under concurrency. A client's Idempotency-Key sent many times
 * at once runs its operation once and answers every copy alike; the same key with a different
 * body is refused and changes nothing; a game provider's settlement for the same round sent
 * five times at once is one ledger transaction. On both backends (PGlite queues the copies; on
 * PostgreSQL they race for the key's row).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once } from '../../server/domains/ledger/idempotency';
import { post } from '../../server/domains/ledger/post';
import { backends } from './helper';
import { createMembers, deposit, mainBalanceOf, openLedgerDb, postOnce, type LedgerDb } from './ledgerSupport';

describe.each(backends)('ledger idempotency on %s', (kind) => {
  let ledger: LedgerDb;

  beforeAll(async () => {
    ledger = await openLedgerDb(kind, 30);
  });
  afterAll(() => ledger.close());

  /** Every table a replay or refusal must leave alone, as row counts. */
  const counts = async () =>
    (
      await sql<{ transactions: bigint; entries: bigint; keys: bigint; accounts: bigint }>`
        SELECT (SELECT count(*) FROM ledger_transactions) AS transactions,
               (SELECT count(*) FROM ledger_entries) AS entries,
               (SELECT count(*) FROM idempotency_keys) AS keys,
               (SELECT count(*) FROM ledger_accounts) AS accounts`.execute(ledger.db)
    ).rows[0]!;

  /**
   * A deposit behind a client key. The ledger key is new on every call, so only once() stands
   * between a repeated request and a second credit.
   */
  function depositOnce(member: bigint, key: string, body: { amountMinor: string }, calls: { count: number }) {
    return once(
      ledger.db,
      { merchantCode: 'demo', scope: `member:${member}`, key, operation: 'deposit', body, now: new Date() },
      async (trx) => {
        calls.count++;
        const posted = await post(trx, {
          merchantCode: 'demo',
          currency: 'USD',
          kind: 'deposit',
          idempotencyKey: randomUUID(),
          memberId: member,
          now: new Date(),
          postings: deposit(member, BigInt(body.amountMinor)),
        });
        return {
          transactionId: posted.transactionId.toString(),
          amountMinor: body.amountMinor,
          balanceMinor: posted.entries.find((e) => e.balanceAfter !== null)!.balanceAfter!.toString(),
        };
      },
    );
  }

  it('the same client key sent 20 times at once: one effect, 20 identical replies', async () => {
    const [member] = (await createMembers(ledger.db, 1)) as [bigint];
    const calls = { count: 0 };
    const key = `key-${randomUUID()}`;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => depositOnce(member, key, { amountMinor: '2500' }, calls)),
    );

    expect(calls.count).toBe(1);
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    expect(replies[0]).toMatchObject({ amountMinor: '2500', balanceMinor: '2500' });
    expect(await mainBalanceOf(ledger.db, member)).toBe(2500n);
    const credits = await ledger.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('member_id', '=', member)
      .execute();
    expect(credits.map((c) => c.id.toString())).toEqual([replies[0]!.transactionId]);
  });

  it('the same key with a different body is refused and changes nothing', async () => {
    const [member] = (await createMembers(ledger.db, 1)) as [bigint];
    const calls = { count: 0 };
    const key = `key-${randomUUID()}`;
    const first = await depositOnce(member, key, { amountMinor: '1000' }, calls);
    const before = await counts();

    await expect(depositOnce(member, key, { amountMinor: '9000' }, calls)).rejects.toMatchObject({
      errorCode: 'idempotency.key.reused',
    });
    expect(calls.count).toBe(1);
    expect(await counts()).toEqual(before);
    expect(await mainBalanceOf(ledger.db, member)).toBe(1000n);
    // The original request can still be repeated and still answers as before.
    expect(await depositOnce(member, key, { amountMinor: '1000' }, calls)).toEqual(first);
  });

  it('two different bodies racing for one key: one body wins whole, every copy of the other is refused', async () => {
    const [member] = (await createMembers(ledger.db, 1)) as [bigint];
    const calls = { count: 0 };
    const key = `key-${randomUUID()}`;
    const bodies = Array.from({ length: 20 }, (_, i) => ({ amountMinor: i % 2 === 0 ? '300' : '700' }));
    const results = await Promise.allSettled(bodies.map((body) => depositOnce(member, key, body, calls)));

    expect(calls.count).toBe(1);
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const winner = won[0]!.amountMinor;
    expect(won).toHaveLength(10);
    for (const reply of won) expect(reply).toEqual(won[0]);
    results.forEach((r, i) => {
      if (bodies[i]!.amountMinor === winner) expect(r.status).toBe('fulfilled');
      else expect(r).toMatchObject({ status: 'rejected', reason: { errorCode: 'idempotency.key.reused' } });
    });
    expect(await mainBalanceOf(ledger.db, member)).toBe(BigInt(winner));
  });

  it('a request that fails stores nothing, so a retry with the same key runs again', async () => {
    const [member] = (await createMembers(ledger.db, 1)) as [bigint];
    const key = `key-${randomUUID()}`;
    const withdraw = () =>
      once(
        ledger.db,
        {
          merchantCode: 'demo',
          scope: `member:${member}`,
          key,
          operation: 'withdraw',
          body: { amountMinor: '500' },
          now: new Date(),
        },
        async (trx) => {
          const posted = await post(trx, {
            merchantCode: 'demo',
            currency: 'USD',
            kind: 'withdrawal.hold',
            idempotencyKey: randomUUID(),
            memberId: member,
            now: new Date(),
            postings: [
              { account: { member, kind: 'main' }, amount: -500n },
              { account: { house: 'withdrawals' }, amount: 500n },
            ],
          });
          return { transactionId: posted.transactionId.toString() };
        },
      );
    const before = await counts();
    await expect(withdraw()).rejects.toMatchObject({ errorCode: 'balance.insufficient' });
    expect(await counts()).toEqual(before);

    await postOnce(ledger.db, `fund-${randomUUID()}`, member, deposit(member, 500n));
    await expect(withdraw()).resolves.toMatchObject({ transactionId: expect.any(String) });
    expect(await mainBalanceOf(ledger.db, member)).toBe(0n);
  });

  it("a provider's settlement for the same round sent 5 times at once is one ledger transaction", async () => {
    const [member] = (await createMembers(ledger.db, 1)) as [bigint];
    const round = `round:AG:${randomUUID()}`;
    const settle = () =>
      postOnce(ledger.db, `${round}:settle`, member, [
        { account: { house: 'house' }, amount: -1_250n },
        { account: { member, kind: 'main' }, amount: 1_250n },
      ]);
    const results = await Promise.all(Array.from({ length: 5 }, settle));

    expect(new Set(results.map((r) => r.transactionId))).toEqual(new Set([results[0]!.transactionId]));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    // Every copy answers with the same entries, as the first one wrote them.
    for (const r of results)
      expect(r.entries.map((e) => [e.id, e.amount])).toEqual(results[0]!.entries.map((e) => [e.id, e.amount]));
    const rows = await ledger.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .select(['t.id', 'e.amount'])
      .where('t.idempotency_key', '=', `${round}:settle`)
      .execute();
    expect(rows).toHaveLength(2);
    expect(await mainBalanceOf(ledger.db, member)).toBe(1_250n);
  });
});
