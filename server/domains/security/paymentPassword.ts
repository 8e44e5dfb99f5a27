/**
 * The payment (withdrawal) password: six digits, argon2-hashed like the login password, asked
 * for by every call that sends money out of the member's hands (withdraw, transfer to upline,
 * transfer to a downline, adding a bank account). Five wrong ones within 15 minutes lock
 * payment-password use for 15 minutes; a correct one clears the count.
 *
 * A correct password is never counted as a failure (issue 13 item 3: concurrent withdrawals with
 * the right password were answered 429 when every attempt was counted before the check). The
 * password is checked first, then only a wrong one is counted, atomically. A concurrent burst of
 * guesses still learns nothing beyond the limit: an attempt booked after the limit was reached is
 * answered "locked" whether its password was right or wrong, so at most `tries` guesses in a
 * window get a verdict, whatever the concurrency.
 */
import type { Kysely } from 'kysely';
import { AuthErrorCode } from '../../../src/shared/wire/auth';
import { PAYMENT_PASSWORD_RE, type PaymentPasswordArgs } from '../../../src/shared/wire/security';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import { badInput, businessError, humanDuration, TooManyRequestsError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RateCounters } from '../auth/rateCounters';
import type { MemberRow } from '../auth/sessions';
import { refuseTrial } from '../wallet/guards';

export const PAYMENT_PASSWORD_POLICY = { tries: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

type Deps = { db: Kysely<DB>; counters: RateCounters; clock: () => Date };

export function createPaymentPasswords({ db, counters, clock }: Deps) {
  const policy = PAYMENT_PASSWORD_POLICY;

  /** Checks a secret of the member's; only a wrong one is counted, and too many wrong ones lock. */
  async function guarded(key: string, check: () => Promise<boolean>, wrong: (left: number) => Error): Promise<void> {
    // Cheap refusal while locked: no argon2 work for a locked account.
    const before = await state(key);
    if (before.lockedUntil) throw locked(before.lockedUntil);
    if (await check()) {
      // Wrong attempts booked meanwhile (a concurrent burst) may have reached the limit.
      const after = await state(key);
      if (after.lockedUntil) throw locked(after.lockedUntil);
      if (after.hits > 0) await counters.clear([key]);
      return;
    }
    const hits = await counters.hit(key, policy.windowMs);
    if (hits > policy.tries)
      throw locked((await state(key)).lockedUntil ?? new Date(clock().getTime() + policy.lockMs));
    if (hits === policy.tries) await counters.lock(key, new Date(clock().getTime() + policy.lockMs));
    throw wrong(policy.tries - hits);
  }

  /** The lock, or the limit reached by wrong attempts whose lock is being written right now. */
  async function state(key: string): Promise<{ hits: number; lockedUntil: Date | null }> {
    const [s] = (await counters.read([key], policy.windowMs)).values();
    if (!s) return { hits: 0, lockedUntil: null };
    if (s.lockedUntil) return s;
    return { hits: s.hits, lockedUntil: s.hits >= policy.tries ? new Date(clock().getTime() + policy.lockMs) : null };
  }

  function locked(until: Date) {
    const wait = Math.max(1, Math.ceil((until.getTime() - clock().getTime()) / 1000));
    return new TooManyRequestsError(wait, `Too many wrong passwords. Please try again in ${humanDuration(wait)}.`);
  }

  const attemptsLeft = (left: number) =>
    left > 0
      ? `${left} attempt${left === 1 ? '' : 's'} left.`
      : `Payment-password use is locked for ${policy.lockMs / 60_000} minutes.`;

  /** Passes when the payment password is right; otherwise throws, counting the wrong attempt. */
  async function verify(member: MemberRow, password: unknown): Promise<void> {
    const hash = member.payment_password_hash;
    if (!hash)
      throw businessError(
        MoneyErrorCode.paymentPasswordRequired,
        'Set a payment password in the security centre first.',
      );
    await guarded(
      `paypw:${member.id}`,
      async () => typeof password === 'string' && PAYMENT_PASSWORD_RE.test(password) && verifyPassword(hash, password),
      (left) =>
        businessError(MoneyErrorCode.paymentPasswordWrong, `The payment password is incorrect. ${attemptsLeft(left)}`),
    );
  }

  return {
    verify,

    has: (member: MemberRow) => member.payment_password_hash !== null,

    /** Sets the first payment password (proved by the login password) or changes it (proved by the old one). */
    async set(member: MemberRow, args: PaymentPasswordArgs): Promise<void> {
      refuseTrial(member);
      if (!PAYMENT_PASSWORD_RE.test(args.newPassword)) {
        throw badInput('The payment password must be exactly 6 digits.', { field: 'newPassword', reason: 'format' });
      }
      if (args.confirmPassword !== args.newPassword) {
        throw badInput('The confirmation does not match the new payment password.', {
          field: 'confirmPassword',
          reason: 'mismatch',
        });
      }
      if (member.payment_password_hash) {
        if (!args.oldPassword)
          throw badInput('Enter your current payment password to change it.', {
            field: 'oldPassword',
            reason: 'required',
          });
        await verify(member, args.oldPassword);
        if (args.oldPassword === args.newPassword) {
          throw badInput('The new payment password must be different from the current one.', {
            field: 'newPassword',
            reason: 'same',
          });
        }
      } else {
        if (!args.loginPassword)
          throw badInput('Enter your login password to set a payment password.', {
            field: 'loginPassword',
            reason: 'required',
          });
        const loginPassword = args.loginPassword;
        await guarded(
          `paypw:${member.id}`,
          () => verifyPassword(member.password_hash, loginPassword),
          (left) =>
            businessError(AuthErrorCode.oldPasswordIncorrect, `The login password is incorrect. ${attemptsLeft(left)}`),
        );
      }
      // Only over the hash that was checked: a concurrent change in between is not overwritten.
      const result = await db
        .updateTable('members')
        .set({ payment_password_hash: await hashPassword(args.newPassword) })
        .where('id', '=', member.id)
        .where((eb) =>
          member.payment_password_hash
            ? eb('payment_password_hash', '=', member.payment_password_hash)
            : eb('payment_password_hash', 'is', null),
        )
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        throw businessError(
          MoneyErrorCode.stateConflict,
          'Your payment password was changed at the same time from elsewhere. Please reload and try again.',
        );
      }
    },
  };
}

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;
