/**
 * The few platform calls the main process makes itself (the renderer makes all the others):
 * the domain list, the balance for the tray, and the event stream's polling fallback. Over an
 * injected fetch (Electron's `net.fetch`, which uses Chromium's network stack and the system's
 * proxy and certificates), with the wire headers of docs/protocol.md and a timeout on every call.
 * Every answer is untrusted input and is checked before use.
 */
import {
  isEventCursor,
  parseMemberEvent,
  type MemberEvent,
  type MemberEventsPage,
} from '../../../src/shared/ipc/memberEvents';
import { eventEndpoints } from '../../../src/shared/wire/events';
import { DEVICE_WEB, GATEWAY_VERSION, Header } from '../../../src/shared/wire/headers';
import { systemEndpoints } from '../../../src/shared/wire/system';
import { walletEndpoints } from '../../../src/shared/wire/wallet';

/** The slice of the Fetch API's Response the main process reads. */
export type ResponseLike = {
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  body: ReadableStream<Uint8Array> | null;
};

export type FetchLike = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<ResponseLike>;

/** Who asks: the platform origin in use, the merchant, and the session token when there is one. */
export type PlatformSession = {
  origin: string;
  merchantCode: string;
  token: string | null;
  language?: string | undefined;
};

/** The platform answered, but not with success (HTTP error or `success: false`). */
export class PlatformError extends Error {
  override name = 'PlatformError';
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }

  /** The session is over (HTTP 401): stop asking until the person signs in again. */
  get sessionEnded(): boolean {
    return this.status === 401;
  }
}

/** No answer at all (DNS, refused connection, timeout): the origin may be down. */
export class PlatformUnreachable extends Error {
  override name = 'PlatformUnreachable';
}

export const REQUEST_TIMEOUT_MS = 15_000;

/** The wire headers of one call. The token goes raw, as the renderer sends it. */
export function platformHeaders(session: PlatformSession): Record<string, string> {
  const headers: Record<string, string> = {
    [Header.merchant]: session.merchantCode,
    [Header.device]: DEVICE_WEB,
    [Header.gatewayVersion]: GATEWAY_VERSION,
    Accept: 'application/json',
  };
  if (session.token) headers[Header.authorization] = session.token;
  if (session.language) headers[Header.language] = session.language.toUpperCase();
  return headers;
}

/** GETs `path` on the session's origin and returns the envelope's value. */
export async function getValue(
  fetch: FetchLike,
  session: PlatformSession,
  path: string,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<unknown> {
  let response: ResponseLike;
  try {
    response = await fetch(new URL(path, session.origin).href, {
      method: 'GET',
      headers: platformHeaders(session),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PlatformUnreachable(
      `${session.origin} did not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errorCode = typeof envelope.errorCode === 'string' ? envelope.errorCode : '';
  const message = typeof envelope.message === 'string' ? envelope.message : `HTTP ${response.status}`;
  if (response.status >= 400 || envelope.success !== true) throw new PlatformError(response.status, errorCode, message);
  return envelope.value;
}

/** The member's total balance as the tray shows it. */
export type TrayBalance = { amount: string; currency: string };

const DECIMAL = /^-?\d{1,19}(\.\d{1,8})?$/;
const CURRENCY = /^[A-Z]{3}$/;

export async function fetchBalance(fetch: FetchLike, session: PlatformSession): Promise<TrayBalance> {
  const value = await getValue(fetch, session, walletEndpoints.balance.path);
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (
    typeof v.sumBalance !== 'string' ||
    !DECIMAL.test(v.sumBalance) ||
    typeof v.currency !== 'string' ||
    !CURRENCY.test(v.currency)
  ) {
    throw new PlatformError(200, 'balance.malformed', 'The balance answer was not understood.');
  }
  return { amount: v.sumBalance, currency: v.currency };
}

/** The platform's published origins (domainRoute), as the platform lists them. Unvalidated strings. */
export async function fetchDomainRoute(
  fetch: FetchLike,
  origin: string,
  merchantCode: string,
  timeoutMs?: number,
): Promise<string[]> {
  const value = await getValue(
    fetch,
    { origin, merchantCode, token: null },
    systemEndpoints.domainRoute.path,
    timeoutMs,
  );
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string').slice(0, 50) : [];
}

/** The polling fallback of the event stream: events after `cursor` (null: just where "now" is). */
export async function fetchRecentEvents(
  fetch: FetchLike,
  session: PlatformSession,
  cursor: string | null,
): Promise<MemberEventsPage> {
  const { path: recent } = eventEndpoints.recent;
  const path = cursor === null ? recent : `${recent}?after=${encodeURIComponent(cursor)}`;
  const value = await getValue(fetch, session, path);
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (!isEventCursor(v.cursor) || !Array.isArray(v.events))
    throw new PlatformError(200, 'events.malformed', 'The event page was not understood.');
  const events = v.events.map(parseMemberEvent).filter((event): event is MemberEvent => event !== null);
  return { cursor: v.cursor, events };
}
