/**
 * The register form's validation: the shared validator of the server for the rule fields,
 * plus the confirmation, the SMS code and the captcha; the plan derived from the site's flags.
 */
import { describe, expect, it } from 'vitest';
import { formFields, isRequired } from '../../../../../../src/features/auth/register/registerFields';
import {
  checkConfirmation,
  checkSmsCode,
  validateField,
  validateRegistration,
} from '../../../../../../src/features/auth/register/registerValidation';
import { registerPlan } from '../../../../../../src/shared/wire';
import { DEMO_FLAGS, DEMO_RULES } from './support';

const usernamePlan = registerPlan('username', DEMO_FLAGS, DEMO_RULES);
const good = { username: 'player01', password: 'abc123', confirmPassword: 'abc123', captcha: 'AB12' };

describe('registerPlan (shared with the server)', () => {
  it('username form: password, no SMS code unless REGMOBVERF3, captcha when its rule and CAPTCHA3 are on', () => {
    expect(usernamePlan).toMatchObject({ withPassword: true, smsNeeded: false, captcha: true });
    expect(registerPlan('username', { ...DEMO_FLAGS, REGMOBVERF3: true }, DEMO_RULES)).toMatchObject({
      smsNeeded: true,
    });
    expect(registerPlan('username', { ...DEMO_FLAGS, CAPTCHA3: false }, DEMO_RULES).captcha).toBe(false);
  });

  it('mobile form: always an SMS code; a password only with MOBILENUMPASSREG3', () => {
    expect(registerPlan('mobile', DEMO_FLAGS, DEMO_RULES)).toMatchObject({ withPassword: true, smsNeeded: true });
    const passwordless = registerPlan('mobile', { ...DEMO_FLAGS, MOBILENUMPASSREG3: false }, DEMO_RULES);
    expect(passwordless.withPassword).toBe(false);
    expect(passwordless.options.skip).toEqual(expect.arrayContaining(['password', 'confirmPassword']));
  });
});

describe('formFields', () => {
  it('username form: the account fields, then enabled optional ones; disabled rules are left out', () => {
    expect(formFields('username', usernamePlan, DEMO_RULES)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'payeeName',
      'email',
      'affiliateCode',
    ]);
  });

  it('mobile form: the number first, no username, no passwords without MOBILENUMPASSREG3', () => {
    const plan = registerPlan('mobile', { ...DEMO_FLAGS, MOBILENUMPASSREG3: false }, DEMO_RULES);
    expect(formFields('mobile', plan, DEMO_RULES)).toEqual(['mobileNum', 'payeeName', 'email', 'affiliateCode']);
  });

  it('marks as required what the rules or the plan require', () => {
    expect(isRequired('username', usernamePlan, DEMO_RULES)).toBe(true);
    expect(isRequired('confirmPassword', usernamePlan, DEMO_RULES)).toBe(true);
    expect(isRequired('email', usernamePlan, DEMO_RULES)).toBe(false);
    expect(isRequired('mobileNum', registerPlan('mobile', DEMO_FLAGS, DEMO_RULES), DEMO_RULES)).toBe(true);
  });
});

describe('validateRegistration', () => {
  it('passes a good username form', () => {
    expect(validateRegistration(DEMO_RULES, usernamePlan, good)).toEqual({});
  });

  it('a username starting with a digit gets the class-1 message with its bounds', () => {
    expect(validateField('username', DEMO_RULES, usernamePlan, { ...good, username: '1player' })).toEqual({
      key: 'reg_pattern_1',
      min: 6,
      max: 16,
    });
  });

  it('a short password gets the password wording; confirmation problems their own', () => {
    const result = validateRegistration(DEMO_RULES, usernamePlan, { ...good, password: 'a1', confirmPassword: 'a1' });
    expect(result.password).toEqual({ key: 'passwordLength', min: 6, max: 20 });
    expect(validateField('confirmPassword', DEMO_RULES, usernamePlan, { ...good, confirmPassword: 'abc124' })).toEqual({
      key: 'confirmMismatch',
    });
    expect(validateField('confirmPassword', DEMO_RULES, usernamePlan, { ...good, confirmPassword: '' })).toEqual({
      key: 'required',
    });
  });

  it('empty required fields say "Input cannot be empty"; empty optional ones pass', () => {
    const result = validateRegistration(DEMO_RULES, usernamePlan, {});
    expect(result).toMatchObject({
      username: { key: 'required' },
      password: { key: 'required' },
      confirmPassword: { key: 'required' },
      captcha: { key: 'required' },
    });
    expect(result.email).toBeUndefined();
  });

  it('optional fields are checked once filled in', () => {
    expect(validateField('email', DEMO_RULES, usernamePlan, { ...good, email: 'not-mail' })).toEqual({
      key: 'reg_pattern_3',
      min: 5,
      max: 50,
    });
    expect(validateField('affiliateCode', DEMO_RULES, usernamePlan, { ...good, affiliateCode: 'DEMO-2026' })).toEqual({
      key: 'reg_pattern_4',
      min: 4,
      max: 16,
    });
  });

  it('the captcha follows its rule: 4 letters or digits, one number in the message', () => {
    expect(validateField('captcha', DEMO_RULES, usernamePlan, { ...good, captcha: 'AB1' })).toEqual({
      key: 'reg_pattern_4',
      min: 4,
      max: 4,
    });
  });

  it('mobile form: the number and the SMS code are required, the username is not asked for', () => {
    const plan = registerPlan('mobile', DEMO_FLAGS, DEMO_RULES);
    const result = validateRegistration(DEMO_RULES, plan, {
      password: 'abc123',
      confirmPassword: 'abc123',
      captcha: 'AB12',
    });
    expect(result).toEqual({ mobileNum: { key: 'required' }, verificationCode: { key: 'required' } });
    expect(
      validateRegistration(DEMO_RULES, plan, {
        mobileNum: '12ab',
        verificationCode: '123456',
        password: 'abc123',
        confirmPassword: 'abc123',
        captcha: 'AB12',
      }),
    ).toEqual({
      mobileNum: { key: 'reg_pattern_6', min: 7, max: 15 },
    });
  });

  it('mobile form without MOBILENUMPASSREG3 checks no password at all', () => {
    const plan = registerPlan('mobile', { ...DEMO_FLAGS, MOBILENUMPASSREG3: false }, DEMO_RULES);
    expect(
      validateRegistration(DEMO_RULES, plan, { mobileNum: '1234567890', verificationCode: '123456', captcha: 'AB12' }),
    ).toEqual({});
  });

  it('rules for fields the form does not know do not block it', () => {
    const rules = { ...DEMO_RULES, shoeSize: { ...DEMO_RULES.qqNum!, key: 'shoeSize', enabled: true, required: true } };
    expect(validateRegistration(rules, usernamePlan, good)).toEqual({});
  });
});

describe('small checks', () => {
  it('the SMS code uses the mobile pattern at any length', () => {
    expect(checkSmsCode('', DEMO_RULES)).toEqual({ key: 'required' });
    expect(checkSmsCode('12a', DEMO_RULES)).toEqual({ key: 'invalidCode' });
    expect(checkSmsCode('123456', DEMO_RULES)).toBeNull();
    expect(checkSmsCode('12', {})).toBeNull();
  });

  it('a confirmation is required, then equal', () => {
    expect(checkConfirmation('abc123', '')).toEqual({ key: 'required' });
    expect(checkConfirmation('abc123', 'abc12')).toEqual({ key: 'confirmMismatch' });
    expect(checkConfirmation('abc123', 'abc123')).toBeNull();
  });
});
