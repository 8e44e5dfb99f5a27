/**
 * The simulator's side of the provider wallet API (docs/protocol.md, "The provider wallet API"):
 * signed POSTs to /provider/v1/<call>, as a provider written in TypeScript makes them with
 * src/shared/providers/signing.ts.
 *
 * A call that times out or meets a network error is sent again with the same body, so the same
 * transaction id (the platform applies it once and answers the stored answer), but signed afresh:
 * the platform refuses a signature it has seen (SIGNATURE_REUSED). node:http rather than fetch:
 * a request can leave from a chosen local address (attack.ts's "address not on the list").
 */
import { request as httpRequest } from 'node:http';
import { signedHeaders } from '../../src/shared/providers/signing';
import type { Envelope } from '../../src/shared/wire/envelope';
import { providerEndpoints } from '../../src/shared/wire/providers';

export type ProviderCallName = keyof typeof providerEndpoints;

export type RawAnswer = { status: number; body: Envelope<unknown> | null };

export type SendOptions = {
  /** Milliseconds since the epoch to sign with (default: the client's clock). */
  timestamp?: number;
  /** Sent as they are instead of fresh signed headers (a replay). */
  headers?: Record<string, string>;
  /** The local address the request leaves from. */
  localAddress?: string;
};

export type WalletClientOptions = {
  /** The platform's origin, e.g. http://127.0.0.1:8080. */
  server: string;
  providerId: string;
  secret: string;
  /** The clock signatures are dated by (default Date.now): the platform's, as near as known. */
  now?: () => number;
  /** How long one attempt may take. */
  timeoutMs?: number;
  /** Attempts of a call in all, when earlier ones time out or fail on the network. */
  attempts?: number;
  /** Pause before attempt n + 1: backoffMs × n. */
  backoffMs?: number;
};

export class WalletCallError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a failed attempt is worth another: the call may not have arrived, or the server hiccuped. */
export const retryable = (outcome: RawAnswer | Error): boolean =>
  outcome instanceof Error ? true : outcome.status >= 500 || outcome.status === 0;

export function createWalletClient(options: WalletClientOptions) {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = Math.max(1, options.attempts ?? 3);
  const backoffMs = options.backoffMs ?? 200;
  let lastStamp = 0;

  /** Strictly increasing timestamps: two signatures of the same body never coincide. */
  const stamp = () => {
    lastStamp = Math.max(now(), lastStamp + 1);
    return lastStamp;
  };

  /** One signed POST; resolves with the status and envelope, rejects on a network error or time-out. */
  function send(
    target: string,
    body: unknown,
    sendOptions: SendOptions = {},
  ): Promise<RawAnswer & { headers: Record<string, string> }> {
    const payload = JSON.stringify(body);
    const headers =
      sendOptions.headers ??
      signedHeaders(options.providerId, options.secret, {
        method: 'POST',
        target,
        timestamp: sendOptions.timestamp ?? stamp(),
        body: payload,
      });
    const url = new URL(target, options.server);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
          localAddress: sendOptions.localAddress,
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: Envelope<unknown> | null = null;
            try {
              parsed = JSON.parse(text) as Envelope<unknown>;
            } catch {
              parsed = null;
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, headers });
          });
        },
      );
      req.on('timeout', () => req.destroy(new WalletCallError(`no answer from ${target} in ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /**
   * A wallet call with its retries: answers the envelope of the first attempt that got one
   * (success or refusal), and how many attempts it took.
   */
  async function call<T = unknown>(name: ProviderCallName, body: unknown): Promise<Envelope<T> & { attempts: number }> {
    const target = providerEndpoints[name].path;
    let last: RawAnswer | Error = new WalletCallError(`${name} was not sent`);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(backoffMs * (attempt - 1));
      try {
        last = await send(target, body);
      } catch (error) {
        last = error as Error;
      }
      if (!retryable(last) && !(last instanceof Error) && last.body)
        return { ...(last.body as Envelope<T>), attempts: attempt };
    }
    const why = last instanceof Error ? last.message : `HTTP ${last.status}`;
    throw new WalletCallError(`${name} failed after ${attempts} attempts: ${why}`);
  }

  return { send, call, stamp, now, providerId: options.providerId };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
