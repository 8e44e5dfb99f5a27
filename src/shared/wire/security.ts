/**
 * The security centre on the wire (paths [seen] on the platform's legacy endpoints, bodies
 * [design]): profile fields, the payment (withdrawal) password and bank accounts. The login
 * password is changed through authEndpoints.changePassword. The types are those of the schemas
 * (./schemas/security.ts), where each field is described.
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/security';

/** Profile fields a member may edit (registration and profile fields of the site). */
export const PROFILE_FIELDS = [
  'nickname',
  'fullname',
  'email',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type ProfileValue = Static<typeof schemas.ProfileValue>;
export type ProfileArgs = Static<typeof schemas.ProfileArgs>;
export type SecurityConfigValue = Static<typeof schemas.SecurityConfigValue>;
export type PaymentPasswordArgs = Static<typeof schemas.PaymentPasswordArgs>;

/** Payment passwords are 6 digits (as on the platform's withdrawal keypads). */
export const PAYMENT_PASSWORD_RE = /^\d{6}$/;

export type BankAccountArgs = Static<typeof schemas.BankAccountArgs>;

export const MAX_BANK_ACCOUNTS = 5;

/** Their schemas: ./schemas/security.ts. */
export const securityEndpoints = endpointGroup('security')({
  profile: { method: 'GET', path: '/wps/member/profile', token: true },
  /** [seen] POST /wps/member/info updates the profile. */
  updateProfile: { method: 'POST', path: '/wps/member/info', token: true },
  securityConfig: { method: 'GET', path: '/wps/v2/member/securityConfig', modId: 'COMM3', token: true },
  hasPaymentPassword: { method: 'GET', path: '/wps/member/hasWithdrawalPassword', token: true },
  /** [seen] PUT, encrypted. */
  paymentPassword: { method: 'PUT', path: '/wps/member/paymentPassword', token: true, encrypt: true },
  bankAccounts: { method: 'GET', path: '/wps/member/bankCard', token: true },
  /** [seen] PUT, encrypted. The payee name must equal the account's registered payee name once set. */
  addBankAccount: { method: 'PUT', path: '/wps/member/bankCard', token: true, encrypt: true },
});
