/**
 * Builds the account services (auth, member, verification domains) over one database, for the
 * HTTP app, the operator CLI and the tests alike. Gateways and Firebase come from the
 * environment unless the caller passes its own:
 *
 *   SMS_PROVIDER_URL, SMS_PROVIDER_KEY, SMS_PROVIDER_TIMEOUT_MS   SMS through a provider (else the outbox)
 *   FIREBASE_PROJECT_ID, FIREBASE_JWKS_URL                        Firebase sign-in (off without a project id)
 *   FIREBASE_LOCAL=1                                              the server is its own Firebase-like provider
 *                                                                 (firebaseLocal/): project id demo-local and
 *                                                                 its own JWKS unless the two above say
 *                                                                 otherwise; refused when NODE_ENV=production
 *   CAPTCHA_FIXED_TEXT                                            every captcha reads this text: for the
 *                                                                 browser end-to-end specs only, refused
 *                                                                 when NODE_ENV=production
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { firebaseSettingsOf, LOCAL_PROJECT_ID } from '../../../src/shared/wire/firebase';
import type { SiteConfig } from '../../../src/shared/wire/system';
import { createMemberRepository } from '../member/repository';
import { createPasswords } from '../member/password';
import { createRegistration } from '../member/register';
import type { SystemRepository } from '../system/repository';
import { createCodeStore } from '../verification/codes';
import { createOutboxMailGateway, type MailGateway } from '../verification/mailGateway';
import { createCodeSender } from '../verification/sender';
import { smsGatewayFromEnv, type SmsGateway } from '../verification/smsGateway';
import { createCaptchaService } from './captcha/captchaService';
import { CAPTCHA_ALPHABET } from './captcha/font';
import { createFirebaseVerifier, type FirebaseConfig } from './firebase';
import { createLocalFirebase, localFirebaseWanted, localJwksUrl } from './firebaseLocal/localFirebase';
import { createFlagReader } from './flags';
import { createFreePlay } from './freePlay';
import { createIpCheck } from './ipCheck';
import { createLoginService } from './loginService';
import { createLoginThrottle } from './loginThrottle';
import { createRateCounters } from './rateCounters';
import { createSessionService } from './sessions';

export type AccountOptions = {
  smsGateway?: SmsGateway;
  mailGateway?: MailGateway;
  /** null switches Firebase sign-in off; undefined reads the environment. */
  firebase?: FirebaseConfig | null;
  /** Chooses captcha answers (tests record them). */
  captchaText?: () => string;
  env?: NodeJS.ProcessEnv;
};

function firebaseFromEnv(env: NodeJS.ProcessEnv): FirebaseConfig | null {
  const local = localFirebaseWanted(env);
  const projectId = env.FIREBASE_PROJECT_ID || (local ? LOCAL_PROJECT_ID : undefined);
  if (!projectId) return null;
  const jwksUrl = env.FIREBASE_JWKS_URL || (local ? localJwksUrl(env) : undefined);
  return { projectId, ...(jwksUrl && { jwksUrl }) };
}

function fixedCaptchaFromEnv(env: NodeJS.ProcessEnv): (() => string) | undefined {
  const fixed = env.CAPTCHA_FIXED_TEXT;
  if (!fixed) return undefined;
  if (env.NODE_ENV === 'production')
    throw new Error('CAPTCHA_FIXED_TEXT is for end-to-end tests; it cannot be set in production.');
  if (fixed.length !== 4 || [...fixed].some((c) => !CAPTCHA_ALPHABET.includes(c))) {
    throw new Error(`CAPTCHA_FIXED_TEXT must be 4 characters of ${CAPTCHA_ALPHABET}.`);
  }
  console.warn(`CAPTCHA_FIXED_TEXT is set: every captcha reads "${fixed}". Use this for end-to-end tests only.`);
  return () => fixed;
}

export function createAccountServices(
  db: Kysely<DB>,
  systemRepo: SystemRepository,
  clock: () => Date,
  options: AccountOptions = {},
) {
  const env = options.env ?? process.env;
  const counters = createRateCounters(db, clock);
  const members = createMemberRepository(db, clock);
  const sessions = createSessionService(db, clock);
  const throttle = createLoginThrottle(counters, clock);
  const captchaText = options.captchaText ?? fixedCaptchaFromEnv(env);
  const captcha = createCaptchaService(db, clock, captchaText ? { text: captchaText } : {});
  const codes = createCodeStore(db, clock);
  const smsGateway = options.smsGateway ?? smsGatewayFromEnv(env, db, clock);
  const mailGateway = options.mailGateway ?? createOutboxMailGateway(db, clock);
  const sender = createCodeSender(codes, smsGateway, mailGateway);
  const flags = createFlagReader(systemRepo);
  const firebaseConfig = options.firebase === undefined ? firebaseFromEnv(env) : options.firebase;
  const firebase = firebaseConfig ? createFirebaseVerifier(firebaseConfig, clock) : undefined;
  const firebaseLocal =
    firebaseConfig && localFirebaseWanted(env)
      ? createLocalFirebase({ db, clock, projectId: firebaseConfig.projectId, sender, codes })
      : undefined;
  if (firebaseLocal && !options.env) {
    console.warn(
      `FIREBASE_LOCAL is set: this server signs Firebase ID tokens itself (project "${firebaseConfig?.projectId}"). ` +
        `Use this for development and tests only.`,
    );
  }
  /**
   * The site configuration as published and as the routes see it: a Firebase block this server
   * cannot back (no local provider for mode local; no verifier, or another project, for real
   * Firebase) is left out, so the renderer never offers a sign-in that must fail.
   */
  function firebaseSiteView(site: SiteConfig): SiteConfig {
    if (!site.firebase) return site;
    const settings = firebaseSettingsOf(site);
    const backed =
      settings &&
      (settings.mode === 'local' ? Boolean(firebaseLocal) : settings.projectId === firebaseConfig?.projectId);
    if (backed) return site;
    const { firebase: _unbacked, ...rest } = site;
    return rest;
  }
  const ipCheck = createIpCheck({ db, clock, members, codes, sender, counters });
  const login = createLoginService({ clock, members, sessions, throttle, captcha, codes, ipCheck, flags, firebase });
  const freePlay = createFreePlay({ members, counters, flags, login });
  const registration = createRegistration({ counters, members, systemRepo, flags, captcha, codes, login, firebase });
  const passwords = createPasswords({
    clock,
    members,
    sessions,
    systemRepo,
    flags,
    counters,
    throttle,
    codes,
    mail: mailGateway,
    login,
  });
  return {
    counters,
    members,
    sessions,
    throttle,
    captcha,
    codes,
    smsGateway,
    mailGateway,
    sender,
    flags,
    firebase,
    firebaseLocal,
    firebaseSiteView,
    ipCheck,
    login,
    freePlay,
    registration,
    passwords,
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
