/**
 * One Idempotency-Key per claim (src/api/idempotency.ts). The key of a claim is kept until a
 * definite answer arrives: pressing Claim again after a network failure or a 5xx resends the
 * same key, so a claim that was paid but not acknowledged is answered, not paid twice. Once
 * the server has answered (paid, or refused with a reason), the next press is a new submission.
 */
import { newIdempotencyKey } from '../../api/idempotency';
import { isApiError } from '../../api/response';

/** No answer, or a server failure: the claim may or may not have happened. */
export function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

export class SubmissionKeys {
  readonly #keys = new Map<string, string>();
  readonly #newKey: () => string;

  constructor(newKey: () => string = newIdempotencyKey) {
    this.#newKey = newKey;
  }

  /** The key of the submission for `id`: the pending one if any, else a new one. */
  keyFor(id: string): string {
    let key = this.#keys.get(id);
    if (!key) {
      key = this.#newKey();
      this.#keys.set(id, key);
    }
    return key;
  }

  /** After an answer: forget the key unless the outcome is still unknown. */
  settle(id: string, error?: unknown): void {
    if (error === undefined || !outcomeUnknown(error)) this.#keys.delete(id);
  }
}
