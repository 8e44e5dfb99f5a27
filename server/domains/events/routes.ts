/**
 * The member event stream for the desktop shell and the web renderer's balance
 * (src/shared/wire/events.ts, src/shared/ipc/memberEvents.ts): the SSE push route and its
 * polling fallback. Authenticated with the session token like every member call, but without
 * counting as activity (`sessionActivity: false`, auth/requireMember.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isEventCursor, MEMBER_EVENTS_PAGE_SIZE } from '../../../src/shared/ipc/memberEvents';
import { ErrorCode, ok } from '../../../src/shared/wire';
import { eventEndpoints } from '../../../src/shared/wire/events';
import { ID_MAX } from '../../wire/bounds';
import { badRequest, WireError } from '../../http/errors';
import { wireRoute } from '../../http/wireRoute';
import { sessionOf } from '../auth/requireMember';
import { startMemberStream } from './memberStream';
import type { EventServices } from './services';
import type { PeekedSession } from './sessionPeek';

/** Open streams one member may hold (one per running app, plus slack for a reconnect overlap). */
export const MAX_STREAMS_PER_MEMBER = 3;
export const HEARTBEAT_MS = 25_000;

/** Neither call keeps the session alive: only what the player does. */
const NOT_ACTIVITY = { config: { sessionActivity: false } };

/** The cursor of a request: `?after=` or the `Last-Event-ID` an EventSource sends on reconnect. */
function cursorOf(request: FastifyRequest<{ Querystring: { after?: string } }>): string | null {
  const header = request.headers['last-event-id'];
  const value = request.query.after ?? (typeof header === 'string' ? header.trim() : undefined);
  if (value === undefined || value === '') return null;
  // An event id is a message id: a bigint (server/wire/bounds.ts); beyond it there is no event.
  if (!isEventCursor(value) || BigInt(value) > ID_MAX) {
    throw badRequest(
      '"after" (or Last-Event-ID) must be the id of an earlier event: digits only. Leave it out to start from now.',
    );
  }
  return value;
}

/** The member's session as the stream watches it. */
function sessionRef(request: FastifyRequest): PeekedSession {
  const session = sessionOf(request);
  return { tokenHash: session.tokenHash, merchantCode: request.merchant.code, memberId: session.member.id };
}

export async function eventRoutes(app: FastifyInstance, { events }: { events: EventServices }) {
  const { log, sessions } = events;
  const open = new Map<string, number>();
  const closers = new Set<() => void>();

  // Long-lived responses would hold a graceful shutdown open: end them first.
  app.addHook('preClose', async () => {
    for (const close of [...closers]) close();
  });

  wireRoute(app, eventEndpoints.recent, NOT_ACTIVITY, async (request) => {
    const session = sessionRef(request);
    const after = cursorOf(request);
    const member = { merchantCode: session.merchantCode, memberId: session.memberId };
    if (after === null) return ok({ cursor: await log.latestCursor(member), events: [] });
    const events = await log.after(member, after, MEMBER_EVENTS_PAGE_SIZE);
    const cursor = events.reduce((max, event) => (BigInt(event.id) > BigInt(max) ? event.id : max), after);
    return ok({ cursor, events });
  });

  wireRoute(app, eventEndpoints.stream, NOT_ACTIVITY, async (request, reply) => {
    const session = sessionRef(request);
    const cursor = cursorOf(request);
    const key = `${session.merchantCode}:${session.memberId}`;
    if ((open.get(key) ?? 0) >= MAX_STREAMS_PER_MEMBER) {
      throw new WireError(
        429,
        ErrorCode.tooManyRequests,
        `At most ${MAX_STREAMS_PER_MEMBER} event streams can be open for one account; ` +
          `close another copy of the app and try again.`,
      );
    }
    open.set(key, (open.get(key) ?? 0) + 1);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Reverse proxies (nginx) must pass events through as they come.
      'x-accel-buffering': 'no',
      // The connection ends with the stream: an ended stream leaves no socket for shutdown to wait on.
      connection: 'close',
    });
    let closer: (() => void) | null = null;
    const onEnd = () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      if (closer) closers.delete(closer);
    };
    try {
      closer = await startMemberStream({
        target: reply.raw,
        session,
        log,
        sessions,
        bus: events.bus(),
        cursor,
        heartbeatMs: HEARTBEAT_MS,
        onEnd,
        warn: (message, error) => request.log.warn({ err: error }, message),
      });
      closers.add(closer);
    } catch (error) {
      request.log.warn({ err: error }, '[events] the member stream could not start');
      reply.raw.end();
      onEnd();
    }
    // Hijacked: the stream is written to the socket above, and Fastify sends nothing more.
    return '';
  });
}
