/**
 * The phone-auth errors, from either provider to one reason each: the Firebase SDK
 * rejects with `auth/…` codes; the local stand-in answers Identity Toolkit's REST messages,
 * turned into the same codes the SDK would give. Each reason has its message in the `firebase`
 * catalog (phoneAuth.<reason>).
 */
import type { LocalAuthErrorMessage } from '../../../shared/wire/firebase';

export type PhoneAuthReason =
  | 'invalidPhone'
  | 'tooManyRequests'
  | 'unknown'
  | 'invalidCode'
  | 'captchaFailed'
  | 'quotaExceeded'
  | 'notEnabled'
  | 'codeExpired'
  | 'popupClosed';

export class PhoneAuthError extends Error {
  constructor(readonly reason: PhoneAuthReason) {
    super(`phone verification: ${reason}`);
  }
}

/** After "too many requests" the code may be asked for again in 5 minutes. */
export const PHONE_AUTH_RETRY_SECONDS = 300;

const BY_CODE: Readonly<Record<string, PhoneAuthReason>> = {
  'auth/invalid-phone-number': 'invalidPhone',
  'auth/missing-phone-number': 'invalidPhone',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/invalid-verification-code': 'invalidCode',
  'auth/missing-verification-code': 'invalidCode',
  'auth/captcha-check-failed': 'captchaFailed',
  'auth/quota-exceeded': 'quotaExceeded',
  'auth/operation-not-allowed': 'notEnabled',
  'auth/code-expired': 'codeExpired',
  'auth/invalid-verification-id': 'codeExpired',
  'auth/missing-verification-id': 'codeExpired',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/user-cancelled': 'popupClosed',
};

/** REST message → SDK code, as the Firebase SDK maps them. */
const REST_TO_CODE: Readonly<Record<LocalAuthErrorMessage | 'QUOTA_EXCEEDED' | 'CAPTCHA_CHECK_FAILED', string>> = {
  INVALID_PHONE_NUMBER: 'auth/invalid-phone-number',
  MISSING_PHONE_NUMBER: 'auth/missing-phone-number',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  INVALID_CODE: 'auth/invalid-verification-code',
  MISSING_CODE: 'auth/missing-verification-code',
  SESSION_EXPIRED: 'auth/code-expired',
  INVALID_SESSION_INFO: 'auth/invalid-verification-id',
  OPERATION_NOT_ALLOWED: 'auth/operation-not-allowed',
  QUOTA_EXCEEDED: 'auth/quota-exceeded',
  CAPTCHA_CHECK_FAILED: 'auth/captcha-check-failed',
  INVALID_EMAIL: 'auth/invalid-email',
  INVALID_PROVIDER_ID: 'auth/invalid-provider-id',
  SMS_SEND_FAILED: 'auth/internal-error',
};

/** The reason of an SDK error (anything with a `code`); unknown otherwise. */
export function phoneAuthReasonOf(error: unknown): PhoneAuthReason {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && Object.hasOwn(BY_CODE, code) ? BY_CODE[code]! : 'unknown';
}

/** The reason of a REST error message ({"error": {"message": "INVALID_CODE"}}). */
export function phoneAuthReasonOfRest(message: unknown): PhoneAuthReason {
  const code =
    typeof message === 'string' && Object.hasOwn(REST_TO_CODE, message)
      ? REST_TO_CODE[message as keyof typeof REST_TO_CODE]
      : undefined;
  return phoneAuthReasonOf({ code });
}
