/**
 * The SocialSignIn adapter on the Firebase JS SDK: a provider popup, then the ID token. The
 * Firebase session is dropped at once (firebaseAuth.ts says why).
 */
import { FacebookAuthProvider, GoogleAuthProvider, signInWithPopup, signOut } from 'firebase/auth';
import { firebaseAuthFor } from './firebaseAuth';
import { SocialSignInError, type FirebaseProjectConfig, type SocialProvider, type SocialSignIn } from './socialSignIn';

/** Firebase error codes that mean the person closed or replaced the popup. */
const CLOSED = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'];

export function createFirebaseSignIn(config: FirebaseProjectConfig): SocialSignIn {
  return {
    async idToken(provider: SocialProvider) {
      const firebaseAuth = firebaseAuthFor(config);
      try {
        const credential = await signInWithPopup(
          firebaseAuth,
          provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider(),
        );
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
