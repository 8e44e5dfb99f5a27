/**
 * The PhoneVerifier adapter on the Firebase JS SDK: phone sign-in guarded by an invisible
 * reCAPTCHA (Firebase requires one), then the ID token of the confirmed code. The reCAPTCHA
 * lives in a container of its own, removed once the code is sent; the Firebase session is
 * dropped after the token is read (firebaseAuth.ts says why).
 */
import { RecaptchaVerifier, signInWithPhoneNumber, signOut } from 'firebase/auth';
import { firebaseAuthFor } from '../social/firebaseAuth';
import type { FirebaseProjectConfig } from '../social/socialSignIn';
import { PhoneAuthError, phoneAuthReasonOf } from './phoneAuthErrors';
import type { PhoneVerifier } from './phoneVerifier';

export function createFirebasePhoneVerifier(config: FirebaseProjectConfig, doc: Document = document): PhoneVerifier {
  return {
    async sendCode(phoneNumber) {
      const auth = firebaseAuthFor(config);
      const container = doc.createElement('div');
      doc.body.append(container);
      let recaptcha: RecaptchaVerifier | undefined;
      try {
        recaptcha = new RecaptchaVerifier(auth, container, { size: 'invisible' });
        const result = await signInWithPhoneNumber(auth, phoneNumber, recaptcha);
        return {
          async confirm(code) {
            try {
              const credential = await result.confirm(code);
              return await credential.user.getIdToken();
            } catch (error) {
              throw new PhoneAuthError(phoneAuthReasonOf(error));
            } finally {
              await signOut(auth).catch(() => undefined);
            }
          },
        };
      } catch (error) {
        throw new PhoneAuthError(phoneAuthReasonOf(error));
      } finally {
        recaptcha?.clear();
        container.remove();
      }
    },
  };
}
