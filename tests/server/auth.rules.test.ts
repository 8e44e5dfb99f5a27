/**
 * The shared registration validator (src/shared/wire/registerRules.ts), which the register form
 * and the server both use: pattern classes, lengths, '*', required fields and messages.
 */
import { describe, expect, it } from 'vitest';
import type { RegisterRule, RegisterRules } from '../../src/shared/wire/system';
import {
  checkRule,
  compileRulePattern,
  enabledFields,
  fillPatternMessage,
  validateRegisterForm,
  violationMessage,
} from '../../src/shared/wire/registerRules';
import { REGISTER_RULES } from '../../server/demo/siteData';

const rules: RegisterRules = Object.fromEntries(
  REGISTER_RULES.map(([key, acceptedPattern, minLength, maxLength, patternId, enabled, required]) => [
    key,
    { key, acceptedPattern, minLength, maxLength, patternId, enabled, required },
  ]),
);
const rule = (over: Partial<RegisterRule>): RegisterRule => ({
  key: 'f',
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 10,
  patternId: 0,
  enabled: true,
  required: false,
  ...over,
});

describe('register rules', () => {
  it('treats "*" as anything and fails closed on a pattern that does not compile', () => {
    expect(compileRulePattern('*')!.test('any thing\n at all')).toBe(true);
    expect(compileRulePattern('([')).toBeNull();
    expect(checkRule('f', rule({ acceptedPattern: '([' }), 'abc')).toMatchObject({ reason: 'pattern' });
  });

  it('checks length, pattern and presence, in that order', () => {
    const username = rules.username!;
    expect(checkRule('username', username, 'player2026')).toBeNull();
    expect(checkRule('username', username, 'pl')).toMatchObject({ reason: 'length', minLength: 6, maxLength: 16 });
    expect(checkRule('username', username, '2player')).toMatchObject({ reason: 'pattern', patternId: 1 });
    expect(checkRule('username', username, '')).toMatchObject({ reason: 'required' });
    expect(checkRule('email', rules.email!, '')).toBeNull(); // optional
  });

  it('validates a whole form per mode, skipping disabled fields and confirming the password', () => {
    const good = { username: 'player2026', password: 'Secret2026', confirmPassword: 'Secret2026', qqNum: 'not digits' };
    expect(validateRegisterForm(rules, good, { mode: 'username', skip: ['captcha'] })).toEqual([]);
    const bad = validateRegisterForm(
      rules,
      { ...good, confirmPassword: 'Other2026', email: 'x' },
      { mode: 'username', skip: ['captcha'] },
    );
    expect(bad.map((v) => [v.field, v.reason])).toEqual([
      ['email', 'length'],
      ['confirmPassword', 'mismatch'],
    ]);
    const mobile = validateRegisterForm(
      rules,
      { password: 'Secret2026', confirmPassword: 'Secret2026' },
      { mode: 'mobile', skip: ['captcha'] },
    );
    expect(mobile.map((v) => v.field)).toEqual(['mobileNum']);
    expect(enabledFields(rules, 'mobile')).not.toContain('username');
    expect(enabledFields(rules, 'username')).not.toContain('qqNum');
  });

  it('words messages from the pattern class with min and max filled in (once when equal)', () => {
    expect(fillPatternMessage('Please enter (min) - (max) digits', 6, 6)).toBe('Please enter 6 digits');
    expect(violationMessage({ field: 'password', reason: 'length', patternId: 5, minLength: 6, maxLength: 20 })).toBe(
      'Please fill in your password with 6 - 20 characters, combining letters and digits',
    );
    expect(
      violationMessage({ field: 'confirmPassword', reason: 'mismatch', patternId: 5, minLength: 6, maxLength: 20 }),
    ).toBe('Incorrect confirmation input');
    for (let id = 0; id <= 20; id += 1)
      expect(
        violationMessage({ field: 'f', reason: 'pattern', patternId: id, minLength: 1, maxLength: 9 }),
      ).not.toMatch(/\(m/);
  });
});
