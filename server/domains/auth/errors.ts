/** Error answers of the account flows, one place for their codes and wording. */
import { ErrorCode } from '../../../src/shared/wire';
import { AuthErrorCode, type LoginFailureValue } from '../../../src/shared/wire/auth';
import { businessError, WireError } from '../../wire/errors';

/** HTTP 429 TOO_MANY_REQUESTS with value {retryAfterSeconds}; the Retry-After header is added too. */
export class TooManyRequestsError extends WireError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, ErrorCode.tooManyRequests, message, { retryAfterSeconds });
  }
}

export function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** The one answer for an unknown user and a wrong password. */
export const loginFailed = (captcha: boolean) =>
  businessError(AuthErrorCode.loginFailed, 'Wrong account or password', { captcha } satisfies LoginFailureValue);

export const captchaInvalid = () =>
  businessError(AuthErrorCode.captchaInvalid, 'Please Enter The Correct Captcha Code', { captcha: true } satisfies LoginFailureValue);

export function loginLocked(until: Date, now: Date) {
  const wait = humanDuration(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
  return businessError(
    AuthErrorCode.loginLocked,
    `Too many failed login attempts. Please try again in ${wait} (after ${until.toISOString().slice(11, 16)} UTC).`,
    { captcha: true, retryAt: until.getTime() } satisfies LoginFailureValue,
  );
}

/** A whitelabel module that is off: the call exists but this site does not offer it. */
export const featureOff = (message: string) => businessError(AuthErrorCode.featureOff, message);

export const badInput = (message: string, value: unknown = null) => new WireError(400, ErrorCode.requestParamError, message, value);
