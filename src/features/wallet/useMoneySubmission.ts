import { useState, type FormEvent } from 'react';
import { useSubmissionKeys } from './submissionKey';
import type { Keyed } from './walletApi';

/** A mutation's answer: `'error' in` it tells which. */
type Sent = { data: unknown } | { error: unknown };

/**
 * The submission side of a form that moves money (deposit, withdrawal, transfers): no second
 * request while one is in flight, one Idempotency-Key per submission (submissionKey.ts), and
 * the outcome shown under the button (FormFooter's error and success).
 */
export function useMoneySubmission(busy: boolean) {
  const keys = useSubmissionKeys();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return {
    error,
    done,
    /** The form's onSubmit: `run` checks the fields and sends; the last outcome is cleared first. */
    onSubmit: (run: () => Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      setError(null);
      setDone(null);
      void run();
    },
    /** Sends `body` under its submission's key; once it went through, the next submission is new. */
    send: async <Body extends object, Result extends Sent>(
      trigger: (args: Keyed<Body>) => PromiseLike<Result>,
      body: Body,
    ): Promise<Result> => {
      const result = await trigger({ ...body, idempotencyKey: keys.keyFor(body) });
      if (!('error' in result)) keys.settled();
      return result;
    },
    failed: (text: string) => setError(text),
    succeeded: (text: string) => setDone(text),
  };
}
