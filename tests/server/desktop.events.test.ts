/**
 * The desktop shell's member event stream (server/domains/events): deposit and withdrawal
 * outcomes pushed over Server-Sent Events after their transaction commits, only to their member,
 * replayed from a cursor, the polling fallback, refusals with the envelope, the session's idle
 * timeout left alone, and streams that end with the session and with the server. The stream is
 * read over real HTTP with the shell's own SSE parser. Also the bus itself, in-process and over a
 * broker as several instances would share it.
 */
import { randomUUID } from 'node:crypto';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from '../../electron/main/services/memberEvents/sseParser';
import { sha256Hex } from '../../server/domains/auth/tokens';
import { createInProcessBus, createPubSubBus, type PubSubLike } from '../../server/domains/events/bus';
import { LATE_COMMIT_MS } from '../../server/domains/events/log';
import { MAX_STREAMS_PER_MEMBER } from '../../server/domains/events/routes';
import { parseMemberEvent, type MemberEvent, type MemberEventsPage } from '../../src/shared/ipc/memberEvents';
import type { DepositRecord } from '../../src/shared/wire/cashier';
import { body } from './authSupport';
import { cashierApi, keyHeader, type Member } from './cashierSupport';
import { backends, buildTestServer, ops, wireHeaders, type TestServer } from './helper';

const PAY_PW = '246810';

type Stream = { status: number; next(): Promise<SseMessage | null>; nextMember(): Promise<MemberEvent>; close(): void };

describe.each(backends)('desktop member events on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof cashierApi>;
  let base: string;
  let alice: Member;
  let bob: Member;
  let aliceBank: string;
  let serverClosed = false;
  /** Alice's cursor before any of the events below. */
  let start: string;
  const aliceEvents: MemberEvent[] = [];

  /**
   * GET over node:http, one connection per request (no pool): an HTTP client's spare keep-alive
   * sockets would otherwise hold the shutdown test until they time out.
   */
  function get(path: string, headers: Record<string, string>): Promise<{ response: IncomingMessage; abort(): void }> {
    return new Promise((resolve, reject) => {
      const request = httpGet(`${base}${path}`, { headers, agent: false }, (response) =>
        resolve({ response, abort: () => request.destroy() }),
      );
      request.on('error', reject);
    });
  }

  async function getJson(
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const { response } = await get(path, headers);
    let text = '';
    for await (const chunk of response) text += String(chunk);
    return { status: response.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> };
  }

  async function openStream(
    member: Pick<Member, 'token' | 'merchant'>,
    headers: Record<string, string> = {},
  ): Promise<Stream> {
    const { response, abort } = await get('/wps/member/events', {
      ...wireHeaders(member.merchant),
      authorization: member.token,
      ...headers,
    });
    response.setEncoding('utf8');
    const chunks = response[Symbol.asyncIterator]();
    const parser = createSseParser();
    const queue: SseMessage[] = [];
    const next = async (): Promise<SseMessage | null> => {
      while (queue.length === 0) {
        const chunk = await chunks.next().catch(() => ({ done: true as const, value: undefined }));
        if (chunk.done) return null;
        queue.push(...parser.push(String(chunk.value)));
      }
      return queue.shift() ?? null;
    };
    return {
      status: response.statusCode ?? 0,
      next,
      async nextMember() {
        for (;;) {
          const message = await next();
          if (message === null) throw new Error('the stream ended');
          if (message.event !== 'member') continue;
          const event = parseMemberEvent(JSON.parse(message.data));
          if (!event) throw new Error(`not a member event: ${message.data}`);
          expect(message.lastEventId).toBe(event.id);
          return event;
        }
      },
      close: abort,
    };
  }

  const createDeposit = async (member: Member, amountMinor: string) => {
    const created = body<DepositRecord>(
      await api.call(
        'POST',
        '/wps/v2/transaction/deposit',
        { methodId: 'bank', amountMinor },
        api.as(member, keyHeader()),
      ),
    );
    expect(created.success, created.message).toBe(true);
    return created.value.id;
  };
  const requestWithdrawal = async (member: Member, bankAccountId: string, amountMinor: string) => {
    const b = body<{ id: string }>(
      await api.enc(
        'POST',
        '/wps/v2/transaction/withdraw',
        { amountMinor, bankAccountId, paymentPassword: PAY_PW },
        api.as(member, keyHeader(randomUUID())),
      ),
    );
    expect(b.success, b.message).toBe(true);
    return b.value.id;
  };
  const poll = (member: Pick<Member, 'token' | 'merchant'>, query = '') =>
    api.call('GET', `/wps/member/events/recent${query}`, undefined, api.as(member));

  beforeAll(async () => {
    server = await buildTestServer(kind);
    api = cashierApi(server);
    alice = await api.newMember({ payee: 'Alice Payee' });
    bob = await api.newMember();
    await api.setPaymentPassword(alice, PAY_PW);
    await api.fund(alice, '5000000');
    aliceBank = await api.addBankAccount(alice, 'Alice Payee', PAY_PW);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    if (!serverClosed) await server.close();
  });

  it('pushes each deposit and withdrawal outcome to its member once it is committed, and to nobody else', async () => {
    const a = await openStream(alice);
    expect(a.status).toBe(200);
    const ready = await a.next();
    expect(ready?.event).toBe('ready');
    start = (JSON.parse(ready?.data ?? '{}') as { cursor: string }).cursor;
    expect(start).toMatch(/^\d+$/);
    const b = await openStream(bob);
    expect((await b.next())?.event).toBe('ready');

    const credited = await api.fund(alice, '12345');
    const failedId = await createDeposit(alice, '2500');
    expect((await server.services.cashier.failDeposit(BigInt(failedId))).found).toBe(true);
    const approvedId = await requestWithdrawal(alice, aliceBank, '10000');
    expect((await ops(server, 'withdrawal', 'approve', approvedId)).body.success).toBe(true);
    // A repeated decision (answered "unchanged") and a refused one commit nothing and announce
    // nothing: the stream and the poll (next test) carry exactly one event per outcome.
    expect((await ops(server, 'withdrawal', 'approve', approvedId)).body).toMatchObject({
      success: true,
      value: expect.stringMatching(new RegExp(`^unchanged: withdrawal ${approvedId} \\(.*\\) is already approved\\.$`)),
    });
    expect((await ops(server, 'withdrawal', 'reject', approvedId)).body.success).toBe(false);
    const rejectedId = await requestWithdrawal(alice, aliceBank, '20000');
    expect((await ops(server, 'withdrawal', 'reject', rejectedId)).body.success).toBe(true);

    const expected = [
      { kind: 'deposit_credited', record: { type: 'deposit', id: credited.id }, amount: '123.45' },
      { kind: 'deposit_failed', record: { type: 'deposit', id: failedId }, amount: '25.00' },
      { kind: 'withdrawal_approved', record: { type: 'withdrawal', id: approvedId }, amount: '100.00' },
      { kind: 'withdrawal_rejected', record: { type: 'withdrawal', id: rejectedId }, amount: '200.00' },
    ];
    for (const want of expected) {
      const event = await a.nextMember();
      expect(event).toMatchObject({ ...want, currency: expect.stringMatching(/^[A-Z]{3}$/) });
      expect(BigInt(event.id)).toBeGreaterThan(BigInt(start));
      aliceEvents.push(event);
    }
    expect(new Set(aliceEvents.map((event) => event.id)).size).toBe(4);

    // Bob's first event is his own deposit: none of Alice's reached him.
    const bobDeposit = await api.fund(bob, '1500');
    expect(await b.nextMember()).toMatchObject({
      kind: 'deposit_credited',
      record: { type: 'deposit', id: bobDeposit.id },
      amount: '15.00',
    });
    a.close();
    b.close();
  });

  it('replays what came after a cursor, on reconnect and by polling, oldest first', async () => {
    // Ids are taken at insert, so a late commit can carry a lower id: both answers also repeat the
    // last two minutes at or below the cursor (here the funding in beforeAll), and the client
    // skips what it has seen or what came before it started.
    const isNew = (event: MemberEvent) => BigInt(event.id) > BigInt(start);
    const again = await openStream(alice, { 'last-event-id': start });
    const replayed: MemberEvent[] = [];
    while (replayed.filter(isNew).length < aliceEvents.length) replayed.push(await again.nextMember());
    again.close();
    expect(replayed.filter(isNew)).toEqual(aliceEvents);
    expect(
      replayed
        .filter((event) => !isNew(event))
        .every((event) => event.at >= server.clock.now.getTime() - LATE_COMMIT_MS),
    ).toBe(true);

    const page = body<MemberEventsPage>(await poll(alice, `?after=${start}`));
    expect(page.success).toBe(true);
    expect(page.value.events.filter(isNew)).toEqual(aliceEvents);
    expect(page.value.cursor).toBe(aliceEvents.at(-1)?.id);
    // Without a cursor: nothing replayed, just where "now" is.
    expect(body<MemberEventsPage>(await poll(alice)).value).toEqual({ cursor: aliceEvents.at(-1)?.id, events: [] });
    // Bob's polling never shows him Alice's events.
    expect(
      body<MemberEventsPage>(await poll(bob, '?after=0')).value.events.every(
        (event) => !aliceEvents.some((a) => a.id === event.id),
      ),
    ).toBe(true);
  });

  it('refuses bad requests with the envelope', async () => {
    const anonymous = await getJson('/wps/member/events', wireHeaders());
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    const forged = await getJson('/wps/member/events', { ...wireHeaders(), authorization: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(forged.json).toMatchObject({ success: false, message: expect.stringMatching(/log in/i) });
    for (const after of ['abc', '-1', '1.5', '9'.repeat(25)]) {
      const res = await poll(alice, `?after=${encodeURIComponent(after)}`);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
        message: expect.stringMatching(/digits/),
      });
    }
    const badHeader = await getJson('/wps/member/events', {
      ...wireHeaders(),
      authorization: alice.token,
      'last-event-id': 'DROP TABLE',
    });
    expect(badHeader.status).toBe(400);
    expect(badHeader.json).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await poll({ ...alice, merchant: 'nosuchsite' })).statusCode).toBe(400);

    // One account may hold a few streams, not unlimited ones.
    const streams: Stream[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_MEMBER; index += 1) {
      const stream = await openStream(alice);
      expect((await stream.next())?.event).toBe('ready');
      streams.push(stream);
    }
    const extra = await getJson('/wps/member/events', { ...wireHeaders(), authorization: alice.token });
    expect(extra.status).toBe(429);
    expect(extra.json).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/close another/),
    });
    for (const stream of streams) stream.close();
  });

  it('does not keep the session alive: streaming and polling are not activity', async () => {
    const hash = sha256Hex(alice.token);
    const seen = async () =>
      (
        await server.services.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('token_hash', '=', hash)
          .executeTakeFirstOrThrow()
      ).last_seen_at.getTime();
    server.clock.advance(5 * 60_000);
    const before = await seen();
    expect(body(await poll(alice, `?after=${start}`)).success).toBe(true);
    const stream = await openStream(alice);
    expect((await stream.next())?.event).toBe('ready');
    stream.close();
    expect(await seen()).toBe(before);
    // An ordinary call is activity, so the check above can see a change.
    await api.balance(alice);
    expect(await seen()).toBeGreaterThan(before);
  });

  it('ends the stream when the session ends', async () => {
    const carol = await api.newMember();
    const stream = await openStream(carol);
    expect((await stream.next())?.event).toBe('ready');
    const depositId = await createDeposit(carol, '1500');
    await server.services.accounts.sessions.revoke(carol.token, carol.merchant);
    await server.services.cashier.confirmDeposit(BigInt(depositId));
    expect((await stream.next())?.event).toBe('session-ended');
    expect(await stream.next()).toBeNull();
    expect((await poll(carol)).statusCode).toBe(401);
  });

  it('ends open streams when the server shuts down, so shutdown does not wait for them', async () => {
    const stream = await openStream(bob);
    expect((await stream.next())?.event).toBe('ready');
    await server.close();
    serverClosed = true;
    expect(await stream.next()).toBeNull();
  });
});

describe('member event bus', () => {
  const alice = { merchantCode: 'demo', memberId: 1n };
  const bob = { merchantCode: 'demo', memberId: 2n };

  it('wakes only the signalled member, survives a failing listener and unsubscribes', () => {
    const warnings: string[] = [];
    const bus = createInProcessBus({ warn: (message) => void warnings.push(message) });
    const heard: string[] = [];
    const stop = bus.subscribe(alice, () => heard.push('alice'));
    bus.subscribe(alice, () => {
      throw new Error('broken listener');
    });
    bus.subscribe(bob, () => heard.push('bob'));
    bus.subscribe({ merchantCode: 'other', memberId: 1n }, () => heard.push('other site'));
    bus.publish(alice);
    expect(heard).toEqual(['alice']);
    expect(warnings).toHaveLength(1);
    stop();
    bus.publish(alice);
    bus.publish(bob);
    expect(heard).toEqual(['alice', 'bob']);
  });

  it('over a broker, carries a signal from one instance to the streams of another', async () => {
    // A broker as Redis PUBLISH/SUBSCRIBE behaves: every subscriber of a channel gets every message.
    const subscribers = new Map<string, ((message: string) => void)[]>();
    const broker: PubSubLike = {
      publish: async (channel, message) => {
        for (const deliver of subscribers.get(channel) ?? []) deliver(message);
        return 1;
      },
      subscribe: async (channel, onMessage) =>
        void subscribers.set(channel, [...(subscribers.get(channel) ?? []), onMessage]),
    };
    const first = createPubSubBus(broker);
    const second = createPubSubBus(broker);
    const heard: string[] = [];
    second.subscribe(alice, () => heard.push('alice on the second instance'));
    first.subscribe(bob, () => heard.push('bob on the first instance'));
    first.publish(alice);
    await Promise.resolve();
    expect(heard).toEqual(['alice on the second instance']);
    // Junk on the channel is ignored; a broker that fails never throws into the cashier.
    for (const deliver of subscribers.get('member-events') ?? []) deliver('not a signal');
    const warnings: string[] = [];
    const broken = createPubSubBus(
      {
        publish: () => Promise.reject(new Error('redis down')),
        subscribe: () => Promise.reject(new Error('redis down')),
      },
      { warn: (message) => void warnings.push(message) },
    );
    expect(() => broken.publish(alice)).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toHaveLength(1);
    expect(warnings.length).toBeGreaterThanOrEqual(2);
  });
});
