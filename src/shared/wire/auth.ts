/**
 * Accounts on the wire (contract §4.1, §8, §9): login in all its forms, the unregistered-IP
 * check, free play, logout, member info, registration, passwords, SMS codes, captcha.
 *
 * Tags as in the contract: [seen] = observed on live sites, the reference server answers it the
 * same way; [design] = not visible on the wire, ours, kept identical on both sides.
 * Money is integer minor units in a string (`balanceMinor`), never a float.
 */
import { endpoint } from './endpoint';

/** Member types (§8) [seen]: agents 1, 2, 41, 42; trial 4; plain members 0. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
/** [design] House/operator accounts: they exist for the back office and never log in on the member site. */
export const HOUSE_TYPE = 9;
export const MEMBER_TYPES: readonly number[] = [0, 1, 2, 4, 41, 42, HOUSE_TYPE];

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === TRIAL_TYPE;

/** [seen] '' is what the forgot-password auto-login sends: username may then be a mobile number. */
export type LoginType = 'username' | 'sms' | 'firebase' | '';

/** [design] How a session began; decides whether a password change needs the old password. */
export type SessionOrigin = 'username' | 'sms' | 'firebase' | 'temporary' | 'freeplay' | 'register' | 'password';

export type LoginArgs = {
  /** Username, or the mobile number for an SMS login [seen]. */
  username: string;
  /** Password, or the SMS code for an SMS login [seen]. */
  password: string;
  /** The typed captcha text; null unless a failed login asked for one [seen]. */
  captcha: string | null;
  type: LoginType;
  /** Firebase ID token for type 'firebase' [seen field name in register; login use is design]. */
  firebaseIdToken?: string;
  /** [design] SMS login: the dialing code the code was sent with (defaults to the member's). */
  countryDialingCode?: string;
  /** [design] Sent by the /agent page: non-agents are refused with errorCode agent.only. */
  agentLogin?: boolean;
};

export type LoginValue = {
  /** Opaque session token for the Authorization header [seen]. */
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** [design] The password is the operator-flagged default one (spec §9): force a change. */
  passwordIsDefault: boolean;
  id: number;
  /** Same as id; the register answer is read as "token, customerId" [seen]. */
  customerId: number;
  userName: string;
  customerType: number;
  /** [design] */
  loginType: SessionOrigin;
  /** [design] false when a password change may skip the old password (SMS, firebase, temporary). */
  oldPasswordRequired: boolean;
};

/** [seen] value of a failed login: the client shows and refreshes the captcha when true. */
export type LoginFailureValue = {
  captcha: boolean;
  /** [design] Epoch ms when a locked login may be tried again (errorCode login.locked). */
  retryAt?: number;
};

export type IpCheckMethod = 'sms' | 'email' | 'bank' | 'totp';

/** [design] value of errorCode login_verify_required. */
export type LoginVerifyRequiredValue = {
  challengeId: string;
  method: IpCheckMethod;
  /** Where the code went ('+54 ****5678', 'p****@example.com'); '' for bank (no hint of the name) and totp. */
  maskedTarget: string;
  /** Epoch ms. */
  expiresAt: number;
};

/** [design] code = SMS/e-mail code, the payee (bank-account) name, or the authenticator code. */
export type LoginVerificationArgs = { challengeId: string; code: string };

/** [seen] fields; placed in body or headers (contract §3.3). */
export type FreePlayArgs = { os?: string; platform?: string };

export type MemberInfo = {
  id: number;
  account: string;
  nickname: string;
  type: number;
  clubLabel: { labelName: string; type: string };
  /** Epoch ms [seen]. */
  regDate: number;
  /** Masked [seen]; '' when none. */
  mobile: string;
  /** [design] masked; '' when none. */
  email: string;
  currencySymbol: string;
  /** [design] ISO 4217 code and the balance in its minor units, as a decimal string. */
  currency: string;
  balanceMinor: string;
  availablePromoCount: number;
  unreadMessage: number;
  /** [design] derived from type. */
  isAgent: boolean;
  isTrial: boolean;
  /** [design] platform language code the member chose, or the site default. */
  language: string;
};

/** [seen] payload fields of PUT /wps/member/register(/mobile); every one optional on the wire. */
export type RegisterArgs = {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  affiliateCode?: string;
  referralCode?: string;
  recommenderId?: string;
  paymentPassword?: string;
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  telegram?: string;
  zalo?: string;
  wechat?: string;
  idNumber?: string;
  birthday?: string;
  nickname?: string;
  domain?: string;
  registerUrl?: string;
  registerMethod?: string;
  login?: boolean;
  firebaseChannel?: string;
  firebaseIdToken?: string;
};

export type ChangePasswordArgs = { oldPassword?: string; newPassword: string; confirmNewPassword: string };
export type ForgotPasswordEmailArgs = { username: string; email: string };
export type ResetPasswordBySmsArgs = {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  /** [design] optional; the member's own dialing code is used when absent. */
  countryDialingCode?: string;
  confirmNewPassword?: string;
};

export type SmsNoLoginArgs = { mobileNum: string; countryDialingCode: string };
export type SmsRegisterArgs = { countryDialingCode: string; mobileNo: string };
/** [seen] expiredMinutes; [design] resendAfterSeconds. */
export type SmsSentValue = { expiredMinutes: number; resendAfterSeconds: number };
/** [design] value of errorCode TOO_MANY_REQUESTS. */
export type TooManyRequestsValue = { retryAfterSeconds: number };

export type AffiliateArgs = { code: string; domain?: string };
export type CheckUsernameArgs = { username: string };
export type LanguageArgs = { language: string };
/** [design] shape of the country list (the contract saw the call, not the answer). */
export type CountryEntry = { countryCode: string; countryDialingCode: string };

/** Error codes of these flows: [seen] where the contract lists them, the rest [design]. */
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

/** [design] Arguments of loginCaptcha: the username as typed, when there is one yet. */
export type LoginCaptchaArgs = { username?: string };
/** [design] Whether the next login (of this username, from this IP) must carry a captcha. */
export type LoginCaptchaValue = { captcha: boolean };

export const authEndpoints = {
  login: endpoint<LoginArgs, LoginValue>({ method: 'POST', path: '/wps/session/login', modId: 'COMM3', encrypt: true, alert: false }),
  /**
   * [design] Asked when the login popup opens and when the username is typed, so the captcha
   * shows before the first attempt when the server already wants one (issue 14 item 10).
   * Read-only: it counts no attempt.
   */
  loginCaptcha: endpoint<LoginCaptchaArgs, LoginCaptchaValue>({ method: 'GET', path: '/wps/session/login/captcha', modId: 'COMM3', alert: false }),
  loginVerification: endpoint<LoginVerificationArgs, LoginValue>({
    method: 'POST',
    path: '/wps/session/login/verification',
    modId: 'LOGINIPVERF3',
    encrypt: true,
    alert: false,
  }),
  freePlay: endpoint<FreePlayArgs, LoginValue>({ method: 'POST', path: '/wps/session/login/freeplay', modId: 'FREEPLAY3', encrypt: 'rsa-only' }),
  /** [seen] DELETE; POST accepted too. Succeeds even when the token is already dead. */
  logout: endpoint<void, null>({ method: 'DELETE', path: '/wps/session/logout', modId: 'COMM3', token: true }),
  memberInfo: endpoint<void, MemberInfo>({ method: 'GET', path: '/wps/member/info', modId: 'COMM3', token: true }),
  /** [design] PUT (POST accepted too). */
  language: endpoint<LanguageArgs, { language: string }>({ method: 'PUT', path: '/wps/member/language', modId: 'COMM3', token: true }),
  register: endpoint<RegisterArgs, LoginValue>({ method: 'PUT', path: '/wps/member/register', modId: 'REG3', encrypt: true, alert: false }),
  registerMobile: endpoint<RegisterArgs, LoginValue>({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    modId: 'MOBILENUMREG3',
    encrypt: true,
    alert: false,
  }),
  checkUsername: endpoint<CheckUsernameArgs, null>({ method: 'GET', path: '/wps/check/username', alert: false }),
  affiliate: endpoint<AffiliateArgs, { code: string }>({ method: 'GET', path: '/wps/agent/affiliate', modId: 'AFFMAN3', alert: false }),
  /** Change password; answers a fresh login value (every other session is revoked). */
  changePassword: endpoint<ChangePasswordArgs, LoginValue>({ method: 'POST', path: '/wps/member/password', modId: 'PASS3', token: true, encrypt: true }),
  forgotPasswordEmail: endpoint<ForgotPasswordEmailArgs, null>({ method: 'POST', path: '/wps/member/password/email', modId: 'COMM3', form: true }),
  resetPasswordBySms: endpoint<ResetPasswordBySmsArgs, null>({
    method: 'POST',
    path: '/wps/member/password/verification',
    modId: 'CHNGPASSVERIF3',
    encrypt: true,
  }),
  smsNoLogin: endpoint<SmsNoLoginArgs, SmsSentValue>({ method: 'POST', path: '/wps/verification/sms/noLogin', modId: 'VERIFICATION3' }),
  smsRegister: endpoint<SmsRegisterArgs, SmsSentValue>({ method: 'POST', path: '/wps/verification/sms/register', modId: 'MOBILENUMREG3' }),
  /** value: bare base64 PNG [seen]; binds itself to the caller with an HttpOnly cookie. */
  captcha: endpoint<void, string>({ method: 'GET', path: '/wps/captcha', modId: 'CAPTCHA3' }),
  countries: endpoint<void, CountryEntry[]>({ method: 'GET', path: '/wps/system/country', modId: 'COMM3' }),
} as const;
