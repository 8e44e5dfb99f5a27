/**
 * The optional Firebase SMS check of registration: after the invitation code and
 * before the registration; the ID token replaces our own code in the payload; a failed check
 * stops before anything is registered; each failure shows on its field.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../../../../src/api/response';
import { PhoneAuthError } from '../../../../../../src/features/auth/phone/phoneAuthErrors';
import {
  confirmPhoneCode,
  placePhoneAuthError,
  type PendingPhoneCode,
} from '../../../../../../src/features/auth/register/phoneCheck';
import {
  placeRegisterError,
  runRegistration,
  type PhoneProof,
  type RegisterFlowDeps,
} from '../../../../../../src/features/auth/register/registerFlow';
import type { LoginValue, RegisterArgs } from '../../../../../../src/shared/wire';

const apiError = (errorCode: string): ApiError => ({ status: 200, errorCode, message: 'refused', alert: false });

function deps(proof: PhoneProof) {
  const calls: string[] = [];
  const sent: RegisterArgs[] = [];
  const flow: RegisterFlowDeps = {
    checkAffiliate: async (code) => (calls.push(`affiliate:${code}`), { data: { code } }),
    phoneCheck: async () => (calls.push('phone'), proof),
    register: async (args) => (calls.push('register'), sent.push(args), { data: { token: 't' } as LoginValue }),
    startSession: async () => void calls.push('session'),
  };
  return { flow, calls, sent };
}

const mobileArgs: RegisterArgs = {
  mobileNum: '1122334455',
  username: '1122334455',
  verificationCode: '123456',
  affiliateCode: 'DEMO2026',
  countryDialingCode: '54',
};

describe('runRegistration with the Firebase SMS check', () => {
  it('runs after the invitation code and sends the ID token instead of our code', async () => {
    const { flow, calls, sent } = deps({ idToken: 'h.p.s' });
    expect(await runRegistration(mobileArgs, 'mobile', flow)).toEqual({ kind: 'registered' });
    expect(calls).toEqual(['affiliate:DEMO2026', 'phone', 'register', 'session']);
    expect(sent[0]).toEqual({
      mobileNum: '1122334455',
      username: '1122334455',
      affiliateCode: 'DEMO2026',
      countryDialingCode: '54',
      firebaseChannel: 'sms',
      firebaseIdToken: 'h.p.s',
    });
  });

  it('a failed check stops before the registration', async () => {
    const error = placePhoneAuthError('invalidCode');
    const { flow, calls } = deps({ error });
    expect(await runRegistration(mobileArgs, 'mobile', flow)).toEqual({ kind: 'failed', error });
    expect(calls).toEqual(['affiliate:DEMO2026', 'phone']);
  });
});

describe('confirmPhoneCode', () => {
  const pending = (confirm: (code: string) => Promise<string>): PendingPhoneCode => ({
    mobile: '1122334455',
    confirmation: { confirm },
  });

  it('asks to verify first when no code went to this number', async () => {
    const verifyFirst = {
      error: { field: 'verificationCode', message: { key: 'phoneAuth.verifyFirst', ns: 'firebase' } },
    };
    expect(await confirmPhoneCode(null, '1122334455', '123456')).toEqual(verifyFirst);
    expect(
      await confirmPhoneCode(
        pending(async () => 'x'),
        '9999999999',
        '123456',
      ),
    ).toEqual(verifyFirst);
  });

  it('trades the code for the token once and reuses it when the same code is sent again', async () => {
    const confirm = vi.fn(async () => 'h.p.s');
    const code = pending(confirm);
    expect(await confirmPhoneCode(code, '1122334455', '123456')).toEqual({ idToken: 'h.p.s' });
    expect(await confirmPhoneCode(code, '1122334455', '123456')).toEqual({ idToken: 'h.p.s' });
    expect(confirm).toHaveBeenCalledOnce();
  });

  it('places a refused code on its field', async () => {
    const refused = pending(async () => Promise.reject(new PhoneAuthError('codeExpired')));
    expect(await confirmPhoneCode(refused, '1122334455', '123456')).toEqual({
      error: { field: 'verificationCode', message: { key: 'phoneAuth.codeExpired', ns: 'firebase' } },
    });
    const broken = pending(async () => Promise.reject(new Error('boom')));
    expect(await confirmPhoneCode(broken, '1122334455', '123456')).toEqual({
      error: { message: { key: 'phoneAuth.unknown', ns: 'firebase' } },
    });
  });
});

describe("where the phone check's failures show", () => {
  it("places phone-auth reasons and the server's Firebase refusals", () => {
    expect(placePhoneAuthError('invalidPhone')).toEqual({
      field: 'mobileNum',
      message: { key: 'phoneAuth.invalidPhone', ns: 'firebase' },
    });
    expect(placePhoneAuthError('quotaExceeded')).toEqual({
      message: { key: 'phoneAuth.quotaExceeded', ns: 'firebase' },
    });
    expect(placeRegisterError(apiError('register.firebase.mismatch'), 'mobile')).toEqual({
      field: 'mobileNum',
      message: { key: 'phoneAuth.mismatch', ns: 'firebase' },
    });
    for (const code of ['register.firebase.invalid', 'register.firebase.required']) {
      expect(placeRegisterError(apiError(code), 'mobile')).toEqual({
        field: 'verificationCode',
        message: { key: 'phoneAuth.verifyFirst', ns: 'firebase' },
      });
    }
  });
});
