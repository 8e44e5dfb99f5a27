/**
 * Social sign-in is offered only when the site configuration enables it with a complete
 * Firebase block; anything else shows nothing (today's sites have no such block).
 */
import { describe, expect, it } from 'vitest';
import { socialConfigOf } from '../../../../../src/features/auth/social/socialSignIn';

const block = { enabled: true, apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo', providers: ['google', 'facebook'] };

describe('socialConfigOf', () => {
  it('reads an enabled, complete block', () => {
    expect(socialConfigOf({ merchantName: 'Demo', firebase: { ...block, appId: '1:2:web:3' } })).toEqual({
      apiKey: 'key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      appId: '1:2:web:3',
      providers: ['google', 'facebook'],
    });
  });

  it('offers only the providers it knows, in its own order', () => {
    expect(socialConfigOf({ firebase: { ...block, providers: ['twitter', 'facebook'] } })?.providers).toEqual(['facebook']);
  });

  it('shows nothing without a block, when it is off, incomplete or has no known provider', () => {
    expect(socialConfigOf({ merchantName: 'Demo' })).toBeNull();
    expect(socialConfigOf(undefined)).toBeNull();
    expect(socialConfigOf({ firebase: { ...block, enabled: false } })).toBeNull();
    expect(socialConfigOf({ firebase: { ...block, enabled: 'true' } })).toBeNull();
    expect(socialConfigOf({ firebase: { ...block, apiKey: ' ' } })).toBeNull();
    expect(socialConfigOf({ firebase: { ...block, providers: ['twitter'] } })).toBeNull();
    expect(socialConfigOf({ firebase: 'yes' })).toBeNull();
  });
});
