/** Validation of change password and forgot password, against the demo site's rules. */
import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkMobile,
  checkNewPassword,
  validateChangePassword,
  validateForgotByEmail,
  validateForgotBySms,
} from '../../../../../../src/features/auth/password/passwordValidation';
import { DEMO_RULES } from '../register/support';

describe('change password', () => {
  it('asks for the old password unless the session may skip it', () => {
    const values = { newPassword: 'abc123', confirmNewPassword: 'abc123' };
    expect(validateChangePassword(DEMO_RULES, values, true)).toEqual({ oldPassword: { key: 'required' } });
    expect(validateChangePassword(DEMO_RULES, values, false)).toEqual({});
  });

  it('checks the new password with the site rule and the confirmation for equality', () => {
    expect(
      validateChangePassword(DEMO_RULES, { oldPassword: 'old111', newPassword: 'a1', confirmNewPassword: 'a1' }, true),
    ).toEqual({
      newPassword: { key: 'passwordLength', min: 6, max: 20 },
    });
    expect(
      validateChangePassword(
        DEMO_RULES,
        { oldPassword: 'old111', newPassword: 'abcdef', confirmNewPassword: 'abcdef' },
        true,
      ),
    ).toEqual({
      newPassword: { key: 'reg_pattern_5', min: 6, max: 20 },
    });
    expect(
      validateChangePassword(
        DEMO_RULES,
        { oldPassword: 'old111', newPassword: 'abc123', confirmNewPassword: 'abc124' },
        true,
      ),
    ).toEqual({
      confirmNewPassword: { key: 'confirmMismatch' },
    });
  });

  it('refuses a new password equal to the old one', () => {
    expect(
      validateChangePassword(
        DEMO_RULES,
        { oldPassword: 'abc123', newPassword: 'abc123', confirmNewPassword: 'abc123' },
        true,
      ),
    ).toEqual({
      newPassword: { key: 'change.sameAsOld' },
    });
  });

  it('without rules (not loaded) only "required" applies; the server still checks the rule', () => {
    expect(checkNewPassword(undefined, '')).toEqual({ key: 'required' });
    expect(checkNewPassword(undefined, 'x')).toBeNull();
  });
});

describe('forgot by e-mail', () => {
  it('needs a username and a valid e-mail address', () => {
    expect(validateForgotByEmail(DEMO_RULES, {})).toEqual({
      username: { key: 'required' },
      email: { key: 'required' },
    });
    expect(validateForgotByEmail(DEMO_RULES, { username: 'demo', email: 'no-at-sign' })).toEqual({
      email: { key: 'forgot.invalidEmail' },
    });
    expect(validateForgotByEmail(DEMO_RULES, { username: 'demo', email: 'p@demo.test' })).toEqual({});
    expect(checkEmail(undefined, 'p@x')).toBeNull();
  });
});

describe('forgot by mobile', () => {
  it('needs a valid number, the code and a new password with its confirmation', () => {
    expect(validateForgotBySms(DEMO_RULES, {})).toEqual({
      mobileNum: { key: 'required' },
      verificationCode: { key: 'required' },
      newPassword: { key: 'required' },
      confirmNewPassword: { key: 'required' },
    });
    expect(
      validateForgotBySms(DEMO_RULES, {
        mobileNum: '1122334455',
        verificationCode: '123456',
        newPassword: 'abc123',
        confirmNewPassword: 'abc123',
      }),
    ).toEqual({});
  });

  it('says "Please enter a valid mobile number" for anything the mobile rule refuses', () => {
    expect(checkMobile(DEMO_RULES, '12ab')).toEqual({ key: 'invalidMobile' });
    expect(checkMobile(DEMO_RULES, '123')).toEqual({ key: 'invalidMobile' });
    expect(checkMobile(undefined, '123456')).toBeNull();
    expect(checkMobile(undefined, '12a456')).toEqual({ key: 'invalidMobile' });
  });
});
