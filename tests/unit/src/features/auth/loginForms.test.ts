/**
 * The login forms' pure parts: field checks before submit and what a failed login
 * shows (docs/protocol.md, Error codes): message, captcha flag, unregistered-IP challenge.
 */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../../../src/api/response';
import {
  challengeOf,
  describeLoginFailure,
  describeVerifyFailure,
} from '../../../../../src/features/auth/login/loginErrors';
import {
  checkMobile,
  checkSmsLogin,
  checkUsernameLogin,
  checkVerification,
  firstProblem,
} from '../../../../../src/features/auth/login/loginValidation';

describe('checkUsernameLogin', () => {
  it('requires username and password, and the captcha only while it is shown', () => {
    expect(checkUsernameLogin({ username: ' ', password: '', captcha: '' }, false)).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(checkUsernameLogin({ username: 'a', password: ' ', captcha: '' }, false)).toEqual({});
    expect(checkUsernameLogin({ username: 'a', password: 'p', captcha: ' ' }, true)).toEqual({ captcha: 'required' });
  });
});

describe('checkSmsLogin', () => {
  it('wants a valid mobile number and a valid code', () => {
    expect(checkSmsLogin({ mobileNum: '', code: '', captcha: '' }, false)).toEqual({
      mobileNum: 'required',
      code: 'required',
    });
    expect(checkSmsLogin({ mobileNum: '12ab', code: '12', captcha: '' }, false)).toEqual({
      mobileNum: 'mobile',
      code: 'code',
    });
    expect(checkSmsLogin({ mobileNum: ' 1122334455 ', code: '123456', captcha: '' }, false)).toEqual({});
    expect(checkSmsLogin({ mobileNum: '1122334455', code: '123456', captcha: '' }, true)).toEqual({
      captcha: 'required',
    });
  });

  it('checkMobile: 4 to 20 digits', () => {
    expect(checkMobile('123')).toBe('mobile');
    expect(checkMobile('1234')).toBeUndefined();
    expect(checkMobile('1'.repeat(21))).toBe('mobile');
    expect(checkMobile('+5411')).toBe('mobile');
  });
});

describe('checkVerification', () => {
  it('codes for SMS and e-mail, six digits for the authenticator, any name for the bank check', () => {
    expect(checkVerification('sms', '')).toBe('required');
    expect(checkVerification('email', 'abc123')).toBe('code');
    expect(checkVerification('sms', '123456')).toBeUndefined();
    expect(checkVerification('totp', '12345')).toBe('code');
    expect(checkVerification('totp', '123456')).toBeUndefined();
    expect(checkVerification('bank', '  ')).toBe('required');
    expect(checkVerification('bank', 'Jane Roe')).toBeUndefined();
  });

  it('firstProblem follows the form order', () => {
    expect(firstProblem(['username', 'password', 'captcha'], { captcha: 'required', password: 'required' })).toBe(
      'password',
    );
    expect(firstProblem(['username'], {})).toBeUndefined();
  });
});

const failure = (errorCode: string, message: string, value?: unknown): ApiError => ({
  status: 200,
  errorCode,
  message,
  alert: false,
  ...(value !== undefined && { value }),
});

describe('describeLoginFailure', () => {
  it('one message for an unknown user and a wrong password; the captcha flag is read from value', () => {
    expect(
      describeLoginFailure(failure('login.failed', 'Wrong account or password', { captcha: false }), 'username'),
    ).toEqual({
      message: { key: 'loginFailed' },
      captcha: false,
      challenge: null,
    });
    expect(describeLoginFailure(failure('login.failed', 'x', { captcha: true }), 'username').captcha).toBe(true);
    expect(describeLoginFailure(failure('login.failed', 'x', { captcha: true }), 'sms').message).toEqual({
      key: 'smsLoginFailed',
    });
  });

  it('maps the refusals of the spec to its messages', () => {
    expect(describeLoginFailure(failure('captcha.invalid', 'x', { captcha: true }), 'username')).toMatchObject({
      message: { key: 'captcha' },
      captcha: true,
    });
    expect(describeLoginFailure(failure('agent.only', 'x'), 'username').message).toEqual({ key: 'agentOnly' });
    expect(describeLoginFailure(failure('login.not.member', 'x'), 'username').message).toEqual({ key: 'notMember' });
  });

  it("shows the server's text for anything else (a lock, a network failure)", () => {
    expect(
      describeLoginFailure(
        failure('login.locked', 'Try again in 15 minutes', { captcha: true, retryAt: 1 }),
        'username',
      ),
    ).toEqual({
      message: { text: 'Try again in 15 minutes' },
      captcha: true,
      challenge: null,
    });
  });

  it('turns login_verify_required into the challenge of the verification step', () => {
    const value = { challengeId: 'c'.repeat(43), method: 'bank', maskedTarget: 'J*** R**', expiresAt: 5 };
    expect(describeLoginFailure(failure('login_verify_required', 'Please confirm', value), 'username')).toEqual({
      message: null,
      captcha: false,
      challenge: value,
    });
  });

  it('says the new-IP check is locked and until when, at login and at an answer (issue 13 item 2)', () => {
    const locked = failure('login.verify.locked', 'Locked until 10:00 UTC', { retryAt: 1_900_000_000_000 });
    expect(describeLoginFailure(locked, 'username')).toEqual({
      message: { key: 'verifyLocked', until: 1_900_000_000_000 },
      captcha: false,
      challenge: null,
    });
    expect(describeVerifyFailure(locked)).toEqual({ key: 'verifyLocked', until: 1_900_000_000_000 });
    // Without a time the server's own words are shown; other answers keep theirs.
    expect(describeVerifyFailure(failure('login.verify.locked', 'Locked for now'))).toEqual({ text: 'Locked for now' });
    expect(
      describeVerifyFailure(
        failure('login.verify.failed', 'The bank account name does not match. 4 attempts left.', { attemptsLeft: 4 }),
      ),
    ).toEqual({
      text: 'The bank account name does not match. 4 attempts left.',
    });
  });

  it('a challenge of the wrong shape is shown as a message instead', () => {
    expect(challengeOf({ challengeId: 'x', method: 'carrier-pigeon' })).toBeNull();
    expect(challengeOf(null)).toBeNull();
    expect(
      describeLoginFailure(failure('login_verify_required', 'Please confirm', { method: 'sms' }), 'username').message,
    ).toEqual({ text: 'Please confirm' });
  });
});
