import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  mayRepeat,
  parseRetryAfter,
  retryDelay,
  withRetry,
  type RetryEnv,
} from '../../../../src/api/retry';

/** A deterministic environment: sleeps return at once and are recorded; randomness is fixed. */
function recordingEnv(random = 0.5, now = Date.UTC(2030, 0, 1)): RetryEnv & { slept: number[] } {
  const slept: number[] = [];
  return { slept, sleep: async (ms) => void slept.push(ms), random: () => random, now: () => now };
}

type Answer = { status: number; retryAfter?: string } | 'network';

/** Replays answers in order (the last one repeats); counts the sends. */
function script(answers: Answer[]) {
  let sends = 0;
  const send = async () => {
    const answer = answers[Math.min(sends, answers.length - 1)]!;
    sends += 1;
    if (answer === 'network') throw new Error('ECONNRESET');
    return answer;
  };
  return { send, sends: () => sends };
}

const describeAnswer = (a: { status: number; retryAfter?: string }) => ({
  status: a.status,
  retryAfter: a.retryAfter ?? null,
});

describe('mayRepeat', () => {
  it('repeats GET and HEAD, other methods only with an Idempotency-Key', () => {
    expect(mayRepeat('GET')).toBe(true);
    expect(mayRepeat('head')).toBe(true);
    expect(mayRepeat('POST')).toBe(false);
    expect(mayRepeat('PUT', { 'Content-Type': 'application/json' })).toBe(false);
    expect(mayRepeat('DELETE', { 'idempotency-key': 'k' })).toBe(true);
    expect(mayRepeat('POST', { 'Idempotency-Key': '' })).toBe(false);
  });
});

describe('backoff with full jitter', () => {
  it('doubles the ceiling per retry and caps it', () => {
    const top = () => 0.999999;
    expect(backoffDelay(0, DEFAULT_RETRY_POLICY, top)).toBe(299);
    expect(backoffDelay(1, DEFAULT_RETRY_POLICY, top)).toBe(599);
    expect(backoffDelay(2, DEFAULT_RETRY_POLICY, top)).toBe(1199);
    expect(backoffDelay(10, DEFAULT_RETRY_POLICY, top)).toBe(4999);
    expect(backoffDelay(2, DEFAULT_RETRY_POLICY, () => 0)).toBe(0);
  });

  it('always waits between 0 and the ceiling (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (retry, r) => {
          const delay = backoffDelay(retry, DEFAULT_RETRY_POLICY, () => r);
          const ceiling = Math.min(DEFAULT_RETRY_POLICY.maxDelayMs, DEFAULT_RETRY_POLICY.baseDelayMs * 2 ** retry);
          return delay >= 0 && delay < ceiling;
        },
      ),
    );
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2030, 0, 1, 0, 0, 0);
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  const env = recordingEnv(0.5);
  it('retries transport failures and 5xx, not 4xx', () => {
    expect(retryDelay({ kind: 'transport' }, 0, DEFAULT_RETRY_POLICY, env)).toBe(150);
    expect(retryDelay({ kind: 'response', status: 503 }, 1, DEFAULT_RETRY_POLICY, env)).toBe(300);
    expect(retryDelay({ kind: 'response', status: 400 }, 0, DEFAULT_RETRY_POLICY, env)).toBeUndefined();
    expect(retryDelay({ kind: 'response', status: 200 }, 0, DEFAULT_RETRY_POLICY, env)).toBeUndefined();
  });

  it('stops after maxRetries', () => {
    expect(retryDelay({ kind: 'transport' }, 3, DEFAULT_RETRY_POLICY, env)).toBeUndefined();
  });

  it('waits what Retry-After says on 429, and gives up when it is too long', () => {
    expect(retryDelay({ kind: 'response', status: 429, retryAfter: '3' }, 0, DEFAULT_RETRY_POLICY, env)).toBe(3000);
    expect(
      retryDelay({ kind: 'response', status: 429, retryAfter: '3600' }, 0, DEFAULT_RETRY_POLICY, env),
    ).toBeUndefined();
    expect(retryDelay({ kind: 'response', status: 429 }, 0, DEFAULT_RETRY_POLICY, env)).toBe(150);
  });
});

describe('withRetry', () => {
  it('sends a GET that keeps failing with 5xx four times, backing off between', async () => {
    const env = recordingEnv(0.5);
    const { send, sends } = script([{ status: 502 }]);
    const result = await withRetry({ method: 'GET' }, send, describeAnswer, { env });
    expect(result).toEqual({ status: 502 });
    expect(sends()).toBe(4);
    expect(env.slept).toEqual([150, 300, 600]);
  });

  it('stops as soon as an answer is good', async () => {
    const env = recordingEnv();
    const { send, sends } = script(['network', { status: 500 }, { status: 200 }]);
    expect(await withRetry({ method: 'GET' }, send, describeAnswer, { env })).toEqual({ status: 200 });
    expect(sends()).toBe(3);
  });

  it('rethrows the last transport error when retries run out', async () => {
    const env = recordingEnv();
    const { send, sends } = script(['network']);
    await expect(withRetry({ method: 'GET' }, send, describeAnswer, { env })).rejects.toThrow('ECONNRESET');
    expect(sends()).toBe(4);
  });

  it('never repeats a POST without an Idempotency-Key', async () => {
    const env = recordingEnv();
    for (const answers of [[{ status: 503 }], ['network'], [{ status: 429, retryAfter: '1' }]] as Answer[][]) {
      const { send, sends } = script(answers);
      await withRetry({ method: 'POST', headers: {} }, send, describeAnswer, { env }).catch(() => undefined);
      expect(sends()).toBe(1);
    }
    expect(env.slept).toEqual([]);
  });

  it('repeats a POST that carries an Idempotency-Key', async () => {
    const env = recordingEnv();
    const { send, sends } = script(['network', { status: 503 }, { status: 201 }]);
    const result = await withRetry({ method: 'POST', headers: { 'Idempotency-Key': 'k-1' } }, send, describeAnswer, {
      env,
    });
    expect(result).toEqual({ status: 201 });
    expect(sends()).toBe(3);
  });

  it('honours Retry-After on 429', async () => {
    const env = recordingEnv();
    const { send } = script([{ status: 429, retryAfter: '2' }, { status: 200 }]);
    await withRetry({ method: 'GET' }, send, describeAnswer, { env });
    expect(env.slept).toEqual([2000]);
  });

  it('does not retry what isTransportError rejects (a cancelled request)', async () => {
    const env = recordingEnv();
    const { send, sends } = script(['network']);
    await expect(
      withRetry({ method: 'GET' }, send, describeAnswer, { env, isTransportError: () => false }),
    ).rejects.toThrow();
    expect(sends()).toBe(1);
  });

  it('never sends more than maxRetries + 1 times, whatever comes back (property)', async () => {
    const answer = fc.oneof(
      fc.constant<Answer>('network'),
      fc.integer({ min: 200, max: 599 }).map<Answer>((status) => ({ status })),
      fc.integer({ min: 0, max: 100 }).map<Answer>((s) => ({ status: 429, retryAfter: String(s) })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(answer, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('GET', 'POST'),
        async (answers, method) => {
          const env = recordingEnv(0.3);
          const { send, sends } = script(answers);
          await withRetry({ method }, send, describeAnswer, { env }).catch(() => undefined);
          const limit = method === 'GET' ? DEFAULT_RETRY_POLICY.maxRetries + 1 : 1;
          return sends() <= limit && env.slept.length === sends() - 1;
        },
      ),
    );
  });
});
