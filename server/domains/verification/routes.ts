/** SMS code calls (src/shared/wire/auth.ts) and the country dialing codes. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { refuseNulCharacters } from '../../http/nul';
import { authEndpoints } from '../../../src/shared/wire/auth';
import { wireRoute } from '../../http/wireRoute';
import type { AccountServices } from '../auth/accountServices';
import { featureOff } from '../auth/errors';
import { DEFAULT_DIALING_CODE } from '../auth/flags';
import { COUNTRIES } from './countries';

const plain = (text: string | undefined) => (text ?? '').replace(/^\+/, '');

export type VerificationRouteOptions = { accounts: Pick<AccountServices, 'sender' | 'members' | 'flags'> };

export async function verificationRoutes(app: FastifyInstance, { accounts }: VerificationRouteOptions) {
  const { sender, members, flags } = accounts;
  refuseNulCharacters(app);

  /**
   * Codes for SMS login and SMS password reset. The answer is the same whether or not the number
   * belongs to an account; only an account's number gets a message.
   */
  wireRoute(app, authEndpoints.smsNoLogin, {}, async (request) => {
    if (!(await flags(request.merchant.code)).VERIFICATION3)
      throw featureOff('SMS verification is not available on this site.');
    const mobile = plain(request.body.mobileNum);
    const countryDialingCode = plain(request.body.countryDialingCode) || DEFAULT_DIALING_CODE;
    const member = await members.byMobile(request.merchant.code, mobile);
    const deliver =
      member?.status === 'active' &&
      (member.country_dialing_code === null || member.country_dialing_code === countryDialingCode);
    const from = { merchantCode: request.merchant.code, siteName: request.merchant.name, ip: request.ip };
    return ok(await sender.sms(from, { countryDialingCode, mobile }, 'nologin', deliver));
  });

  /** Registration codes: see below for why a taken number gets the same answer. */
  wireRoute(app, authEndpoints.smsRegister, {}, async (request) => {
    const f = await flags(request.merchant.code);
    if (!f.MOBILENUMREG3 && !f.REGMOBVERF3) throw featureOff('Registration by SMS is not available on this site.');
    const mobile = plain(request.body.mobileNo);
    const countryDialingCode = plain(request.body.countryDialingCode) || DEFAULT_DIALING_CODE;
    const from = { merchantCode: request.merchant.code, siteName: request.merchant.name, ip: request.ip };
    // One answer whether or not the number is taken (issue 13 item 4), throttled per number and
    // per IP alike (codes.ts); a taken number's owner is told by SMS, and no code exists for it.
    if (await members.byMobile(request.merchant.code, mobile))
      return ok(await sender.smsTakenNotice(from, { countryDialingCode, mobile }, 'register'));
    return ok(await sender.sms(from, { countryDialingCode, mobile }, 'register', true));
  });

  wireRoute(app, authEndpoints.countries, {}, async () => ok(COUNTRIES));
}
