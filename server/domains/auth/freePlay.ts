/**
 * Free play (authEndpoints.freePlay, src/shared/wire/auth.ts): a trial account (type 4) with play money, logged in at
 * once. At most 10 trial accounts per IP per hour; refused while FREEPLAY3 is off.
 */
import { randomInt } from 'node:crypto';
import { TRIAL_TYPE, type LoginValue } from '../../../src/shared/wire/auth';
import type { MemberRepository } from '../member/repository';
import type { Merchant } from '../system/service';
import { humanDuration, TooManyRequestsError } from '../../http/errors';
import { featureOff } from './errors';
import type { FlagReader } from './flags';
import type { LoginService } from './loginService';
import { hashPassword } from './passwords';
import type { RateCounters } from './rateCounters';
import { randomToken } from './tokens';

/** Play money of a new trial account, in minor units (2,000.00 in a 2-decimal currency). */
export const TRIAL_BALANCE_MINOR = 200_000n;
const PER_IP = 10;
const PER_IP_WINDOW_MS = 3_600_000;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const trialName = () => `trial_${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

type Deps = { members: MemberRepository; counters: RateCounters; flags: FlagReader; login: LoginService };

export function createFreePlay({ members, counters, flags, login }: Deps) {
  return {
    async start(merchant: Merchant, ip: string, client: { os: string; platform: string }): Promise<LoginValue> {
      if (!(await flags(merchant.code)).FREEPLAY3)
        throw featureOff('Free play is not available on this site at the moment.');
      const wait = await counters.limit(`freeplay:ip:${ip}`, PER_IP, PER_IP_WINDOW_MS);
      if (wait)
        throw new TooManyRequestsError(
          wait,
          `Too many trial accounts from your network. Please try again in ${humanDuration(wait)}.`,
        );
      // Nobody ever types this password: a trial account is reached through its session only.
      const passwordHash = await hashPassword(randomToken());
      for (let attempt = 0; ; attempt += 1) {
        try {
          const member = await members.insert({
            merchant_code: merchant.code,
            username: trialName(),
            password_hash: passwordHash,
            type: TRIAL_TYPE,
            nickname: 'Guest',
            demo_balance: TRIAL_BALANCE_MINOR,
            register_ip: ip,
            register_source: `freeplay ${client.platform} ${client.os}`.trim(),
          });
          return await login.startSession(member, 'freeplay', ip);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },
  };
}
