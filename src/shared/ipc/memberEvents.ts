/**
 * The member event stream: how the platform tells the desktop main process that a deposit or a
 * withdrawal changed state, so it can notify the player while the window is minimised or closed
 * to the tray. Shared by the reference server (server/domains/events) and the shell
 * (electron/main/services/memberEvents).
 *
 * - Push: `GET /wps/member/events` (eventEndpoints.stream, src/shared/wire/events.ts) answers `text/event-stream`
 * (Server-Sent Events). Each event
 *   carries `id:` (the cursor) and `event: member` with a MemberEvent as JSON `data:`. Without a
 *   cursor the stream first sends `event: ready` with `{ cursor }` (the newest id, nothing
 *   replayed); with one (`Last-Event-ID` header or `?after=`) it replays what came after it.
 *   Comment lines (`: ping`) keep the connection alive; `event: session-ended` says the
 *   session is over and the stream closes. `event: balance` (no id, data `{}`) says the
 *   member's money moved (any ledger posting, after its commit): the web renderer reads its
 *   balance again (src/features/wallet/balancePush.ts); the shell ignores it.
 * - Poll (fallback): `GET /wps/member/events/recent?after=<cursor>` (eventEndpoints.recent)
 *   answers the platform envelope with a MemberEventsPage.
 *
 * Both are authenticated with the session token (Authorization) and the Merchant header, and
 * neither extends the session's idle timeout: only what the player does keeps a session alive.
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from '../wire/schemas/events';

/** The four money outcomes a player is told about (the money messages of src/shared/wire/messages.ts). */
export const MEMBER_EVENT_KINDS = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
] as const;
export type MemberEventKind = (typeof MEMBER_EVENT_KINDS)[number];

/** One event (its fields: ../wire/schemas/events.ts). */
export type MemberEvent = Static<typeof schemas.MemberEvent>;

/** The polling answer: events after the cursor, oldest first, and the cursor to send next. */
export type MemberEventsPage = Static<typeof schemas.MemberEventsPage>;

/** SSE event names of the stream. */
export const MemberStreamEvent = {
  member: 'member',
  ready: 'ready',
  sessionEnded: 'session-ended',
  balance: 'balance',
} as const;

/** Most events one answer (replay or poll) carries; the client asks again with the new cursor. */
export const MEMBER_EVENTS_PAGE_SIZE = 50;

const CURSOR = /^\d{1,19}$/;
const RECORD_ID = /^\d{1,19}$/;
const DECIMAL = /^\d{1,19}(\.\d{1,8})?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** True for a cursor the server issues (digits, at most 19). */
export function isEventCursor(value: unknown): value is string {
  return typeof value === 'string' && CURSOR.test(value);
}

/**
 * Reads a MemberEvent from untrusted JSON (the network), or null. Extra keys are dropped; every
 * kept field is checked, so a notification can never show something the platform did not mean.
 */
export function parseMemberEvent(value: unknown): MemberEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const record = typeof v.record === 'object' && v.record !== null ? (v.record as Record<string, unknown>) : null;
  if (!isEventCursor(v.id) || !(MEMBER_EVENT_KINDS as readonly unknown[]).includes(v.kind)) return null;
  if (
    !record ||
    (record.type !== 'deposit' && record.type !== 'withdrawal') ||
    typeof record.id !== 'string' ||
    !RECORD_ID.test(record.id)
  )
    return null;
  if (
    typeof v.amount !== 'string' ||
    !DECIMAL.test(v.amount) ||
    typeof v.currency !== 'string' ||
    !CURRENCY.test(v.currency)
  )
    return null;
  if (typeof v.at !== 'number' || !Number.isFinite(v.at)) return null;
  const kind = v.kind as MemberEventKind;
  // The kind names the record type; a mismatch is a malformed event, not something to guess at.
  if (!kind.startsWith(record.type)) return null;
  return {
    id: v.id,
    kind,
    record: { type: record.type, id: record.id },
    amount: v.amount,
    currency: v.currency,
    at: v.at,
  };
}
