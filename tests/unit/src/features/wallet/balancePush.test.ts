/**
 * The header balance follows the money (issue 14 item 5): src/features/wallet/balancePush.ts
 * reads the member event stream with the token in a header, refreshes on `balance` and `member`
 * events, polls while the stream is down and tries again, and stops for good when the session
 * has ended.
 */
import { describe, expect, it } from 'vitest';
import { createEventNameReader, POLL_MS, startBalancePush } from '../../../../../src/features/wallet/balancePush';

type Timer = { run: () => void; ms: number; cleared: boolean };

function harness(responses: (() => Response | Promise<Response>)[]) {
  const timers: Timer[] = [];
  const calls: { url: string; headers: Record<string, string> }[] = [];
  let refreshes = 0;
  const stop = startBalancePush({
    request: async () => ({ url: 'https://api.test', headers: { authorization: 'token-1', merchant: 'demo' } }),
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const next = responses.shift();
      if (!next) return new Promise<Response>(() => undefined);
      return next();
    }) as unknown as typeof fetch,
    refresh: () => void (refreshes += 1),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void ((timer as Timer).cleared = true),
  });
  return { timers, calls, stop, refreshes: () => refreshes, live: () => timers.filter((t) => !t.cleared) };
}

/** A stream that sends `chunks` and stays open until `end` is called. */
function stream(chunks: string[]) {
  let close: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      close = () => controller.close();
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    end: () => close(),
  };
}

/** A timer that goes off is spent. */
const fire = (timer: Timer | undefined) => {
  timer!.cleared = true;
  timer!.run();
};

const settle = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('balance push', () => {
  it('reads event names across chunk boundaries, ignoring comments', () => {
    const read = createEventNameReader();
    expect(read('retry: 5000\n: connected\n\nid: 4\nevent: rea')).toEqual([]);
    expect(read('dy\ndata: {}\n\nevent: balance\r\ndata: {}\r\n\r\n: ping\n\n')).toEqual(['ready', 'balance']);
  });

  it('refreshes on balance and member events, with the token in a header and never in the URL', async () => {
    const open = stream([
      'event: ready\ndata: {"cursor":"1"}\n\n',
      'event: balance\ndata: {}\n\n',
      ': ping\n\n',
      'id: 9\nevent: member\ndata: {}\n\n',
    ]);
    const h = harness([() => open.response]);
    await settle();
    expect(h.calls).toEqual([
      {
        url: 'https://api.test/wps/member/events',
        headers: expect.objectContaining({ authorization: 'token-1', Accept: 'text/event-stream' }),
      },
    ]);
    expect(h.refreshes()).toBe(2);
    expect(h.live()).toEqual([]);
    h.stop();
  });

  it('polls while the stream is refused, connects again later, and reads the balance on reconnect', async () => {
    const first = stream(['event: ready\ndata: {}\n\n']);
    const responses: (() => Response)[] = [() => new Response('{}', { status: 429 }), () => first.response];
    const h = harness(responses);
    await settle();
    const [poll, retry] = h.live();
    expect(poll?.ms).toBe(POLL_MS);
    expect(retry?.ms).toBeGreaterThan(0);
    fire(poll);
    expect(h.refreshes()).toBe(1);
    fire(retry);
    await settle();
    expect(h.calls).toHaveLength(2);
    // Connected: the poll stops, and a first connection reads nothing extra.
    expect(h.live().filter((t) => t.ms === POLL_MS)).toEqual([]);
    expect(h.refreshes()).toBe(1);
    // The stream drops: polling again; the next connection reads the balance once.
    const second = stream([]);
    responses.push(() => second.response);
    first.end();
    await settle();
    expect(h.live().some((t) => t.ms === POLL_MS)).toBe(true);
    fire(h.live().find((t) => t.ms !== POLL_MS));
    await settle();
    expect(h.calls).toHaveLength(3);
    expect(h.refreshes()).toBe(2);
    h.stop();
    expect(h.live()).toEqual([]);
  });

  it('stops for good when the session has ended', async () => {
    const h = harness([() => new Response('{}', { status: 401 })]);
    await settle();
    expect(h.live()).toEqual([]);
    const ended = harness([() => stream(['event: session-ended\ndata: {}\n\n']).response]);
    await settle();
    expect(ended.live()).toEqual([]);
  });
});
