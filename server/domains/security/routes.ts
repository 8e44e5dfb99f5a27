/**
 * Security-centre calls (src/shared/wire/security.ts): profile, what is set up, the payment password and bank accounts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { securityEndpoints } from '../../../src/shared/wire/security';
import { wireRoute } from '../../http/wireRoute';
import { memberOf } from '../auth/requireMember';
import { profileOf } from './profile';
import type { SecurityServices } from './services';

export async function securityRoutes(app: FastifyInstance, { security }: { security: SecurityServices }) {
  const { profiles, paymentPasswords, bankAccounts } = security;

  wireRoute(app, securityEndpoints.profile, {}, async (request) => ok(profileOf(memberOf(request))));

  wireRoute(app, securityEndpoints.updateProfile, {}, async (request) =>
    ok(await profiles.update(memberOf(request), request.body)),
  );

  wireRoute(app, securityEndpoints.securityConfig, {}, async (request) => {
    const me = memberOf(request);
    const accounts = await bankAccounts.list(me.id);
    return ok({
      hasPaymentPassword: paymentPasswords.has(me),
      bankAccountCount: accounts.length,
      mobileBound: Boolean(me.mobile),
      emailBound: Boolean(me.email),
      ipCheck: me.ip_check,
    });
  });

  wireRoute(app, securityEndpoints.hasPaymentPassword, {}, async (request) =>
    ok(paymentPasswords.has(memberOf(request))),
  );

  wireRoute(app, securityEndpoints.paymentPassword, {}, async (request) => {
    await paymentPasswords.set(memberOf(request), request.body);
    return ok(null, 'Your payment password has been saved.');
  });

  wireRoute(app, securityEndpoints.bankAccounts, {}, async (request) =>
    ok(await bankAccounts.list(memberOf(request).id)),
  );

  wireRoute(app, securityEndpoints.addBankAccount, {}, async (request) =>
    ok(await bankAccounts.add(memberOf(request), request.merchant, request.body)),
  );
}
