/**
 * [design] Firebase on this platform: the site configuration block that switches social
 * sign-in and the registration SMS check on, read the same way by the server (registration,
 * the status it publishes, the operator commands) and the renderer (which adapter to load).
 *
 * In `info.site.firebase` of the status call:
 *
 *   real Firebase   { "enabled": true, "mode": "firebase", "apiKey": "…", "authDomain": "…",
 *                     "projectId": "…", "appId": "…", "providers": ["google", "facebook"],
 *                     "phoneRegistration": true }
 *   local provider  { "enabled": true, "mode": "local", "projectId": "demo-local",
 *                     "providers": ["google", "facebook"], "phoneRegistration": true }
 *
 * "local" is the reference server standing in for Firebase (FIREBASE_LOCAL=1, never in
 * production): same ID tokens, its own keys, a local account chooser and SMS through the
 * server's gateway. Also the paths and messages of that stand-in, shared by both ends.
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from './schemas/system';

/**
 * The block as stored and published; every field optional on the wire (its schema:
 * FirebaseSiteBlock in ./schemas/system.ts). `phoneRegistration`: mobile registration proves the
 * number with a Firebase SMS code.
 */
export type FirebaseSiteBlock = Static<typeof schemas.FirebaseSiteBlock>;
export type SocialProvider = NonNullable<FirebaseSiteBlock['providers']>[number];
export type FirebaseMode = NonNullable<FirebaseSiteBlock['mode']>;

type Common = { projectId: string; providers: SocialProvider[]; phoneRegistration: boolean };

/** A usable block: off, incomplete or unknown blocks read as null. */
export type FirebaseSettings =
  (Common & { mode: 'firebase'; apiKey: string; authDomain: string; appId?: string }) | (Common & { mode: 'local' });

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

/** Firebase's provider ids (the sign_in_provider claim). */
export const PROVIDER_IDS: Readonly<Record<SocialProvider, string>> = {
  google: 'google.com',
  facebook: 'facebook.com',
};

/** The project id of the local provider unless FIREBASE_PROJECT_ID names another. */
export const LOCAL_PROJECT_ID = 'demo-local';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The Firebase settings of a site configuration, or null when absent, off or incomplete. */
export function firebaseSettingsOf(site: unknown): FirebaseSettings | null {
  if (!site || typeof site !== 'object') return null;
  const block = (site as { firebase?: unknown }).firebase;
  if (!block || typeof block !== 'object' || Array.isArray(block)) return null;
  const f = block as Record<string, unknown>;
  if (f.enabled !== true) return null;
  const providers = Array.isArray(f.providers)
    ? SOCIAL_PROVIDERS.filter((p) => (f.providers as unknown[]).includes(p))
    : [];
  const phoneRegistration = f.phoneRegistration === true;
  if (f.mode === 'local')
    return { mode: 'local', projectId: text(f.projectId) ?? LOCAL_PROJECT_ID, providers, phoneRegistration };
  if (f.mode !== undefined && f.mode !== 'firebase') return null;
  const apiKey = text(f.apiKey);
  const authDomain = text(f.authDomain);
  const projectId = text(f.projectId);
  if (!apiKey || !authDomain || !projectId) return null;
  const appId = text(f.appId);
  return { mode: 'firebase', apiKey, authDomain, projectId, providers, phoneRegistration, ...(appId && { appId }) };
}

/**
 * The local provider's routes on the reference server. Like Firebase's own /__/auth/handler,
 * the account chooser is a page of the provider's origin; the calls mirror the Identity
 * Toolkit REST API (signInWithIdp, sendVerificationCode, signInWithPhoneNumber).
 */
export const LOCAL_AUTH_PATHS = {
  jwks: '/__/auth/jwks',
  handler: '/__/auth/handler',
  handlerScript: '/__/auth/handler.js',
  handlerStyle: '/__/auth/handler.css',
  signInWithIdp: '/__/auth/v1/signInWithIdp',
  sendVerificationCode: '/__/auth/v1/sendVerificationCode',
  signInWithPhoneNumber: '/__/auth/v1/signInWithPhoneNumber',
} as const;

/** The `type` of the message the account chooser posts to its opener. */
export const LOCAL_AUTH_MESSAGE = 'local-firebase-auth';

/** What the account chooser posts back: the ID token, or a Firebase error code. */
export type LocalAuthMessage =
  { type: typeof LOCAL_AUTH_MESSAGE; idToken: string } | { type: typeof LOCAL_AUTH_MESSAGE; error: { code: string } };

/**
 * Error messages of the local REST calls, as Identity Toolkit names them
 * ({"error": {"code": 400, "message": "INVALID_CODE"}}).
 */
export const LocalAuthError = {
  invalidPhone: 'INVALID_PHONE_NUMBER',
  missingPhone: 'MISSING_PHONE_NUMBER',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS_TRY_LATER',
  invalidCode: 'INVALID_CODE',
  missingCode: 'MISSING_CODE',
  sessionExpired: 'SESSION_EXPIRED',
  invalidSession: 'INVALID_SESSION_INFO',
  notAllowed: 'OPERATION_NOT_ALLOWED',
  invalidEmail: 'INVALID_EMAIL',
  invalidProvider: 'INVALID_PROVIDER_ID',
  /** Not an Identity Toolkit message: the server's SMS gateway could not deliver. */
  smsFailed: 'SMS_SEND_FAILED',
} as const;

export type LocalAuthErrorMessage = (typeof LocalAuthError)[keyof typeof LocalAuthError];

/** Answers of the local REST calls. */
export type LocalIdpAnswer = { idToken: string; localId: string; email: string; providerId: string };
export type LocalSendCodeAnswer = { sessionInfo: string };
export type LocalPhoneAnswer = { idToken: string; localId: string; phoneNumber: string };
export type LocalAuthFailure = { error: { code: number; message: LocalAuthErrorMessage } };
