/**
 * Optional social sign-in (Facebook, Google) through Firebase, behind a small
 * interface so the login popup knows nothing of the SDK. It is offered only when the site
 * configuration's `firebase` block (src/shared/wire/firebase.ts) is enabled and names at least
 * one provider; the block's mode picks the adapter:
 *
 *   mode "firebase"   firebaseSignIn.ts, the Firebase JS SDK's provider popup (≈100 KB, loaded
 *                     only when a provider button is pressed, never with the home route)
 *   mode "local"      localSignIn.ts, the reference server's stand-in provider (its account
 *                     chooser in a popup), so the flow runs with no internet
 *
 * Either way the result is a Firebase ID token, which the server verifies (login type 'firebase').
 */
import type { FirebaseSettings, SocialProvider } from '../../../shared/wire/firebase';
import { firebaseSettingsOf } from '../../../shared/wire/firebase';

export type { SocialProvider };

/** A usable Firebase block with at least one social provider. */
export type SocialSignInConfig = FirebaseSettings;

/** The settings of a real Firebase project (mode "firebase"). */
export type FirebaseProjectConfig = Extract<FirebaseSettings, { mode: 'firebase' }>;

/** The seam: sign in with a provider and get the Firebase ID token for our login call. */
export interface SocialSignIn {
  idToken(provider: SocialProvider): Promise<string>;
}

/** closed: the user closed the provider's window; failed: anything else. */
export class SocialSignInError extends Error {
  constructor(readonly reason: 'closed' | 'failed') {
    super(`social sign-in ${reason}`);
  }
}

/** The social sign-in settings of a site configuration; null when absent, off, incomplete or without providers. */
export function socialConfigOf(site: unknown): SocialSignInConfig | null {
  const settings = firebaseSettingsOf(site);
  return settings && settings.providers.length > 0 ? settings : null;
}

/** The adapter the configuration names, loaded on demand. */
export async function loadSocialSignIn(config: SocialSignInConfig): Promise<SocialSignIn> {
  if (config.mode === 'local') {
    const [{ createLocalSignIn }, { currentLocalProvider }] = await Promise.all([
      import('./localSignIn'),
      import('./localProvider'),
    ]);
    return createLocalSignIn(await currentLocalProvider());
  }
  const { createFirebaseSignIn } = await import('./firebaseSignIn');
  return createFirebaseSignIn(config);
}
