/**
 * The member event calls (src/shared/ipc/memberEvents.ts describes the events): the push stream
 * the desktop shell and the web renderer's balance follow, and its polling fallback. Both need
 * the session token; neither extends the session's idle timeout (server/domains/events/routes.ts).
 * Their schemas: ./schemas/events.ts.
 */
import { endpointGroup } from './endpoint';

export const eventEndpoints = endpointGroup('events')({
  /** `text/event-stream` (Server-Sent Events), not an envelope; a refusal is still one. */
  stream: { method: 'GET', path: '/wps/member/events', token: true, raw: true },
  recent: { method: 'GET', path: '/wps/member/events/recent', token: true },
});
