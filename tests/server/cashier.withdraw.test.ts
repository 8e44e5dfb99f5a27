/**
 * Withdrawals end to end: settings, the request (payment password, own bank account, limits, the
 * hold in the same transaction), the operator's approve / reject / refund, the member's
 * confirmation (received, not received with a proof image, partly received), the sweep that
 * counts unconfirmed ones as received (forced, never refunded), nobody else's withdrawals, and
 * bad input changing nothing.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../src/shared/wire/auth';
import type { WithdrawalRecord, WithdrawSettingsValue } from '../../src/shared/wire/cashier';
import type { InboxMessage } from '../../src/shared/wire/messages';
import type { Page } from '../../src/shared/wire/paging';
import type { BalanceValue } from '../../src/shared/wire/wallet';
import { body } from './authSupport';
import {
  cashierApi,
  expectLedgerClean,
  expectRefusedUnchanged,
  keyHeader,
  mainOf,
  moneyFingerprint,
  type Member,
} from './cashierSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

const WITHDRAW = '/wps/v2/transaction/withdraw';
const CONFIRM = '/wps/relay/MCSFE_processC2CTransaction';
const PAY_PW = '246810';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 3)]);

type Withdrawn = WithdrawalRecord & { balance: BalanceValue };

describe.each(backends)('withdrawals on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;
  let alice: Member;
  let bob: Member;
  let aliceBank: string;
  let bobBank: string;

  const withdraw = (member: Member, args: Record<string, unknown>, key: string | null = randomUUID()) =>
    api.enc('POST', WITHDRAW, args, api.as(member, key === null ? {} : keyHeader(key)));
  const request = async (member: Member, bankAccountId: string, amountMinor: string) => {
    const b = body<Withdrawn>(await withdraw(member, { amountMinor, bankAccountId, paymentPassword: PAY_PW }));
    expect(b.success, b.message).toBe(true);
    return b.value;
  };
  const confirm = (member: Member, args: Record<string, unknown>) => api.call('POST', CONFIRM, args, api.as(member));
  const statusOf = async (id: string) =>
    await server.services.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
  const list = (who: Member, query: string) =>
    api.call('GET', `/wps/report/withdrawTransaction?pageNo=1&${query}`, undefined, api.as(who));
  const inbox = async (member: Member) =>
    body<Page<InboxMessage>>(
      await api.call('GET', '/wps/relay/CSP_getInbox?pageNo=1&pageSize=50', undefined, api.as(member)),
    ).value.content;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = cashierApi(server);
    alice = await api.newMember({ payee: 'Alice Payee' });
    bob = await api.newMember({ payee: 'Bob Payee' });
    for (const m of [alice, bob]) {
      await api.setPaymentPassword(m, PAY_PW);
      await api.fund(m, '5000000');
      await api.fund(m, '1000000');
    }
    aliceBank = await api.addBankAccount(alice, 'Alice Payee', PAY_PW, '6222000011112222');
    bobBank = await api.addBankAccount(bob, 'Bob Payee', PAY_PW, '6222000033334444');
  });
  afterAll(() => server?.close());

  it('tells the limits, the confirmation time and what is set up', async () => {
    const settings = body<WithdrawSettingsValue>(
      await api.call('GET', '/wps/relay/MCSFE_getWithdrawSettings?groupId=0', undefined, api.as(alice)),
    ).value;
    expect(settings).toEqual({
      minimumAmount: '1000',
      maximumAmount: '5000000',
      confirmMinutes: 30,
      hasPaymentPassword: true,
      bankAccounts: [
        { id: aliceBank, bankName: 'Test Bank', payeeName: 'Alice Payee', maskedNumber: '****2222', isDefault: true },
      ],
    });
  });

  it('holds the amount at once, in the same transaction as the request', async () => {
    const res = await withdraw(alice, { amountMinor: '10000', bankAccountId: aliceBank, paymentPassword: PAY_PW });
    const w = body<Withdrawn>(res);
    expect(w.success, w.message).toBe(true);
    expect(w.value).toMatchObject({
      amountMinor: '10000',
      bankName: 'Test Bank',
      maskedNumber: '****2222',
      status: 'pending',
      forced: false,
      decidedAt: null,
      confirmBy: null,
      receivedMinor: null,
    });
    expect(w.value.balance).toMatchObject({ heldMinor: '10000' });
    expect(w.value.balance.balance[0]!.availBalanceMinor).toBe('5990000');
    const hold = await server.services.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('id', '=', BigInt(w.value.transactionId))
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ kind: 'withdrawal', reference: `withdrawal:${w.value.id}`, member_id: alice.id });
    const listed = body<Page<WithdrawalRecord>>(
      await api.call(
        'GET',
        '/wps/report/withdrawTransaction?pageNo=1&pageSize=10&status=pending',
        undefined,
        api.as(alice),
      ),
    ).value;
    expect(listed.content.map((r) => r.id)).toEqual([w.value.id]);
    await expectLedgerClean(server);
  });

  it('approves through the operator: paid out, a confirmation deadline, a message; never twice', async () => {
    const w = await request(alice, aliceBank, '20000');
    const approved = await ops(server, 'withdrawal', 'approve', w.id);
    expect(approved.body.success, approved.body.message).toBe(true);
    expect(approved.body.value).toContain(
      `Withdrawal ${w.id} approved (200.00 USD, ${alice.username}, ledger transaction`,
    );
    const row = await statusOf(w.id);
    expect(row.status).toBe('approved');
    expect(row.confirm_by!.getTime()).toBe(server.clock.now.getTime() + 30 * 60_000);
    expect(row.close_tx_id).not.toBeNull();
    const message = (await inbox(alice)).find((m) => m.params.reference === `withdrawal:${w.id}`);
    expect(message).toMatchObject({ kind: 'withdrawal_approved', title: 'Withdrawal approved' });
    expect(message!.content).toContain('200.00 USD from Demo Casino has been approved');

    const fingerprint = await moneyFingerprint(server);
    const twice = await ops(server, 'withdrawal', 'approve', w.id);
    expect(twice.body).toMatchObject({
      success: true,
      value: `unchanged: withdrawal ${w.id} (200.00 USD, ${alice.username}) is already approved.`,
    });
    expect((await ops(server, 'withdrawal', 'reject', w.id)).body.success).toBe(false);
    expect(await moneyFingerprint(server)).toBe(fingerprint);

    const waiting = body<WithdrawalRecord[]>(
      await api.call('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', undefined, api.as(alice)),
    ).value;
    expect(waiting.map((r) => r.id)).toContain(w.id);
    expect(waiting.find((r) => r.id === w.id)!.confirmBy).toBe(row.confirm_by!.getTime());

    const received = body<WithdrawalRecord>(await confirm(alice, { withdrawalId: w.id, result: 'received' }));
    expect(received.value).toMatchObject({ status: 'received', forced: false, receivedMinor: '20000' });
    await expectRefusedUnchanged(server, () => confirm(alice, { withdrawalId: w.id, result: 'received' }), {
      errorCode: 'request.state.conflict',
      message: /not waiting/,
    });
    await expectLedgerClean(server);
  });

  it('rejects through the operator: the hold goes back, a message says so; never twice', async () => {
    const before = await mainOf(server, alice.id);
    const w = await request(alice, aliceBank, '30000');
    expect(await mainOf(server, alice.id)).toBe(before - 30000n);
    const rejected = await ops(server, 'withdrawal', 'reject', w.id);
    expect(rejected.body.success, rejected.body.message).toBe(true);
    expect(await mainOf(server, alice.id)).toBe(before);
    const row = await statusOf(w.id);
    expect(row).toMatchObject({ status: 'rejected' });
    const ret = await server.services.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('id', '=', row.close_tx_id!)
      .executeTakeFirstOrThrow();
    expect(ret).toMatchObject({ kind: 'withdrawal_return', reference: `withdrawal:${w.id}` });
    expect((await inbox(alice)).find((m) => m.params.reference === `withdrawal:${w.id}`)).toMatchObject({
      kind: 'withdrawal_rejected',
    });
    const fingerprint = await moneyFingerprint(server);
    expect((await ops(server, 'withdrawal', 'reject', w.id)).body).toMatchObject({
      success: true,
      value: `unchanged: withdrawal ${w.id} (300.00 USD, ${alice.username}) is already rejected.`,
    });
    expect((await ops(server, 'withdrawal', 'approve', w.id)).body.success).toBe(false);
    expect((await ops(server, 'withdrawal', 'approve', '999999')).body.message).toBe('There is no withdrawal 999999.');
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    await expectLedgerClean(server);
  });

  it('takes a "not received" report only with a PNG or JPEG proof, and the operator can refund it', async () => {
    const w = await request(alice, aliceBank, '15000');
    await ops(server, 'withdrawal', 'approve', w.id);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    await expectRefusedUnchanged(
      server,
      () => confirm(alice, { withdrawalId: w.id, result: 'not_received', proof: big }),
      { errorCode: 'proof.invalid', status: 400, message: /5 MB/ },
    );
    await expectRefusedUnchanged(
      server,
      () =>
        confirm(alice, {
          withdrawalId: w.id,
          result: 'not_received',
          proof: Buffer.from('GIF89a not allowed').toString('base64'),
        }),
      {
        errorCode: 'proof.invalid',
        message: /PNG or JPEG/,
      },
    );
    await expectRefusedUnchanged(
      server,
      () => confirm(alice, { withdrawalId: w.id, result: 'not_received', proof: '%%%not base64%%%' }),
      { errorCode: 'proof.invalid' },
    );
    await expectRefusedUnchanged(server, () => confirm(alice, { withdrawalId: w.id, result: 'not_received' }), {
      errorCode: 'proof.invalid',
    });
    // Bob may not answer for Alice's withdrawal: the same answer as for one that does not exist.
    const foreign = await expectRefusedUnchanged(
      server,
      () => confirm(bob, { withdrawalId: w.id, result: 'received' }),
      { errorCode: 'not.found' },
    );
    const missing = await confirm(bob, { withdrawalId: '999999', result: 'received' });
    expect(foreign.body).toBe(missing.body);
    // A body past the route's limit is refused before it is read.
    const huge = await confirm(alice, {
      withdrawalId: w.id,
      result: 'not_received',
      proof: 'A'.repeat(8 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(body(huge)).toMatchObject({ success: false, message: 'The request body is too large.' });

    const reported = body<WithdrawalRecord>(
      await confirm(alice, {
        withdrawalId: w.id,
        result: 'not_received',
        proof: `data:image/png;base64,${PNG.toString('base64')}`,
      }),
    );
    expect(reported.value).toMatchObject({ status: 'not_received', receivedMinor: null });
    const proof = await server.services.db
      .selectFrom('withdrawal_proofs')
      .selectAll()
      .where('withdrawal_id', '=', BigInt(w.id))
      .executeTakeFirstOrThrow();
    expect(proof.mime).toBe('image/png');
    expect(Buffer.compare(proof.bytes, PNG)).toBe(0);

    const before = await mainOf(server, alice.id);
    expect((await ops(server, 'withdrawal', 'refund', w.id, '--amount', '150.01')).body.success).toBe(false);
    const refunded = await ops(server, 'withdrawal', 'refund', w.id);
    expect(refunded.body.value).toContain(`Withdrawal ${w.id}: 150.00 USD returned to ${alice.username}'s main wallet`);
    expect(refunded.body.value).toContain('fully refunded (150.00 USD in all)');
    expect(await mainOf(server, alice.id)).toBe(before + 15000n);
    expect(await statusOf(w.id)).toMatchObject({ status: 'refunded' });
    expect((await ops(server, 'withdrawal', 'refund', w.id)).body.success).toBe(false);
    expect(await mainOf(server, alice.id)).toBe(before + 15000n);
    await expectLedgerClean(server);
  });

  it('takes a partial receipt strictly between nothing and all, and refunds what is missing', async () => {
    const w = await request(alice, aliceBank, '40000');
    await ops(server, 'withdrawal', 'approve', w.id);
    for (const receivedMinor of ['40000', '50000']) {
      await expectRefusedUnchanged(
        server,
        () => confirm(alice, { withdrawalId: w.id, result: 'partial', receivedMinor }),
        { errorCode: 'amount.out.of.range', message: /less than the 400\.00 USD/ },
      );
    }
    for (const receivedMinor of ['0', '-5', '1.5', 'abc']) {
      await expectRefusedUnchanged(
        server,
        () => confirm(alice, { withdrawalId: w.id, result: 'partial', receivedMinor }),
        { errorCode: 'amount.invalid' },
      );
    }
    const partial = body<WithdrawalRecord>(
      await confirm(alice, { withdrawalId: w.id, result: 'partial', receivedMinor: '25000' }),
    );
    expect(partial.value).toMatchObject({ status: 'partial', receivedMinor: '25000' });
    const before = await mainOf(server, alice.id);
    expect((await ops(server, 'withdrawal', 'refund', w.id, '--amount', '150.01')).body.message).toContain(
      'at most 150.00 USD',
    );
    expect((await ops(server, 'withdrawal', 'refund', w.id, '--amount', '1.505')).status).toBe(400);
    const refunded = await ops(server, 'withdrawal', 'refund', w.id, '--amount', '100.00');
    expect(refunded.body.success, refunded.body.message).toBe(true);
    expect(await mainOf(server, alice.id)).toBe(before + 10000n);
    const row = await statusOf(w.id);
    const refund = await server.services.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('id', '=', row.refund_tx_id!)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ kind: 'withdrawal_refund', reference: `withdrawal:${w.id}` });
    await expectLedgerClean(server);
  });

  it('counts an unconfirmed withdrawal as received after the confirmation time, and never refunds it', async () => {
    const w = await request(bob, bobBank, '12000');
    await ops(server, 'withdrawal', 'approve', w.id);
    const late = await request(bob, bobBank, '13000');
    await ops(server, 'withdrawal', 'approve', late.id);
    expect(await server.services.cashier.sweepWithdrawals(server.clock.now)).toBe(0);

    server.clock.advance(30 * 60_000 + 1);
    // Past the deadline, before the sweep ran: the member can no longer dispute it.
    await expectRefusedUnchanged(
      server,
      () => confirm(bob, { withdrawalId: late.id, result: 'not_received', proof: JPEG.toString('base64') }),
      {
        errorCode: 'request.state.conflict',
        message: /counts as received/,
      },
    );
    expect(await server.services.cashier.sweepWithdrawals(server.clock.now)).toBe(2);
    for (const id of [w.id, late.id]) expect(await statusOf(id)).toMatchObject({ status: 'received', forced: true });
    const record = body<Page<WithdrawalRecord>>(
      await api.call(
        'GET',
        '/wps/report/withdrawTransaction?pageNo=1&pageSize=10&status=received',
        undefined,
        api.as(bob),
      ),
    ).value;
    expect(record.content.find((r) => r.id === w.id)).toMatchObject({ forced: true, receivedMinor: '12000' });
    const refund = await ops(server, 'withdrawal', 'refund', w.id);
    expect(refund.body).toMatchObject({ success: false });
    expect(refund.body.message).toContain('cannot be refunded');
    expect(await server.services.cashier.sweepWithdrawals(server.clock.now)).toBe(0);
    const sweptByOps = await ops(server, 'withdrawal', 'sweep');
    expect(sweptByOps.body.value).toBe('0 withdrawal(s) counted as received.');
    await expectLedgerClean(server);
  });

  it('answers a repeated key with the first reply and holds once; refuses the key with another body', async () => {
    const key = randomUUID();
    const args = { amountMinor: '5000', bankAccountId: bobBank, paymentPassword: PAY_PW };
    const before = await mainOf(server, bob.id);
    const replies = await Promise.all(Array.from({ length: 4 }, () => withdraw(bob, args, key)));
    const values = replies.map((r) => body<Withdrawn>(r));
    for (const v of values) expect(v.success, v.message).toBe(true);
    for (const v of values) expect(v.value).toEqual(values[0]!.value);
    expect(await mainOf(server, bob.id)).toBe(before - 5000n);
    await expectRefusedUnchanged(server, () => withdraw(bob, { ...args, amountMinor: '5001' }, key), {
      errorCode: 'idempotency.key.reused',
    });
  });

  it('refuses bad withdrawals with a clear error, changing nothing', async () => {
    const good = { amountMinor: '10000', bankAccountId: aliceBank, paymentPassword: PAY_PW };
    const main = await mainOf(server, alice.id);
    const cases: [Record<string, unknown>, string, RegExp?][] = [
      [{ amountMinor: '999' }, 'amount.out.of.range', /between 10\.00 USD and 50000\.00 USD/],
      [{ amountMinor: '5000001' }, 'amount.out.of.range'],
      [{ amountMinor: '0' }, 'amount.invalid'],
      [{ amountMinor: '-10000' }, 'amount.invalid'],
      [{ amountMinor: '100.5' }, 'amount.invalid'],
      [{ amountMinor: '10.001' }, 'amount.invalid'],
      [{ amountMinor: 10000.5 }, 'amount.invalid'],
      [{ amountMinor: 'lots' }, 'amount.invalid'],
      [{ amountMinor: '1000000000000000001' }, 'amount.out.of.range'],
      [{ bankAccountId: bobBank }, 'not.found', /your own bank accounts/],
      [{ bankAccountId: '999999' }, 'not.found'],
      [{ paymentPassword: '000000' }, 'payment.password.wrong'],
    ];
    for (const [patch, errorCode, message] of cases) {
      await expectRefusedUnchanged(server, () => withdraw(alice, { ...good, ...patch }), {
        errorCode,
        ...(message && { message }),
      });
    }
    await expectRefusedUnchanged(server, () => withdraw(alice, good, null), {
      errorCode: 'idempotency.key.required',
      status: 400,
    });
    expect(await mainOf(server, alice.id)).toBe(main);
  });

  it('needs a bank account, a payment password and the balance (over balance and maximum: balance)', async () => {
    const carol = await api.newMember({ payee: 'Carol Payee' });
    await api.fund(carol, '100000');
    await expectRefusedUnchanged(
      server,
      () => withdraw(carol, { amountMinor: '10000', bankAccountId: '1', paymentPassword: PAY_PW }),
      { errorCode: 'bank.account.required' },
    );
    const settings = body<WithdrawSettingsValue>(
      await api.call('GET', '/wps/relay/MCSFE_getWithdrawSettings', undefined, api.as(carol)),
    ).value;
    expect(settings).toMatchObject({ hasPaymentPassword: false, bankAccounts: [] });
    await api.setPaymentPassword(carol, PAY_PW);
    const bank = await api.addBankAccount(carol, 'Carol Payee', PAY_PW, '6222000077778888');
    await expectRefusedUnchanged(
      server,
      () => withdraw(carol, { amountMinor: '100001', bankAccountId: bank, paymentPassword: PAY_PW }),
      { errorCode: 'balance.insufficient' },
    );
    // More than the balance AND the method's maximum: "insufficient balance", not the maximum (issue 14 item 11).
    await expectRefusedUnchanged(
      server,
      () => withdraw(carol, { amountMinor: '6000000', bankAccountId: bank, paymentPassword: PAY_PW }),
      {
        errorCode: 'balance.insufficient',
        message: /Insufficient balance/,
      },
    );
    expect(await mainOf(server, carol.id)).toBe(100000n);
  });

  it('locks payment-password use after five wrong tries', async () => {
    const dave = await api.newMember({ payee: 'Dave Payee' });
    await api.setPaymentPassword(dave, PAY_PW);
    await api.fund(dave, '100000');
    const bank = await api.addBankAccount(dave, 'Dave Payee', PAY_PW, '6222000055556666');
    for (let i = 0; i < 5; i += 1) {
      await expectRefusedUnchanged(
        server,
        () => withdraw(dave, { amountMinor: '10000', bankAccountId: bank, paymentPassword: '111111' }),
        { errorCode: 'payment.password.wrong' },
      );
    }
    const locked = await withdraw(dave, { amountMinor: '10000', bankAccountId: bank, paymentPassword: PAY_PW });
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(await mainOf(server, dave.id)).toBe(100000n);
    server.clock.advance(15 * 60_000 + 1000);
    expect(
      body(await withdraw(dave, { amountMinor: '10000', bankAccountId: bank, paymentPassword: PAY_PW })).success,
    ).toBe(true);
  });

  it('shows members only their own withdrawals', async () => {
    const mine = body<Page<WithdrawalRecord>>(
      await api.call('GET', '/wps/report/withdrawTransaction?pageNo=1&pageSize=100', undefined, api.as(bob)),
    ).value;
    const theirs = body<Page<WithdrawalRecord>>(
      await api.call('GET', '/wps/report/withdrawTransaction?pageNo=1&pageSize=100', undefined, api.as(alice)),
    ).value;
    expect(mine.totalElements).toBeGreaterThan(0);
    const aliceIds = new Set(theirs.content.map((r) => r.id));
    expect(mine.content.some((r) => aliceIds.has(r.id))).toBe(false);
    const waiting = body<WithdrawalRecord[]>(
      await api.call('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', undefined, api.as(bob)),
    ).value;
    expect(waiting.every((r) => !aliceIds.has(r.id))).toBe(true);
  });

  it('answers one withdrawal by id (a notification link) to its owner only', async () => {
    const mine = body<Page<WithdrawalRecord>>(await list(bob, 'pageSize=100')).value.content;
    const target = mine[mine.length - 1];
    if (!target) throw new Error('bob has no withdrawals');

    const one = body<Page<WithdrawalRecord>>(await list(bob, `pageSize=10&id=${target.id}`)).value;
    expect(one.content).toEqual([target]);
    expect(one.totalElements).toBe(1);
    // Someone else's id, an id no record has, and one that is not an id at all: an empty page.
    for (const [who, id] of [
      [alice, target.id],
      [bob, '999999999'],
      [bob, 'abc'],
      [bob, '1 OR 1=1'],
    ] as const) {
      const empty = body<Page<WithdrawalRecord>>(await list(who, `pageSize=10&id=${encodeURIComponent(id)}`)).value;
      expect(empty).toMatchObject({ content: [], totalElements: 0 });
    }
  });

  it('lists withdrawals for the operator', async () => {
    const list = await ops(server, 'withdrawal', 'list', '--status', 'refunded');
    expect(list.body.value).toMatch(/refunded\s+150\.00 USD/);
    expect((await ops(server, 'withdrawal', 'list', '--status', 'paid')).status).toBe(400);
  });

  it('refuses trial accounts', async () => {
    const trial = body<LoginValue>(
      await api.call(
        'POST',
        '/wps/session/login/freeplay',
        { os: 'Windows', platform: 'W' },
        { headers: await api.rsaHeader(), ip: '203.0.113.79' },
      ),
    );
    const member = { token: trial.value.token, merchant: 'demo' };
    await expectRefusedUnchanged(
      server,
      () =>
        api.enc(
          'POST',
          WITHDRAW,
          { amountMinor: '10000', bankAccountId: '1', paymentPassword: PAY_PW },
          api.as(member, keyHeader()),
        ),
      {
        errorCode: 'trial.account',
      },
    );
  });

  it('a partial refund leaves a withdrawal open: refunds up to the outstanding amount, each with a note', async () => {
    const w = await request(bob, bobBank, '50000');
    await ops(server, 'withdrawal', 'approve', w.id);
    // "Partly received": 20.00 of 500.00 missing.
    expect(
      body<WithdrawalRecord>(await confirm(bob, { withdrawalId: w.id, result: 'partial', receivedMinor: '48000' }))
        .value,
    ).toMatchObject({
      status: 'partial',
      refundedMinor: '0',
      outstandingMinor: '2000',
    });
    const before = await mainOf(server, bob.id);
    const messagesBefore = (await inbox(bob)).filter((m) => m.kind === 'withdrawal_refunded').length;

    const first = await ops(server, 'withdrawal', 'refund', w.id, '--amount', '10.00');
    expect(first.body.success, first.body.message).toBe(true);
    expect(first.body.value).toContain('10.00 USD refunded so far, 10.00 USD still outstanding');
    expect(await statusOf(w.id)).toMatchObject({ status: 'partial' });
    expect(await mainOf(server, bob.id)).toBe(before + 1000n);

    // The member's list and the operator's show what was refunded and what is outstanding.
    const listed = body<Page<WithdrawalRecord>>(await list(bob, `pageSize=10&id=${w.id}`)).value.content[0];
    expect(listed).toMatchObject({
      status: 'partial',
      receivedMinor: '48000',
      refundedMinor: '1000',
      outstandingMinor: '1000',
    });
    expect((await ops(server, 'withdrawal', 'list', '--status', 'partial')).body.value).toMatch(
      new RegExp(`${w.id}\\s+partial.*refunded 10\\.00 USD, outstanding 10\\.00 USD`),
    );

    // More than is outstanding is refused and changes nothing.
    const tooMuch = await ops(server, 'withdrawal', 'refund', w.id, '--amount', '10.01');
    expect(tooMuch.body.success).toBe(false);
    expect(tooMuch.body.message).toContain('at most 10.00 USD');
    expect(tooMuch.body.message).toContain('10.00 USD was refunded already');

    // The rest, without an amount: the withdrawal is refunded in full, and nothing more can be.
    const rest = await ops(server, 'withdrawal', 'refund', w.id);
    expect(rest.body.value).toContain('fully refunded (20.00 USD in all)');
    expect(await statusOf(w.id)).toMatchObject({ status: 'refunded' });
    expect(await mainOf(server, bob.id)).toBe(before + 2000n);
    expect(body<Page<WithdrawalRecord>>(await list(bob, `pageSize=10&id=${w.id}`)).value.content[0]).toMatchObject({
      status: 'refunded',
      refundedMinor: '2000',
      outstandingMinor: '0',
    });
    const again = await ops(server, 'withdrawal', 'refund', w.id, '--amount', '0.01');
    expect(again.body.message).toContain('already refunded in full; nothing changed');
    expect(await mainOf(server, bob.id)).toBe(before + 2000n);

    // Two refunds, two ledger transactions with keys of their own, two messages.
    const txs = await server.services.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('reference', '=', `withdrawal:${w.id}`)
      .where('kind', '=', 'withdrawal_refund')
      .orderBy('id')
      .execute();
    expect(txs.map((t) => t.idempotency_key)).toEqual([`withdrawal:${w.id}:refund`, `withdrawal:${w.id}:refund:2`]);
    const refundMessages = (await inbox(bob)).filter((m) => m.kind === 'withdrawal_refunded');
    expect(refundMessages).toHaveLength(messagesBefore + 2);
    expect(refundMessages.slice(0, 2).map((m) => m.params.amountMinor)).toEqual(['1000', '1000']);
    expect(refundMessages[0]!.content).toContain('10.00 USD of your withdrawal from');
    await expectLedgerClean(server);
  });

  it('refuses refund amounts not typed as money, and refunds of a withdrawal that does not exist', async () => {
    const w = await request(bob, bobBank, '20000');
    await ops(server, 'withdrawal', 'approve', w.id);
    await confirm(bob, { withdrawalId: w.id, result: 'partial', receivedMinor: '15000' });
    for (const amount of ['0', '-1.00', 'abc', '1e3', '0.001']) {
      const refused = await ops(server, 'withdrawal', 'refund', w.id, `--amount=${amount}`);
      expect(refused.status, amount).toBe(400);
      expect(refused.body.message).toMatch(/is not an amount in USD.*e\.g\. 25\.00/);
    }
    expect((await ops(server, 'withdrawal', 'refund', '999999999', '--amount', '1.00')).body.message).toBe(
      'There is no withdrawal 999999999.',
    );
    expect(await statusOf(w.id)).toMatchObject({ status: 'partial', refund_tx_id: null });
  });

  it('property: partial refunds return at most what is missing and close the withdrawal when all is back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9_000 }),
        fc.array(fc.integer({ min: 1, max: 6_000 }), { minLength: 1, maxLength: 4 }),
        async (missing, parts) => {
          const w = await request(alice, aliceBank, '10000');
          await ops(server, 'withdrawal', 'approve', w.id);
          const received = 10_000 - missing;
          if (received === 0)
            await confirm(alice, { withdrawalId: w.id, result: 'not_received', proof: PNG.toString('base64') });
          else await confirm(alice, { withdrawalId: w.id, result: 'partial', receivedMinor: String(received) });
          const before = await mainOf(server, alice.id);
          let refunded = 0;
          for (const part of parts) {
            const result = await ops(server, 'withdrawal', 'refund', w.id, '--amount', (part / 100).toFixed(2));
            expect(result.body.success).toBe(refunded + part <= missing);
            if (result.body.success) refunded += part;
          }
          expect(await mainOf(server, alice.id)).toBe(before + BigInt(refunded));
          expect((await statusOf(w.id)).status === 'refunded').toBe(refunded === missing);
          const record = body<Page<WithdrawalRecord>>(await list(alice, `pageSize=10&id=${w.id}`)).value.content[0];
          expect(record).toMatchObject({
            refundedMinor: String(refunded),
            outstandingMinor: String(missing - refunded),
          });
        },
      ),
      { numRuns: 5 },
    );
    await expectLedgerClean(server);
  });

  it('leaves the ledger clean', async () => {
    await expectLedgerClean(server);
  });
});
