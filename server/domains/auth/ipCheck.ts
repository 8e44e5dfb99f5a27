/**
 * The unregistered-IP check: a correct password from an IP the member never used holds the
 * login back until a second proof arrives (SMS code, e-mail code, the payee / bank-account name,
 * or an authenticator code, as the account is set up). A challenge lives 5 minutes, works once,
 * only from the IP that started it, and dies after 5 wrong answers.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AuthErrorCode, type IpCheckMethod, type LoginVerifyRequiredValue, type SessionOrigin } from '../../../src/shared/wire/auth';
import { businessError } from '../../wire/errors';
import type { MemberRepository } from '../member/repository';
import type { CodeStore } from '../verification/codes';
import { maskEmail, maskMobile, maskName } from '../verification/masks';
import { e164, type CodeSender } from '../verification/sender';
import { DEFAULT_DIALING_CODE } from './flags';
import type { MemberRow } from './sessions';
import { randomToken, sameDigest, sha256Hex, TOKEN_PATTERN } from './tokens';
import { verifyTotp } from './totp';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
const PURPOSE = 'ipcheck';

export type PendingLogin = { member: MemberRow; origin: SessionOrigin; agentLogin: boolean };

const expired = (message = 'This verification has expired or was already used. Please log in again.') =>
  businessError(AuthErrorCode.verifyExpired, message);

const WRONG: Record<IpCheckMethod, string> = {
  sms: 'The verification code is incorrect.',
  email: 'The verification code is incorrect.',
  bank: 'The bank account name does not match.',
  totp: 'The authenticator code is incorrect.',
};

const normaliseName = (name: string) => sha256Hex(name.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase());

type Deps = { db: Kysely<DB>; clock: () => Date; members: MemberRepository; codes: CodeStore; sender: CodeSender };

export function createIpCheck({ db, clock, members, codes, sender }: Deps) {
  /** What the challenge checks against, and the hint the member sees. */
  async function prepare(member: MemberRow, method: IpCheckMethod, from: { merchantCode: string; siteName: string; ip: string }) {
    if (method === 'sms' && member.mobile) {
      const countryDialingCode = member.country_dialing_code ?? DEFAULT_DIALING_CODE;
      await sender.sms(from, { countryDialingCode, mobile: member.mobile }, PURPOSE, true);
      return { target: e164(countryDialingCode, member.mobile), masked: maskMobile(countryDialingCode, member.mobile) };
    }
    if (method === 'email' && member.email) {
      await sender.email(from, member.email, PURPOSE);
      return { target: member.email.toLowerCase(), masked: maskEmail(member.email) };
    }
    if (method === 'bank' && member.payee_name) return { target: '', masked: maskName(member.payee_name) };
    if (method === 'totp' && member.totp_secret) return { target: '', masked: '' };
    throw businessError('login.verify.unavailable', "This account's login check is not set up correctly. Please contact customer service.");
  }

  return {
    /** Whether this login has to be confirmed first. */
    async needed(member: MemberRow, ip: string): Promise<boolean> {
      return member.ip_check !== 'none' && !(await members.knowsIp(member.id, ip));
    },

    async start(pending: PendingLogin, from: { merchantCode: string; siteName: string; ip: string }): Promise<LoginVerifyRequiredValue> {
      const method = pending.member.ip_check as IpCheckMethod;
      const { target, masked } = await prepare(pending.member, method, from);
      const id = randomToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
      await db
        .insertInto('login_challenges')
        .values({
          id_hash: sha256Hex(id),
          member_id: pending.member.id,
          merchant_code: from.merchantCode,
          method,
          target,
          ip: from.ip,
          origin: pending.origin,
          agent_login: pending.agentLogin,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      return { challengeId: id, method, maskedTarget: masked, expiresAt: expiresAt.getTime() };
    },

    /** Checks the answer; the attempt is counted before the comparison. */
    async complete(challengeId: string, code: string, merchantCode: string, ip: string): Promise<PendingLogin> {
      if (!TOKEN_PATTERN.test(challengeId)) throw expired();
      const now = clock();
      const row = await db
        .updateTable('login_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id_hash', '=', sha256Hex(challengeId))
        .where('merchant_code', '=', merchantCode)
        .where('ip', '=', ip)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', CHALLENGE_MAX_ATTEMPTS)
        .returningAll()
        .executeTakeFirst();
      const member = row && (await members.byId(row.member_id));
      if (!row || !member) throw expired();

      let ok = false;
      if (row.method === 'sms' || row.method === 'email') {
        ok = (await codes.verify({ merchantCode, channel: row.method, target: row.target, purpose: PURPOSE }, code)).ok;
      } else if (row.method === 'bank') {
        ok = Boolean(member.payee_name) && sameDigest(normaliseName(code), normaliseName(member.payee_name ?? ''));
      } else if (member.totp_secret) {
        const step = verifyTotp(member.totp_secret, code, now.getTime(), member.totp_last_step);
        ok = step !== null && (await members.claimTotpStep(member.id, step));
      }
      if (!ok) {
        const left = CHALLENGE_MAX_ATTEMPTS - row.attempts;
        if (left <= 0) throw expired('Too many wrong answers. Please log in again.');
        throw businessError(AuthErrorCode.verifyFailed, `${WRONG[row.method]} ${left} attempt${left === 1 ? '' : 's'} left.`, { attemptsLeft: left });
      }
      const used = await db
        .updateTable('login_challenges')
        .set({ consumed_at: now })
        .where('id_hash', '=', row.id_hash)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (used.numUpdatedRows === 0n) throw expired();
      return { member, origin: row.origin as SessionOrigin, agentLogin: row.agent_login };
    },
  };
}

export type IpCheck = ReturnType<typeof createIpCheck>;
