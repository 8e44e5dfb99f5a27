/**
 * Field checks of the login forms (by username: username and password required; by SMS: a valid
 * mobile number and code; the captcha required when shown), run before any call.
 * Pure: each returns the first problem per field, as a key of the auth catalog's `validation`.
 */
import type { IpCheckMethod } from '../../../shared/wire/auth';

export type FieldProblem = 'required' | 'mobile' | 'code';
export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** Digits only, as the server stores them (4 to 20, src/shared/wire/auth.ts; the dialing code is separate). */
export const MOBILE_PATTERN = /^\d{4,20}$/;
/** One-time codes of the platform are 6 digits; 4 to 8 leaves room for other gateways. */
export const CODE_PATTERN = /^\d{4,8}$/;
/** Authenticator (TOTP) codes are always 6 digits. */
export const TOTP_PATTERN = /^\d{6}$/;

const blank = (value: string) => value.trim() === '';

export type UsernameLoginInput = { username: string; password: string; captcha: string };
export type SmsLoginInput = { mobileNum: string; code: string; captcha: string };

export function checkUsernameLogin(
  input: UsernameLoginInput,
  captchaShown: boolean,
): Problems<keyof UsernameLoginInput> {
  const problems: Problems<keyof UsernameLoginInput> = {};
  if (blank(input.username)) problems.username = 'required';
  // Passwords are not trimmed: a space may be part of one.
  if (input.password === '') problems.password = 'required';
  if (captchaShown && blank(input.captcha)) problems.captcha = 'required';
  return problems;
}

export function checkMobile(mobileNum: string): FieldProblem | undefined {
  if (blank(mobileNum)) return 'required';
  return MOBILE_PATTERN.test(mobileNum.trim()) ? undefined : 'mobile';
}

export function checkSmsLogin(input: SmsLoginInput, captchaShown: boolean): Problems<keyof SmsLoginInput> {
  const problems: Problems<keyof SmsLoginInput> = {};
  const mobile = checkMobile(input.mobileNum);
  if (mobile) problems.mobileNum = mobile;
  if (blank(input.code)) problems.code = 'required';
  else if (!CODE_PATTERN.test(input.code.trim())) problems.code = 'code';
  if (captchaShown && blank(input.captcha)) problems.captcha = 'required';
  return problems;
}

/** The answer of the unregistered-IP check: a code, or (bank) the payee name. */
export function checkVerification(method: IpCheckMethod, answer: string): FieldProblem | undefined {
  if (blank(answer)) return 'required';
  if (method === 'bank') return undefined;
  return (method === 'totp' ? TOTP_PATTERN : CODE_PATTERN).test(answer.trim()) ? undefined : 'code';
}

/** The first field with a problem, in form order, to move focus to. */
export function firstProblem<F extends string>(order: readonly F[], problems: Problems<F>): F | undefined {
  return order.find((field) => problems[field] !== undefined);
}
