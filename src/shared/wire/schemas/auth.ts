/**
 * Schemas of the account calls (src/shared/wire/auth.ts): login in all its forms, the
 * unregistered-IP check, free play, logout, member info, registration, passwords, SMS codes,
 * captcha and the country list.
 *
 * [seen] = observed on live sites, the reference server answers it the same way; [design] = not
 * visible on the wire, ours, kept identical on both sides (docs/protocol.md).
 *
 * The arguments' bounds are what the server accepts: Fastify's Ajv drops unknown properties of
 * the closed objects (extra fields the deployed clients send, such as GeeTest data or device ids,
 * are ignored) and coerces scalars, and anything malformed or oversized is a 400.
 */
import type { TOptional, TString } from '@sinclair/typebox';
import { call, Minor, Nullable, Obj, OneOf, T } from './kit';

const text = (maxLength: number, options: { minLength?: number; pattern?: string } = {}) =>
  T.String({ maxLength, ...options });

/** A mobile number: digits, an optional leading +. */
const mobileNumber = () => text(21, { pattern: '^\\+?[0-9]{4,20}$' });
/** A country dialing code ('54', '+54'). */
const dialingCode = () => text(5, { pattern: '^\\+?[0-9]{1,4}$' });

/** [seen] '' is what the forgot-password auto-login sends: username may then be a mobile number. */
export const LoginType = OneOf(['username', 'sms', 'firebase', '']);

/** [design] How a session began; decides whether a password change needs the old password. */
export const SessionOrigin = OneOf(['username', 'sms', 'firebase', 'temporary', 'freeplay', 'register', 'password']);

export const LoginArgs = Obj({
  /** Username, or the mobile number for an SMS login [seen]. */
  username: text(64),
  /** Password, or the SMS code for an SMS login [seen]. */
  password: text(128),
  /** The typed captcha text; null unless a failed login asked for one [seen]. */
  captcha: T.Optional(Nullable(text(16))),
  /** '1' was seen from one script and means a username login; absent means username too. */
  type: T.Optional(T.Union([LoginType, T.Literal('1')], { default: 'username' })),
  /** Firebase ID token for type 'firebase' [seen field name in register; login use is design]. */
  firebaseIdToken: T.Optional(text(8192)),
  /** [design] SMS login: the dialing code the code was sent with (defaults to the member's). */
  countryDialingCode: T.Optional(dialingCode()),
  /** [design] Sent by the /agent page: non-agents are refused with errorCode agent.only. */
  agentLogin: T.Optional(T.Boolean()),
});

export const LoginValue = Obj({
  /** Opaque session token for the Authorization header [seen]. */
  token: T.String(),
  firstTimeLogin: T.Boolean(),
  passwordExpired: T.Boolean(),
  /** [design] The password is the operator-flagged default one: force a change. */
  passwordIsDefault: T.Boolean(),
  id: T.Integer(),
  /** Same as id; the register answer is read as "token, customerId" [seen]. */
  customerId: T.Integer(),
  userName: T.String(),
  customerType: T.Integer(),
  /** [design] */
  loginType: SessionOrigin,
  /** [design] false when a password change may skip the old password (SMS, firebase, temporary). */
  oldPasswordRequired: T.Boolean(),
});

/** [seen] value of a failed login: the client shows and refreshes the captcha when true. */
export const LoginFailureValue = Obj({
  captcha: T.Boolean(),
  /** [design] Epoch ms when a locked login may be tried again (errorCode login.locked). */
  retryAt: T.Optional(T.Number()),
});

export const IpCheckMethod = OneOf(['sms', 'email', 'bank', 'totp']);

/** [design] value of errorCode login_verify_required. */
export const LoginVerifyRequiredValue = Obj({
  challengeId: T.String(),
  method: IpCheckMethod,
  /** Where the code went ('+54 ****5678', 'p****@example.com'); '' for bank (no hint of the name) and totp. */
  maskedTarget: T.String(),
  /** Epoch ms. */
  expiresAt: T.Number(),
});

/** [design] code = SMS/e-mail code, the payee (bank-account) name, or the authenticator code. */
export const LoginVerificationArgs = Obj({ challengeId: text(64), code: text(64, { minLength: 1 }) });

/** [design] Arguments of loginCaptcha: the username as typed, when there is one yet. */
export const LoginCaptchaArgs = Obj({ username: T.Optional(text(100)) });
/** [design] Whether the next login (of this username, from this IP) must carry a captcha. */
export const LoginCaptchaValue = Obj({ captcha: T.Boolean() });

/** [seen] fields; placed in the body or the headers. Read leniently (cut to 40 safe characters). */
export const FreePlayArgs = Obj({ os: T.Optional(T.String()), platform: T.Optional(T.String()) });

export const MemberInfo = Obj({
  id: T.Integer(),
  account: T.String(),
  nickname: T.String(),
  type: T.Integer(),
  clubLabel: Obj({ labelName: T.String(), type: T.String() }),
  /** Epoch ms [seen]. */
  regDate: T.Number(),
  /** Masked [seen]; '' when none. */
  mobile: T.String(),
  /** [design] masked; '' when none. */
  email: T.String(),
  currencySymbol: T.String(),
  /** [design] ISO 4217 code and the balance in its minor units, as a decimal string. */
  currency: T.String(),
  balanceMinor: Minor(),
  availablePromoCount: T.Integer(),
  unreadMessage: T.Integer(),
  /** [design] derived from type. */
  isAgent: T.Boolean(),
  isTrial: T.Boolean(),
  /** [design] platform language code the member chose, or the site default. */
  language: T.String(),
});

/** The longest value the server takes for each registration field. */
const REGISTER_FIELDS = {
  username: 64,
  password: 128,
  confirmPassword: 128,
  payeeName: 100,
  email: 254,
  mobileNum: 20,
  countryDialingCode: 5,
  verificationCode: 12,
  captcha: 16,
  affiliateCode: 32,
  referralCode: 32,
  recommenderId: 32,
  paymentPassword: 64,
  qqNum: 32,
  line: 64,
  whatsapp: 32,
  facebook: 100,
  telegram: 64,
  zalo: 32,
  wechat: 64,
  idNumber: 40,
  birthday: 10,
  nickname: 32,
  domain: 255,
  registerUrl: 2048,
  registerMethod: 16,
  firebaseChannel: 32,
  firebaseIdToken: 8192,
} as const;

type RegisterFieldSchemas = { [K in keyof typeof REGISTER_FIELDS]: TOptional<TString> };

/**
 * [seen] payload fields of PUT /wps/member/register(/mobile); every one optional on the wire (the
 * site's registration rules, src/shared/wire/registerRules.ts, decide which are required).
 */
export const RegisterArgs = Obj({
  ...(Object.fromEntries(
    Object.entries(REGISTER_FIELDS).map(([field, maxLength]) => [field, T.Optional(text(maxLength))]),
  ) as RegisterFieldSchemas),
  login: T.Optional(T.Boolean()),
});

export const ChangePasswordArgs = Obj({
  oldPassword: T.Optional(text(128)),
  newPassword: text(128),
  confirmNewPassword: text(128),
});

export const ForgotPasswordEmailArgs = Obj({
  username: text(64, { minLength: 1 }),
  email: text(254, { pattern: '^[^\\s@]+@[^\\s@]+$' }),
});

export const ResetPasswordBySmsArgs = Obj({
  newPassword: text(128),
  mobileNum: mobileNumber(),
  verificationCode: text(12),
  /** [design] optional; the member's own dialing code is used when absent. */
  countryDialingCode: T.Optional(dialingCode()),
  confirmNewPassword: T.Optional(text(128)),
});

/** The site's default dialing code is used when countryDialingCode is absent. */
export const SmsNoLoginArgs = Obj({ mobileNum: mobileNumber(), countryDialingCode: T.Optional(dialingCode()) });
export const SmsRegisterArgs = Obj({ mobileNo: mobileNumber(), countryDialingCode: T.Optional(dialingCode()) });
/** [seen] expiredMinutes; [design] resendAfterSeconds. */
export const SmsSentValue = Obj({ expiredMinutes: T.Integer(), resendAfterSeconds: T.Integer() });
/** [design] value of errorCode TOO_MANY_REQUESTS. */
export const TooManyRequestsValue = Obj({ retryAfterSeconds: T.Integer() });

export const AffiliateArgs = Obj({
  code: text(32, { minLength: 1 }),
  domain: T.Optional(text(255)),
  referralCode: T.Optional(text(32)),
});
export const AffiliateValue = Obj({ code: T.String() });
export const CheckUsernameArgs = Obj({ username: text(64, { minLength: 1 }) });
export const LanguageArgs = Obj({ language: text(10, { minLength: 2 }) });
export const LanguageValue = Obj({ language: T.String() });
/** [design] shape of the country list (the call was seen, not its answer). */
export const CountryEntry = Obj({ countryCode: T.String(), countryDialingCode: T.String() });

/** Cache-busting parameters the captcha image may carry. */
export const CaptchaArgs = Obj({ t: T.Optional(text(20)), _: T.Optional(text(20)) });

export const authSchemas = {
  login: call(LoginValue, LoginArgs),
  loginCaptcha: call(LoginCaptchaValue, LoginCaptchaArgs),
  loginVerification: call(LoginValue, LoginVerificationArgs),
  /** No body at all is fine too: os and platform may come as headers. */
  freePlay: call(LoginValue, T.Union([FreePlayArgs, T.Null()])),
  logout: call(T.Null()),
  memberInfo: call(MemberInfo),
  language: call(LanguageValue, LanguageArgs),
  register: call(LoginValue, RegisterArgs),
  registerMobile: call(LoginValue, RegisterArgs),
  checkUsername: call(T.Null(), CheckUsernameArgs),
  affiliate: call(AffiliateValue, AffiliateArgs),
  changePassword: call(LoginValue, ChangePasswordArgs),
  forgotPasswordEmail: call(T.Null(), ForgotPasswordEmailArgs),
  resetPasswordBySms: call(T.Null(), ResetPasswordBySmsArgs),
  smsNoLogin: call(SmsSentValue, SmsNoLoginArgs),
  smsRegister: call(SmsSentValue, SmsRegisterArgs),
  /** [seen] a bare base64 PNG. */
  captcha: call(T.String(), CaptchaArgs),
  countries: call(T.Array(CountryEntry)),
};

/** The POST forms of logout and language (src/shared/wire/auth.ts authAliasEndpoints). */
export const authAliasesSchemas = {
  logout: authSchemas.logout,
  language: authSchemas.language,
};
