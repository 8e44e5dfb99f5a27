/**
 * Member calls (src/shared/wire/auth.ts): member info, language, registration, username and invitation
 * code checks, and the three password flows.
 */
import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '../../../src/shared/wire';
import { normaliseLanguageCode } from '../../../src/shared/wire/languages';
import { AuthErrorCode, authAliasEndpoints, authEndpoints, type LanguageArgs } from '../../../src/shared/wire/auth';
import { checkRule, violationMessage } from '../../../src/shared/wire/registerRules';
import type { DB } from '../../db/schema';
import { badInput, businessError, humanDuration, TooManyRequestsError } from '../../http/errors';
import { refuseNulCharacters } from '../../http/nul';
import { wireRoute } from '../../http/wireRoute';
import { featureOff } from '../auth/errors';
import { memberOf, sessionOf } from '../auth/requireMember';
import { loginContext } from '../auth/routes';
import type { AccountServices } from '../auth/accountServices';
import type { SystemRepository } from '../system/repository';
import { memberInfo } from './info';

const USERNAME_CHECKS_PER_MINUTE = 30;

export type MemberRouteOptions = {
  accounts: Pick<AccountServices, 'registration' | 'passwords' | 'members' | 'counters' | 'flags'>;
  systemRepo: Pick<SystemRepository, 'registerRules'>;
  /** Member info reads the balance and the unread count (info.ts). */
  db: Kysely<DB>;
};

export async function memberRoutes(app: FastifyInstance, { accounts, systemRepo, db }: MemberRouteOptions) {
  const { registration, passwords, members, counters, flags } = accounts;
  refuseNulCharacters(app);

  // Forgot-password-by-e-mail posts a form (docs/protocol.md); small bodies only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, parseQuery(body as string));
    },
  );

  wireRoute(app, authEndpoints.memberInfo, {}, async (request) =>
    ok(await memberInfo(memberOf(request), request.merchant, db)),
  );

  const setLanguage = async (request: FastifyRequest<{ Body: LanguageArgs }>) => {
    const code = normaliseLanguageCode(request.body.language);
    if (!code || !request.merchant.site.supportLanguages.includes(code)) {
      throw badInput(`This site does not offer the language "${request.body.language.slice(0, 10)}".`);
    }
    await members.update(memberOf(request).id, { language: code });
    return ok({ language: code });
  };
  wireRoute(app, authEndpoints.language, {}, setLanguage);
  wireRoute(app, authAliasEndpoints.language, {}, setLanguage);

  wireRoute(app, authEndpoints.register, {}, async (request) =>
    ok(await registration.register('username', request.body, loginContext(request))),
  );
  wireRoute(app, authEndpoints.registerMobile, {}, async (request) =>
    ok(await registration.register('mobile', request.body, loginContext(request))),
  );

  wireRoute(app, authEndpoints.checkUsername, {}, async (request) => {
    const wait = await counters.limit(`username-check:ip:${request.ip}`, USERNAME_CHECKS_PER_MINUTE, 60_000);
    if (wait) throw new TooManyRequestsError(wait, `Too many checks. Please try again in ${humanDuration(wait)}.`);
    const rule = (await systemRepo.registerRules(request.merchant.code)).username;
    const violation = rule && checkRule('username', rule, request.query.username, true);
    if (violation) throw badInput(`Username: ${violationMessage(violation)}`, violation);
    if (await members.byUsername(request.merchant.code, request.query.username)) {
      throw businessError(AuthErrorCode.usernameTaken, 'This username is already taken.');
    }
    return ok(null, 'This username is available.');
  });

  wireRoute(app, authEndpoints.affiliate, {}, async (request) => {
    if (!(await flags(request.merchant.code)).AFFMAN3) throw featureOff('Invitation codes are not used on this site.');
    const invitation = await members.invitationByCode(request.merchant.code, request.query.code);
    if (!invitation) throw businessError(AuthErrorCode.affiliateInvalid, 'Invalid invitation code');
    return ok({ code: invitation.code });
  });

  wireRoute(app, authEndpoints.changePassword, {}, async (request) =>
    ok(await passwords.change(sessionOf(request), request.body, { merchant: request.merchant, ip: request.ip })),
  );

  wireRoute(app, authEndpoints.forgotPasswordEmail, {}, async (request) => {
    const message = await passwords.forgotByEmail(request.body, { merchant: request.merchant, ip: request.ip });
    return ok(null, message);
  });

  wireRoute(app, authEndpoints.resetPasswordBySms, {}, async (request) => {
    await passwords.resetBySms(request.body, { merchant: request.merchant, ip: request.ip });
    return ok(null, 'Your password has been changed. Please log in with the new password.');
  });
}
