/**
 * The one Firebase Auth instance of the renderer (social sign-in and the phone check share it).
 * The Firebase session is kept in memory only and dropped after each use: our own session
 * token is what signs the member in (the server checks the ID token and answers a login value).
 */
import { getApps, initializeApp } from 'firebase/app';
import { browserPopupRedirectResolver, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import type { FirebaseProjectConfig } from './socialSignIn';

const APP_NAME = 'social-sign-in';

let auth: Auth | undefined;

export function firebaseAuthFor(config: FirebaseProjectConfig): Auth {
  if (auth) return auth;
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId },
      APP_NAME,
    );
  auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  return auth;
}
