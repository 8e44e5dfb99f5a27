/** What the security centre checks before sending: bank accounts, payment passwords, changed profile fields. */
import { describe, expect, it } from 'vitest';
import { bankAccountProblems } from '../../../../../src/features/security/bankAccountRules';
import { changedFields } from '../../../../../src/features/security/ProfileSection';
import { paymentPasswordProblem } from '../../../../../src/features/security/paymentPassword';
import type { ProfileValue } from '../../../../../src/shared/wire';

describe('bankAccountProblems', () => {
  it('accepts an account written with spaces or hyphens', () => {
    expect(
      bankAccountProblems({ payeeName: 'Jane Doe', bankName: 'First Bank', accountNumber: '6222 0000-1234' }),
    ).toEqual({});
  });

  it('names the problem of each field', () => {
    expect(bankAccountProblems({ payeeName: ' ', bankName: '', accountNumber: '' })).toEqual({
      payeeName: 'required',
      bankName: 'required',
      accountNumber: 'required',
    });
    expect(bankAccountProblems({ payeeName: 'x'.repeat(101), bankName: 'B', accountNumber: '12345' })).toEqual({
      payeeName: 'payeeName',
      bankName: 'bankName',
      accountNumber: 'accountNumber',
    });
    expect(
      bankAccountProblems({ payeeName: 'Jane', bankName: 'Bank', accountNumber: '1'.repeat(31) }).accountNumber,
    ).toBe('accountNumber');
    expect(bankAccountProblems({ payeeName: 'Jane', bankName: 'Bank', accountNumber: '12ab5678' }).accountNumber).toBe(
      'accountNumber',
    );
  });
});

describe('paymentPasswordProblem', () => {
  it('wants exactly six digits', () => {
    expect(paymentPasswordProblem('')).toBe('security.paymentPassword.required');
    expect(paymentPasswordProblem('12345')).toBe('security.paymentPassword.format');
    expect(paymentPasswordProblem('1234567')).toBe('security.paymentPassword.format');
    expect(paymentPasswordProblem('12345a')).toBe('security.paymentPassword.format');
    expect(paymentPasswordProblem('012345')).toBeNull();
  });
});

describe('changedFields', () => {
  const stored: ProfileValue = {
    account: 'jane01',
    mobile: '',
    payeeName: '',
    nickname: 'Jane',
    fullname: '',
    email: 'jane@example.com',
    birthday: '',
    address: '',
    nationality: '',
    occupation: '',
    sourceOfIncome: '',
  };

  it('sends only what changed, trimmed, including a field cleared', () => {
    const draft = { ...stored, nickname: 'Jane', fullname: '  Jane Doe ', email: '' };
    expect(changedFields(stored, draft)).toEqual({ fullname: 'Jane Doe', email: '' });
  });

  it('sends nothing when nothing changed', () => {
    expect(changedFields(stored, { ...stored, nickname: ' Jane ' })).toEqual({});
  });
});
