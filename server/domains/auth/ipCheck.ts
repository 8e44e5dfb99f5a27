/**
 * The unregistered-IP check: a correct password from an IP the member never used holds the
 * login back until a second proof arrives (SMS code, e-mail code, the payee / bank-account name,
 * or an authenticator code, as the account is set up). A challenge lives 5 minutes, works once,
 * only from the IP that started it, and dies after 5 wrong answers.
 *
 * Whoever has the password can open as many challenges as they like, so wrong answers are also
 * counted per account across challenges (issue 13 item 2): 10 within an hour lock the check for
 * an hour. While it is locked no challenge is opened, no answer is checked (the right one is
 * refused too), the answer says until when, and the member gets an inbox message when the lock
 * starts. As with the payment password (server/domains/security/paymentPassword.ts) only wrong
 * answers are counted, and an answer booked once the limit is reached is refused as locked
 * whatever it was, so a concurrent burst gets no more verdicts than the limit. The payee-name
 * method shows no hint of the name (it would be half the answer).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  AuthErrorCode,
  type IpCheckMethod,
  type LoginVerifyRequiredValue,
  type SessionOrigin,
} from '../../../src/shared/wire/auth';
import { businessError } from '../../http/errors';
import type { MemberRepository } from '../member/repository';
import { postMessage } from '../messages/postMessage';
import type { RateCounters } from './rateCounters';
import type { CodeStore } from '../verification/codes';
import { maskEmail, maskMobile } from '../verification/masks';
import { e164, type CodeSender } from '../verification/sender';
import { DEFAULT_DIALING_CODE } from './flags';
import type { MemberRow } from './sessions';
import { randomToken, sameDigest, sha256Hex, TOKEN_PATTERN } from './tokens';
import { verifyTotp } from './totp';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** Wrong answers per account across challenges before the check locks, and for how long. */
export const IP_CHECK_LOCK_POLICY = { failures: 10, windowMs: 60 * 60_000, lockMs: 60 * 60_000 } as const;
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

type Deps = {
  db: Kysely<DB>;
  clock: () => Date;
  members: MemberRepository;
  codes: CodeStore;
  sender: CodeSender;
  counters: RateCounters;
};

/** The answer while the check is locked: until when, in the message and in value.retryAt. */
export function verifyLocked(until: Date) {
  return businessError(
    AuthErrorCode.verifyLocked,
    `Too many wrong answers to the login check. It is locked until ${until.toISOString().slice(11, 16)} UTC; ` +
      `please try again after that time.`,
    { retryAt: until.getTime() },
  );
}

export function createIpCheck({ db, clock, members, codes, sender, counters }: Deps) {
  const policy = IP_CHECK_LOCK_POLICY;
  const lockKey = (memberId: bigint) => `ipcheck:fail:${memberId}`;

  /** When the check is locked until; the limit reached counts as locked even before the lock is written. */
  async function lockedUntil(memberId: bigint): Promise<Date | null> {
    const [state] = (await counters.read([lockKey(memberId)], policy.windowMs)).values();
    if (state?.lockedUntil) return state.lockedUntil;
    return state && state.hits >= policy.failures ? new Date(clock().getTime() + policy.lockMs) : null;
  }

  /** Books a wrong answer; returns the lock's end when this one reached or passed the limit. */
  async function bookFailure(
    row: { member_id: bigint; merchant_code: string },
    siteName: string,
  ): Promise<Date | null> {
    const key = lockKey(row.member_id);
    const hits = await counters.hit(key, policy.windowMs);
    if (hits < policy.failures) return null;
    if (hits > policy.failures)
      return (await lockedUntil(row.member_id)) ?? new Date(clock().getTime() + policy.lockMs);
    const now = clock();
    const until = new Date(now.getTime() + policy.lockMs);
    await counters.lock(key, until);
    await db.transaction().execute((trx) =>
      postMessage(trx, {
        merchantCode: row.merchant_code,
        memberId: row.member_id,
        kind: 'notice',
        params: { site: siteName, currency: '' },
        eventKey: `ipcheck:locked:${until.getTime()}`,
        now,
        notice: {
          title: 'Login check locked',
          content:
            `Someone who knows your password answered the check for logins from a new device or network wrongly ` +
            `${policy.failures} times. ` +
            `The check is locked until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
            `no new device can log in to your account until then. ` +
            'If this was not you, change your password now and contact customer service.',
        },
      }),
    );
    return until;
  }

  /** What the challenge checks against, and the hint the member sees. */
  async function prepare(
    member: MemberRow,
    method: IpCheckMethod,
    from: { merchantCode: string; siteName: string; ip: string },
  ) {
    if (method === 'sms' && member.mobile) {
      const countryDialingCode = member.country_dialing_code ?? DEFAULT_DIALING_CODE;
      await sender.sms(from, { countryDialingCode, mobile: member.mobile }, PURPOSE, true);
      return { target: e164(countryDialingCode, member.mobile), masked: maskMobile(countryDialingCode, member.mobile) };
    }
    if (method === 'email' && member.email) {
      await sender.email(from, member.email, PURPOSE);
      return { target: member.email.toLowerCase(), masked: maskEmail(member.email) };
    }
    // No hint of the payee name: its initials and lengths would be half the answer.
    if (method === 'bank' && member.payee_name) return { target: '', masked: '' };
    if (method === 'totp' && member.totp_secret) return { target: '', masked: '' };
    throw businessError(
      'login.verify.unavailable',
      "This account's login check is not set up correctly. Please contact customer service.",
    );
  }

  return {
    /** Operator unlock: forgets the account's wrong answers and lifts the lock. */
    async unlock(memberId: bigint): Promise<void> {
      await counters.clear([lockKey(memberId)]);
    },

    /** Whether this login has to be confirmed first. */
    async needed(member: MemberRow, ip: string): Promise<boolean> {
      return member.ip_check !== 'none' && !(await members.knowsIp(member.id, ip));
    },

    async start(
      pending: PendingLogin,
      from: { merchantCode: string; siteName: string; ip: string },
    ): Promise<LoginVerifyRequiredValue> {
      const locked = await lockedUntil(pending.member.id);
      if (locked) throw verifyLocked(locked);
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
    async complete(
      challengeId: string,
      code: string,
      from: { merchantCode: string; siteName: string; ip: string },
    ): Promise<PendingLogin> {
      const { merchantCode, ip } = from;
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
      const before = await lockedUntil(row.member_id);
      if (before) throw verifyLocked(before);

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
        const locked = await bookFailure(row, from.siteName);
        if (locked) throw verifyLocked(locked);
        const left = CHALLENGE_MAX_ATTEMPTS - row.attempts;
        if (left <= 0) throw expired('Too many wrong answers. Please log in again.');
        throw businessError(
          AuthErrorCode.verifyFailed,
          `${WRONG[row.method]} ${left} attempt${left === 1 ? '' : 's'} left.`,
          { attemptsLeft: left },
        );
      }
      // Wrong answers booked meanwhile (a concurrent burst) may have reached the limit.
      const after = await lockedUntil(row.member_id);
      if (after) throw verifyLocked(after);
      const used = await db
        .updateTable('login_challenges')
        .set({ consumed_at: now })
        .where('id_hash', '=', row.id_hash)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (used.numUpdatedRows === 0n) throw expired();
      await counters.clear([lockKey(row.member_id)]);
      return { member, origin: row.origin as SessionOrigin, agentLogin: row.agent_login };
    },
  };
}

export type IpCheck = ReturnType<typeof createIpCheck>;
