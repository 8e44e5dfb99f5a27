/**
 * A mutation's answer as `{data}` or `{error: ApiError}`. RTK Query types the error half as
 * ApiError | SerializedError; the second only appears when something threw inside RTK Query
 * itself, and reads here as an unknown error with its message.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import { ClientErrorCode, isApiError, type ApiError } from '../../../api/response';

export type Result<T> = { data: T } | { error: ApiError };

/** The shape RTK Query resolves a triggered mutation with. */
type MutationAnswer<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError | SerializedError };

export async function toResult<T>(call: PromiseLike<MutationAnswer<T>>): Promise<Result<T>> {
  const result = await call;
  if (result.error === undefined) return { data: result.data };
  const error = result.error;
  if (isApiError(error)) return { error };
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '';
  return { error: { status: 0, errorCode: ClientErrorCode.unknown, message, alert: true } };
}

/** Seconds the server asks to wait (TOO_MANY_REQUESTS carries value.retryAfterSeconds), else null. */
export function retryAfterSeconds(error: ApiError): number | null {
  const value = error.value as { retryAfterSeconds?: unknown } | undefined;
  const seconds = value?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}
