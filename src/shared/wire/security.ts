/**
 * The security centre on the wire (contract §9 legacy endpoints [seen paths], bodies [design]):
 * profile fields, the payment (withdrawal) password and bank accounts. The login password is
 * changed through authEndpoints.changePassword.
 */
import { endpoint } from './endpoint';
import type { BankAccount } from './cashier';

/** Profile fields a member may edit (spec §3 registration and profile fields). */
export const PROFILE_FIELDS = ['nickname', 'fullname', 'email', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type ProfileValue = Record<ProfileField, string> & {
  account: string;
  /** Masked. */
  mobile: string;
  payeeName: string;
};

export type ProfileArgs = Partial<Record<ProfileField, string>>;

/** [design] value of GET /wps/v2/member/securityConfig: what is set up, for the security centre. */
export type SecurityConfigValue = {
  hasPaymentPassword: boolean;
  bankAccountCount: number;
  mobileBound: boolean;
  emailBound: boolean;
  ipCheck: 'none' | 'sms' | 'email' | 'bank' | 'totp';
};

/** oldPassword is required once a payment password exists; the login password proves the first one. */
export type PaymentPasswordArgs = { oldPassword?: string; loginPassword?: string; newPassword: string; confirmPassword: string };

/** Payment passwords are 6 digits (as on the platform's withdrawal keypads). */
export const PAYMENT_PASSWORD_RE = /^\d{6}$/;

export type BankAccountArgs = { bankName: string; accountNumber: string; payeeName: string; paymentPassword: string };

export const MAX_BANK_ACCOUNTS = 5;

export const securityEndpoints = {
  profile: endpoint<void, ProfileValue>({ method: 'GET', path: '/wps/member/profile', token: true }),
  /** [seen] POST /wps/member/info updates the profile. */
  updateProfile: endpoint<ProfileArgs, ProfileValue>({ method: 'POST', path: '/wps/member/info', token: true }),
  securityConfig: endpoint<void, SecurityConfigValue>({ method: 'GET', path: '/wps/v2/member/securityConfig', modId: 'COMM3', token: true }),
  hasPaymentPassword: endpoint<void, boolean>({ method: 'GET', path: '/wps/member/hasWithdrawalPassword', token: true }),
  /** [seen] PUT, encrypted. */
  paymentPassword: endpoint<PaymentPasswordArgs, null>({ method: 'PUT', path: '/wps/member/paymentPassword', token: true, encrypt: true }),
  bankAccounts: endpoint<void, BankAccount[]>({ method: 'GET', path: '/wps/member/bankCard', token: true }),
  /** [seen] PUT, encrypted. The payee name must equal the account's registered payee name once set. */
  addBankAccount: endpoint<BankAccountArgs, BankAccount>({ method: 'PUT', path: '/wps/member/bankCard', token: true, encrypt: true }),
} as const;
