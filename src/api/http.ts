/**
 * The one axios instance of the renderer. Its request interceptor puts the wire headers of
 * docs/protocol.md on every call, each exactly once (a doubled Merchant header makes the gateway
 * answer 400), and points the call at the platform's API origin.
 *
 * The instance never rejects on an HTTP status: the base query reads every status itself,
 * so only transport failures (no response at all) reject.
 */
import axios, { type AxiosInstance } from 'axios';
import type { Platform } from '../platform/platform';
import { buildWireHeaders, wireContext, type WireContext } from './wireContext';
import { setAssetOrigin } from '../platform/assetUrl';

/** What the HTTP layer needs from the platform seam. */
export type HttpPlatform = {
  apiOrigin: Platform['apiOrigin'];
  token: Pick<Platform['token'], 'get'>;
};

export type HttpOptions = {
  /** Where the merchant and language come from; the module-wide wire context by default. */
  context?: () => WireContext;
  /** Per-request timeout. A timed-out call counts as a network failure. */
  timeoutMs?: number;
};

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Builds the axios instance. Tests pass a platform that points at a local server. */
export function createHttp(platform: HttpPlatform, options: HttpOptions = {}): AxiosInstance {
  const context = options.context ?? wireContext;
  const instance = axios.create({
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    validateStatus: () => true,
    headers: { Accept: 'application/json, text/plain, */*' },
  });

  instance.interceptors.request.use(async (config) => {
    const [origin, token] = await Promise.all([platform.apiOrigin(), platform.token.get()]);
    config.baseURL = origin;
    setAssetOrigin(origin);
    // AxiosHeaders.set matches names case-insensitively, so a header the caller already set
    // under another spelling is replaced, never doubled.
    for (const [name, value] of Object.entries(buildWireHeaders(context(), token))) {
      config.headers.set(name, value);
    }
    return config;
  });

  return instance;
}
