/**
 * One open event stream (Server-Sent Events) of a member. It writes what the log holds after
 * its cursor whenever the bus signals the member, and on every heartbeat (so a missed signal is
 * only late, never lost), and ends itself when the session ends or the client goes away. Each
 * signal also writes `event: balance`, which the web renderer's header balance listens for.
 */
import { MEMBER_EVENTS_PAGE_SIZE, MemberStreamEvent, type MemberEvent } from '../../../src/shared/ipc/memberEvents';
import type { MemberEventBus } from './bus';
import type { MemberEventLog, MemberRef } from './log';
import type { PeekedSession, SessionPeek } from './sessionPeek';

/** The slice of Node's ServerResponse the stream writes to. */
export type StreamTarget = {
  write(chunk: string): unknown;
  end(): unknown;
  on(event: 'close', listener: () => void): unknown;
  /** True once the connection is gone (it may go while the stream was starting). */
  readonly destroyed?: boolean;
  destroy?(): unknown;
};

export type MemberStreamDeps = {
  target: StreamTarget;
  session: PeekedSession;
  log: MemberEventLog;
  sessions: Pick<SessionPeek, 'alive'>;
  bus: MemberEventBus;
  /** The client's cursor (reconnect), or null for a fresh stream that replays nothing. */
  cursor: string | null;
  heartbeatMs: number;
  onEnd(): void;
  warn(message: string, error: unknown): void;
};

/** How many delivered ids a stream remembers to skip late-commit repeats. */
const SEEN_LIMIT = 500;

/** Starts the stream; returns the function that ends it (server shutdown). */
export async function startMemberStream(deps: MemberStreamDeps): Promise<() => void> {
  const { target, session, log } = deps;
  const member: MemberRef = { merchantCode: session.merchantCode, memberId: session.memberId };
  // A fresh stream starts at the newest event and ignores everything up to it.
  const floor = deps.cursor === null ? BigInt(await log.latestCursor(member)) : -1n;
  let cursor = deps.cursor === null ? floor : BigInt(deps.cursor);
  const seen = new Set<string>();
  let ended = false;
  let chain: Promise<void> = Promise.resolve();
  let moneyMoved = false;

  const write = (text: string) => {
    if (!ended) target.write(text);
  };
  const send = (event: MemberEvent) => {
    seen.add(event.id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string);
    if (BigInt(event.id) > cursor) cursor = BigInt(event.id);
    write(`id: ${cursor}\nevent: ${MemberStreamEvent.member}\ndata: ${JSON.stringify(event)}\n\n`);
  };

  async function drainOnce(): Promise<void> {
    if (ended) return;
    if (!(await deps.sessions.alive(session))) {
      write(`event: ${MemberStreamEvent.sessionEnded}\ndata: {}\n\n`);
      end();
      return;
    }
    // Only a live session hears that its money moved.
    if (moneyMoved) {
      moneyMoved = false;
      write(`event: ${MemberStreamEvent.balance}\ndata: {}\n\n`);
    }
    for (;;) {
      const before = cursor;
      const events = await log.after(member, cursor.toString(), MEMBER_EVENTS_PAGE_SIZE);
      for (const event of events) if (!seen.has(event.id) && BigInt(event.id) > floor && !ended) send(event);
      // A full page past the cursor means there may be more.
      if (events.filter((event) => BigInt(event.id) > before).length < MEMBER_EVENTS_PAGE_SIZE || ended) return;
    }
  }

  // One drain at a time, in order: signals that arrive meanwhile queue behind it.
  const drain = () => {
    chain = chain.then(drainOnce).catch((error: unknown) => {
      deps.warn('[events] the member stream failed and was closed', error);
      end();
    });
  };

  // A signal means money moved or a record changed: the next drain says so (the balance has no
  // cursor to replay; a client that reconnects reads its balance anyway), then sends the log's news.
  const unsubscribe = deps.bus.subscribe(member, () => {
    moneyMoved = true;
    drain();
  });
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    drain();
  }, deps.heartbeatMs);

  function end(): void {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    target.end();
    deps.onEnd();
  }

  target.on('close', () => {
    // The client went away: drop what is left of the connection rather than wait for a timeout.
    end();
    target.destroy?.();
  });
  if (target.destroyed === true) {
    end();
    return end;
  }
  // The client reconnects after this long when the connection drops.
  write(`retry: 5000\n: connected\n\n`);
  if (deps.cursor === null)
    write(
      `id: ${cursor}\nevent: ${MemberStreamEvent.ready}\ndata: ${JSON.stringify({ cursor: cursor.toString() })}\n\n`,
    );
  drain();
  return end;
}
