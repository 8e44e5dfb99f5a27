import { useState } from 'react';
import { isApiError } from '../../api/response';
import type { MoneyMoveValue } from '../../shared/wire';
import { SubmissionKeys, outcomeUnknown } from './submissionKeys';

/** What the last claim came to, for the page's status line. */
export type ClaimFeedback =
  | { id: string; kind: 'paid'; transactionId: string }
  | { id: string; kind: 'refused'; message: string }
  | { id: string; kind: 'unknown' };

type ClaimResult = { data: MoneyMoveValue } | { error: unknown };

/**
 * Runs claims with one idempotency key per submission (SubmissionKeys) and keeps what the
 * last one came to. `send` is the page's mutation trigger, given the key to send.
 */
export function useClaim(send: (id: string, idempotencyKey: string) => Promise<ClaimResult>) {
  const [keys] = useState(() => new SubmissionKeys());
  const [pending, setPending] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<ClaimFeedback | null>(null);

  const claim = async (id: string) => {
    setPending(id);
    setFeedback(null);
    const result = await send(id, keys.keyFor(id));
    setPending(null);
    if ('data' in result) {
      keys.settle(id);
      setFeedback({ id, kind: 'paid', transactionId: result.data.transactionId });
      return;
    }
    keys.settle(id, result.error);
    if (outcomeUnknown(result.error)) setFeedback({ id, kind: 'unknown' });
    else setFeedback({ id, kind: 'refused', message: isApiError(result.error) ? result.error.message : '' });
  };

  return { claim, pending, feedback };
}
