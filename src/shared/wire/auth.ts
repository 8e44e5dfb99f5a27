/**
 * Accounts on the wire (docs/protocol.md): login in all its forms, the unregistered-IP check,
 * free play, logout, member info, registration, passwords, SMS codes, captcha. The types are
 * those of the schemas (./schemas/auth.ts), where each field is described.
 *
 * [seen] = observed on live sites, the reference server answers it the same way; [design] = not
 * visible on the wire, ours, kept identical on both sides.
 * Money is integer minor units in a string (`balanceMinor`), never a float.
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/auth';

/** Member types [seen]: agents 1, 2, 41, 42; trial 4; plain members 0. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
/** [design] House/operator accounts: they exist for the back office and never log in on the member site. */
export const HOUSE_TYPE = 9;
export const MEMBER_TYPES: readonly number[] = [0, 1, 2, 4, 41, 42, HOUSE_TYPE];

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === TRIAL_TYPE;

export type LoginType = Static<typeof schemas.LoginType>;
export type SessionOrigin = Static<typeof schemas.SessionOrigin>;
export type LoginArgs = Static<typeof schemas.LoginArgs>;
export type LoginValue = Static<typeof schemas.LoginValue>;
/** [seen] value of a failed login: the client shows and refreshes the captcha when true. */
export type LoginFailureValue = Static<typeof schemas.LoginFailureValue>;
export type IpCheckMethod = Static<typeof schemas.IpCheckMethod>;
/** [design] value of errorCode login_verify_required. */
export type LoginVerifyRequiredValue = Static<typeof schemas.LoginVerifyRequiredValue>;
export type LoginVerificationArgs = Static<typeof schemas.LoginVerificationArgs>;
export type FreePlayArgs = Static<typeof schemas.FreePlayArgs>;
export type MemberInfo = Static<typeof schemas.MemberInfo>;
export type RegisterArgs = Static<typeof schemas.RegisterArgs>;
export type ChangePasswordArgs = Static<typeof schemas.ChangePasswordArgs>;
export type ForgotPasswordEmailArgs = Static<typeof schemas.ForgotPasswordEmailArgs>;
export type ResetPasswordBySmsArgs = Static<typeof schemas.ResetPasswordBySmsArgs>;
export type SmsNoLoginArgs = Static<typeof schemas.SmsNoLoginArgs>;
export type SmsRegisterArgs = Static<typeof schemas.SmsRegisterArgs>;
export type SmsSentValue = Static<typeof schemas.SmsSentValue>;
/** [design] value of errorCode TOO_MANY_REQUESTS. */
export type TooManyRequestsValue = Static<typeof schemas.TooManyRequestsValue>;
export type AffiliateArgs = Static<typeof schemas.AffiliateArgs>;
export type CheckUsernameArgs = Static<typeof schemas.CheckUsernameArgs>;
export type LanguageArgs = Static<typeof schemas.LanguageArgs>;
export type CountryEntry = Static<typeof schemas.CountryEntry>;

/** Error codes of these flows: [seen] where marked, the rest [design]. */
export const AuthErrorCode = {
  loginFailed: 'login.failed',
  captchaInvalid: 'captcha.invalid',
  loginLocked: 'login.locked',
  /** [seen] */
  forbiddenLogin: 'us_forbidden_login_error',
  agentOnly: 'agent.only',
  notMember: 'login.not.member',
  /** [seen] */
  verifyRequired: 'login_verify_required',
  verifyFailed: 'login.verify.failed',
  verifyExpired: 'login.verify.expired',
  /** [design] Too many wrong answers to the IP check across challenges; value {retryAt} (epoch ms). */
  verifyLocked: 'login.verify.locked',
  firebaseInvalid: 'login.firebase.invalid',
  firebaseUnknown: 'login.firebase.unknown',
  /** [design] Registration with the Firebase SMS check: no ID token sent, a bad one, another number. */
  firebasePhoneRequired: 'register.firebase.required',
  firebasePhoneInvalid: 'register.firebase.invalid',
  firebasePhoneMismatch: 'register.firebase.mismatch',
  /** [seen] */
  tooManyRequests: 'TOO_MANY_REQUESTS',
  smsSendFailed: 'sms.send.failed',
  codeInvalid: 'verification.code.invalid',
  usernameTaken: 'register.username.taken',
  mobileTaken: 'register.mobile.taken',
  affiliateInvalid: 'affiliate.invalid',
  oldPasswordIncorrect: 'password.old.incorrect',
  trialRefused: 'trial.not.allowed',
  /** A whitelabel module that is switched off. */
  featureOff: 'function.not.available',
} as const;

export type LoginCaptchaArgs = Static<typeof schemas.LoginCaptchaArgs>;
export type LoginCaptchaValue = Static<typeof schemas.LoginCaptchaValue>;

/** Their schemas: ./schemas/auth.ts. */
export const authEndpoints = endpointGroup('auth')({
  login: { method: 'POST', path: '/wps/session/login', modId: 'COMM3', encrypt: true, alert: false },
  /**
   * [design] Asked when the login popup opens and when the username is typed, so the captcha
   * shows before the first attempt when the server already wants one. Read-only: it counts no
   * attempt.
   */
  loginCaptcha: { method: 'GET', path: '/wps/session/login/captcha', modId: 'COMM3', alert: false },
  loginVerification: {
    method: 'POST',
    path: '/wps/session/login/verification',
    modId: 'LOGINIPVERF3',
    encrypt: true,
    alert: false,
  },
  freePlay: { method: 'POST', path: '/wps/session/login/freeplay', modId: 'FREEPLAY3', encrypt: 'rsa-only' },
  /**
   * [seen] DELETE. Ends the session of the token the call carries (the client sends its token
   * whenever it holds one) and needs no live session: a dead, unknown or absent token still
   * logs out, so the server looks no session up.
   */
  logout: { method: 'DELETE', path: '/wps/session/logout', modId: 'COMM3' },
  memberInfo: { method: 'GET', path: '/wps/member/info', modId: 'COMM3', token: true },
  /** [design] */
  language: { method: 'PUT', path: '/wps/member/language', modId: 'COMM3', token: true },
  register: { method: 'PUT', path: '/wps/member/register', modId: 'REG3', encrypt: true, alert: false },
  registerMobile: {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    modId: 'MOBILENUMREG3',
    encrypt: true,
    alert: false,
  },
  checkUsername: { method: 'GET', path: '/wps/check/username', alert: false },
  affiliate: { method: 'GET', path: '/wps/agent/affiliate', modId: 'AFFMAN3', alert: false },
  /** Change password; answers a fresh login value (every other session is revoked). */
  changePassword: { method: 'POST', path: '/wps/member/password', modId: 'PASS3', token: true, encrypt: true },
  forgotPasswordEmail: { method: 'POST', path: '/wps/member/password/email', modId: 'COMM3', form: true },
  resetPasswordBySms: {
    method: 'POST',
    path: '/wps/member/password/verification',
    modId: 'CHNGPASSVERIF3',
    encrypt: true,
  },
  smsNoLogin: { method: 'POST', path: '/wps/verification/sms/noLogin', modId: 'VERIFICATION3' },
  smsRegister: { method: 'POST', path: '/wps/verification/sms/register', modId: 'MOBILENUMREG3' },
  /** value: bare base64 PNG [seen]; binds itself to the caller with an HttpOnly cookie. */
  captcha: { method: 'GET', path: '/wps/captcha', modId: 'CAPTCHA3' },
  countries: { method: 'GET', path: '/wps/system/country', modId: 'COMM3' },
});

/**
 * The same calls under the other method the server accepts (POST for logout and language), for
 * clients that use it; the reference server answers them like the first forms
 * (./schemas/auth.ts authAliasesSchemas). The web client never calls them, so the group is marked
 * pure: the bundler leaves it out of the client.
 */
export const authAliasEndpoints = /* @__PURE__ */ endpointGroup('authAliases')({
  logout: { method: 'POST', path: '/wps/session/logout', modId: 'COMM3' },
  language: { method: 'POST', path: '/wps/member/language', modId: 'COMM3', token: true },
});
