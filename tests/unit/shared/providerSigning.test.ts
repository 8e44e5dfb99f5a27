/**
 * The provider request signature (src/shared/providers/signing.ts; docs/protocol.md, "The
 * provider wallet API"): the canonical string is exactly the documented five lines, and the
 * shared crypto-js signature is the HMAC-SHA256 node:crypto computes over it (the server checks
 * with node:crypto: server/domains/providers/signatureCheck.ts).
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bodyDigest,
  canonicalString,
  signedHeaders,
  signRequest,
  verifySignature,
} from '../../../src/shared/providers/signing';

const parts = {
  method: 'post',
  target: '/provider/v1/bet',
  timestamp: 1_764_300_000_000,
  body: '{"amount":"500","note":"é\\n"}',
};

describe('provider request signing', () => {
  it('builds the documented canonical string', () => {
    const digest = createHash('sha256').update(parts.body, 'utf8').digest('hex');
    expect(canonicalString(parts)).toBe(`v1\nPOST\n/provider/v1/bet\n1764300000000\n${digest}`);
    expect(bodyDigest('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('signs as node:crypto HMAC-SHA256 does, secrets with non-ASCII characters too', () => {
    for (const secret of ['s3cret', 'ключ-🔑', 'a'.repeat(200)]) {
      const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(canonicalString(parts)).digest('hex');
      expect(signRequest(secret, parts)).toBe(expected);
    }
  });

  it('changes with every signed part', () => {
    const base = signRequest('k', parts);
    expect(signRequest('k', { ...parts, method: 'GET' })).not.toBe(base);
    expect(signRequest('k', { ...parts, target: '/provider/v1/win' })).not.toBe(base);
    expect(signRequest('k', { ...parts, timestamp: parts.timestamp + 1 })).not.toBe(base);
    expect(signRequest('k', { ...parts, body: parts.body + ' ' })).not.toBe(base);
    expect(signRequest('k2', parts)).not.toBe(base);
  });

  it('gives the three headers to send', () => {
    expect(signedHeaders('SIM', 'k', parts)).toEqual({
      'X-Provider-Id': 'SIM',
      'X-Provider-Timestamp': '1764300000000',
      'X-Provider-Signature': signRequest('k', parts),
    });
  });

  it('verifies a signature within the window only, and only of the same parts', () => {
    const signature = signRequest('k', parts);
    expect(verifySignature('k', parts, signature, parts.timestamp + 29_000)).toBe(true);
    expect(verifySignature('k', parts, signature.toUpperCase(), parts.timestamp)).toBe(true);
    expect(verifySignature('k', parts, signature, parts.timestamp + 31_000)).toBe(false);
    expect(verifySignature('k', parts, signature, parts.timestamp - 31_000)).toBe(false);
    expect(verifySignature('k2', parts, signature, parts.timestamp)).toBe(false);
    expect(verifySignature('k', { ...parts, body: '{}' }, signature, parts.timestamp)).toBe(false);
    expect(verifySignature('k', parts, signature.slice(1), parts.timestamp)).toBe(false);
  });
});
