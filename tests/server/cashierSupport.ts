/**
 * Helpers for the wallet, cashier, security and messages tests: fresh members logged in through
 * the real login, money moved through the real deposit flow, Idempotency-Key headers, and a
 * fingerprint of every money table so a refused call can be shown to have changed nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { LoginValue } from '../../src/shared/wire/auth';
import type { DepositRecord } from '../../src/shared/wire/cashier';
import type { BalanceValue } from '../../src/shared/wire/wallet';
import { verifyLedger } from '../../server/domains/ledger/verify';
import { typeName } from '../../server/domains/member/memberTypes';
import { body, wire, type CallOptions } from './authSupport';
import { ops, type TestServer } from './helper';

export type Member = { id: bigint; username: string; password: string; token: string; merchant: string };

/** A random account number of `length` digits. */
export const randomDigits = (length: number) =>
  Array.from(randomBytes(length), (b) => String(b % 10))
    .join('')
    .replace(/^0/, '1');

export const keyHeader = (key: string = randomUUID()) => ({ 'Idempotency-Key': key });

export function cashierApi(server: TestServer) {
  const api = wire(server);
  let ipCounter = 0;

  async function login(username: string, password: string, merchant = 'demo'): Promise<string> {
    // Each login from its own test address, so no login throttle spans tests.
    ipCounter += 1;
    const res = await api.login(username, password, {}, { merchant, ip: `198.51.100.${ipCounter % 250}` });
    const b = body<LoginValue>(res);
    if (!b.success) throw new Error(`login ${username} failed: ${b.message}`);
    return b.value.token;
  }

  return {
    ...api,
    login,

    /** A new member (created by the operator command), logged in. */
    async newMember(
      options: { merchant?: string; parent?: string; payee?: string; type?: number; email?: string } = {},
    ): Promise<Member> {
      const merchant = options.merchant ?? 'demo';
      const username = `m${randomBytes(5).toString('hex')}`;
      const password = 'Money2026';
      const argv = ['member', 'create', username, '--password', password, '--merchant', merchant];
      if (options.parent) argv.push('--parent', options.parent);
      if (options.payee) argv.push('--payee', options.payee);
      if (options.type !== undefined) argv.push('--type', typeName(options.type));
      if (options.email) argv.push('--email', options.email);
      const created = await ops(server, ...argv);
      if (!created.body.success) throw new Error(created.body.message);
      const row = await server.services.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return { id: row.id, username, password, merchant, token: await login(username, password, merchant) };
    },

    /** A member call with the member's token and merchant. */
    as(member: Pick<Member, 'token' | 'merchant'>, extra: Record<string, string> = {}): CallOptions {
      return { token: member.token, merchant: member.merchant, headers: extra };
    },

    /** Deposits through the real flow (create, then the payment side confirms); returns the record. */
    async fund(member: Member, amountMinor: string, methodId = 'bank'): Promise<DepositRecord> {
      const res = await api.call(
        'POST',
        '/wps/v2/transaction/deposit',
        { methodId, amountMinor },
        { token: member.token, merchant: member.merchant, headers: keyHeader() },
      );
      const created = body<DepositRecord>(res);
      if (!created.success) throw new Error(`deposit failed: ${created.message}`);
      const settled = await server.services.cashier.confirmDeposit(BigInt(created.value.id));
      if (!settled.found || !settled.changed) throw new Error('deposit was not credited');
      return created.value;
    },

    async balance(member: Pick<Member, 'token' | 'merchant'>): Promise<BalanceValue> {
      return body<BalanceValue>(
        await api.call('GET', '/wps/v2/wallets/balance?typeId=0', undefined, {
          token: member.token,
          merchant: member.merchant,
        }),
      ).value;
    },

    /** Sets the member's first payment password through the security centre. */
    async setPaymentPassword(member: Member, paymentPassword = '246810'): Promise<void> {
      const res = await api.enc(
        'PUT',
        '/wps/member/paymentPassword',
        { loginPassword: member.password, newPassword: paymentPassword, confirmPassword: paymentPassword },
        { token: member.token, merchant: member.merchant },
      );
      if (!body(res).success) throw new Error(`payment password: ${body(res).message}`);
    },

    async addBankAccount(
      member: Member,
      payeeName: string,
      paymentPassword = '246810',
      accountNumber = randomDigits(16),
    ): Promise<string> {
      const res = await api.enc(
        'PUT',
        '/wps/member/bankCard',
        { bankName: 'Test Bank', accountNumber, payeeName, paymentPassword },
        { token: member.token, merchant: member.merchant },
      );
      const b = body<{ id: string }>(res);
      if (!b.success) throw new Error(`bank account: ${b.message}`);
      return b.value.id;
    },
  };
}

/** The main wallet of a member, straight from the ledger. */
export async function mainOf(server: TestServer, memberId: bigint): Promise<bigint> {
  const row = await server.services.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'main')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

const MONEY_TABLES = [
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'idempotency_keys',
  'deposits',
  'withdrawals',
  'withdrawal_proofs',
  'bank_accounts',
  'messages',
  'members',
] as const;

/**
 * Row count and the sum of xmin (the id of the transaction that wrote each row version) of every
 * money table: any insert, update or delete changes it, even one that writes the same values.
 */
export async function moneyFingerprint(server: TestServer): Promise<string> {
  const parts: string[] = [];
  for (const table of MONEY_TABLES) {
    const { rows } = await sql<{
      f: string;
    }>`SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) AS f FROM ${sql.table(table)}`.execute(
      server.services.db,
    );
    parts.push(`${table}=${rows[0]!.f}`);
  }
  return parts.join(' ');
}

/** Every money invariant holds (after sweeping, as the live server would have). */
export async function expectLedgerClean(server: TestServer): Promise<void> {
  await server.services.cashier.sweepWithdrawals(server.clock.now);
  const findings = await verifyLedger(server.services.db, server.clock.now);
  expect(findings.filter((f) => f.violations > 0)).toEqual([]);
}

/**
 * Runs a call that must be refused: it answers the error envelope (never a 5xx), and afterwards
 * the money tables are exactly as before and the ledger is clean.
 */
export async function expectRefusedUnchanged(
  server: TestServer,
  call: () => Promise<LightMyRequestResponse>,
  expected: { errorCode: string; status?: number; message?: RegExp },
): Promise<LightMyRequestResponse> {
  const before = await moneyFingerprint(server);
  const res = await call();
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (expected.status !== undefined) expect(res.statusCode).toBe(expected.status);
  const b = body(res);
  expect(b, res.body).toMatchObject({ success: false, errorCode: expected.errorCode });
  expect(b.message.length).toBeGreaterThan(10);
  if (expected.message) expect(b.message).toMatch(expected.message);
  expect(await moneyFingerprint(server)).toBe(before);
  const findings = await verifyLedger(server.services.db, server.clock.now);
  expect(findings.filter((f) => f.violations > 0)).toEqual([]);
  return res;
}
