/**
 * Platform messages (messageV2): the four money messages of spec §3 posted by the money flows
 * themselves, rendered in English with the site, the currency and the exact amount; the unread
 * count, the inbox (newest first, unread filter, pages), read marks, and nobody else's messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../src/shared/wire/auth';
import type { InboxMessage } from '../../src/shared/wire/messages';
import type { Page } from '../../src/shared/wire/paging';
import { postMessage } from '../../server/domains/messages/postMessage';
import { renderMessage } from '../../server/domains/messages/render';
import { body } from './authSupport';
import { cashierApi, expectLedgerClean, keyHeader, type Member } from './cashierSupport';
import { backends, buildTestServer, ops, type TestServer } from './helper';

describe.each(backends)('messages on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;
  let alice: Member;
  let bob: Member;

  const inbox = async (member: Member, query = '') =>
    body<Page<InboxMessage>>(
      await api.call('GET', `/wps/relay/CSP_getInbox?pageNo=1&pageSize=20${query}`, undefined, api.as(member)),
    );
  const unread = async (member: Member) =>
    body<number>(await api.call('GET', '/wps/relay/CSP_unreadCount', undefined, api.as(member))).value;

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = cashierApi(server);
    alice = await api.newMember();
    bob = await api.newMember();
  });
  afterAll(() => server?.close());

  it('starts empty, and a credited deposit posts "deposit credited" with the exact amount', async () => {
    expect(await unread(alice)).toBe(0);
    expect((await inbox(alice)).value).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });

    const deposit = await api.fund(alice, '123456');
    const page = (await inbox(alice)).value;
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      kind: 'deposit_credited',
      params: {
        site: 'Demo Casino',
        currency: 'USD',
        amountMinor: '123456',
        minorUnits: 2,
        reference: `deposit:${deposit.id}`,
      },
      title: 'Deposit credited',
      read: false,
    });
    expect(page.content[0]!.content).toBe(
      'Your deposit of 1234.56 USD has been credited to your Demo Casino main wallet.',
    );
    expect(await unread(alice)).toBe(1);
    const info = body<MemberInfo>(await api.call('GET', '/wps/member/info', undefined, api.as(alice))).value;
    expect(info).toMatchObject({ unreadMessage: 1, balanceMinor: '123456' });
  });

  it('posts "deposit failed" when the payment side fails a deposit, newest first', async () => {
    const res = await api.call(
      'POST',
      '/wps/v2/transaction/deposit',
      { methodId: 'card', amountMinor: '2500' },
      api.as(alice, keyHeader()),
    );
    const id = body<{ id: string }>(res).value.id;
    expect((await ops(server, 'deposit', 'fail', id)).body.success).toBe(true);
    const page = (await inbox(alice)).value;
    expect(page.content.map((m) => m.kind)).toEqual(['deposit_failed', 'deposit_credited']);
    expect(page.content[0]!.content).toContain('25.00 USD');
    expect(page.content[0]!.content).toContain('Demo Casino');
    expect(await unread(alice)).toBe(2);
  });

  it('pages, filters unread, and marks read only the member’s own messages', async () => {
    const paged = body<Page<InboxMessage>>(
      await api.call('GET', '/wps/relay/CSP_getInbox?pageNo=2&pageSize=1', undefined, api.as(alice)),
    ).value;
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 1, totalElements: 2, totalPages: 2 });
    expect(paged.content).toHaveLength(1);
    expect(paged.content[0]!.kind).toBe('deposit_credited');

    const [newest, oldest] = (await inbox(alice)).value.content;
    // Bob tries to mark Alice's messages read: nothing of hers changes.
    const bobs = await api.call('POST', '/wps/relay/CSP_markRead', { ids: [newest!.id, oldest!.id] }, api.as(bob));
    expect(body(bobs)).toMatchObject({ success: true, value: 0 });
    expect(await unread(alice)).toBe(2);
    expect((await inbox(bob)).value.totalElements).toBe(0);

    const marked = await api.call('POST', '/wps/relay/CSP_markRead', { ids: [oldest!.id] }, api.as(alice));
    expect(body(marked)).toMatchObject({ success: true, value: 1 });
    const unreadOnly = (await inbox(alice, '&unreadOnly=true')).value;
    expect(unreadOnly.content.map((m) => m.id)).toEqual([newest!.id]);
    expect(body(await api.call('POST', '/wps/relay/CSP_markRead', {}, api.as(alice)))).toMatchObject({
      success: true,
      value: 0,
    });
    expect((await inbox(alice)).value.content.every((m) => m.read)).toBe(true);
  });

  it('refuses malformed list and mark calls with a clear 400', async () => {
    for (const query of ['?pageNo=0&pageSize=10', '?pageNo=1&pageSize=1000', '?pageNo=x&pageSize=10']) {
      const res = await api.call('GET', `/wps/relay/CSP_getInbox${query}`, undefined, api.as(alice));
      expect(res.statusCode, query).toBe(400);
      expect(body(res)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    const bad = await api.call('POST', '/wps/relay/CSP_markRead', { ids: ['1 OR 1=1'] }, api.as(alice));
    expect(bad.statusCode).toBe(400);
    expect((await api.call('GET', '/wps/relay/CSP_unreadCount', undefined, {})).statusCode).toBe(401);
  });

  it('posts a message once per event, however often the event is reported', async () => {
    const post = () =>
      server.services.db.transaction().execute((trx) =>
        postMessage(trx, {
          merchantCode: 'demo',
          memberId: bob.id,
          kind: 'withdrawal_rejected',
          params: {
            site: 'Demo Casino',
            currency: 'USD',
            amountMinor: '5000',
            minorUnits: 2,
            reference: 'withdrawal:999',
          },
          eventKey: 'withdrawal:999:rejected',
          now: server.clock.now,
        }),
      );
    expect(await post()).not.toBeNull();
    expect(await post()).toBeNull();
    const page = (await inbox(bob)).value;
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ kind: 'withdrawal_rejected', title: 'Withdrawal rejected' });
    expect(page.content[0]!.content).toBe(
      'Your withdrawal of 50.00 USD from Demo Casino was rejected. The amount has been returned to your main wallet.',
    );
  });

  it('renders every money message with the site, the currency and the amount digit for digit', () => {
    const krw = { site: 'Demo Korea', currency: 'KRW', amountMinor: '1000000', minorUnits: 0 };
    const usd = { site: 'Demo Casino', currency: 'USD', amountMinor: '1', minorUnits: 2 };
    expect(renderMessage('deposit_credited', krw)).toEqual({
      title: 'Deposit credited',
      content: 'Your deposit of 1000000 KRW has been credited to your Demo Korea main wallet.',
    });
    expect(renderMessage('deposit_failed', usd).content).toContain('0.01 USD at Demo Casino');
    expect(renderMessage('withdrawal_approved', krw).content).toContain(
      '1000000 KRW from Demo Korea has been approved',
    );
    expect(renderMessage('withdrawal_rejected', { ...usd, amountMinor: '999999999999999999' }).content).toContain(
      '9999999999999999.99 USD',
    );
  });

  it('leaves the ledger clean', async () => {
    await expectLedgerClean(server);
  });
});
