/**
 * Helpers of the betting, records and rewards tests: members with a session (made directly, no
 * argon2 login per member), money credited through the ledger, member calls with a token and an
 * Idempotency-Key, and a fingerprint of every money table a refused call must leave alone.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { post } from '../../server/domains/ledger/post';
import { verifyLedger } from '../../server/domains/ledger/verify';
import { wireHeaders, type TestServer } from './helper';

export type Envelope<T = unknown> = { success: boolean; value: T; message: string; errorCode: string };

export type TestMember = { id: bigint; username: string; token: string };

export async function newMember(
  server: TestServer,
  username: string,
  values: { type?: number; parentId?: bigint; merchant?: string } = {},
): Promise<TestMember> {
  const { members, sessions } = server.services.accounts;
  const member = await members.insert({
    merchant_code: values.merchant ?? 'demo',
    username,
    // Never used to log in: the test holds a session made for the member.
    password_hash: 'x',
    type: values.type ?? 0,
    parent_id: values.parentId ?? null,
    register_source: 'test',
  });
  const token = await sessions.create(member, 'username', '127.0.0.1');
  return { id: member.id, username, token };
}

export async function memberByName(server: TestServer, username: string): Promise<TestMember> {
  const member = await server.services.accounts.members.byUsername('demo', username);
  if (!member) throw new Error(`no member ${username}`);
  return {
    id: member.id,
    username,
    token: await server.services.accounts.sessions.create(member, 'username', '127.0.0.1'),
  };
}

/** Credits a member's main wallet as a confirmed deposit would (house payments → main). */
export async function credit(
  server: TestServer,
  memberId: bigint,
  amount: bigint,
  at: Date = server.clock.now,
): Promise<void> {
  await server.services.db.transaction().execute((trx) =>
    post(trx, {
      merchantCode: 'demo',
      currency: 'USD',
      kind: 'deposit',
      idempotencyKey: `test-credit-${randomBytes(8).toString('hex')}`,
      reference: 'test:credit',
      memberId,
      postings: [
        { account: { member: memberId, kind: 'main' }, amount },
        { account: { house: 'payments' }, amount: -amount },
      ],
      now: at,
    }),
  );
}

export async function walletBalance(
  server: TestServer,
  memberId: bigint,
  kind: 'main' | 'bonus' | 'game' = 'main',
  vendor = '',
): Promise<bigint> {
  const row = await server.services.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('vendor', '=', vendor)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

export const newKey = () => `test-${randomBytes(12).toString('hex')}`;

/** Calls as a member: GET with a query object, POST with a JSON body and optionally an Idempotency-Key. */
export function memberCalls(server: TestServer, token: string) {
  const headers = (extra: Record<string, string> = {}) => ({ ...wireHeaders(), authorization: token, ...extra });
  return {
    get(url: string, query: Record<string, string | number | boolean> = {}): Promise<LightMyRequestResponse> {
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return server.app.inject({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers: headers() });
    },
    post(url: string, payload: unknown, key?: string): Promise<LightMyRequestResponse> {
      return server.app.inject({
        method: 'POST',
        url,
        headers: headers({ 'content-type': 'application/json', ...(key !== undefined && { 'idempotency-key': key }) }),
        payload: JSON.stringify(payload),
      });
    },
  };
}

export const envelope = <T = unknown>(response: LightMyRequestResponse) => response.json() as Envelope<T>;

/** Row counts and row versions of the money tables: any write to them changes it. */
export async function moneyFingerprint(server: TestServer): Promise<string> {
  const tables = [
    'ledger_transactions',
    'ledger_entries',
    'ledger_accounts',
    'bets',
    'rewards',
    'rebate_claims',
    'idempotency_keys',
  ];
  const parts = await Promise.all(
    tables.map(async (table) => {
      const result = await sql<{
        f: string;
      }>`SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) AS f FROM ${sql.table(table)}`.execute(
        server.services.db,
      );
      return `${table}=${result.rows[0]!.f}`;
    }),
  );
  return parts.join(' ');
}

export async function ledgerViolations(server: TestServer) {
  return (await verifyLedger(server.services.db, server.clock.now)).filter((f) => f.violations > 0);
}

/** A deposit as the cashier credits it: the deposits row and its ledger credit 'deposit:<id>'. */
export async function creditedDeposit(
  server: TestServer,
  memberId: bigint,
  amount: bigint,
  at: Date = server.clock.now,
): Promise<void> {
  await server.services.db.transaction().execute(async (trx) => {
    const deposit = await trx
      .insertInto('deposits')
      .values({
        merchant_code: 'demo',
        member_id: memberId,
        method_id: 'test',
        amount,
        pay_token_hash: randomBytes(16).toString('hex'),
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const posted = await post(trx, {
      merchantCode: 'demo',
      currency: 'USD',
      kind: 'deposit',
      idempotencyKey: `test-deposit-${deposit.id}`,
      reference: `deposit:${deposit.id}`,
      memberId,
      postings: [
        { account: { member: memberId, kind: 'main' }, amount },
        { account: { house: 'payments' }, amount: -amount },
      ],
      now: at,
    });
    await trx
      .updateTable('deposits')
      .set({ status: 'credited', settled_at: at, transaction_id: posted.transactionId })
      .where('id', '=', deposit.id)
      .execute();
  });
}
