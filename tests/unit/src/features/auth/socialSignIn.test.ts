/**
 * Social sign-in is offered only when the site configuration enables it with a usable Firebase
 * block that names a provider; anything else shows nothing. The block's mode picks the adapter:
 * the real project's settings, or the local stand-in, which needs none.
 */
import { describe, expect, it } from 'vitest';
import { socialConfigOf } from '../../../../../src/features/auth/social/socialSignIn';
import { phoneConfigOf } from '../../../../../src/features/auth/phone/phoneVerifier';

const block = {
  enabled: true,
  apiKey: 'key',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  providers: ['google', 'facebook'],
};

describe('socialConfigOf', () => {
  it('reads an enabled, complete block of a real project (mode firebase when unnamed)', () => {
    expect(socialConfigOf({ merchantName: 'Demo', firebase: { ...block, appId: '1:2:web:3' } })).toEqual({
      mode: 'firebase',
      apiKey: 'key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      appId: '1:2:web:3',
      providers: ['google', 'facebook'],
      phoneRegistration: false,
    });
    expect(socialConfigOf({ firebase: { ...block, mode: 'firebase' } })?.mode).toBe('firebase');
  });

  it('reads a local block without project settings', () => {
    expect(
      socialConfigOf({ firebase: { enabled: true, mode: 'local', providers: ['google'], phoneRegistration: true } }),
    ).toEqual({
      mode: 'local',
      projectId: 'demo-local',
      providers: ['google'],
      phoneRegistration: true,
    });
  });

  it('offers only the providers it knows, in its own order', () => {
    expect(socialConfigOf({ firebase: { ...block, providers: ['twitter', 'facebook'] } })?.providers).toEqual([
      'facebook',
    ]);
  });

  it('shows nothing without a block, when it is off, incomplete, of an unknown mode or has no known provider', () => {
    expect(socialConfigOf({ merchantName: 'Demo' })).toBeNull();
    expect(socialConfigOf(undefined)).toBeNull();
    expect(socialConfigOf({ firebase: { ...block, enabled: false } })).toBeNull();
    expect(socialConfigOf({ firebase: { ...block, enabled: 'true' } })).toBeNull();
    expect(socialConfigOf({ firebase: { ...block, apiKey: ' ' } })).toBeNull();
    expect(socialConfigOf({ firebase: { ...block, mode: 'emulator' } })).toBeNull();
    expect(socialConfigOf({ firebase: { ...block, providers: ['twitter'] } })).toBeNull();
    expect(socialConfigOf({ firebase: { enabled: true, mode: 'local', phoneRegistration: true } })).toBeNull();
    expect(socialConfigOf({ firebase: 'yes' })).toBeNull();
  });
});

describe('phoneConfigOf', () => {
  it('asks for the SMS check only when the block sets phoneRegistration, with or without social providers', () => {
    expect(phoneConfigOf({ firebase: { enabled: true, mode: 'local', phoneRegistration: true } })?.mode).toBe('local');
    expect(phoneConfigOf({ firebase: { ...block, phoneRegistration: true } })?.mode).toBe('firebase');
    expect(phoneConfigOf({ firebase: { ...block } })).toBeNull();
    expect(phoneConfigOf({ firebase: { ...block, phoneRegistration: 'yes' } })).toBeNull();
    expect(phoneConfigOf({ firebase: { ...block, enabled: false, phoneRegistration: true } })).toBeNull();
  });
});
