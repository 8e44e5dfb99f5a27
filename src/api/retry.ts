/**
 * Retry policy (tests/unit/src/api/retry.test.ts). A GET (or HEAD) is retried after a transport
 * failure or a 5xx at most `maxRetries` times, waiting an exponential backoff with full jitter; a
 * 429 waits what its Retry-After says. Any other method is sent once, unless the request carries an
 * `Idempotency-Key` header: then the server dedupes it and the same request (same key) is
 * sent again. Sleep, randomness and the clock are injected so tests are deterministic.
 */

export type RetryPolicy = {
  /** Retries after the first attempt; 3 means at most 4 sends. */
  maxRetries: number;
  /** Backoff ceiling of the first retry; it doubles per retry. */
  baseDelayMs: number;
  /** No backoff ceiling grows past this. */
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the 429 goes to the caller. */
  maxRetryAfterMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 30_000,
};

export type RetryEnv = {
  sleep(ms: number): Promise<void>;
  /** Uniform in [0, 1), like Math.random. */
  random(): number;
  /** Epoch ms, for Retry-After dates. */
  now(): number;
};

export const realRetryEnv: RetryEnv = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  now: Date.now,
};

/** What one attempt came back with: an HTTP status, or no response at all. */
export type AttemptOutcome = { kind: 'response'; status: number; retryAfter?: string | null } | { kind: 'transport' };

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** GET and HEAD are safe to repeat; anything else only when the server can dedupe it by key. */
export function mayRepeat(method: string, headers: Record<string, unknown> = {}): boolean {
  const m = method.toUpperCase();
  if (m === 'GET' || m === 'HEAD') return true;
  const key = IDEMPOTENCY_KEY_HEADER.toLowerCase();
  return Object.entries(headers).some(([name, value]) => name.toLowerCase() === key && Boolean(value));
}

/** Full jitter: uniform between 0 and min(maxDelay, base * 2^retry). `retry` counts from 0. */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/** Retry-After is delta-seconds or an HTTP date (RFC 9110 §10.2.3). Unreadable gives undefined. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its weekday and zone; bare numbers such as "-1" are not dates.
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** How long to wait before retry number `retry` (from 0), or undefined to stop here. */
export function retryDelay(
  outcome: AttemptOutcome,
  retry: number,
  policy: RetryPolicy,
  env: RetryEnv,
): number | undefined {
  if (retry >= policy.maxRetries) return undefined;
  if (outcome.kind === 'transport') return backoffDelay(retry, policy, env.random);
  if (outcome.status === 429) {
    const wait = parseRetryAfter(outcome.retryAfter, env.now());
    if (wait === undefined) return backoffDelay(retry, policy, env.random);
    return wait <= policy.maxRetryAfterMs ? wait : undefined;
  }
  if (outcome.status >= 500 && outcome.status <= 599) return backoffDelay(retry, policy, env.random);
  return undefined;
}

export type RetryOptions = {
  policy?: RetryPolicy;
  env?: RetryEnv;
  /** Which rejections are transport failures worth another try; a cancelled request is not. */
  isTransportError?: (error: unknown) => boolean;
};

/**
 * Sends `send()` and repeats it as the policy allows. `describe` reads a response's status and
 * Retry-After. Resolves with the last response; rejects with the last transport error.
 */
export async function withRetry<R>(
  request: { method: string; headers?: Record<string, unknown> },
  send: () => Promise<R>,
  describe: (response: R) => { status: number; retryAfter?: string | null },
  options: RetryOptions = {},
): Promise<R> {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const env = options.env ?? realRetryEnv;
  const isTransportError = options.isTransportError ?? (() => true);
  const repeatable = mayRepeat(request.method, request.headers);

  for (let retry = 0; ; retry += 1) {
    let outcome: AttemptOutcome;
    let response: R | undefined;
    let failure: unknown;
    try {
      response = await send();
      outcome = { kind: 'response', ...describe(response) };
    } catch (error) {
      if (!isTransportError(error)) throw error;
      failure = error;
      outcome = { kind: 'transport' };
    }
    const delay = repeatable ? retryDelay(outcome, retry, policy, env) : undefined;
    if (delay === undefined) {
      if (outcome.kind === 'transport') throw failure;
      return response as R;
    }
    await env.sleep(delay);
  }
}
