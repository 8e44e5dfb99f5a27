/**
 * The errors every part of the server throws for what a caller did wrong, one place for their
 * shapes. The app's error handler (server/wire/errors.ts) turns a WireError into the envelope
 * `{success: false, errorCode, message, value}` with its HTTP status; anything else is a 500.
 * Codes are the wire's (ErrorCode in src/shared/wire, and each domain's own in src/shared/wire).
 */
import { ErrorCode } from '../../src/shared/wire';

export class WireError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'WireError';
  }
}

/** HTTP 400, request_param_err unless the call has a code of its own for it. */
export const badRequest = (message: string, errorCode: string = ErrorCode.requestParamError) =>
  new WireError(400, errorCode, message);

/** HTTP 400 request_param_err whose value says which field and why (the client marks the field). */
export const badInput = (message: string, value: unknown = null) =>
  new WireError(400, ErrorCode.requestParamError, message, value);

/** A business failure: HTTP 200 with success false, as the platform answers them (docs/protocol.md). */
export const businessError = (errorCode: string, message: string, value: unknown = null) =>
  new WireError(200, errorCode, message, value);

/**
 * HTTP 429 TOO_MANY_REQUESTS with value {retryAfterSeconds}; the app adds the same number as the
 * Retry-After header (server/http/plugin.ts).
 */
export class TooManyRequestsError extends WireError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, ErrorCode.tooManyRequests, message, { retryAfterSeconds });
  }
}

/** A wait as the messages say it: "45 seconds", "3 minutes", "2 hours". */
export function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
