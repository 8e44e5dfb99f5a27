/**
 * From an HTTP answer to an RTK Query result (docs/protocol.md, Answers: the envelope): the
 * envelope's `value` on success, an ApiError otherwise. Failures keep the server's errorCode and
 * message (`message`, or `msg` on some payloads); where the server gave no text, a catalog message
 * stands in.
 */
import { ErrorCode, SILENT_ERROR_CODES, isSessionError, type EndpointDef } from '../shared/wire';
import type en from '../i18n/locales/en/errors.json';

/** Keys of the `errors` namespace the API layer falls back on. */
export type ErrorMessageKey = keyof typeof en;

/** Looks up a message of the `errors` namespace in the current language. */
export type ErrorMessages = (key: ErrorMessageKey) => string;

/** The error half of every query and mutation result. Never thrown: returned. */
export type ApiError = {
  /** HTTP status; 0 when no answer arrived (network down, timeout, cancelled). */
  status: number;
  /** The server's errorCode, `http.<status>` when it sent none, or a ClientErrorCode. */
  errorCode: string;
  /** Text to show the user. */
  message: string;
  /** The envelope's `value` on failure, e.g. `{captcha: true}` after a failed login. */
  value?: unknown;
  /** False when the endpoint (alert: false) or the code (SILENT_ERROR_CODES) keeps the generic popup silent. */
  alert: boolean;
};

/** Codes of failures that happen before or without an answer from the server. */
export const ClientErrorCode = {
  network: 'client.network',
  timeout: 'client.timeout',
  cancelled: 'client.cancelled',
  encryption: 'client.encryption',
  /** An answer of the wrong shape, e.g. a captive portal's HTML where a status was due. */
  badResponse: 'client.bad_response',
  /** A call that needs a member token was asked for with none (e.g. a refetch after sign-out): not sent. */
  noSession: 'client.no_session',
  unknown: 'client.unknown',
} as const;

export type QueryResult = { data: unknown } | { error: ApiError };

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).errorCode === 'string' &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}

type EnvelopeLike = { success?: unknown; value?: unknown; message?: unknown; msg?: unknown; errorCode?: unknown };

function asObject(body: unknown): EnvelopeLike | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as EnvelopeLike) : undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The catalog message for a failure the server did not explain (or explained unhelpfully). */
export function fallbackMessageKey(status: number, errorCode: string): ErrorMessageKey {
  if (isSessionError(errorCode)) return 'notLoggedIn';
  if (errorCode === ErrorCode.tooManyRequests || errorCode === 'TOO_MANY_REQUEST' || status === 429)
    return 'tooManyRequests';
  if (status === 504) return 'pageTooSlow';
  if (status >= 500) return 'serverError';
  return 'unknown';
}

function alertFor(endpoint: EndpointDef<unknown, unknown>, errorCode: string): boolean {
  return endpoint.alert !== false && !SILENT_ERROR_CODES.includes(errorCode);
}

/** Maps an HTTP answer (any status) to `{data}` or `{error}`. */
export function toQueryResult(
  status: number,
  body: unknown,
  endpoint: EndpointDef<unknown, unknown>,
  messages: ErrorMessages,
): QueryResult {
  const envelope = asObject(body);
  const isEnvelope = envelope !== undefined && 'success' in envelope;
  const ok = status >= 200 && status < 300;
  if (ok && !isEnvelope) return { data: body ?? null };
  if (ok && envelope?.success === true) return { data: envelope.value ?? null };

  const errorCode = text(envelope?.errorCode) || `http.${status}`;
  const serverMessage = text(envelope?.message) || text(envelope?.msg);
  // Database sync failures get one generic text, whatever the server said.
  const message = errorCode.toLowerCase().includes('hibernate')
    ? messages('syncError')
    : serverMessage || messages(fallbackMessageKey(status, errorCode));
  const error: ApiError = { status, errorCode, message, alert: alertFor(endpoint, errorCode) };
  if (envelope?.value !== undefined && envelope.value !== null) error.value = envelope.value;
  return { error };
}

/** Maps a request that got no answer to an ApiError. */
export function transportError(
  kind: keyof typeof ClientErrorCode,
  endpoint: EndpointDef<unknown, unknown>,
  messages: ErrorMessages,
): { error: ApiError } {
  const key: ErrorMessageKey =
    kind === 'unknown' || kind === 'badResponse'
      ? 'unknown'
      : kind === 'noSession'
        ? 'notLoggedIn'
        : kind === 'timeout' || kind === 'encryption'
          ? 'pageTooSlow'
          : 'networkAbnormal';
  const errorCode = ClientErrorCode[kind];
  const silent = kind === 'cancelled' || kind === 'noSession';
  return { error: { status: 0, errorCode, message: messages(key), alert: !silent && alertFor(endpoint, errorCode) } };
}
