/**
 * Error answers of the account flows, one place for their codes and wording (the generic ones are
 * server/http/errors.ts).
 */
import { AuthErrorCode, type LoginFailureValue } from '../../../src/shared/wire/auth';
import { businessError, humanDuration } from '../../http/errors';

/** The one answer for an unknown user and a wrong password. */
export const loginFailed = (captcha: boolean) =>
  businessError(AuthErrorCode.loginFailed, 'Wrong account or password', { captcha } satisfies LoginFailureValue);

export const captchaInvalid = () =>
  businessError(AuthErrorCode.captchaInvalid, 'Please Enter The Correct Captcha Code', {
    captcha: true,
  } satisfies LoginFailureValue);

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
