/**
 * The header balance follows the money without a refresh (issue 14 item 5): the renderer reads
 * the member event stream (src/shared/ipc/memberEvents.ts, the one the desktop shell uses) and
 * reads its balance again on every `balance` or `member` event. The stream is read with fetch,
 * not EventSource, so the session token travels in the Authorization header as on every other
 * call and never in a URL that proxies and access logs keep.
 *
 * While the stream is down (refused, too many open copies, a proxy that buffers) the balance is
 * polled every POLL_MS instead, and the stream is tried again with a growing delay; after a
 * reconnect the balance is read once, for what moved meanwhile.
 */
import { MemberStreamEvent } from '../../shared/ipc/memberEvents';
import { eventEndpoints } from '../../shared/wire/events';

export const POLL_MS = 30_000;
const RETRY_MS = [2_000, 5_000, 15_000, 60_000] as const;

export type BalancePushDeps = {
  /** The API origin and the wire headers (token included) of a call made now. */
  request(): Promise<{ url: string; headers: Record<string, string> }>;
  fetch: typeof fetch;
  /** Reads the balance again. */
  refresh(): void;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
};

/** SSE event names of a chunked text stream, one per blank-line-terminated message. */
export function createEventNameReader(): (chunk: string) => string[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const names: string[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      if (!lines.some((line) => line.startsWith('data:'))) continue;
      const event = lines.find((line) => line.startsWith('event:'));
      names.push(event ? event.slice(6).trim() : 'message');
    }
    return names;
  };
}

/** Starts following the balance; returns the stop. */
export function startBalancePush(deps: BalancePushDeps): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let poll: unknown;
  let retry: unknown;
  let failures = 0;
  let connectedBefore = false;

  const startPolling = () => {
    if (poll !== undefined || stopped) return;
    const tick = () => {
      deps.refresh();
      poll = deps.setTimer(tick, POLL_MS);
    };
    poll = deps.setTimer(tick, POLL_MS);
  };
  const stopPolling = () => {
    if (poll !== undefined) deps.clearTimer(poll);
    poll = undefined;
  };

  async function connect(): Promise<void> {
    retry = undefined;
    controller = new AbortController();
    let opened = false;
    let final = false;
    try {
      const { url, headers } = await deps.request();
      if (stopped) return;
      const response = await deps.fetch(`${url}${eventEndpoints.stream.path}`, {
        headers: { ...headers, Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      // No session (any more): nothing to follow; the app's own session handling takes over.
      if (response.status === 401) final = true;
      if (!response.ok || !response.body) return;
      opened = true;
      failures = 0;
      stopPolling();
      // Back after a drop: whatever moved meanwhile was not pushed.
      if (connectedBefore) deps.refresh();
      connectedBefore = true;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const names = createEventNameReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) return;
        for (const name of names(value)) {
          if (name === MemberStreamEvent.balance || name === MemberStreamEvent.member) deps.refresh();
          else if (name === MemberStreamEvent.sessionEnded) final = true;
        }
        if (final) return;
      }
    } catch {
      // A dropped connection or a refused fetch: poll and try again below.
    } finally {
      if (!stopped && !final) {
        if (!opened) failures += 1;
        startPolling();
        retry = deps.setTimer(() => void connect(), RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!);
      }
    }
  }

  void connect();
  return () => {
    stopped = true;
    controller?.abort();
    stopPolling();
    if (retry !== undefined) deps.clearTimer(retry);
  };
}
