/**
 * What a failed login shows (docs/protocol.md, Error codes): the message (our catalog's words
 * for the codes we know, else the server's text), whether the captcha must appear, and the
 * unregistered-IP challenge when the server asks for one. Pure.
 */
import type { ApiError } from '../../../api/response';
import {
  AuthErrorCode,
  type IpCheckMethod,
  type LoginType,
  type LoginVerifyRequiredValue,
} from '../../../shared/wire/auth';

/** Keys of the auth catalog's `errors` group. */
export type LoginErrorKey = 'loginFailed' | 'smsLoginFailed' | 'captcha' | 'agentOnly' | 'notMember' | 'verifyLocked';

/** `until` (epoch ms) is shown as a local time in the message (errors.verifyLocked). */
export type LoginMessage = { key: LoginErrorKey; until?: number } | { text: string };

export type LoginFailure = {
  message: LoginMessage | null;
  /** The response carried `value.captcha`: show (or keep) the captcha and fetch a new image. */
  captcha: boolean;
  challenge: LoginVerifyRequiredValue | null;
};

const METHODS: readonly IpCheckMethod[] = ['sms', 'email', 'bank', 'totp'];

/** The challenge of a login_verify_required answer, if its value has the right shape. */
export function challengeOf(value: unknown): LoginVerifyRequiredValue | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.challengeId !== 'string' || !METHODS.includes(v.method as IpCheckMethod)) return null;
  return {
    challengeId: v.challengeId,
    method: v.method as IpCheckMethod,
    maskedTarget: typeof v.maskedTarget === 'string' ? v.maskedTarget : '',
    expiresAt: typeof v.expiresAt === 'number' ? v.expiresAt : 0,
  };
}

const captchaFlag = (value: unknown) =>
  Boolean(value && typeof value === 'object' && (value as { captcha?: unknown }).captcha);

/** The new-IP check is locked after too many wrong answers: our words, with until when. */
function verifyLockedMessage(error: ApiError): LoginMessage | null {
  if (error.errorCode !== AuthErrorCode.verifyLocked) return null;
  const retryAt = (error.value as { retryAt?: unknown } | null)?.retryAt;
  return typeof retryAt === 'number' ? { key: 'verifyLocked', until: retryAt } : { text: error.message };
}

/** What a failed answer to the new-IP check shows. */
export function describeVerifyFailure(error: ApiError): LoginMessage {
  return verifyLockedMessage(error) ?? { text: error.message };
}

export function describeLoginFailure(error: ApiError, type: LoginType): LoginFailure {
  const locked = verifyLockedMessage(error);
  if (locked) return { message: locked, captcha: false, challenge: null };
  const captcha = captchaFlag(error.value);
  if (error.errorCode === AuthErrorCode.verifyRequired) {
    const challenge = challengeOf(error.value);
    if (challenge) return { message: null, captcha: false, challenge };
  }
  // One message for an unknown user and a wrong password: the server answers both alike.
  const known: Partial<Record<string, LoginErrorKey>> = {
    [AuthErrorCode.loginFailed]: type === 'sms' ? 'smsLoginFailed' : 'loginFailed',
    [AuthErrorCode.captchaInvalid]: 'captcha',
    [AuthErrorCode.agentOnly]: 'agentOnly',
    [AuthErrorCode.notMember]: 'notMember',
  };
  const key = known[error.errorCode];
  return { message: key ? { key } : { text: error.message }, captcha, challenge: null };
}
