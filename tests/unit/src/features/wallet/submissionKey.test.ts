/**
 * One Idempotency-Key per submission: a retry of the same details reuses it, changed details
 * or a submission that went through start a new one.
 */
import { describe, expect, it } from 'vitest';
import { createSubmissionKeys } from '../../../../../src/features/wallet/submissionKey';

function counter() {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

describe('createSubmissionKeys', () => {
  it('reuses the key while the same body is retried', () => {
    const keys = createSubmissionKeys(counter());
    const body = { from: 'MAIN', to: 'AG', amountMinor: '1000' };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
  });

  it('starts a new key when the body changes, and keeps it for the new body', () => {
    const keys = createSubmissionKeys(counter());
    expect(keys.keyFor({ amountMinor: '1000' })).toBe('key-1');
    expect(keys.keyFor({ amountMinor: '2000' })).toBe('key-2');
    expect(keys.keyFor({ amountMinor: '2000' })).toBe('key-2');
    // Going back to the first body is a new submission too: its key may already be spent.
    expect(keys.keyFor({ amountMinor: '1000' })).toBe('key-3');
  });

  it('starts a new key after a submission went through, even with the same body', () => {
    const keys = createSubmissionKeys(counter());
    expect(keys.keyFor({ amountMinor: '1000' })).toBe('key-1');
    keys.settled();
    expect(keys.keyFor({ amountMinor: '1000' })).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    const key = createSubmissionKeys().keyFor({});
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
