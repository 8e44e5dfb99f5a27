/**
 * Schemas of the member event calls (src/shared/wire/events.ts): the event stream and its polling
 * fallback, which tell the desktop shell and the web renderer that a deposit or a withdrawal
 * changed state, or that the member's money moved (src/shared/ipc/memberEvents.ts describes the
 * stream's events).
 */
import { MEMBER_EVENT_KINDS } from '../../ipc/memberEvents';
import { call, Obj, OneOf, T } from './kit';

/** An event id: increases with every event of a member. Digits only. */
export const EventCursor = () => T.String({ pattern: '^[0-9]{1,19}$' });

export const MemberEvent = Obj({
  id: EventCursor(),
  kind: OneOf(MEMBER_EVENT_KINDS),
  /** The record the event is about (the member centre opens it). */
  record: Obj({ type: OneOf(['deposit', 'withdrawal']), id: T.String({ pattern: '^[0-9]{1,19}$' }) }),
  /** Major units, exact decimal string ("100.00"). */
  amount: T.String({ pattern: '^[0-9]{1,19}(\\.[0-9]{1,8})?$' }),
  /** ISO 4217 code, e.g. "USD". */
  currency: T.String({ pattern: '^[A-Z]{3}$' }),
  /** When it happened, epoch ms. */
  at: T.Number(),
});

/** The polling answer: events after the cursor, oldest first, and the cursor to send next. */
export const MemberEventsPage = Obj({ cursor: EventCursor(), events: T.Array(MemberEvent) });

/**
 * Where to start: the id of the last event seen (an EventSource may send it as Last-Event-ID
 * instead). Absent: from now on, nothing replayed.
 */
export const EventsArgs = Obj({ after: T.Optional(T.String({ maxLength: 40 })) });

export const eventsSchemas = {
  /** `text/event-stream`: the events as they come, until the session ends. */
  stream: call(T.String(), EventsArgs),
  recent: call(MemberEventsPage, EventsArgs),
};
