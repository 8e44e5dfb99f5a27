/**
 * The wallet: balances, the merchant's wallet mode, transfers between the main wallet and the
 * vendors' game wallets (once per Idempotency-Key, refused amounts change nothing), the upline
 * and transfers to it, and trial accounts kept away from real money.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../src/shared/wire/auth';
import type { BalanceValue, MerchantWalletValue, MoneyMoveValue, UplineValue } from '../../src/shared/wire/wallet';
import { body } from './authSupport';
import {
  cashierApi,
  expectLedgerClean,
  expectRefusedUnchanged,
  keyHeader,
  mainOf,
  type Member,
} from './cashierSupport';
import { backends, buildTestServer, type TestServer } from './helper';

const TRANSFER = '/wps/relay/GCS_walletTransfer';
const UPLINE_TRANSFER = '/wps/v2/wallets/transferUpline';

describe.each(backends)('wallet on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;
  let alice: Member;

  const gameBalance = (balance: BalanceValue, vendor: string) =>
    balance.balance.find((b) => b.vendor === vendor)?.availBalanceMinor;
  const transfer = (member: Member, args: unknown, key: string | null = randomUUID()) =>
    api.call('POST', TRANSFER, args, api.as(member, key === null ? {} : keyHeader(key)));

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = cashierApi(server);
    alice = await api.newMember();
    await api.fund(alice, '50000');
  });
  afterAll(() => server?.close());

  it('answers the balance with every wallet, exact major-unit strings and the sum', async () => {
    const balance = await api.balance(alice);
    expect(balance).toMatchObject({
      currency: 'USD',
      currencySymbol: '$',
      minorUnits: 2,
      heldMinor: '0',
      sumBalance: '500.00',
      sumBalanceMinor: '50000',
    });
    expect(balance.balance).toEqual([
      { accountTypeId: 2, vendor: '', availBalance: '500.00', availBalanceMinor: '50000' },
      { accountTypeId: 3, vendor: '', availBalance: '0.00', availBalanceMinor: '0' },
      { accountTypeId: 10, vendor: 'AG', availBalance: '0.00', availBalanceMinor: '0' },
      { accountTypeId: 10, vendor: 'PT', availBalance: '0.00', availBalanceMinor: '0' },
    ]);
    const wallet = body<MerchantWalletValue>(
      await api.call('GET', '/wps/relay/GCS_merchantWallet', undefined, api.as(alice)),
    );
    expect(wallet.value).toEqual({
      isSingle: false,
      vendors: [
        { code: 'AG', name: 'AG' },
        { code: 'PT', name: 'PT' },
      ],
    });
  });

  it('moves money between the main wallet and a game wallet in one ledger transaction', async () => {
    const res = await transfer(alice, { from: 'MAIN', to: 'AG', amountMinor: '12345' });
    const moved = body<MoneyMoveValue>(res);
    expect(moved.success, moved.message).toBe(true);
    expect(moved.value.balance.balance[0]!.availBalanceMinor).toBe('37655');
    expect(gameBalance(moved.value.balance, 'AG')).toBe('12345');
    expect(moved.value.balance.sumBalanceMinor).toBe('50000');
    const entries = await server.services.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['t.kind', 't.reference', 'e.amount'])
      .where('t.id', '=', BigInt(moved.value.transactionId))
      .orderBy('e.amount')
      .execute();
    expect(entries).toEqual([
      { kind: 'transfer', reference: 'transfer:MAIN:AG', amount: -12345n },
      { kind: 'transfer', reference: 'transfer:MAIN:AG', amount: 12345n },
    ]);
    const back = body<MoneyMoveValue>(await transfer(alice, { from: 'AG', to: 'MAIN', amountMinor: '345' }));
    expect(gameBalance(back.value.balance, 'AG')).toBe('12000');
    expect(await mainOf(server, alice.id)).toBe(38000n);
  });

  it('answers a repeated Idempotency-Key with the first reply and moves the money once, even all at once', async () => {
    const key = randomUUID();
    const args = { from: 'MAIN', to: 'PT', amountMinor: '1000' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => transfer(alice, args, key)));
    const values = replies.map((r) => body<MoneyMoveValue>(r));
    for (const v of values) expect(v).toMatchObject({ success: true });
    for (const v of values) expect(v.value).toEqual(values[0]!.value);
    expect(await mainOf(server, alice.id)).toBe(37000n);
    const later = body<MoneyMoveValue>(await transfer(alice, args, key));
    expect(later.value).toEqual(values[0]!.value);
    expect(gameBalance(await api.balance(alice), 'PT')).toBe('1000');
    const posted = await server.services.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `transfer:${alice.id}:${key}`)
      .execute();
    expect(posted).toHaveLength(1);
  });

  it('refuses the same key with a different body, and no key at all, changing nothing', async () => {
    const key = randomUUID();
    expect(body(await transfer(alice, { from: 'MAIN', to: 'AG', amountMinor: '100' }, key)).success).toBe(true);
    await expectRefusedUnchanged(server, () => transfer(alice, { from: 'MAIN', to: 'AG', amountMinor: '200' }, key), {
      errorCode: 'idempotency.key.reused',
      message: /different request/,
    });
    await expectRefusedUnchanged(server, () => transfer(alice, { from: 'MAIN', to: 'AG', amountMinor: '100' }, null), {
      errorCode: 'idempotency.key.required',
      status: 400,
    });
    await expectRefusedUnchanged(
      server,
      () => transfer(alice, { from: 'MAIN', to: 'AG', amountMinor: '100' }, 'short'),
      { errorCode: 'idempotency.key.required', status: 400 },
    );
  });

  it('refuses bad amounts and wallets with a clear error, changing nothing', async () => {
    const main = await mainOf(server, alice.id);
    const cases: [unknown, string][] = [
      ['0', 'amount.invalid'],
      ['-100', 'amount.invalid'],
      ['1.5', 'amount.invalid'],
      ['10.001', 'amount.invalid'],
      [1.5, 'amount.invalid'],
      ['abc', 'amount.invalid'],
      ['', 'amount.invalid'],
      ['1e5', 'amount.invalid'],
      ['1000000000000000001', 'amount.out.of.range'],
      ['99999999999999999999999', 'amount.invalid'],
      [(main + 1n).toString(), 'balance.insufficient'],
    ];
    for (const [amountMinor, errorCode] of cases) {
      await expectRefusedUnchanged(server, () => transfer(alice, { from: 'MAIN', to: 'AG', amountMinor }), {
        errorCode,
      });
    }
    await expectRefusedUnchanged(server, () => transfer(alice, { from: 'MAIN', to: 'XX', amountMinor: '100' }), {
      errorCode: 'wallet.unknown',
      message: /MAIN, AG, PT/,
    });
    await expectRefusedUnchanged(server, () => transfer(alice, { from: 'AG', to: 'AG', amountMinor: '100' }), {
      errorCode: 'request_param_err',
      status: 400,
    });
    await expectRefusedUnchanged(server, () => transfer(alice, { from: 'MAIN', to: 'AG', amountMinor: { value: 1 } }), {
      errorCode: 'request_param_err',
      status: 400,
    });
    await expectRefusedUnchanged(server, () => transfer(alice, { from: 'PT', to: 'MAIN', amountMinor: '1001' }), {
      errorCode: 'balance.insufficient',
    });
    expect(await mainOf(server, alice.id)).toBe(main);
  });

  it('refuses transfers on a single-wallet site', async () => {
    const kim = await api.newMember({ merchant: 'demokr' });
    const wallet = body<MerchantWalletValue>(
      await api.call('GET', '/wps/relay/GCS_merchantWallet', undefined, api.as(kim)),
    );
    expect(wallet.value).toEqual({ isSingle: true, vendors: [] });
    const balance = await api.balance(kim);
    expect(balance).toMatchObject({ currency: 'KRW', minorUnits: 0 });
    expect(balance.balance.map((b) => b.accountTypeId)).toEqual([2, 3]);
    await expectRefusedUnchanged(server, () => transfer(kim, { from: 'MAIN', to: 'AG', amountMinor: '1000' }), {
      errorCode: 'wallet.single',
    });
  });

  it('keeps trial accounts away from real money and shows their play money', async () => {
    const trial = body<LoginValue>(
      await api.call(
        'POST',
        '/wps/session/login/freeplay',
        { os: 'Windows', platform: 'W' },
        { headers: await api.rsaHeader(), ip: '203.0.113.77' },
      ),
    );
    const member = { token: trial.value.token, merchant: 'demo' };
    const balance = await api.balance(member);
    expect(balance.balance[0]).toMatchObject({ accountTypeId: 2, availBalanceMinor: '200000' });
    await expectRefusedUnchanged(
      server,
      () => api.call('POST', TRANSFER, { from: 'MAIN', to: 'AG', amountMinor: '100' }, api.as(member, keyHeader())),
      { errorCode: 'trial.account' },
    );
    await expectRefusedUnchanged(
      server,
      () =>
        api.enc(
          'POST',
          UPLINE_TRANSFER,
          { amountMinor: '100', paymentPassword: '123456' },
          api.as(member, keyHeader()),
        ),
      { errorCode: 'trial.account' },
    );
  });

  describe('transfer to the upline', () => {
    let agent: Member;
    let downline: Member;

    beforeAll(async () => {
      agent = await api.newMember({ type: 1 });
      downline = await api.newMember({ parent: agent.username });
      await api.fund(downline, '20000');
    });

    const toUpline = (member: Member, args: unknown, key = randomUUID()) =>
      api.enc('POST', UPLINE_TRANSFER, args, api.as(member, keyHeader(key)));

    it('names the upline, or says there is none', async () => {
      expect(
        body<UplineValue>(await api.call('GET', '/wps/v2/wallets/upline', undefined, api.as(downline))).value,
      ).toEqual({ hasUpline: true, uplineAccount: agent.username });
      expect(
        body<UplineValue>(await api.call('GET', '/wps/v2/wallets/upline', undefined, api.as(alice))).value,
      ).toEqual({ hasUpline: false, uplineAccount: '' });
    });

    it('needs a payment password, the right one, and an upline', async () => {
      await expectRefusedUnchanged(
        server,
        () => toUpline(downline, { amountMinor: '500', paymentPassword: '123456' }),
        { errorCode: 'payment.password.required' },
      );
      await api.setPaymentPassword(downline, '135790');
      await expectRefusedUnchanged(
        server,
        () => toUpline(downline, { amountMinor: '500', paymentPassword: '000000' }),
        { errorCode: 'payment.password.wrong', message: /attempts? left/ },
      );
      await expectRefusedUnchanged(
        server,
        () => toUpline(downline, { amountMinor: '20001', paymentPassword: '135790' }),
        { errorCode: 'balance.insufficient' },
      );
      await expectRefusedUnchanged(server, () => toUpline(downline, { amountMinor: '0', paymentPassword: '135790' }), {
        errorCode: 'amount.invalid',
      });
      await expectRefusedUnchanged(
        server,
        () => api.enc('POST', UPLINE_TRANSFER, { amountMinor: '500', paymentPassword: '135790' }, api.as(downline)),
        {
          errorCode: 'idempotency.key.required',
        },
      );
      await api.setPaymentPassword(alice, '135790');
      await expectRefusedUnchanged(server, () => toUpline(alice, { amountMinor: '500', paymentPassword: '135790' }), {
        errorCode: 'upline.none',
      });
    });

    it("moves main → the upline's main once per key, as kind upline_transfer", async () => {
      const key = randomUUID();
      const first = body<MoneyMoveValue>(
        await toUpline(downline, { amountMinor: '7500', paymentPassword: '135790' }, key),
      );
      expect(first.success, first.message).toBe(true);
      expect(first.value.balance.balance[0]!.availBalanceMinor).toBe('12500');
      const again = body<MoneyMoveValue>(
        await toUpline(downline, { amountMinor: '7500', paymentPassword: '135790' }, key),
      );
      expect(again.value).toEqual(first.value);
      expect(await mainOf(server, downline.id)).toBe(12500n);
      expect(await mainOf(server, agent.id)).toBe(7500n);
      const tx = await server.services.db
        .selectFrom('ledger_transactions')
        .selectAll()
        .where('id', '=', BigInt(first.value.transactionId))
        .executeTakeFirstOrThrow();
      expect(tx).toMatchObject({ kind: 'upline_transfer', member_id: downline.id, reference: `upline:${agent.id}` });
    });
  });

  it('needs a session for every wallet call', async () => {
    for (const [method, url] of [
      ['GET', '/wps/v2/wallets/balance'],
      ['GET', '/wps/relay/GCS_merchantWallet'],
      ['POST', TRANSFER],
      ['GET', '/wps/v2/wallets/upline'],
    ] as const) {
      const res = await api.call(
        method,
        url,
        method === 'POST' ? { from: 'MAIN', to: 'AG', amountMinor: '1' } : undefined,
        { headers: keyHeader() },
      );
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('leaves the ledger clean', async () => {
    await expectLedgerClean(server);
  });
});
