/**
 * The member event client (electron/main/services/memberEvents/eventStream.ts) over a fake
 * fetch and fake timers: events delivered once and never from before the session, reconnects
 * with backoff from the cursor, polling when the stream fails or does not exist and back to
 * the stream when it works, the end of the session, a silent connection, and stop.
 */
import { describe, expect, it } from 'vitest';
import { MemberEventClient, type Timers } from '../../../electron/main/services/memberEvents/eventStream';
import type { FetchLike, PlatformSession, ResponseLike } from '../../../electron/main/services/platformApi';
import type { MemberEvent } from '../../../src/shared/ipc/memberEvents';

const ORIGIN = 'https://www.example.com';

/** Timers that run only when the test says so. */
class FakeTimers implements Timers {
  private next = 1;
  readonly pending = new Map<number, { ms: number; callback: () => void }>();
  setTimeout(callback: () => void, ms: number): number {
    const id = this.next++;
    this.pending.set(id, { ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.ms).sort((a, b) => a - b);
  }
  /** Runs the timers set for exactly `ms`. */
  fire(ms: number): void {
    const due = [...this.pending].filter(([, timer]) => timer.ms === ms);
    if (due.length === 0) throw new Error(`no timer of ${ms} ms (pending: ${this.delays().join(', ')})`);
    for (const [id, timer] of due) {
      this.pending.delete(id);
      timer.callback();
    }
  }
}

/** A streaming body the test writes into; aborting the request errors it, as fetch does. */
function sseResponse(signal: AbortSignal | undefined, status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  let open = true;
  signal?.addEventListener('abort', () => {
    if (open) controller.error(new Error('aborted'));
    open = false;
  });
  const response: ResponseLike = {
    status,
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'text/event-stream; charset=utf-8' : null) },
    json: async () => ({}),
    body,
  };
  return {
    response,
    write: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => {
      open = false;
      controller.close();
    },
  };
}

const json = (status: number, value: unknown): ResponseLike => ({
  status,
  headers: { get: () => 'application/json' },
  json: async () => value,
  body: null,
});

type Call = { url: string; headers: Record<string, string>; signal: AbortSignal | undefined };

function event(id: number, kind: MemberEvent['kind'] = 'deposit_credited'): MemberEvent {
  return {
    id: String(id),
    kind,
    record: { type: kind.startsWith('deposit') ? 'deposit' : 'withdrawal', id: String(100 + id) },
    amount: '10.00',
    currency: 'USD',
    at: 1_700_000_000_000,
  };
}
const memberMessage = (e: MemberEvent) => `id: ${e.id}\nevent: member\ndata: ${JSON.stringify(e)}\n\n`;

/** Lets promises and stream reads settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

function harness(options: { token?: string | null } = {}) {
  const timers = new FakeTimers();
  const calls: Call[] = [];
  const answers: ((call: Call) => ResponseLike | Promise<ResponseLike>)[] = [];
  const streams: ReturnType<typeof sseResponse>[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, headers: init.headers, signal: init.signal };
    calls.push(call);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected fetch ${url}`);
    return answer(call);
  };
  const delivered: string[] = [];
  const reports = { sessionEnded: 0, unreachable: [] as string[] };
  let token = options.token === undefined ? 'tok-1' : options.token;
  const client = new MemberEventClient({
    fetch,
    session: (): PlatformSession | null => (token === null ? null : { origin: ORIGIN, merchantCode: 'demo', token }),
    onEvent: (e) => void delivered.push(e.id),
    onSessionEnded: () => void (reports.sessionEnded += 1),
    onUnreachable: (origin) => void reports.unreachable.push(origin),
    timers,
    random: () => 0.5,
    log: { warn: () => undefined },
  });
  return {
    client,
    timers,
    calls,
    delivered,
    reports,
    setToken: (next: string | null) => void (token = next),
    /** The next fetch opens an event stream the test can write to. */
    stream() {
      answers.push((call) => {
        const stream = sseResponse(call.signal);
        streams.push(stream);
        return stream.response;
      });
    },
    answer: (respond: (call: Call) => ResponseLike | Promise<ResponseLike>) => void answers.push(respond),
    fail: () => void answers.push(() => Promise.reject(new TypeError('fetch failed'))),
    current: () => streams.at(-1)!,
  };
}

describe('MemberEventClient', () => {
  it('streams with the session token, starts at "ready" and delivers each later event once', async () => {
    const h = harness();
    h.stream();
    h.client.start();
    await settle();
    expect(h.calls[0]?.url).toBe(`${ORIGIN}/wps/member/events`);
    expect(h.calls[0]?.headers).toMatchObject({
      Authorization: 'tok-1',
      Merchant: 'demo',
      Accept: 'text/event-stream',
    });
    expect(h.calls[0]?.headers['Last-Event-ID']).toBeUndefined();

    h.current().write('retry: 5000\n: connected\n\nid: 10\nevent: ready\ndata: {"cursor":"10"}\n\n');
    // 9 is from before this session (a late commit); 11 comes twice; junk is skipped.
    h.current().write(memberMessage(event(9)) + memberMessage(event(11)) + memberMessage(event(11)));
    h.current().write('event: member\ndata: {not json\n\nevent: member\ndata: {"id":"13","kind":"bonus"}\n\n');
    h.current().write(memberMessage(event(12, 'withdrawal_rejected')));
    await settle();
    expect(h.delivered).toEqual(['11', '12']);
    expect(h.client.mode).toBe('streaming');
    h.client.stop();
  });

  it('reconnects with growing, jittered delays and resumes from its cursor', async () => {
    const h = harness();
    h.stream();
    h.client.start();
    await settle();
    h.current().write('event: ready\ndata: {"cursor":"10"}\n\n' + memberMessage(event(11)));
    await settle();
    h.current().end();
    await settle();
    expect(h.client.mode).toBe('connecting');
    expect(h.timers.delays()).toEqual([1000]);

    h.fail();
    h.timers.fire(1000);
    await settle();
    expect(h.reports.unreachable).toEqual([ORIGIN]);
    expect(h.timers.delays()).toEqual([2000]);

    h.stream();
    h.timers.fire(2000);
    await settle();
    expect(h.calls.at(-1)?.headers['Last-Event-ID']).toBe('11');
    // The server repeats recent events at or below the cursor (late commits): 11 is not shown again.
    h.current().write(memberMessage(event(11)) + memberMessage(event(12)));
    await settle();
    expect(h.delivered).toEqual(['11', '12']);
    expect(h.client.mode).toBe('streaming');
    h.client.stop();
  });

  it('polls after repeated failures, and returns to the stream once it works again', async () => {
    const h = harness();
    h.stream();
    h.client.start();
    await settle();
    h.current().write('event: ready\ndata: {"cursor":"20"}\n\n');
    await settle();
    h.current().end();
    await settle();
    h.fail();
    h.timers.fire(1000);
    await settle();
    // The third failure in a row: polling takes over, from the cursor.
    h.answer(() => new Promise<ResponseLike>((_resolve, reject) => reject(new TypeError('fetch failed'))));
    h.answer(() =>
      json(200, {
        success: true,
        errorCode: '',
        message: '',
        value: { cursor: '22', events: [event(20), event(21), event(22)] },
      }),
    );
    h.timers.fire(2000);
    await settle();
    expect(h.client.mode).toBe('polling');
    expect(h.calls.at(-1)?.url).toBe(`${ORIGIN}/wps/member/events/recent?after=20`);
    expect(h.delivered).toEqual(['21', '22']);
    expect(h.timers.delays()).toEqual([30_000, 300_000]);

    h.answer(() =>
      json(200, { success: true, errorCode: '', message: '', value: { cursor: '23', events: [event(23)] } }),
    );
    h.timers.fire(30_000);
    await settle();
    expect(h.calls.at(-1)?.url).toBe(`${ORIGIN}/wps/member/events/recent?after=22`);
    expect(h.delivered).toEqual(['21', '22', '23']);

    h.stream();
    h.timers.fire(300_000);
    await settle();
    expect(h.calls.at(-1)?.headers['Last-Event-ID']).toBe('23');
    h.current().write(': ping\n\n' + memberMessage(event(24)));
    await settle();
    expect(h.client.mode).toBe('streaming');
    expect(h.delivered).toEqual(['21', '22', '23', '24']);
    // Polling stopped: only the silence watchdog of the open stream is left.
    expect(h.timers.delays()).toEqual([75_000]);
    h.client.stop();
    expect(h.timers.delays()).toEqual([]);
  });

  it('polls at once where the server has no stream (404), starting from "now"', async () => {
    const h = harness();
    h.answer(() =>
      json(404, { success: false, errorCode: 'not.found', message: 'There is no GET /wps/member/events here.' }),
    );
    h.answer(() => json(200, { success: true, errorCode: '', message: '', value: { cursor: '50', events: [] } }));
    h.client.start();
    await settle();
    expect(h.client.mode).toBe('polling');
    expect(h.calls.at(-1)?.url).toBe(`${ORIGIN}/wps/member/events/recent`);
    h.answer(() =>
      json(200, { success: true, errorCode: '', message: '', value: { cursor: '51', events: [event(49), event(51)] } }),
    );
    h.timers.fire(30_000);
    await settle();
    expect(h.delivered).toEqual(['51']);
    h.client.stop();
  });

  it.each([
    [
      'a 401 on the stream',
      (h: ReturnType<typeof harness>) =>
        h.answer(() => json(401, { success: false, errorCode: 'user.or.token.invalid', message: '' })),
    ],
    [
      'the server saying the session ended',
      (h: ReturnType<typeof harness>) =>
        h.answer((call) => {
          const stream = sseResponse(call.signal);
          stream.write('event: ready\ndata: {"cursor":"1"}\n\nevent: session-ended\ndata: {}\n\n');
          return stream.response;
        }),
    ],
  ])('stops for good on %s', async (_name, arrange) => {
    const h = harness();
    arrange(h);
    h.client.start();
    await settle();
    expect(h.reports.sessionEnded).toBe(1);
    expect(h.client.mode).toBe('stopped');
    expect(h.timers.delays()).toEqual([]);
  });

  it('stops for good on a 401 while polling', async () => {
    const h = harness();
    h.answer(() => json(404, {}));
    h.answer(() =>
      json(401, { success: false, errorCode: 'user.or.token.invalid', message: 'Your session has ended.' }),
    );
    h.client.start();
    await settle();
    expect(h.reports.sessionEnded).toBe(1);
    expect(h.client.mode).toBe('stopped');
  });

  it('drops a connection that has gone silent and connects again', async () => {
    const h = harness();
    h.stream();
    h.client.start();
    await settle();
    h.current().write('event: ready\ndata: {"cursor":"5"}\n\n');
    await settle();
    h.timers.fire(75_000);
    await settle();
    // A silent connection is not an unreachable origin.
    expect(h.reports.unreachable).toEqual([]);
    expect(h.client.mode).toBe('connecting');
    expect(h.timers.delays()).toEqual([1000]);
    h.client.stop();
  });

  it('does nothing without a token, and starts afresh for a new session', async () => {
    const h = harness({ token: null });
    h.client.start();
    await settle();
    expect(h.calls).toHaveLength(0);
    expect(h.client.mode).toBe('stopped');

    h.setToken('tok-2');
    h.stream();
    h.client.start();
    await settle();
    h.current().write('event: ready\ndata: {"cursor":"30"}\n\n' + memberMessage(event(31)));
    await settle();
    h.setToken('tok-3');
    h.stream();
    h.client.start();
    await settle();
    expect(h.calls.at(-1)?.headers).toMatchObject({ Authorization: 'tok-3' });
    expect(h.calls.at(-1)?.headers['Last-Event-ID']).toBeUndefined();
    h.current().write('event: ready\ndata: {"cursor":"31"}\n\n' + memberMessage(event(31)) + memberMessage(event(32)));
    await settle();
    expect(h.delivered).toEqual(['31', '32']);
    h.client.stop();
  });
});
