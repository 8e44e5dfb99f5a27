/**
 * The registration sequence, after the form validated: the invitation code is
 * checked first when there is one ('Invalid invitation code' stops everything), then the
 * registration is sent, then the session starts. The effects come in as functions, so the
 * sequence is tested without a server; RegisterForm passes the real calls.
 *
 * The optional human check is the captcha field of the form (sent with the registration, the
 * server checks it). The optional Firebase SMS check (site configuration `firebase.phoneRegistration`)
 * runs after the invitation code: the typed code is traded for a Firebase ID token, which goes
 * in place of our own SMS code as `firebaseChannel` + `firebaseIdToken`.
 */
import type { ApiError } from '../../../api/response';
import {
  AuthErrorCode,
  ErrorCode,
  type LoginValue,
  type RegisterArgs,
  type RegisterMode,
  type RegisterPlan,
} from '../../../shared/wire';
import type { Result } from './apiResult';
import type { FieldMessage } from './fieldMessages';
import type { RuleField } from './registerFields';
import type { UrlCodes } from './urlCodes';

/** The default dialing code (Argentina), shown in a disabled field. */
export const DEFAULT_DIALING_CODE = '54';

/** A failure placed on a field of the form, or on the form as a whole (field undefined). */
export type PlacedError = { field?: string; message: FieldMessage };

/** [seen] field, value ours: the channel the Firebase check proved the number through. */
export const FIREBASE_CHANNEL = 'sms';

/** The Firebase SMS check's answer: the ID token, or where its failure shows. */
export type PhoneProof = { idToken: string } | { error: PlacedError };

export type RegisterFlowDeps = {
  checkAffiliate(code: string): Promise<Result<unknown>>;
  /** The optional Firebase SMS check; absent when the site does not use it. */
  phoneCheck?(): Promise<PhoneProof>;
  register(args: RegisterArgs): Promise<Result<LoginValue>>;
  /** Keeps the token and loads the member (the login side's completeLogin). */
  startSession(value: LoginValue): Promise<void>;
};

export type RegisterOutcome = { kind: 'registered' } | { kind: 'failed'; error: PlacedError };

export type BuildArgsInput = {
  mode: RegisterMode;
  plan: RegisterPlan;
  /** The rule fields on the form. */
  fields: readonly RuleField[];
  values: Readonly<Record<string, string>>;
  urlCodes: UrlCodes;
  /** The page the visitor registers on (contract: registerUrl). */
  pageUrl: string;
};

/** The payload of PUT /wps/member/register(/mobile) (src/shared/wire/auth.ts) from what the form holds. */
export function buildRegisterArgs({ mode, plan, fields, values, urlCodes, pageUrl }: BuildArgsInput): RegisterArgs {
  const args: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = (values[field] ?? '').trim();
    // Passwords are sent exactly as typed; other fields without the spaces around them.
    const raw =
      field === 'password' || field === 'confirmPassword' || field === 'paymentPassword'
        ? (values[field] ?? '')
        : value;
    if (raw !== '') args[field] = raw;
  }
  if (!fields.includes('affiliateCode') && urlCodes.affiliateCode) args.affiliateCode = urlCodes.affiliateCode;
  if (!fields.includes('referralCode') && urlCodes.referralCode) args.referralCode = urlCodes.referralCode;
  if (mode === 'mobile') args.username = (values.mobileNum ?? '').trim();
  if (plan.smsNeeded) args.verificationCode = (values.verificationCode ?? '').trim();
  if (plan.captcha) args.captcha = (values.captcha ?? '').trim();
  if (args.mobileNum || plan.smsNeeded) args.countryDialingCode = DEFAULT_DIALING_CODE;
  return { ...args, domain: urlCodes.domain, registerUrl: pageUrl, registerMethod: 'WEB', login: true } as RegisterArgs;
}

/** Where a failed registration is shown: the field it is about, or the whole form. */
export function placeRegisterError(error: ApiError, mode: RegisterMode): PlacedError {
  const server: FieldMessage = { text: error.message };
  switch (error.errorCode) {
    case AuthErrorCode.affiliateInvalid:
      return { field: 'affiliateCode', message: { key: 'invalidInvitation' } };
    case AuthErrorCode.captchaInvalid:
      return { field: 'captcha', message: { key: 'invalidCaptcha' } };
    case AuthErrorCode.codeInvalid:
      return { field: 'verificationCode', message: { key: 'invalidCode' } };
    case AuthErrorCode.usernameTaken:
      return { field: mode === 'mobile' ? 'mobileNum' : 'username', message: server };
    case AuthErrorCode.mobileTaken:
      return { field: 'mobileNum', message: server };
    case AuthErrorCode.firebasePhoneMismatch:
      return { field: 'mobileNum', message: { key: 'phoneAuth.mismatch', ns: 'firebase' } };
    case AuthErrorCode.firebasePhoneInvalid:
    case AuthErrorCode.firebasePhoneRequired:
      return { field: 'verificationCode', message: { key: 'phoneAuth.verifyFirst', ns: 'firebase' } };
    case ErrorCode.requestParamError: {
      // The server's validator names the field it refused (value.field).
      const value = error.value as { field?: unknown } | undefined;
      const field = typeof value?.field === 'string' ? value.field : undefined;
      return field
        ? { field: mode === 'mobile' && field === 'username' ? 'mobileNum' : field, message: server }
        : { message: server };
    }
    default:
      return { message: server };
  }
}

/**
 * Checks the invitation code (when there is one), runs the Firebase SMS check (when the site
 * uses it), registers, starts the session. A site that does not use invitation codes (AFFMAN3
 * off) answers function.not.available: the code is then dropped, as the server would ignore it.
 */
export async function runRegistration(
  args: RegisterArgs,
  mode: RegisterMode,
  deps: RegisterFlowDeps,
): Promise<RegisterOutcome> {
  let payload = args;
  if (args.affiliateCode) {
    const check = await deps.checkAffiliate(args.affiliateCode);
    if ('error' in check) {
      if (check.error.errorCode === AuthErrorCode.featureOff && check.error.status === 200) {
        payload = { ...args, affiliateCode: undefined };
      } else if (check.error.status === 200 || check.error.errorCode === ErrorCode.requestParamError) {
        // Refused, or not even shaped like a code.
        return { kind: 'failed', error: { field: 'affiliateCode', message: { key: 'invalidInvitation' } } };
      } else {
        return { kind: 'failed', error: { message: { text: check.error.message } } };
      }
    }
  }
  if (deps.phoneCheck) {
    const proof = await deps.phoneCheck();
    if ('error' in proof) return { kind: 'failed', error: proof.error };
    const { verificationCode: _ourCode, ...rest } = payload;
    payload = { ...rest, firebaseChannel: FIREBASE_CHANNEL, firebaseIdToken: proof.idToken };
  }
  const result = await deps.register(payload);
  if ('error' in result) return { kind: 'failed', error: placeRegisterError(result.error, mode) };
  await deps.startSession(result.data);
  return { kind: 'registered' };
}
