/** Security-centre calls: profile, what is set up, the payment password and bank accounts. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { securityEndpoints, type BankAccountArgs, type PaymentPasswordArgs, type ProfileArgs, type SecurityConfigValue } from '../../../src/shared/wire/security';
import { memberOf } from '../auth/requireMember';
import { PROFILE_LIMITS, profileOf } from './profile';
import type { SecurityServices } from './services';

/** Lengths are checked by the service with a message per field; the schema only bounds the size. */
const profileBody = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(Object.keys(PROFILE_LIMITS).map((field) => [field, { type: 'string', maxLength: 1000 }])),
} as const;

const secret = { type: 'string', maxLength: 128 } as const;

const paymentPasswordBody = {
  type: 'object',
  required: ['newPassword', 'confirmPassword'],
  additionalProperties: false,
  properties: { oldPassword: secret, loginPassword: secret, newPassword: secret, confirmPassword: secret },
} as const;

const bankAccountBody = {
  type: 'object',
  required: ['bankName', 'accountNumber', 'payeeName', 'paymentPassword'],
  additionalProperties: false,
  properties: {
    bankName: { type: 'string', maxLength: 200 },
    accountNumber: { type: 'string', maxLength: 60 },
    payeeName: { type: 'string', maxLength: 200 },
    paymentPassword: secret,
  },
} as const;

const member = { auth: 'member' as const };

export async function securityRoutes(app: FastifyInstance, { security }: { security: SecurityServices }) {
  const { profiles, paymentPasswords, bankAccounts } = security;

  app.get(securityEndpoints.profile.path, { config: member }, async (request) => ok(profileOf(memberOf(request))));

  app.post<{ Body: ProfileArgs }>(securityEndpoints.updateProfile.path, { config: member, schema: { body: profileBody } }, async (request) =>
    ok(await profiles.update(memberOf(request), request.body)),
  );

  app.get(securityEndpoints.securityConfig.path, { config: member }, async (request) => {
    const me = memberOf(request);
    const accounts = await bankAccounts.list(me.id);
    const value: SecurityConfigValue = {
      hasPaymentPassword: paymentPasswords.has(me),
      bankAccountCount: accounts.length,
      mobileBound: Boolean(me.mobile),
      emailBound: Boolean(me.email),
      ipCheck: me.ip_check,
    };
    return ok(value);
  });

  app.get(securityEndpoints.hasPaymentPassword.path, { config: member }, async (request) => ok(paymentPasswords.has(memberOf(request))));

  app.put<{ Body: PaymentPasswordArgs }>(
    securityEndpoints.paymentPassword.path,
    { config: { ...member, encrypted: true }, schema: { body: paymentPasswordBody } },
    async (request) => {
      await paymentPasswords.set(memberOf(request), request.body);
      return ok(null, 'Your payment password has been saved.');
    },
  );

  app.get(securityEndpoints.bankAccounts.path, { config: member }, async (request) => ok(await bankAccounts.list(memberOf(request).id)));

  app.put<{ Body: BankAccountArgs }>(
    securityEndpoints.addBankAccount.path,
    { config: { ...member, encrypted: true }, schema: { body: bankAccountBody } },
    async (request) => ok(await bankAccounts.add(memberOf(request), request.merchant, request.body)),
  );
}
