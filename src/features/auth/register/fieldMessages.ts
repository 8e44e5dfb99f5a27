/**
 * From a rule violation of the shared validator (src/shared/wire/registerRules.ts) to the text
 * under a field. The catalog holds one template per pattern class (`reg_pattern_<id>`) with
 * "(min)" and "(max)" left in, as the platform's catalogs write them; they are filled here with
 * the shared `fillPatternMessage` (src/shared/wire/registerRules.ts), which writes a single number
 * when min = max.
 */
import type { TFunction } from 'i18next';
import { fillPatternMessage, type RuleViolation } from '../../../shared/wire/registerRules';
import type { PhoneAuthReason } from '../phone/phoneAuthErrors';

/** The catalog keys of the 21 pattern classes (PATTERN_MESSAGES_EN in src/shared/wire/registerRules.ts). */
export const PATTERN_KEYS = [
  'reg_pattern_0',
  'reg_pattern_1',
  'reg_pattern_2',
  'reg_pattern_3',
  'reg_pattern_4',
  'reg_pattern_5',
  'reg_pattern_6',
  'reg_pattern_7',
  'reg_pattern_8',
  'reg_pattern_9',
  'reg_pattern_10',
  'reg_pattern_11',
  'reg_pattern_12',
  'reg_pattern_13',
  'reg_pattern_14',
  'reg_pattern_15',
  'reg_pattern_16',
  'reg_pattern_17',
  'reg_pattern_18',
  'reg_pattern_19',
  'reg_pattern_20',
] as const;

export type PatternKey = (typeof PATTERN_KEYS)[number];

/** Keys of the `register` namespace a field message can use. */
export type FieldMessageKey =
  | PatternKey
  | 'required'
  | 'passwordLength'
  | 'confirmMismatch'
  | 'invalidMobile'
  | 'invalidCode'
  | 'invalidInvitation'
  | 'invalidCaptcha'
  | 'forgot.invalidEmail'
  | 'change.sameAsOld';

/** Keys of the `firebase` namespace a field message can use (the registration's phone check). */
export type FirebaseMessageKey = `phoneAuth.${PhoneAuthReason}` | 'phoneAuth.mismatch' | 'phoneAuth.verifyFirst';

/**
 * A message to show under a field: a catalog key and, for templates, the bounds; a key of the
 * `firebase` namespace; or the server's own text.
 */
export type FieldMessage =
  { key: FieldMessageKey; min?: number; max?: number } | { key: FirebaseMessageKey; ns: 'firebase' } | { text: string };

/** Fields whose length messages use the password wording. */
const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'paymentPassword']);

/** The key of a pattern class; an id the catalog does not know falls back to "length only". */
export function patternKey(patternId: number): PatternKey {
  return PATTERN_KEYS[patternId] ?? 'reg_pattern_0';
}

/**
 * The message of one violation: required → 'Input cannot be empty'; a confirmation that
 * differs → 'Incorrect confirmation input'; a password of the wrong length → the password
 * template; anything else → the template of the rule's pattern class.
 */
export function messageOf(violation: RuleViolation): FieldMessage {
  const bounds = { min: violation.minLength, max: violation.maxLength };
  switch (violation.reason) {
    case 'required':
      return { key: 'required' };
    case 'mismatch':
      return { key: 'confirmMismatch' };
    case 'length':
      if (PASSWORD_FIELDS.has(violation.field)) return { key: 'passwordLength', ...bounds };
      return { key: patternKey(violation.patternId), ...bounds };
    case 'pattern':
      return { key: patternKey(violation.patternId), ...bounds };
  }
}

/** The text of a message in the current language, bounds filled in. */
export function renderMessage(t: TFunction<'register'>, message: FieldMessage): string {
  if ('text' in message) return message.text;
  if ('ns' in message) return t(message.key, { ns: message.ns });
  const template = t(message.key);
  return message.min === undefined || message.max === undefined
    ? template
    : fillPatternMessage(template, message.min, message.max);
}

/** One message per field: the first violation of each, in the validator's order. */
export function messagesByField(violations: readonly RuleViolation[]): Record<string, FieldMessage> {
  const byField: Record<string, FieldMessage> = {};
  for (const v of violations) byField[v.field] ??= messageOf(v);
  return byField;
}
