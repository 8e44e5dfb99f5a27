/**
 * Deposits end to end: the methods, starting one (pending, with a demo payment URL whose token
 * only the member holds), the demo payment page (strict CSP, no script, plain form posts), the
 * payment side confirming or failing it (ledger credit, status, message, all or nothing, once),
 * the operator commands, the member's records, and bad input changing nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../src/shared/wire/auth';
import type { DepositRecord, DepositSettingsValue } from '../../src/shared/wire/cashier';
import type { InboxMessage } from '../../src/shared/wire/messages';
import type { Page } from '../../src/shared/wire/paging';
import { MAX_PENDING_DEPOSITS } from '../../server/domains/cashier/deposits';
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

const DEPOSIT = '/wps/v2/transaction/deposit';
const CANCEL = '/wps/v2/transaction/deposit/cancel';

describe.each(backends)('deposits on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;
  let alice: Member;
  let bob: Member;

  const deposit = (member: Member, args: unknown, key: string | null = randomUUID()) =>
    api.call('POST', DEPOSIT, args, api.as(member, key === null ? {} : keyHeader(key)));
  const start = async (member: Member, amountMinor: string, methodId = 'bank') => {
    const b = body<DepositRecord>(await deposit(member, { methodId, amountMinor }));
    expect(b.success, b.message).toBe(true);
    return b.value;
  };
  const page = (url: string, method: 'GET' | 'POST' = 'GET') =>
    server.app.inject({
      method,
      url,
      ...(method === 'POST' && { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }),
    });
  const inbox = async (member: Member) =>
    body<Page<InboxMessage>>(
      await api.call('GET', '/wps/relay/CSP_getInbox?pageNo=1&pageSize=50', undefined, api.as(member)),
    ).value.content;
  const depositRow = (id: string) =>
    server.services.db.selectFrom('deposits').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = cashierApi(server);
    alice = await api.newMember();
    bob = await api.newMember();
  });
  afterAll(() => server?.close());

  it('offers the merchant’s enabled methods with their limits', async () => {
    const settings = body<DepositSettingsValue>(
      await api.call('GET', '/wps/relay/MCSFE_getDepositSettings', undefined, api.as(alice)),
    ).value;
    expect(settings).toEqual({
      allowDeposit: 'Y',
      methods: [
        { id: 'bank', kind: 'bank', name: 'Demo bank transfer', minMinor: '1000', maxMinor: '10000000' },
        { id: 'card', kind: 'card', name: 'Demo card', minMinor: '1000', maxMinor: '2000000' },
        { id: 'ewallet', kind: 'ewallet', name: 'Demo e-wallet', minMinor: '1000', maxMinor: '5000000' },
      ],
    });
  });

  it('starts a pending deposit whose pay URL token is stored nowhere but as its SHA-256', async () => {
    const key = randomUUID();
    const record = body<DepositRecord>(await deposit(alice, { methodId: 'card', amountMinor: '2500' }, key)).value;
    expect(record).toMatchObject({
      methodId: 'card',
      methodName: 'Demo card',
      amountMinor: '2500',
      status: 'pending',
      settledAt: null,
      transactionId: null,
    });
    expect(record.payUrl).toMatch(/^\/pay\/demo\/[A-Za-z0-9_-]{43}$/);
    const token = record.payUrl!.split('/').pop()!;
    const row = await depositRow(record.id);
    expect(row.pay_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const remembered = await server.services.db
      .selectFrom('idempotency_keys')
      .select('reply')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(remembered.reply)).not.toContain(token);
    // The same submission again: the same record, no second deposit.
    const again = body<DepositRecord>(await deposit(alice, { methodId: 'card', amountMinor: '2500' }, key)).value;
    expect(again).toEqual(record);
    const rows = await server.services.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', alice.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('serves a script-free payment page under its own strict CSP', async () => {
    const record = await start(alice, '4200');
    const res = await page(record.payUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    expect(html).toContain('Demo Casino');
    expect(html).toContain('42.00 USD');
    expect(html).toContain(
      `<form method="post" action="${record.payUrl}/confirm"><button type="submit" class="primary">Pay ` +
        `now</button></form>`,
    );
    expect(html).toContain(
      `<form method="post" action="${record.payUrl}/cancel"><button type="submit">Cancel payment</button></form>`,
    );
    // The one style element is allowed by its hash, so the page renders styled with no 'unsafe-inline'.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect((await page('/pay/demo/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await page('/pay/demo/not-a-token')).statusCode).toBe(404);
  });

  it('credits the deposit from the payment page: ledger, status and message in one go, once', async () => {
    const record = await start(alice, '4200');
    const before = await mainOf(server, alice.id);
    const paid = await page(`${record.payUrl}/confirm`, 'POST');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('42.00 USD has been credited to your Demo Casino wallet.');
    expect(paid.body).toContain('href="/member?page=depositv2"');
    expect(await mainOf(server, alice.id)).toBe(before + 4200n);

    const row = await depositRow(record.id);
    expect(row.status).toBe('credited');
    const tx = await server.services.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('id', '=', row.transaction_id!)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({
      kind: 'deposit',
      reference: `deposit:${record.id}`,
      idempotency_key: `deposit:${record.id}`,
      member_id: alice.id,
    });
    const message = (await inbox(alice)).find((m) => m.params.reference === `deposit:${record.id}`);
    expect(message).toMatchObject({
      kind: 'deposit_credited',
      params: { amountMinor: '4200', currency: 'USD', site: 'Demo Casino' },
    });

    // Paying twice, or cancelling a paid one, changes nothing and says so.
    const fingerprint = await moneyFingerprint(server);
    const twice = await page(`${record.payUrl}/confirm`, 'POST');
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('already paid and credited; nothing changed');
    const cancel = await page(`${record.payUrl}/cancel`, 'POST');
    expect(cancel.statusCode).toBe(409);
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    expect((await page(record.payUrl!)).body).toContain('was paid and credited');

    const listed = body<Page<DepositRecord>>(
      await api.call(
        'GET',
        `/wps/report/depositTransaction?pageNo=1&pageSize=10&status=credited`,
        undefined,
        api.as(alice),
      ),
    ).value;
    expect(listed.content.find((d) => d.id === record.id)).toMatchObject({
      status: 'credited',
      transactionId: row.transaction_id!.toString(),
      payUrl: null,
    });
  });

  it('records a deposit cancelled on the payment page as cancelled, not failed; then it cannot be paid', async () => {
    const record = await start(alice, '1500', 'ewallet');
    const before = await mainOf(server, alice.id);
    const cancelled = await page(`${record.payUrl}/cancel`, 'POST');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain('was cancelled; nothing was charged');
    expect((await depositRow(record.id)).status).toBe('cancelled');
    // The member cancelled it: no "deposit failed" message tells them what they just did.
    expect((await inbox(alice)).find((m) => m.params.reference === `deposit:${record.id}`)).toBeUndefined();
    const fingerprint = await moneyFingerprint(server);
    const pay = await page(`${record.payUrl}/confirm`, 'POST');
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('was cancelled earlier, so it cannot be paid; nothing changed');
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    expect(await mainOf(server, alice.id)).toBe(before);
    expect((await page(record.payUrl!)).body).toContain('Payment cancelled');
    const listed = body<Page<DepositRecord>>(
      await api.call(
        'GET',
        '/wps/report/depositTransaction?pageNo=1&pageSize=10&status=cancelled',
        undefined,
        api.as(alice),
      ),
    ).value;
    expect(listed.content.find((d) => d.id === record.id)).toMatchObject({
      status: 'cancelled',
      payUrl: null,
      transactionId: null,
    });
  });

  it('lets the member cancel a pending deposit of theirs from the deposit list, once, and nothing else', async () => {
    const cancel = (member: Member, depositId: unknown) => api.call('POST', CANCEL, { depositId }, api.as(member));
    const record = await start(alice, '2600');
    const answer = body<DepositRecord>(await cancel(alice, record.id));
    expect(answer).toMatchObject({
      success: true,
      value: { id: record.id, status: 'cancelled', payUrl: null, transactionId: null },
    });
    expect((await depositRow(record.id)).status).toBe('cancelled');
    // A repeated click answers the same cancelled deposit.
    expect(body<DepositRecord>(await cancel(alice, record.id)).value).toEqual(answer.value);
    // The payment page no longer takes it.
    expect((await page(`${record.payUrl}/confirm`, 'POST')).statusCode).toBe(409);

    // Not one's own, not there, not an id: the same "not found", nothing changed.
    const dave = await api.newMember();
    const daves = await start(dave, '1200');
    const notFound = {
      errorCode: 'not.found',
      message: /^There is no such deposit of yours\. Reload your deposits to see them\.$/,
    };
    await expectRefusedUnchanged(server, () => cancel(alice, daves.id), notFound);
    await expectRefusedUnchanged(server, () => cancel(alice, '987654321'), notFound);
    await expectRefusedUnchanged(server, () => cancel(alice, '0x12'), notFound);
    await expectRefusedUnchanged(server, () => api.call('POST', CANCEL, {}, api.as(alice)), {
      errorCode: 'request_param_err',
      status: 400,
    });
    expect((await depositRow(daves.id)).status).toBe('pending');

    // Credited or failed: refused with what it already is.
    const paid = await start(alice, '1100');
    await page(`${paid.payUrl}/confirm`, 'POST');
    await expectRefusedUnchanged(server, () => cancel(alice, paid.id), {
      errorCode: 'request.state.conflict',
      message: /already paid and credited, so it cannot be cancelled/,
    });
    const refused = await start(alice, '1100');
    await server.services.cashier.failDeposit(BigInt(refused.id));
    await expectRefusedUnchanged(server, () => cancel(alice, refused.id), {
      errorCode: 'request.state.conflict',
      message: /already failed/,
    });
  });

  it('settles only once when the payment side answers twice at the same time', async () => {
    const record = await start(bob, '3000');
    const outcomes = await Promise.all([
      server.services.cashier.confirmDeposit(BigInt(record.id)),
      server.services.cashier.confirmDeposit(BigInt(record.id)),
      server.services.cashier.failDeposit(BigInt(record.id)),
    ]);
    expect(outcomes.filter((o) => o.found && o.changed)).toHaveLength(1);
    const status = (await depositRow(record.id)).status;
    expect(await mainOf(server, bob.id)).toBe(status === 'credited' ? 3000n : 0n);
    const messages = (await inbox(bob)).filter((m) => m.params.reference === `deposit:${record.id}`);
    expect(messages).toHaveLength(1);
  });

  it('lets the operator list, confirm and fail deposits, and says when there is nothing to do', async () => {
    const pending = await start(bob, '7700');
    const other = await start(bob, '1100');
    const list = await ops(server, 'deposit', 'list', '--status', 'pending');
    expect(list.body.success).toBe(true);
    expect(list.body.value).toMatch(new RegExp(`\\b${pending.id}\\s+pending\\s+77\\.00 USD\\s+demo/${bob.username}`));

    const before = await mainOf(server, bob.id);
    const confirmed = await ops(server, 'deposit', 'confirm', pending.id);
    expect(confirmed.body).toMatchObject({ success: true });
    expect(confirmed.body.value).toContain(`Deposit ${pending.id} credited: 77.00 USD to ${bob.username}`);
    expect(await mainOf(server, bob.id)).toBe(before + 7700n);

    const fingerprint = await moneyFingerprint(server);
    const twice = await ops(server, 'deposit', 'confirm', pending.id);
    expect(twice.body).toMatchObject({
      success: true,
      value: `unchanged: deposit ${pending.id} (77.00 USD, ${bob.username}) is already credited.`,
    });
    expect((await ops(server, 'deposit', 'fail', pending.id)).body.success).toBe(false);
    expect((await ops(server, 'deposit', 'confirm', '999999')).body.message).toBe('There is no deposit 999999.');
    expect(await moneyFingerprint(server)).toBe(fingerprint);
    expect((await ops(server, 'deposit', 'confirm', 'x1')).status).toBe(400);
    expect((await ops(server, 'deposit', 'list', '--status', 'lost')).status).toBe(400);

    const failed = await ops(server, 'deposit', 'fail', other.id);
    expect(failed.body.value).toContain(`Deposit ${other.id} (11.00 USD, ${bob.username}) marked failed`);
    expect((await ops(server, 'deposit', 'confirm', other.id)).body.message).toContain(
      'is already failed; it cannot be credited now. Nothing changed.',
    );
  });

  it('lists only the member’s own deposits, newest first, by page, status and date range', async () => {
    const all = body<Page<DepositRecord>>(
      await api.call('GET', '/wps/report/depositTransaction?pageNo=1&pageSize=100', undefined, api.as(bob)),
    ).value;
    expect(all.totalElements).toBe(3);
    expect(all.content.map((d) => Number(d.id))).toEqual(
      [...all.content.map((d) => Number(d.id))].sort((a, b) => b - a),
    );
    const aliceIds = new Set(
      body<Page<DepositRecord>>(
        await api.call('GET', '/wps/report/depositTransaction?pageNo=1&pageSize=100', undefined, api.as(alice)),
      ).value.content.map((d) => d.id),
    );
    expect(all.content.some((d) => aliceIds.has(d.id))).toBe(false);

    // One by id, to its owner only.
    const [newest] = all.content;
    const byId = (who: typeof bob, id: string) =>
      api.call(
        'GET',
        `/wps/report/depositTransaction?pageNo=1&pageSize=10&id=${encodeURIComponent(id)}`,
        undefined,
        api.as(who),
      );
    expect(body<Page<DepositRecord>>(await byId(bob, newest?.id ?? '')).value.content).toEqual([newest]);
    expect(body<Page<DepositRecord>>(await byId(alice, newest?.id ?? '')).value).toMatchObject({
      content: [],
      totalElements: 0,
    });
    expect(body<Page<DepositRecord>>(await byId(bob, 'x1')).value).toMatchObject({ content: [], totalElements: 0 });

    const second = body<Page<DepositRecord>>(
      await api.call('GET', '/wps/report/depositTransaction?pageNo=2&pageSize=2', undefined, api.as(bob)),
    ).value;
    expect(second).toMatchObject({ pageNo: 2, pageSize: 2, totalElements: 3, totalPages: 2 });
    expect(second.content).toHaveLength(1);
    const failed = body<Page<DepositRecord>>(
      await api.call(
        'GET',
        '/wps/report/depositTransaction?pageNo=1&pageSize=10&status=failed',
        undefined,
        api.as(bob),
      ),
    ).value;
    expect(failed.content.every((d) => d.status === 'failed')).toBe(true);

    const now = server.clock.now.getTime();
    const future = body<Page<DepositRecord>>(
      await api.call(
        'GET',
        `/wps/report/depositTransaction?pageNo=1&pageSize=10&startTime=${now + 60_000}&endTime=${now + 120_000}`,
        undefined,
        api.as(bob),
      ),
    ).value;
    expect(future.totalElements).toBe(0);
    const around = body<Page<DepositRecord>>(
      await api.call(
        'GET',
        `/wps/report/depositTransaction?pageNo=1&pageSize=10&startTime=${now - 60_000}&endTime=${now + 60_000}`,
        undefined,
        api.as(bob),
      ),
    ).value;
    expect(around.totalElements).toBe(3);
    const tooLong = await api.call(
      'GET',
      `/wps/report/depositTransaction?pageNo=1&pageSize=10&startTime=0&endTime=${now}`,
      undefined,
      api.as(bob),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).message).toContain('at most 93 days');
  });

  it('refuses bad deposits with a clear error, changing nothing', async () => {
    await expectRefusedUnchanged(server, () => deposit(alice, { methodId: 'card', amountMinor: '999' }), {
      errorCode: 'amount.out.of.range',
      message: /between 10\.00 USD and 20000\.00 USD/,
    });
    await expectRefusedUnchanged(server, () => deposit(alice, { methodId: 'card', amountMinor: '2000001' }), {
      errorCode: 'amount.out.of.range',
    });
    for (const amountMinor of ['0', '-1000', '1.5', '10.001', 1500.5, 'ten', '', '99999999999999999999999']) {
      await expectRefusedUnchanged(server, () => deposit(alice, { methodId: 'card', amountMinor }), {
        errorCode: 'amount.invalid',
      });
    }
    await expectRefusedUnchanged(
      server,
      () => deposit(alice, { methodId: 'card', amountMinor: '1000000000000000001' }),
      { errorCode: 'amount.out.of.range' },
    );
    await expectRefusedUnchanged(server, () => deposit(alice, { methodId: 'crypto', amountMinor: '5000' }), {
      errorCode: 'not.found',
      message: /not available/,
    });
    await expectRefusedUnchanged(server, () => deposit(alice, { methodId: 'card', amountMinor: '5000' }, null), {
      errorCode: 'idempotency.key.required',
      status: 400,
    });
    await expectRefusedUnchanged(server, () => deposit(alice, { amountMinor: '5000' }), {
      errorCode: 'request_param_err',
      status: 400,
    });

    const key = randomUUID();
    expect(body(await deposit(alice, { methodId: 'card', amountMinor: '5000' }, key)).success).toBe(true);
    await expectRefusedUnchanged(server, () => deposit(alice, { methodId: 'card', amountMinor: '5001' }, key), {
      errorCode: 'idempotency.key.reused',
    });

    // A method the operator switched off is not offered and not accepted.
    await server.services.db
      .updateTable('deposit_methods')
      .set({ enabled: false })
      .where('merchant_code', '=', 'demo')
      .where('id', '=', 'ewallet')
      .execute();
    try {
      await expectRefusedUnchanged(server, () => deposit(alice, { methodId: 'ewallet', amountMinor: '5000' }), {
        errorCode: 'not.found',
      });
      const settings = body<DepositSettingsValue>(
        await api.call('GET', '/wps/relay/MCSFE_getDepositSettings', undefined, api.as(alice)),
      ).value;
      expect(settings.methods.map((m) => m.id)).toEqual(['bank', 'card']);
    } finally {
      await server.services.db
        .updateTable('deposit_methods')
        .set({ enabled: true })
        .where('merchant_code', '=', 'demo')
        .where('id', '=', 'ewallet')
        .execute();
    }
  });

  it(`keeps at most ${MAX_PENDING_DEPOSITS} unfinished deposits per member`, async () => {
    const carol = await api.newMember();
    for (let i = 0; i < MAX_PENDING_DEPOSITS; i += 1) await start(carol, '1000');
    await expectRefusedUnchanged(server, () => deposit(carol, { methodId: 'bank', amountMinor: '1000' }), {
      errorCode: 'request.state.conflict',
      message: /complete or cancel/,
    });
    const pending = body<Page<DepositRecord>>(
      await api.call(
        'GET',
        '/wps/report/depositTransaction?pageNo=1&pageSize=1&status=pending',
        undefined,
        api.as(carol),
      ),
    ).value;
    await page(`${pending.content[0]!.payUrl}/cancel`, 'POST');
    expect(body(await deposit(carol, { methodId: 'bank', amountMinor: '1000' })).success).toBe(true);
  });

  it('refuses trial accounts', async () => {
    const trial = body<LoginValue>(
      await api.call(
        'POST',
        '/wps/session/login/freeplay',
        { os: 'Windows', platform: 'W' },
        { headers: await api.rsaHeader(), ip: '203.0.113.78' },
      ),
    );
    const member = { token: trial.value.token, merchant: 'demo' };
    const settings = body<DepositSettingsValue>(
      await api.call('GET', '/wps/relay/MCSFE_getDepositSettings', undefined, api.as(member)),
    ).value;
    expect(settings.allowDeposit).toBe('N');
    await expectRefusedUnchanged(
      server,
      () => api.call('POST', DEPOSIT, { methodId: 'bank', amountMinor: '5000' }, api.as(member, keyHeader())),
      { errorCode: 'trial.account' },
    );
  });

  it('leaves the ledger clean', async () => {
    await expectLedgerClean(server);
  });
});
