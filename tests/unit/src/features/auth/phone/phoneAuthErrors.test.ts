/**
 * The phone-auth errors, one reason each, whichever provider answered: the SDK's
 * auth/… codes and the local stand-in's Identity Toolkit messages map alike, and every reason
 * has its message in the firebase catalog.
 */
import { describe, expect, it } from 'vitest';
import {
  phoneAuthReasonOf,
  phoneAuthReasonOfRest,
  type PhoneAuthReason,
} from '../../../../../../src/features/auth/phone/phoneAuthErrors';
import en from '../../../../../../src/i18n/locales/en/firebase.json';

describe('phone-auth reasons', () => {
  it('maps the Firebase SDK codes', () => {
    const cases: [string, PhoneAuthReason][] = [
      ['auth/invalid-phone-number', 'invalidPhone'],
      ['auth/missing-phone-number', 'invalidPhone'],
      ['auth/too-many-requests', 'tooManyRequests'],
      ['auth/invalid-verification-code', 'invalidCode'],
      ['auth/missing-verification-code', 'invalidCode'],
      ['auth/captcha-check-failed', 'captchaFailed'],
      ['auth/quota-exceeded', 'quotaExceeded'],
      ['auth/operation-not-allowed', 'notEnabled'],
      ['auth/code-expired', 'codeExpired'],
      ['auth/popup-closed-by-user', 'popupClosed'],
      ['auth/network-request-failed', 'unknown'],
    ];
    for (const [code, reason] of cases) expect(phoneAuthReasonOf({ code }), code).toBe(reason);
    expect(phoneAuthReasonOf(new Error('no code'))).toBe('unknown');
    expect(phoneAuthReasonOf(null)).toBe('unknown');
  });

  it("maps the local provider's REST messages the way the SDK does", () => {
    expect(phoneAuthReasonOfRest('INVALID_CODE')).toBe('invalidCode');
    expect(phoneAuthReasonOfRest('SESSION_EXPIRED')).toBe('codeExpired');
    expect(phoneAuthReasonOfRest('INVALID_SESSION_INFO')).toBe('codeExpired');
    expect(phoneAuthReasonOfRest('TOO_MANY_ATTEMPTS_TRY_LATER')).toBe('tooManyRequests');
    expect(phoneAuthReasonOfRest('INVALID_PHONE_NUMBER')).toBe('invalidPhone');
    expect(phoneAuthReasonOfRest('OPERATION_NOT_ALLOWED')).toBe('notEnabled');
    expect(phoneAuthReasonOfRest('QUOTA_EXCEEDED')).toBe('quotaExceeded');
    expect(phoneAuthReasonOfRest('SMS_SEND_FAILED')).toBe('unknown');
    expect(phoneAuthReasonOfRest('toString')).toBe('unknown');
    expect(phoneAuthReasonOf({ code: 'constructor' })).toBe('unknown');
    expect(phoneAuthReasonOfRest(undefined)).toBe('unknown');
  });

  it('has a message for every reason', () => {
    const reasons: PhoneAuthReason[] = [
      'invalidPhone',
      'tooManyRequests',
      'unknown',
      'invalidCode',
      'captchaFailed',
      'quotaExceeded',
      'notEnabled',
      'codeExpired',
      'popupClosed',
    ];
    for (const reason of reasons) expect(en.phoneAuth[reason], reason).toBeTruthy();
    expect(en.phoneAuth.tooManyRequests).toMatch(/5 minutes/);
  });
});
