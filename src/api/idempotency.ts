/**
 * Idempotency keys for money-moving calls (wallet.ts): one key per submission, kept while the
 * submission is retried (the retry layer resends the same headers), replaced when the person
 * starts a new one. The server answers a repeated key with the first reply.
 */
import { Header } from '../shared/wire';

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function idempotencyHeaders(key: string): Record<string, string> {
  return { [Header.idempotencyKey]: key };
}
