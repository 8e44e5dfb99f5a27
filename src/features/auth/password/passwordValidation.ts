/**
 * Validation of the password forms: a new password follows the site's `password`
 * registration rule (the server checks the same rule), the confirmation must equal it, the
 * old password is required unless the session may skip it; forgot by e-mail needs a username
 * and an e-mail address, forgot by mobile a valid number, the code and a new password.
 */
import { checkRule, compileRulePattern, type RegisterRules } from '../../../shared/wire';
import { messageOf, type FieldMessage } from '../register/fieldMessages';
import { checkConfirmation, checkSmsCode } from '../register/registerValidation';

export type Values = Readonly<Record<string, string | undefined>>;
type Messages = Record<string, FieldMessage>;

/** A new password against the site's password rule; without rules, only "required". */
export function checkNewPassword(rules: RegisterRules | undefined, value: string): FieldMessage | null {
  const rule = rules?.password;
  if (!rule) return value === '' ? { key: 'required' } : null;
  const violation = checkRule('newPassword', rule, value, true);
  return violation ? messageOf(violation) : null;
}

/** A mobile number: the mobileNum rule's pattern and length when the site has one, else 4 to 20 digits. */
export function checkMobile(rules: RegisterRules | undefined, value: string): FieldMessage | null {
  const mobile = value.trim();
  if (mobile === '') return { key: 'required' };
  const rule = rules?.mobileNum;
  const ok = rule ? checkRule('mobileNum', rule, mobile, true) === null : /^\d{4,20}$/.test(mobile);
  return ok ? null : { key: 'invalidMobile' };
}

/** An e-mail address: the email rule's pattern when the site has one, else something@something. */
export function checkEmail(rules: RegisterRules | undefined, value: string): FieldMessage | null {
  const email = value.trim();
  if (email === '') return { key: 'required' };
  const pattern = rules?.email ? compileRulePattern(rules.email.acceptedPattern) : /^[^\s@]+@[^\s@]+$/;
  return pattern?.test(email) && email.length <= 254 ? null : { key: 'forgot.invalidEmail' };
}

function collect(entries: [string, FieldMessage | null][]): Messages {
  const messages: Messages = {};
  for (const [field, message] of entries) if (message) messages[field] = message;
  return messages;
}

export function validateChangePassword(
  rules: RegisterRules | undefined,
  values: Values,
  oldPasswordRequired: boolean,
): Messages {
  const oldPassword = values.oldPassword ?? '';
  const newPassword = values.newPassword ?? '';
  const sameAsOld: FieldMessage | null =
    oldPasswordRequired && oldPassword !== '' && oldPassword === newPassword ? { key: 'change.sameAsOld' } : null;
  return collect([
    ['oldPassword', oldPasswordRequired && oldPassword === '' ? { key: 'required' } : null],
    ['newPassword', checkNewPassword(rules, newPassword) ?? sameAsOld],
    ['confirmNewPassword', checkConfirmation(newPassword, values.confirmNewPassword ?? '')],
  ]);
}

export function validateForgotByEmail(rules: RegisterRules | undefined, values: Values): Messages {
  return collect([
    ['username', (values.username ?? '').trim() === '' ? { key: 'required' } : null],
    ['email', checkEmail(rules, values.email ?? '')],
  ]);
}

export function validateForgotBySms(rules: RegisterRules | undefined, values: Values): Messages {
  const newPassword = values.newPassword ?? '';
  return collect([
    ['mobileNum', checkMobile(rules, values.mobileNum ?? '')],
    ['verificationCode', checkSmsCode(values.verificationCode ?? '', rules ?? {})],
    ['newPassword', checkNewPassword(rules, newPassword)],
    ['confirmNewPassword', checkConfirmation(newPassword, values.confirmNewPassword ?? '')],
  ]);
}
