/** The page side of the play API: calls with the game session header, answers unwrapped from the envelope. */
import { GAME_SESSION_HEADER } from '../shared/playApi';

type Envelope<T> = { success: boolean; value: T; message: string; errorCode: string };

export class PlayError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A refusal the server decided (nothing happened), as opposed to a lost connection (maybe it did). */
export const isNetworkError = (error: unknown) => error instanceof PlayError && error.code === 'network';

export type PlayApi = {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
};

export function playApi(secret: string | undefined, networkMessage: string): PlayApi {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (secret) headers[GAME_SESSION_HEADER] = secret;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let envelope: Envelope<T>;
    try {
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        credentials: 'same-origin',
      });
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new PlayError('network', networkMessage);
    }
    if (!envelope || typeof envelope !== 'object' || !('success' in envelope))
      throw new PlayError('network', networkMessage);
    if (!envelope.success) throw new PlayError(envelope.errorCode, envelope.message);
    return envelope.value;
  }
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}

/** A fresh round request id (the server derives the round key from it). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
