/**
 * Validation of the whole register form: the shared validator for the rule fields (the same
 * one the server runs), plus what the form adds on top: an empty confirmation is "required"
 * rather than "different", the SMS code and the captcha.
 */
import {
  checkRule,
  compileRulePattern,
  validateRegisterForm,
  type RegisterPlan,
  type RegisterRules,
} from '../../../shared/wire';
import { messageOf, messagesByField, type FieldMessage } from './fieldMessages';
import { isRuleField } from './registerFields';

export type RegisterValues = Readonly<Record<string, string>>;

/** The SMS code reuses the mobile number's pattern at any length. */
export function checkSmsCode(code: string, rules: RegisterRules): FieldMessage | null {
  if (code.trim() === '') return { key: 'required' };
  const pattern = compileRulePattern(rules.mobileNum?.acceptedPattern ?? '^\\d+$');
  return pattern && pattern.test(code) && code.length <= 255 ? null : { key: 'invalidCode' };
}

/** The confirmation of a password field: required, then equal. */
export function checkConfirmation(password: string, confirmation: string): FieldMessage | null {
  if (confirmation === '') return { key: 'required' };
  return confirmation === password ? null : { key: 'confirmMismatch' };
}

/**
 * Every field's first problem, keyed by field name; empty when the form may be sent.
 * `values` holds what the user typed; on the mobile form the username is the mobile number.
 */
export function validateRegistration(
  rules: RegisterRules,
  plan: RegisterPlan,
  values: RegisterValues,
): Record<string, FieldMessage> {
  const unknown = Object.keys(rules).filter((field) => !isRuleField(field));
  const form = plan.withPassword ? values : { ...values, confirmPassword: undefined };
  const violations = validateRegisterForm(rules, form, {
    ...plan.options,
    skip: [...(plan.options.skip ?? []), ...unknown],
  });
  const messages = messagesByField(violations);
  if (plan.withPassword) {
    const confirm = checkConfirmation(values.password ?? '', values.confirmPassword ?? '');
    if (confirm) messages.confirmPassword = confirm;
    else delete messages.confirmPassword;
  }
  if (plan.smsNeeded) {
    const code = checkSmsCode(values.verificationCode ?? '', rules);
    if (code) messages.verificationCode = code;
  }
  if (plan.captcha && rules.captcha) {
    const captcha = checkRule('captcha', rules.captcha, values.captcha, true);
    if (captcha) messages.captcha = messageOf(captcha);
  }
  return messages;
}

/**
 * The problem of one field alone, for checks while typing and on leaving a field. Same
 * answers as validateRegistration gives for that field.
 */
export function validateField(
  field: string,
  rules: RegisterRules,
  plan: RegisterPlan,
  values: RegisterValues,
): FieldMessage | null {
  return validateRegistration(rules, plan, values)[field] ?? null;
}
