/**
 * The optional Firebase SMS check of registration, behind an interface like the
 * social sign-in seam: send a code to a number, then trade the typed code for a Firebase ID
 * token whose phone_number the server compares with the registered mobile. Offered when the
 * site's `firebase` block sets `phoneRegistration`; its mode picks the adapter (the SDK's
 * reCAPTCHA-guarded phone sign-in, or the reference server's stand-in), so the register form
 * never knows which one it uses.
 */
import { firebaseSettingsOf, type FirebaseSettings } from '../../../shared/wire/firebase';

/** A code was sent; confirm it to get the ID token (rejects with PhoneAuthError). */
export interface PhoneConfirmation {
  confirm(code: string): Promise<string>;
}

export interface PhoneVerifier {
  /** `phoneNumber` in E.164 ("+541122334455"); rejects with PhoneAuthError. */
  sendCode(phoneNumber: string): Promise<PhoneConfirmation>;
}

/** The Firebase settings when they ask for the SMS check at registration, else null. */
export function phoneConfigOf(site: unknown): FirebaseSettings | null {
  const settings = firebaseSettingsOf(site);
  return settings?.phoneRegistration ? settings : null;
}

/** The adapter the configuration names, loaded on demand. */
export async function loadPhoneVerifier(config: FirebaseSettings): Promise<PhoneVerifier> {
  if (config.mode === 'local') {
    const [{ createLocalPhoneVerifier }, { currentLocalProvider }] = await Promise.all([
      import('./localPhoneVerifier'),
      import('../social/localProvider'),
    ]);
    return createLocalPhoneVerifier(await currentLocalProvider());
  }
  const { createFirebasePhoneVerifier } = await import('./firebasePhoneVerifier');
  return createFirebasePhoneVerifier(config);
}
