/**
 * The member event client of the main process: keeps one Server-Sent Events connection to
 * `GET /wps/member/events` while a session exists, and hands each new deposit or withdrawal
 * outcome to `onEvent` once.
 *
 * - Reconnects with exponential backoff and jitter, resuming from its cursor (Last-Event-ID).
 * - A connection that goes silent (no heartbeat) is dropped and reopened.
 * - After a few failed connections in a row, or when the server has no stream (404), it polls
 *   `GET /wps/member/events/recent` instead, and tries the stream again now and then.
 * - HTTP 401 or `session-ended` stops it: the session is over until the next sign-in.
 * - Events are deduplicated by id; events at or below the cursor it started from (the
 *   `ready` cursor or the first poll's) were before this session and are never shown.
 *
 * Timers, fetch and randomness are injected, so the state machine is tested without a network.
 */
import {
  isEventCursor,
  MemberStreamEvent,
  parseMemberEvent,
  type MemberEvent,
} from '../../../../src/shared/ipc/memberEvents';
import { eventEndpoints } from '../../../../src/shared/wire/events';
import {
  fetchRecentEvents,
  platformHeaders,
  PlatformError,
  type FetchLike,
  type PlatformSession,
} from '../platformApi';
import { createSseParser } from './sseParser';

export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type EventClientOptions = {
  /** First reconnect delay; doubles per failure up to maxDelayMs, with ±50 % jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Consecutive stream failures before polling takes over. */
  failuresBeforePolling: number;
  pollIntervalMs: number;
  /** While polling, how often the stream is tried again. */
  streamRetryMs: number;
  /** No bytes for this long (the server pings every 25 s) means the connection is dead. */
  idleTimeoutMs: number;
};

export const DEFAULT_EVENT_CLIENT_OPTIONS: EventClientOptions = {
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  failuresBeforePolling: 3,
  pollIntervalMs: 30_000,
  streamRetryMs: 300_000,
  idleTimeoutMs: 75_000,
};

type WarnLogger = { warn(message: string, ...details: unknown[]): void };

export type EventClientDeps = {
  fetch: FetchLike;
  /** The session to stream for; null stops the client. Read at every (re)connect. */
  session(): PlatformSession | null;
  onEvent(event: MemberEvent): void;
  /** HTTP 401 or `session-ended`: the client has stopped. */
  onSessionEnded(): void;
  /** The origin gave no answer at all (for the origin resolver). */
  onUnreachable(origin: string): void;
  timers: Timers;
  random(): number;
  log?: WarnLogger;
  options?: Partial<EventClientOptions>;
};

export type EventClientMode = 'stopped' | 'connecting' | 'streaming' | 'polling';

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** How many delivered ids are remembered for deduplication. */
const SEEN_LIMIT = 500;

/** TypeScript `private` rather than `#private`: Electronegativity cannot parse class private fields. */
export class MemberEventClient {
  private readonly deps: EventClientDeps;
  private readonly options: EventClientOptions;
  private state: EventClientMode = 'stopped';
  /** Bumped by start/stop: callbacks of an older run see a different number and do nothing. */
  private run = 0;
  private failures = 0;
  private cursor: string | null = null;
  private floor: bigint | null = null;
  private readonly seen = new Set<string>();
  private controller: AbortController | null = null;
  /** Reconnect, poll and stream-retry timers. */
  private readonly pending = new Set<unknown>();
  /** The silence watchdog of the open connection. */
  private idle: unknown = null;

  constructor(deps: EventClientDeps) {
    this.deps = deps;
    this.options = { ...DEFAULT_EVENT_CLIENT_OPTIONS, ...deps.options };
  }

  get mode(): EventClientMode {
    return this.state;
  }

  /** Starts (or restarts, for a new session) from "now": nothing that happened before is shown. */
  start(): void {
    this.stop();
    this.cursor = null;
    this.floor = null;
    this.seen.clear();
    this.failures = 0;
    this.run += 1;
    void this.connect(this.run);
  }

  /** Stops streaming and polling. */
  stop(): void {
    this.run += 1;
    this.state = 'stopped';
    this.controller?.abort();
    this.controller = null;
    this.clearIdle();
    for (const handle of this.pending) this.deps.timers.clearTimeout(handle);
    this.pending.clear();
  }

  private clearIdle(): void {
    if (this.idle !== null) this.deps.timers.clearTimeout(this.idle);
    this.idle = null;
  }

  private later(run: number, ms: number, callback: () => void): void {
    const handle = this.deps.timers.setTimeout(() => {
      this.pending.delete(handle);
      if (run === this.run) callback();
    }, ms);
    this.pending.add(handle);
  }

  private sessionEnded(run: number): void {
    if (run !== this.run) return;
    this.stop();
    this.deps.onSessionEnded();
  }

  /** Delivers an event once, and never one from before this session's starting cursor. */
  private deliver(event: MemberEvent): void {
    if (this.seen.has(event.id)) return;
    const id = BigInt(event.id);
    if (this.floor !== null && id <= this.floor) return;
    this.seen.add(event.id);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.values().next().value as string);
    if (this.cursor === null || id > BigInt(this.cursor)) this.cursor = event.id;
    try {
      this.deps.onEvent(event);
    } catch (error) {
      this.deps.log?.warn('[events] an event handler failed', error);
    }
  }

  private setStart(cursor: string): void {
    if (this.floor === null) this.floor = BigInt(cursor);
    if (this.cursor === null || BigInt(cursor) > BigInt(this.cursor)) this.cursor = cursor;
  }

  private async connect(run: number): Promise<void> {
    const session = this.deps.session();
    if (run !== this.run) return;
    if (!session?.token) {
      this.stop();
      return;
    }
    if (this.state !== 'polling') this.state = 'connecting';
    const controller = new AbortController();
    this.controller = controller;
    const headers: Record<string, string> = { ...platformHeaders(session), Accept: 'text/event-stream' };
    if (this.cursor !== null) headers['Last-Event-ID'] = this.cursor;

    const touch = () => {
      this.clearIdle();
      this.idle = this.deps.timers.setTimeout(() => controller.abort(), this.options.idleTimeoutMs);
    };

    let outcome: 'ended' | 'failed' | 'unsupported' = 'failed';
    try {
      touch();
      const response = await this.deps.fetch(new URL(eventEndpoints.stream.path, session.origin).href, {
        method: 'GET',
        headers,
        signal: controller.signal,
      });
      if (run !== this.run) return;
      if (response.status === 401) return this.sessionEnded(run);
      const type = response.headers.get('content-type') ?? '';
      if (response.status === 404 || response.status === 405) {
        outcome = 'unsupported';
      } else if (response.status === 200 && type.startsWith('text/event-stream') && response.body) {
        outcome = await this.read(run, response.body, touch);
      }
    } catch (error) {
      if (run !== this.run) return;
      if (!controller.signal.aborted) {
        this.deps.log?.warn(
          '[events] the event stream could not connect',
          error instanceof Error ? error.message : error,
        );
        this.deps.onUnreachable(session.origin);
      }
    } finally {
      if (this.controller === controller) {
        this.clearIdle();
        this.controller = null;
      }
    }
    if (run !== this.run || outcome === 'ended') return;
    this.failed(run, outcome === 'unsupported');
  }

  /** Reads the stream until it ends; 'ended' when the session ended, else 'failed' (reconnect). */
  private async read(run: number, body: ReadableStream<Uint8Array>, touch: () => void): Promise<'ended' | 'failed'> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser(this.cursor ?? '');
    try {
      for (;;) {
        const chunk = await reader.read();
        if (run !== this.run) return 'ended';
        if (chunk.done) return 'failed';
        touch();
        for (const message of parser.push(decoder.decode(chunk.value, { stream: true }))) {
          if (message.event === MemberStreamEvent.sessionEnded) {
            this.sessionEnded(run);
            return 'ended';
          }
          // A working stream: back to streaming, failures forgotten, polling (if any) stops.
          if (this.state !== 'streaming') this.streaming(run);
          if (message.event === MemberStreamEvent.ready) {
            const cursor = (jsonOrNull(message.data) as { cursor?: unknown } | null)?.cursor;
            if (isEventCursor(cursor)) this.setStart(cursor);
          } else if (message.event === MemberStreamEvent.member) {
            // A malformed event is skipped, not a reason to reconnect (it would come again).
            const event = parseMemberEvent(jsonOrNull(message.data));
            if (event) this.deliver(event);
          }
        }
      }
    } catch (error) {
      if (run === this.run)
        this.deps.log?.warn('[events] the event stream broke', error instanceof Error ? error.message : error);
      return 'failed';
    } finally {
      reader.releaseLock();
    }
  }

  private streaming(run: number): void {
    if (run !== this.run) return;
    this.failures = 0;
    // Cancel the poll and stream-retry timers of a polling phase; this run keeps streaming.
    for (const handle of this.pending) this.deps.timers.clearTimeout(handle);
    this.pending.clear();
    this.state = 'streaming';
  }

  private failed(run: number, unsupported: boolean): void {
    this.failures += 1;
    if (this.state === 'polling') {
      this.later(run, this.options.streamRetryMs, () => void this.connect(run));
      return;
    }
    if (unsupported || this.failures >= this.options.failuresBeforePolling) {
      this.state = 'polling';
      void this.poll(run);
      this.later(run, this.options.streamRetryMs, () => void this.connect(run));
      return;
    }
    this.state = 'connecting';
    const exponential = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (this.failures - 1));
    const delay = Math.round(exponential * (0.5 + this.deps.random()));
    this.later(run, delay, () => void this.connect(run));
  }

  private async poll(run: number): Promise<void> {
    const session = this.deps.session();
    if (run !== this.run || this.state !== 'polling') return;
    if (!session?.token) {
      this.stop();
      return;
    }
    try {
      const page = await fetchRecentEvents(this.deps.fetch, session, this.cursor);
      if (run !== this.run) return;
      if (this.cursor === null) this.setStart(page.cursor);
      for (const event of page.events) this.deliver(event);
      this.setStart(page.cursor);
    } catch (error) {
      if (run !== this.run) return;
      if (error instanceof PlatformError && error.sessionEnded) return this.sessionEnded(run);
      if (!(error instanceof PlatformError)) this.deps.onUnreachable(session.origin);
      this.deps.log?.warn('[events] polling for events failed', error instanceof Error ? error.message : error);
    }
    if (run === this.run && this.state === 'polling')
      this.later(run, this.options.pollIntervalMs, () => void this.poll(run));
  }
}
