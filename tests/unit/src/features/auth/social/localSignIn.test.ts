/**
 * The local stand-in's popup flow, with a fake window: the chooser's address, the answer read
 * only from the popup and the provider's origin, a cancel and a window closed without an answer
 * read as "closed", a blocked popup as "failed", and nothing left listening afterwards.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooserUrl, createLocalSignIn, type PopupHost } from '../../../../../../src/features/auth/social/localSignIn';
import { SocialSignInError } from '../../../../../../src/features/auth/social/socialSignIn';

const local = { origin: 'http://127.0.0.1:8080', merchant: 'demo', language: 'ko' };

function fakeHost(opens: 'popup' | 'blocked' = 'popup') {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = { closed: false };
  const opened: string[] = [];
  const host: PopupHost = {
    open: (url) => {
      opened.push(url);
      return opens === 'popup' ? popup : null;
    },
    location: { origin: 'http://localhost:5173' },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setInterval: (handler, ms) => setInterval(handler, ms) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
  const post = (data: unknown, from: { source?: unknown; origin?: string } = {}) => {
    const event = {
      data,
      source: 'source' in from ? from.source : popup,
      origin: from.origin ?? local.origin,
    } as MessageEvent;
    for (const listener of [...listeners]) listener(event);
  };
  return { host, popup, opened, listeners, post };
}

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  return error instanceof SocialSignInError ? error.reason : error;
};

describe('chooserUrl', () => {
  it('names the provider, the merchant, the opener origin and the language on the provider origin', () => {
    const url = new URL(chooserUrl('facebook', local, 'app://bundle'));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8080/__/auth/handler');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      providerId: 'facebook.com',
      merchant: 'demo',
      origin: 'app://bundle',
      hl: 'ko',
    });
  });
});

describe('createLocalSignIn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the ID token the chooser posts, ignoring other windows, origins and messages', async () => {
    const { host, opened, listeners, post } = fakeHost();
    const token = createLocalSignIn(local, host).idToken('google');
    expect(opened[0]).toContain('providerId=google.com');
    expect(opened[0]).toContain(`origin=${encodeURIComponent('http://localhost:5173')}`);
    post({ type: 'local-firebase-auth', idToken: 'from-elsewhere' }, { source: {} });
    post({ type: 'local-firebase-auth', idToken: 'wrong-origin' }, { origin: 'https://evil.example' });
    post({ type: 'something-else', idToken: 'other-message' });
    post('not an object');
    post({ type: 'local-firebase-auth', idToken: 'a.b.c' });
    await expect(token).resolves.toBe('a.b.c');
    expect(listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads Cancel (popup closed by user) as closed and other error codes as failed', async () => {
    const cancel = fakeHost();
    const cancelled = createLocalSignIn(local, cancel.host).idToken('google');
    cancel.post({ type: 'local-firebase-auth', error: { code: 'auth/popup-closed-by-user' } });
    expect(await reasonOf(cancelled)).toBe('closed');

    const other = fakeHost();
    const failed = createLocalSignIn(local, other.host).idToken('google');
    other.post({ type: 'local-firebase-auth', error: { code: 'auth/internal-error' } });
    expect(await reasonOf(failed)).toBe('failed');
  });

  it('reads a window closed without an answer as closed, after a second look', async () => {
    const { host, popup, listeners } = fakeHost();
    const token = createLocalSignIn(local, host).idToken('facebook');
    const outcome = reasonOf(token);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(listeners.size).toBe(1); // still waiting: an answer may be on its way
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toBe('closed');
    expect(listeners.size).toBe(0);
  });

  it('fails at once when the popup is blocked', async () => {
    const { host, listeners } = fakeHost('blocked');
    expect(await reasonOf(createLocalSignIn(local, host).idToken('google'))).toBe('failed');
    expect(listeners.size).toBe(0);
  });
});
