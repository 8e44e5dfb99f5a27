/**
 * The SocialSignIn adapter on the Firebase JS SDK: a provider popup, then the ID token. The
 * Firebase session is kept in memory only and dropped at once: our own session token is what
 * signs the member in (the server checks the ID token and answers a normal login value).
 */
import { getApps, initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import { SocialSignInError, type SocialProvider, type SocialSignIn, type SocialSignInConfig } from './socialSignIn';

const APP_NAME = 'social-sign-in';
/** Firebase error codes that mean the person closed or replaced the popup. */
const CLOSED = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'];

let auth: Auth | undefined;

function authFor(config: SocialSignInConfig): Auth {
  if (auth) return auth;
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId }, APP_NAME);
  auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  return auth;
}

export function createFirebaseSignIn(config: SocialSignInConfig): SocialSignIn {
  return {
    async idToken(provider: SocialProvider) {
      const firebaseAuth = authFor(config);
      try {
        const credential = await signInWithPopup(firebaseAuth, provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider());
        return await credential.user.getIdToken();
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new SocialSignInError(typeof code === 'string' && CLOSED.includes(code) ? 'closed' : 'failed');
      } finally {
        await signOut(firebaseAuth).catch(() => undefined);
      }
    },
  };
}
