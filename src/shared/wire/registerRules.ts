/**
 * The registration field rules of GET /wps/system/setting/register (src/shared/wire/system.ts),
 * applied the same way on both sides: the register form validates with it before sending, and the
 * server enforces it again on what arrives. Pure: no DOM, no Node.
 *
 * A value passes when it is within minLength..maxLength (UTF-16 length, as the deployed client
 * counts) and matches acceptedPattern ('*' = anything). A pattern that does not compile fails
 * closed: the field cannot pass until the operator fixes the rule.
 */
import type { RegisterRule, RegisterRules } from './system';

export type RuleViolationReason = 'required' | 'length' | 'pattern' | 'mismatch';

export type RuleViolation = {
  field: string;
  reason: RuleViolationReason;
  patternId: number;
  minLength: number;
  maxLength: number;
};

export type RegisterForm = Readonly<Record<string, string | null | undefined>>;

export type RegisterMode = 'username' | 'mobile';

export type ValidateOptions = {
  mode: RegisterMode;
  /** Fields required whatever their rule says (e.g. mobileNum when an SMS code is needed). */
  required?: readonly string[];
  /** Fields checked elsewhere (captcha, verificationCode). */
  skip?: readonly string[];
};

const patternCache = new Map<string, RegExp | null>();

/** The rule's pattern as a RegExp; '*' (and '') mean anything; null when it does not compile. */
export function compileRulePattern(acceptedPattern: string): RegExp | null {
  if (acceptedPattern === '*' || acceptedPattern === '') return /^[\s\S]*$/;
  if (!patternCache.has(acceptedPattern)) {
    let compiled: RegExp | null;
    try {
      compiled = new RegExp(acceptedPattern);
    } catch {
      compiled = null;
    }
    patternCache.set(acceptedPattern, compiled);
  }
  return patternCache.get(acceptedPattern) ?? null;
}

/** Checks one value against one rule; null when it passes. */
export function checkRule(
  field: string,
  rule: RegisterRule,
  value: string | null | undefined,
  required = rule.required,
): RuleViolation | null {
  const v = value ?? '';
  const violation = (reason: RuleViolationReason): RuleViolation => ({
    field,
    reason,
    patternId: rule.patternId,
    minLength: rule.minLength,
    maxLength: rule.maxLength,
  });
  if (v === '') return required ? violation('required') : null;
  if (v.length < rule.minLength || v.length > rule.maxLength) return violation('length');
  const pattern = compileRulePattern(rule.acceptedPattern);
  return pattern && pattern.test(v) ? null : violation('pattern');
}

/** Fields the form shows: enabled rules, without username on the mobile form. */
export function enabledFields(rules: RegisterRules, mode: RegisterMode): string[] {
  return Object.values(rules)
    .filter((r) => r.enabled && !(mode === 'mobile' && r.key === 'username'))
    .map((r) => r.key);
}

/** Fields a form of this mode always needs, whatever the rules say. */
export function alwaysRequired(mode: RegisterMode): string[] {
  return mode === 'username' ? ['username', 'password'] : ['mobileNum'];
}

/** Validates a whole form; violations in rule order, confirmPassword last. */
export function validateRegisterForm(
  rules: RegisterRules,
  form: RegisterForm,
  options: ValidateOptions,
): RuleViolation[] {
  const required = new Set([...alwaysRequired(options.mode), ...(options.required ?? [])]);
  const skip = new Set(options.skip ?? []);
  if (options.mode === 'mobile') skip.add('username');
  const violations: RuleViolation[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    if (skip.has(field) || (!rule.enabled && !required.has(field))) continue;
    const v = checkRule(field, rule, form[field], rule.required || required.has(field));
    if (v) violations.push(v);
  }
  // A required field the operator gave no rule for still has to be there.
  for (const field of required) {
    if (!rules[field] && !skip.has(field) && !form[field]) {
      violations.push({ field, reason: 'required', patternId: 0, minLength: 1, maxLength: 255 });
    }
  }
  if (form.password && form.confirmPassword !== undefined && form.confirmPassword !== form.password) {
    const rule = rules.password;
    violations.push({
      field: 'confirmPassword',
      reason: 'mismatch',
      patternId: rule?.patternId ?? 0,
      minLength: rule?.minLength ?? 0,
      maxLength: rule?.maxLength ?? 0,
    });
  }
  return violations;
}

/** What a registration form of one mode asks for on one site: whitelabel flags plus rules. */
export type RegisterPlan = {
  /** Password and confirmation are on the form: always by username; by mobile only with MOBILENUMPASSREG3. */
  withPassword: boolean;
  /** An SMS code proves the mobile number: always by mobile; by username with REGMOBVERF3. */
  smsNeeded: boolean;
  /** The captcha is asked for: its rule is enabled and CAPTCHA3 is on (the server then checks it). */
  captcha: boolean;
  /** Options for validateRegisterForm; captcha and code are checked on their own. */
  options: ValidateOptions;
};

/** The plan both sides derive from the same flags and rules, so the form asks exactly what the server checks. */
export function registerPlan(
  mode: RegisterMode,
  flags: Readonly<Record<string, boolean>>,
  rules: RegisterRules,
): RegisterPlan {
  const withPassword = mode === 'username' || Boolean(flags.MOBILENUMPASSREG3);
  const smsNeeded = mode === 'mobile' || Boolean(flags.REGMOBVERF3);
  return {
    withPassword,
    smsNeeded,
    captcha: Boolean(rules.captcha?.enabled && flags.CAPTCHA3),
    options: {
      mode,
      required: [...(smsNeeded ? ['mobileNum'] : []), ...(withPassword ? ['password'] : [])],
      skip: ['captcha', 'verificationCode', ...(withPassword ? [] : ['password', 'confirmPassword'])],
    },
  };
}

/** English templates per pattern class; the client's catalog keys are reg_pattern_<id>. */
export const PATTERN_MESSAGES_EN: Readonly<Record<number, string>> = {
  0: 'Please fill in with (min) - (max) characters',
  1: 'Please enter (min) - (max) letters or digits, starting with a letter',
  2: 'Please enter (min) - (max) Chinese characters or digits',
  3: 'Please enter a valid e-mail address of (min) - (max) characters',
  4: 'Please enter (min) - (max) letters or digits, without special characters',
  5: 'Please fill in your password with (min) - (max) characters, combining letters and digits',
  6: 'Please enter (min) - (max) digits',
  7: 'Please enter (min) - (max) letters or digits with at least one upper-case letter',
  8: 'Please enter (min) - (max) English letters or spaces',
  9: 'Please enter (min) - (max) characters without spaces',
  10: 'Please enter (min) - (max) Chinese characters or punctuation',
  11: 'Please enter a date as yyyy-MM-dd',
  12: 'Please enter (min) - (max) letters, separated by a space',
  13: 'Please enter a date as MM-dd-yyyy',
  14: 'Please enter (min) - (max) letters or numbers',
  15: 'Please enter (min) - (max) Korean characters',
  16: 'Please enter (min) - (max) Thai characters',
  17: 'Please enter (min) - (max) Thai or English letters or spaces',
  18: 'Please enter (min) - (max) upper-case letters or spaces',
  19: 'Please enter (min) - (max) letters, digits or symbols',
  20: 'Please enter (min) - (max) characters with an upper-case letter, a lower-case letter, a digit and a symbol',
};

/** Fills (min) and (max); "(min) - (max)" becomes one number when they are equal. */
export function fillPatternMessage(template: string, min: number, max: number): string {
  const text = min === max ? template.replace('(min) - (max)', String(min)) : template;
  return text.replace('(min)', String(min)).replace('(max)', String(max));
}

/** The English message for a violation (the server's answer; the client translates by key). */
export function violationMessage(v: RuleViolation): string {
  if (v.reason === 'mismatch') return 'Incorrect confirmation input';
  return fillPatternMessage(PATTERN_MESSAGES_EN[v.patternId] ?? PATTERN_MESSAGES_EN[0]!, v.minLength, v.maxLength);
}
