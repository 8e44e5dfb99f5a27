/**
 * Schemas of the security centre's calls (src/shared/wire/security.ts): profile fields, what is
 * set up, the payment (withdrawal) password and bank accounts (BankAccount is the cashier's, which
 * the withdrawal settings list). Paths [seen] on the platform's legacy endpoints, bodies [design]
 * (docs/protocol.md).
 */
import type { TOptional, TString } from '@sinclair/typebox';
import { PROFILE_FIELDS, type ProfileField } from '../security';
import { BankAccount } from './cashier';
import { call, Obj, OneOf, T } from './kit';

type ProfileStrings<S> = { [K in ProfileField]: S };
const profileFields = <S>(each: () => S) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, each()])) as ProfileStrings<S>;

export const ProfileValue = Obj({
  ...profileFields(() => T.String()),
  account: T.String(),
  /** Masked. */
  mobile: T.String(),
  payeeName: T.String(),
});

/**
 * The fields to change; the others stay. Each field's own length and form are checked by the
 * server with a message naming the field (server/domains/security/profile.ts); the schema only
 * bounds the size.
 */
export const ProfileArgs = Obj(profileFields((): TOptional<TString> => T.Optional(T.String({ maxLength: 1000 }))));

/** [design] value of GET /wps/v2/member/securityConfig: what is set up, for the security centre. */
export const SecurityConfigValue = Obj({
  hasPaymentPassword: T.Boolean(),
  bankAccountCount: T.Integer({ minimum: 0 }),
  mobileBound: T.Boolean(),
  emailBound: T.Boolean(),
  ipCheck: OneOf(['none', 'sms', 'email', 'bank', 'totp']),
});

const secret = () => T.String({ maxLength: 128 });

/**
 * oldPassword is required once a payment password exists; the login password proves the first
 * one. The new one must match PAYMENT_PASSWORD_RE, checked with its own message.
 */
export const PaymentPasswordArgs = Obj({
  oldPassword: T.Optional(secret()),
  loginPassword: T.Optional(secret()),
  newPassword: secret(),
  confirmPassword: secret(),
});

/** The payee name must equal the account's registered payee name once set. */
export const BankAccountArgs = Obj({
  bankName: T.String({ maxLength: 200 }),
  accountNumber: T.String({ maxLength: 60 }),
  payeeName: T.String({ maxLength: 200 }),
  paymentPassword: secret(),
});

export const securitySchemas = {
  profile: call(ProfileValue),
  updateProfile: call(ProfileValue, ProfileArgs),
  securityConfig: call(SecurityConfigValue),
  hasPaymentPassword: call(T.Boolean()),
  paymentPassword: call(T.Null(), PaymentPasswordArgs),
  bankAccounts: call(T.Array(BankAccount)),
  addBankAccount: call(BankAccount, BankAccountArgs),
};
