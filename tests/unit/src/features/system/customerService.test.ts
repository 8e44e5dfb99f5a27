import { describe, expect, it } from 'vitest';
import { customerServiceUrl, pickCustomerServiceEntry } from '../../../../../src/features/system/customerService';
import { formatGateTime } from '../../../../../src/features/system/gateText';
import {
  decryptCustomerServicePath,
  encryptCustomerServicePath,
} from '../../../../../src/shared/crypto/customerService';

const entries = [
  { csType: 'LIVECHAT', path: encryptCustomerServicePath('/support/', 'k3yK3y01') },
  { csType: 'TELEGRAM', path: encryptCustomerServicePath('https://t.me/casino', 'abcdefgh') },
  { csType: 'BROKEN', path: 'not-encrypted-at-all' },
  { csType: 'SCRIPT', path: encryptCustomerServicePath('javascript:alert(1)', '12345678') },
];

const options = {
  apiOrigin: '',
  pageUrl: 'https://casino.example/promotions?x=1',
  decrypt: decryptCustomerServicePath,
};

describe('pickCustomerServiceEntry', () => {
  it('selects by csType, case-insensitively, and defaults to the first entry', () => {
    expect(pickCustomerServiceEntry(entries, 'telegram')?.csType).toBe('TELEGRAM');
    expect(pickCustomerServiceEntry(entries)?.csType).toBe('LIVECHAT');
    expect(pickCustomerServiceEntry(entries, 'WHATSAPP')?.csType).toBe('LIVECHAT');
    expect(pickCustomerServiceEntry([], 'LIVECHAT')).toBeUndefined();
  });
});

describe('customerServiceUrl', () => {
  it('decrypts the path and resolves a root-relative one against the page on the web', () => {
    expect(customerServiceUrl(entries, options)).toBe('https://casino.example/support/');
  });

  it('resolves a root-relative path against the API origin when there is one (desktop)', () => {
    expect(
      customerServiceUrl(entries, {
        ...options,
        apiOrigin: 'https://operator.example',
        pageUrl: 'app://bundle/index.html',
      }),
    ).toBe('https://operator.example/support/');
  });

  it('keeps absolute URLs', () => {
    expect(customerServiceUrl(entries, { ...options, csType: 'TELEGRAM' })).toBe('https://t.me/casino');
  });

  it('refuses paths that do not decrypt and URLs that are not http(s)', () => {
    expect(customerServiceUrl(entries, { ...options, csType: 'BROKEN' })).toBeUndefined();
    expect(customerServiceUrl(entries, { ...options, csType: 'SCRIPT' })).toBeUndefined();
    expect(customerServiceUrl([], options)).toBeUndefined();
  });
});

describe('formatGateTime', () => {
  const end = Date.UTC(2030, 5, 15, 12, 0);
  it('formats in the reader language with the zone named', () => {
    expect(formatGateTime(end, 'en', 'UTC')).toMatch(/^Jun 15, 2030, 12:00\sPM UTC$/);
    expect(formatGateTime(end, 'ko', 'UTC')).toContain('2030');
  });

  it('survives a tag Intl does not accept', () => {
    expect(formatGateTime(end, 'not a tag!', 'UTC')).toContain('2030');
  });
});
