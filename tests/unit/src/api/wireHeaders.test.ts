import { describe, expect, it } from 'vitest';
import { buildWireHeaders, configureWire, wireContext } from '../../../../src/api/wireContext';

describe('buildWireHeaders', () => {
  it('sends merchant, device and gateway version, and the raw token when there is one', () => {
    expect(buildWireHeaders({ merchant: 'demo', language: 'EN' }, 'abc123')).toEqual({
      Merchant: 'demo',
      Authorization: 'abc123',
      Language: 'EN',
      Device: 'web',
      'X-Gateway-Version': '3',
    });
  });

  it('sends no Authorization when logged out and no Language before one is known', () => {
    const headers = buildWireHeaders({ merchant: 'demokr', language: undefined }, null);
    expect(headers).toEqual({ Merchant: 'demokr', Device: 'web', 'X-Gateway-Version': '3' });
  });

  it('upper-cases the language code', () => {
    expect(buildWireHeaders({ merchant: 'demo', language: 'pt-br' }, null).Language).toBe('PT-BR');
  });

  it('never prefixes the token', () => {
    expect(buildWireHeaders({ merchant: 'demo', language: 'EN' }, 'tok').Authorization).toBe('tok');
  });
});

describe('configureWire', () => {
  it('patches the module context and returns copies', () => {
    configureWire({ merchant: 'demo', language: 'EN' });
    configureWire({ language: 'KO' });
    const ctx = wireContext();
    expect(ctx).toEqual({ merchant: 'demo', language: 'KO' });
    ctx.merchant = 'changed';
    expect(wireContext().merchant).toBe('demo');
  });
});
