/**
 * The RTK Query base query: WireRequest in, `{data}` or `{error: ApiError}` out. It never
 * throws (RTK Query's contract for custom base queries): every failure, from a refused
 * connection to a business error in the envelope, comes back as a value.
 *
 * Per call: build the request from the endpoint definition, encrypt when the endpoint says so
 * (crypto loads lazily, on the first encrypted call), send through the shared axios instance
 * with the retry policy, unwrap the envelope.
 */
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { ErrorCode, systemEndpoints } from '../shared/wire';
import type { WireCrypto } from './crypto';
import {
  transportError,
  toQueryResult,
  type ApiError,
  type ClientErrorCode,
  type ErrorMessages,
  type QueryResult,
} from './response';
import { withRetry, type RetryOptions } from './retry';
import { buildRequestParts, type WireRequest } from './wireRequest';

export type WireBaseQuery = BaseQueryFn<WireRequest, unknown, ApiError>;

export type BaseQueryDeps = {
  http: AxiosInstance;
  /** Catalog messages (namespace `errors`) for failures the server did not explain. */
  messages: ErrorMessages;
  /** Policy and clock of the retry loop; tests inject a sleep that does not wait. */
  retry?: Omit<RetryOptions, 'isTransportError'>;
  /**
   * Whether a member token is held now. Calls that need one (`token: true`) are not sent
   * without it: a member query refetched after sign-out would only earn a session-error alert.
   */
  hasSession?: () => Promise<boolean>;
  /** Where the encryption comes from; by default a lazy import of ./crypto. */
  loadCrypto?: () => Promise<WireCrypto>;
};

const describe = (response: AxiosResponse) => ({
  status: response.status,
  retryAfter: response.headers['retry-after'] === undefined ? null : String(response.headers['retry-after']),
});

const isTransportError = (error: unknown) => !axios.isCancel(error);

/** `GET /wps/session/key/rsa?t=<ms>`: the modulus as plain text (docs/protocol.md, Encryption). */
export async function fetchRsaKeyText(http: AxiosInstance, retry: RetryOptions = {}): Promise<string> {
  const response = await withRetry(
    { method: 'GET' },
    () =>
      http.get<string>(systemEndpoints.rsaKey.path, {
        params: { t: Date.now() },
        responseType: 'text',
        transformResponse: [(data: unknown) => data],
      }),
    describe,
    { ...retry, isTransportError },
  );
  if (response.status !== 200 || typeof response.data !== 'string') {
    throw new Error(`RSA key request answered HTTP ${response.status}`);
  }
  return response.data;
}

function transportKind(error: unknown): keyof typeof ClientErrorCode {
  if (axios.isCancel(error)) return 'cancelled';
  if (!axios.isAxiosError(error)) return 'unknown';
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'timeout' : 'network';
}

function errorCodeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { errorCode?: unknown }).errorCode : undefined;
}

export function createBaseQuery(deps: BaseQueryDeps): WireBaseQuery {
  const { http, messages } = deps;
  const retry: RetryOptions = { ...deps.retry, isTransportError };
  let crypto: Promise<WireCrypto> | undefined;
  const loadCrypto =
    deps.loadCrypto ??
    (() => {
      crypto ??= import('./crypto').then((m) => m.createWireCrypto(() => fetchRsaKeyText(http, retry)));
      crypto.catch(() => {
        crypto = undefined;
      });
      return crypto;
    });

  async function run(request: WireRequest, signal: AbortSignal | undefined, freshKey: boolean): Promise<QueryResult> {
    const { endpoint } = request;
    if (endpoint.token === true && deps.hasSession && !(await deps.hasSession()))
      return transportError('noSession', endpoint, messages);
    const parts = buildRequestParts(request);
    let { data, headers } = parts;
    if (endpoint.encrypt) {
      try {
        const wireCrypto = await loadCrypto();
        if (freshKey) wireCrypto.forgetKey();
        if (endpoint.encrypt === 'rsa-only') {
          headers = { ...headers, ...(await wireCrypto.rsaOnly()) };
        } else {
          const encrypted = await wireCrypto.encrypt(data);
          data = encrypted.body;
          headers = { ...headers, ...encrypted.headers };
        }
      } catch {
        return transportError('encryption', endpoint, messages);
      }
    }
    const url = parts.query ? `${parts.url}?${parts.query}` : parts.url;
    const response = await withRetry(
      { method: parts.method, headers },
      () => http.request({ method: parts.method, url, data, headers, signal }),
      describe,
      retry,
    );
    // The server could not read the body: most likely our cached RSA key is stale. Once.
    if (endpoint.encrypt && !freshKey && errorCodeOf(response.data) === ErrorCode.requestBodyRequired) {
      return run(request, signal, true);
    }
    return toQueryResult(response.status, response.data, endpoint, messages);
  }

  return async (request, api) => {
    try {
      return await run(request, api.signal, false);
    } catch (error) {
      return transportError(transportKind(error), request.endpoint, messages);
    }
  };
}
