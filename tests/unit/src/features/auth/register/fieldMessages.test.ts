/**
 * Field messages of the register form: one catalog template per pattern class 0..20
 * (PATTERN_MESSAGES_EN, src/shared/wire/registerRules.ts), "(min)"/"(max)" filled in, a single
 * number when min = max, and the fixed texts
 * for required, confirmation and password length.
 */
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messageOf,
  PATTERN_KEYS,
  patternKey,
  renderMessage,
} from '../../../../../../src/features/auth/register/fieldMessages';
import type { RuleViolation } from '../../../../../../src/shared/wire';
import { englishT, registerCatalog } from './support';

let t: TFunction<'register'>;
beforeAll(async () => {
  t = await englishT();
});

const violation = (over: Partial<RuleViolation>): RuleViolation => ({
  field: 'f',
  reason: 'pattern',
  patternId: 0,
  minLength: 6,
  maxLength: 12,
  ...over,
});
const show = (v: RuleViolation) => renderMessage(t, messageOf(v));

describe('pattern class messages', () => {
  it('the catalog has a distinct template with (min) - (max) for every class 0..20', () => {
    expect(PATTERN_KEYS).toHaveLength(21);
    const templates = PATTERN_KEYS.map((key) => registerCatalog[key]);
    for (const template of templates) expect(template).toContain('(min) - (max)');
    expect(new Set(templates).size).toBe(21);
  });

  it.each(PATTERN_KEYS.map((key, id) => [id, key] as const))('class %i (%s) fills min and max', (id, key) => {
    const text = show(violation({ patternId: id, minLength: 6, maxLength: 12 }));
    expect(text).toBe(registerCatalog[key].replace('(min)', '6').replace('(max)', '12'));
    expect(text).toContain('6 - 12');
    expect(text).not.toMatch(/\((min|max)\)/);
  });

  it.each(PATTERN_KEYS.map((_, id) => id))('class %i writes one number when min = max', (id) => {
    const text = show(violation({ patternId: id, minLength: 4, maxLength: 4 }));
    expect(text).toContain('4');
    expect(text).not.toContain('4 - 4');
    expect(text).not.toMatch(/\((min|max)\)/);
  });

  it('reads the meaning of each class of the registration rules', () => {
    expect(show(violation({ patternId: 1, minLength: 6, maxLength: 16 }))).toBe(
      'Must start with a letter, followed by letters or digits, 6 - 16 characters',
    );
    expect(show(violation({ patternId: 6, minLength: 6, maxLength: 6 }))).toBe('Digits only, 6 digits');
    expect(show(violation({ patternId: 3 }))).toMatch(/e-mail/);
    expect(show(violation({ patternId: 15 }))).toMatch(/Korean/);
    expect(show(violation({ patternId: 20 }))).toMatch(/upper-case.*lower-case.*digit.*symbol/);
  });

  it('length and pattern failures of a field use its class message', () => {
    expect(show(violation({ field: 'username', reason: 'length', patternId: 1, minLength: 6, maxLength: 16 }))).toBe(
      'Must start with a letter, followed by letters or digits, 6 - 16 characters',
    );
  });

  it('an unknown class falls back to the length-only message', () => {
    expect(patternKey(21)).toBe('reg_pattern_0');
    expect(patternKey(-1)).toBe('reg_pattern_0');
    expect(show(violation({ patternId: 99, minLength: 1, maxLength: 9 }))).toBe('Must be 1 - 9 characters');
  });
});

describe('fixed messages', () => {
  it('required is "Input cannot be empty" whatever the class', () => {
    expect(show(violation({ reason: 'required', patternId: 5 }))).toBe('Input cannot be empty');
  });

  it('a confirmation that differs is "Incorrect confirmation input"', () => {
    expect(show(violation({ field: 'confirmPassword', reason: 'mismatch' }))).toBe('Incorrect confirmation input');
  });

  it('a password of the wrong length uses the password wording, once when min = max', () => {
    expect(show(violation({ field: 'password', reason: 'length', patternId: 5, minLength: 6, maxLength: 20 }))).toBe(
      'Please fill in your password with 6 - 20 characters',
    );
    expect(show(violation({ field: 'newPassword', reason: 'length', patternId: 4, minLength: 8, maxLength: 8 }))).toBe(
      'Please fill in your password with 8 characters',
    );
  });

  it('a password of the right length but wrong content says what is missing', () => {
    expect(show(violation({ field: 'password', reason: 'pattern', patternId: 5, minLength: 6, maxLength: 20 }))).toBe(
      'Must combine letters and digits, 6 - 20 characters',
    );
  });

  it('a server text is shown as it came', () => {
    expect(renderMessage(t, { text: 'This username is already taken.' })).toBe('This username is already taken.');
  });
});
