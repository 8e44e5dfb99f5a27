/**
 * The real Firebase adapters' own logic, with the SDK mocked (no network here): which provider
 * the popup uses, the ID token read from the credential, closed versus failed, the phone
 * sign-in's invisible reCAPTCHA cleaned up, SDK errors turned into phone-auth reasons, and the
 * Firebase session always dropped.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseProjectConfig } from '../../../../../../src/features/auth/social/socialSignIn';

const sdk = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  signInWithPhoneNumber: vi.fn(),
  signOut: vi.fn(async () => undefined),
  recaptchaClear: vi.fn(),
  recaptchaArgs: [] as unknown[][],
}));

vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: (options: unknown, name: string) => ({ options, name }),
}));
vi.mock('firebase/auth', () => ({
  browserPopupRedirectResolver: {},
  inMemoryPersistence: {},
  initializeAuth: (app: unknown) => ({ app }),
  GoogleAuthProvider: class {
    providerId = 'google.com';
  },
  FacebookAuthProvider: class {
    providerId = 'facebook.com';
  },
  RecaptchaVerifier: class {
    constructor(...args: unknown[]) {
      sdk.recaptchaArgs.push(args);
    }
    clear = sdk.recaptchaClear;
  },
  signInWithPopup: sdk.signInWithPopup,
  signInWithPhoneNumber: sdk.signInWithPhoneNumber,
  signOut: sdk.signOut,
}));

const { createFirebaseSignIn } = await import('../../../../../../src/features/auth/social/firebaseSignIn');
const { createFirebasePhoneVerifier } = await import('../../../../../../src/features/auth/phone/firebasePhoneVerifier');
const { PhoneAuthError } = await import('../../../../../../src/features/auth/phone/phoneAuthErrors');
const { SocialSignInError } = await import('../../../../../../src/features/auth/social/socialSignIn');

const config: FirebaseProjectConfig = {
  mode: 'firebase',
  apiKey: 'k',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  providers: ['google'],
  phoneRegistration: true,
};
const credential = (token: string) => ({ user: { getIdToken: async () => token } });
const codeError = (code: string) => Object.assign(new Error(code), { code });

async function reasonOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  if (error instanceof SocialSignInError || error instanceof PhoneAuthError) return error.reason;
  return error;
}

/** A DOM just big enough for the reCAPTCHA container. */
function fakeDocument() {
  const children: { removed: boolean }[] = [];
  const doc = {
    createElement: () => {
      const element = { removed: false, remove: () => void (element.removed = true) };
      return element;
    },
    body: { append: (element: { removed: boolean }) => void children.push(element) },
  };
  return { doc: doc as unknown as Document, children };
}

beforeEach(() => {
  vi.clearAllMocks();
  sdk.recaptchaArgs.length = 0;
});

describe('createFirebaseSignIn', () => {
  it('opens the chosen provider and answers the ID token, then signs out of Firebase', async () => {
    sdk.signInWithPopup.mockResolvedValueOnce(credential('google-token'));
    expect(await createFirebaseSignIn(config).idToken('google')).toBe('google-token');
    expect(sdk.signInWithPopup.mock.calls[0]![1]).toMatchObject({ providerId: 'google.com' });
    sdk.signInWithPopup.mockResolvedValueOnce(credential('fb-token'));
    expect(await createFirebaseSignIn(config).idToken('facebook')).toBe('fb-token');
    expect(sdk.signInWithPopup.mock.calls[1]![1]).toMatchObject({ providerId: 'facebook.com' });
    expect(sdk.signOut).toHaveBeenCalledTimes(2);
  });

  it('reads a closed or cancelled popup as closed and anything else as failed', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce(codeError('auth/popup-closed-by-user'));
    expect(await reasonOf(createFirebaseSignIn(config).idToken('google'))).toBe('closed');
    sdk.signInWithPopup.mockRejectedValueOnce(codeError('auth/cancelled-popup-request'));
    expect(await reasonOf(createFirebaseSignIn(config).idToken('google'))).toBe('closed');
    sdk.signInWithPopup.mockRejectedValueOnce(codeError('auth/network-request-failed'));
    expect(await reasonOf(createFirebaseSignIn(config).idToken('google'))).toBe('failed');
    expect(sdk.signOut).toHaveBeenCalledTimes(3);
  });
});

describe('createFirebasePhoneVerifier', () => {
  it('sends through an invisible reCAPTCHA it then removes, and confirms the code for the ID token', async () => {
    const confirm = vi.fn(async () => credential('phone-token'));
    sdk.signInWithPhoneNumber.mockResolvedValueOnce({ confirm });
    const { doc, children } = fakeDocument();
    const confirmation = await createFirebasePhoneVerifier(config, doc).sendCode('+541122334455');
    expect(sdk.signInWithPhoneNumber.mock.calls[0]![1]).toBe('+541122334455');
    expect(sdk.recaptchaArgs[0]![2]).toEqual({ size: 'invisible' });
    expect(sdk.recaptchaClear).toHaveBeenCalledOnce();
    expect(children).toEqual([{ removed: true, remove: expect.any(Function) }]);
    expect(await confirmation.confirm('123456')).toBe('phone-token');
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(sdk.signOut).toHaveBeenCalledOnce();
  });

  it('turns SDK errors into its phone-auth reasons, cleaning up either way', async () => {
    const { doc, children } = fakeDocument();
    sdk.signInWithPhoneNumber.mockRejectedValueOnce(codeError('auth/too-many-requests'));
    expect(await reasonOf(createFirebasePhoneVerifier(config, doc).sendCode('+541122334455'))).toBe('tooManyRequests');
    expect(sdk.recaptchaClear).toHaveBeenCalledOnce();
    expect(children.every((c) => c.removed)).toBe(true);

    sdk.signInWithPhoneNumber.mockResolvedValueOnce({
      confirm: async () => Promise.reject(codeError('auth/code-expired')),
    });
    const confirmation = await createFirebasePhoneVerifier(config, doc).sendCode('+541122334455');
    expect(await reasonOf(confirmation.confirm('123456'))).toBe('codeExpired');
    expect(sdk.signOut).toHaveBeenCalledOnce();
  });
});
