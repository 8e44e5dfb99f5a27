/**
 * A provider's side of the wallet API (docs/protocol.md, "The provider wallet API"), for the
 * provider simulator, tests and any provider written in TypeScript: each call signed
 * (./signing.ts) and sent with fetch, answering the envelope as it came (a refusal is an answer,
 * not an exception; only a network failure throws). `send` is the raw form, for a caller that
 * means to misbehave (an old timestamp, a replayed signature, another provider's id).
 */
import type { Envelope } from '../wire/envelope';
import {
  PROVIDER_API_PREFIX,
  type ProviderAuthenticateValue,
  type ProviderBalanceValue,
  type ProviderBetAndWinArgs,
  type ProviderBetArgs,
  type ProviderEndRoundArgs,
  type ProviderRollbackArgs,
  type ProviderTxnValue,
  type ProviderWinArgs,
} from '../wire/providers';
import { signedHeaders } from './signing';

export type ProviderClientOptions = {
  /** The platform's origin, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  providerId: string;
  secret: string;
  /** Milliseconds since the epoch (default: Date.now). */
  clock?: () => number;
  /** Per call (default: 10 s). */
  timeoutMs?: number;
};

export type SendOptions = {
  /** Sign with this timestamp instead of the clock's. */
  timestamp?: number;
  /** Send these headers as they are (a replay) instead of signing. */
  headers?: Record<string, string>;
  secret?: string;
  providerId?: string;
};

/** The answer, its HTTP status, and the headers it was sent with (to replay them). */
export type Sent<V> = Envelope<V> & { status: number; sentHeaders: Record<string, string> };

export type ProviderCallName = 'authenticate' | 'balance' | 'bet' | 'win' | 'bet-and-win' | 'rollback' | 'end-round';

export function providerClient(options: ProviderClientOptions) {
  const clock = options.clock ?? Date.now;
  async function send<V>(call: ProviderCallName, body: unknown, sendOptions: SendOptions = {}): Promise<Sent<V>> {
    const target = `${PROVIDER_API_PREFIX}${call}`;
    const payload = JSON.stringify(body);
    const headers =
      sendOptions.headers ??
      signedHeaders(sendOptions.providerId ?? options.providerId, sendOptions.secret ?? options.secret, {
        method: 'POST',
        target,
        timestamp: sendOptions.timestamp ?? clock(),
        body: payload,
      });
    const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${target}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: payload,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const answer = (await response.json()) as Envelope<V>;
    return { ...answer, status: response.status, sentHeaders: headers };
  }
  return {
    send,
    authenticate: (token: string) => send<ProviderAuthenticateValue>('authenticate', { token }),
    balance: (sessionId: string) => send<ProviderBalanceValue>('balance', { sessionId }),
    bet: (args: ProviderBetArgs) => send<ProviderTxnValue>('bet', args),
    win: (args: ProviderWinArgs) => send<ProviderTxnValue>('win', args),
    betAndWin: (args: ProviderBetAndWinArgs) => send<ProviderTxnValue>('bet-and-win', args),
    rollback: (args: ProviderRollbackArgs) => send<ProviderTxnValue>('rollback', args),
    endRound: (args: ProviderEndRoundArgs) => send<ProviderTxnValue>('end-round', args),
  };
}

export type ProviderClient = ReturnType<typeof providerClient>;
