/**
 * Which fields the register form shows, in which order and with which input attributes. The
 * server's rules decide what is enabled (src/shared/wire/registerRules.ts); this file only knows
 * how to present a field. Rules for fields it does not know are left out of the form and of its
 * validation.
 */
import type { RegisterArgs, RegisterPlan, RegisterRules } from '../../../shared/wire';

/** Form fields that have a rule of their own (plus the confirmation, which borrows the password's). */
export type RuleField = Extract<
  keyof RegisterArgs,
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'payeeName'
  | 'email'
  | 'birthday'
  | 'idNumber'
  | 'nickname'
  | 'qqNum'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'telegram'
  | 'zalo'
  | 'wechat'
  | 'paymentPassword'
  | 'recommenderId'
  | 'referralCode'
  | 'affiliateCode'
>;

export type FieldSpec = {
  type: 'text' | 'password' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
};

/** Presentation of each known field, in the order the form lists them. */
export const FIELD_SPECS: Readonly<Record<RuleField, FieldSpec>> = {
  username: { type: 'text', autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  payeeName: { type: 'text', autoComplete: 'name' },
  nickname: { type: 'text', autoComplete: 'nickname' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  birthday: { type: 'text', autoComplete: 'bday', inputMode: 'numeric' },
  idNumber: { type: 'text', autoComplete: 'off' },
  qqNum: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  line: { type: 'text', autoComplete: 'off' },
  whatsapp: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  facebook: { type: 'text', autoComplete: 'off' },
  telegram: { type: 'text', autoComplete: 'off' },
  zalo: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  wechat: { type: 'text', autoComplete: 'off' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  recommenderId: { type: 'text', autoComplete: 'off' },
  referralCode: { type: 'text', autoComplete: 'off' },
  affiliateCode: { type: 'text', autoComplete: 'off' },
};

const ORDER = Object.keys(FIELD_SPECS) as RuleField[];

export const isRuleField = (name: string): name is RuleField => name in FIELD_SPECS;

/**
 * The rule fields of a form, in display order: the account fields the plan asks for
 * (username on the username form, the mobile number whenever it is required or enabled, first
 * on the mobile form, the passwords when the plan has them), then every other known field
 * whose rule is enabled.
 */
export function formFields(mode: 'username' | 'mobile', plan: RegisterPlan, rules: RegisterRules): RuleField[] {
  const required = new Set(plan.options.required);
  // On the mobile form the number is the account: it comes first.
  const order = mode === 'mobile' ? ['mobileNum' as const, ...ORDER.filter((f) => f !== 'mobileNum')] : ORDER;
  return order.filter((field) => {
    switch (field) {
      case 'username':
        return mode === 'username';
      case 'password':
      case 'confirmPassword':
        return plan.withPassword;
      case 'mobileNum':
        return required.has('mobileNum') || Boolean(rules.mobileNum?.enabled);
      default:
        return Boolean(rules[field]?.enabled) || required.has(field);
    }
  });
}

/** Whether a field must be filled in: marked * and announced as required. */
export function isRequired(field: string, plan: RegisterPlan, rules: RegisterRules): boolean {
  if (field === 'confirmPassword') return plan.withPassword;
  if (field === 'verificationCode') return plan.smsNeeded;
  if (field === 'captcha') return plan.captcha;
  return (plan.options.required ?? []).includes(field) || Boolean(rules[field]?.required && rules[field].enabled);
}
