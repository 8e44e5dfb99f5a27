/**
 * One idempotency key per claim submission: a press after an unanswered or 5xx claim resends
 * the same key (the server answers the first reply instead of paying twice); a press after an
 * answer, paid or refused, is a new submission with a new key.
 */
import { describe, expect, it } from 'vitest';
import { SubmissionKeys, outcomeUnknown } from '../../../../../src/features/rewards/submissionKeys';

const apiError = (status: number, errorCode = 'x') => ({ status, errorCode, message: 'm', alert: false });

function counterKeys() {
  let n = 0;
  return new SubmissionKeys(() => `key-${++n}`);
}

describe('SubmissionKeys', () => {
  it('keeps the key while the outcome is unknown, per thing claimed', () => {
    const keys = counterKeys();
    expect(keys.keyFor('reward-1')).toBe('key-1');
    keys.settle('reward-1', apiError(0, 'client.network'));
    expect(keys.keyFor('reward-1')).toBe('key-1');
    keys.settle('reward-1', apiError(503));
    expect(keys.keyFor('reward-1')).toBe('key-1');
    expect(keys.keyFor('reward-2')).toBe('key-2');
  });

  it('a new key after a success or a refusal', () => {
    const keys = counterKeys();
    keys.keyFor('r');
    keys.settle('r');
    expect(keys.keyFor('r')).toBe('key-2');
    keys.settle('r', apiError(200, 'balance.insufficient'));
    expect(keys.keyFor('r')).toBe('key-3');
    keys.settle('r', apiError(409, 'request.state.conflict'));
    expect(keys.keyFor('r')).toBe('key-4');
  });

  it('the default keys are UUIDs, different each submission', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor('r');
    keys.settle('r');
    const second = keys.keyFor('r');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});

describe('outcomeUnknown', () => {
  it('no answer or a server failure is unknown; an answered refusal is not', () => {
    expect(outcomeUnknown(apiError(0))).toBe(true);
    expect(outcomeUnknown(apiError(500))).toBe(true);
    expect(outcomeUnknown({ name: 'Error', message: 'thrown' })).toBe(true);
    expect(outcomeUnknown(apiError(200))).toBe(false);
    expect(outcomeUnknown(apiError(400))).toBe(false);
  });
});
