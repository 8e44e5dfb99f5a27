/**
 * Optional social sign-in (spec §2: Facebook, Google) through Firebase, behind a small
 * interface so the login popup knows nothing of the SDK. It is offered only when the site
 * configuration carries an enabled `firebase` block, e.g. in the status call's `info.site`:
 *
 *   "firebase": { "enabled": true, "apiKey": "…", "authDomain": "…", "projectId": "…",
 *                 "appId": "…", "providers": ["google", "facebook"] }
 *
 * Today's sites have no such block, so nothing is shown. The Firebase SDK (≈100 KB) loads only
 * when a provider button is pressed (a lazy chunk, never with the home route). The server
 * verifies the ID token against the project's keys (login type 'firebase').
 */

export type SocialProvider = 'google' | 'facebook';

export type SocialSignInConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  providers: SocialProvider[];
};

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

const PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The social sign-in settings of a site configuration; null when absent, off or incomplete. */
export function socialConfigOf(site: unknown): SocialSignInConfig | null {
  if (!site || typeof site !== 'object') return null;
  const block = (site as { firebase?: unknown }).firebase;
  if (!block || typeof block !== 'object') return null;
  const f = block as Record<string, unknown>;
  const apiKey = text(f.apiKey);
  const authDomain = text(f.authDomain);
  const projectId = text(f.projectId);
  const providers = Array.isArray(f.providers) ? PROVIDERS.filter((p) => (f.providers as unknown[]).includes(p)) : [];
  if (f.enabled !== true || !apiKey || !authDomain || !projectId || providers.length === 0) return null;
  const appId = text(f.appId);
  return { apiKey, authDomain, projectId, providers, ...(appId && { appId }) };
}

/** The Firebase adapter, loaded on demand. */
export async function loadSocialSignIn(config: SocialSignInConfig): Promise<SocialSignIn> {
  const { createFirebaseSignIn } = await import('./firebaseSignIn');
  return createFirebaseSignIn(config);
}
