/**
 * One Idempotency-Key per submission (wallet.ts on the wire): pressing the button again with
 * the same details after a failure is a retry of the same submission and reuses its key, so the
 * server answers with the first outcome instead of moving money twice; changed details, or a
 * submission that went through, start a new key (the server refuses a key reused with another
 * body).
 */
import { useState } from 'react';
import { newIdempotencyKey } from '../../api/idempotency';

export type SubmissionKeys = {
  /** The key for a submission of `body`: the last one while the body is unchanged. */
  keyFor(body: unknown): string;
  /** The last submission went through: the next one is new whatever its body. */
  settled(): void;
};

export function createSubmissionKeys(makeKey: () => string = newIdempotencyKey): SubmissionKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: makeKey() };
      return last.key;
    },
    settled() {
      last = null;
    },
  };
}

/** The submission keys of one form, kept for the life of the component. */
export function useSubmissionKeys(): SubmissionKeys {
  const [keys] = useState(() => createSubmissionKeys());
  return keys;
}
