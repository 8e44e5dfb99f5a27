/**
 * Passwords: change (logged in), forgot by e-mail (a temporary password by mail), and reset by
 * SMS code. A new password follows the merchant's `password` registration rule; setting one
 * ends every session of the member.
 *
 * The old password is asked for unless the session began with an SMS code, a Firebase sign-in
 * or the e-mailed temporary password (PASSWORDLESS_ORIGINS): those members proved themselves
 * another way, or are being made to replace the password they got. Five wrong old passwords
 * lock changes for 15 minutes.
 */
import { randomInt } from 'node:crypto';
import {
  AuthErrorCode,
  isTrialType,
  type ChangePasswordArgs,
  type LoginValue,
  type ResetPasswordBySmsArgs,
} from '../../../src/shared/wire/auth';
import { checkRule, violationMessage } from '../../../src/shared/wire/registerRules';
import { badInput, businessError, humanDuration, TooManyRequestsError } from '../../http/errors';
import { featureOff } from '../auth/errors';
import { DEFAULT_DIALING_CODE, type FlagReader } from '../auth/flags';
import type { LoginService } from '../auth/loginService';
import type { LoginThrottle } from '../auth/loginThrottle';
import { PASSWORDLESS_ORIGINS } from '../auth/loginValue';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RateCounters } from '../auth/rateCounters';
import type { ResolvedSession, SessionService } from '../auth/sessions';
import type { SystemRepository } from '../system/repository';
import type { Merchant } from '../system/service';
import type { CodeStore, IssueWording } from '../verification/codes';
import type { MailGateway } from '../verification/mailGateway';
import { e164 } from '../verification/sender';
import type { MemberRepository } from './repository';

export const TEMP_PASSWORD_TTL_MS = 30 * 60_000;
const OLD_PASSWORD_TRIES = 5;
const OLD_PASSWORD_LOCK_MS = 15 * 60_000;

export const FORGOT_EMAIL_MESSAGE =
  'If the username and e-mail address belong to an account, a temporary password is on its way to that address. ' +
  'It works for 30 minutes: log in with it and choose a new password.';

type Deps = {
  clock: () => Date;
  members: MemberRepository;
  sessions: SessionService;
  systemRepo: SystemRepository;
  flags: FlagReader;
  counters: RateCounters;
  throttle: LoginThrottle;
  codes: CodeStore;
  mail: MailGateway;
  login: LoginService;
};

const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz';

/** Eight letters and two digits: readable, and acceptable to the usual letters-and-digits rules. */
function temporaryPassword(): string {
  const letters = Array.from({ length: 8 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
  return `${letters}${randomInt(10)}${randomInt(10)}`;
}

const RESET_EMAIL_WORDING: IssueWording = {
  justSent:
    'A password reset was just requested for this e-mail address: if it belongs to an account, ' +
    'the e-mail is on its way (check the spam folder too).',
  many: 'password reset requests',
  requests: 'password reset requests',
};

export function createPasswords(deps: Deps) {
  const { clock, members, sessions, systemRepo, flags, counters, codes, login } = deps;

  async function checkNewPassword(
    merchantCode: string,
    password: string,
    confirm: string | undefined,
    confirmField: string,
  ) {
    const rule = (await systemRepo.registerRules(merchantCode)).password;
    const violation = rule
      ? checkRule('newPassword', rule, password, true)
      : password
        ? null
        : { field: 'newPassword', reason: 'required' as const, patternId: 0, minLength: 1, maxLength: 128 };
    if (violation) throw badInput(`New password: ${violationMessage(violation)}`, violation);
    if (confirm !== undefined && confirm !== password)
      throw badInput('Incorrect confirmation input', { field: confirmField, reason: 'mismatch' });
  }

  return {
    async change(
      session: ResolvedSession,
      args: ChangePasswordArgs,
      ctx: { merchant: Merchant; ip: string },
    ): Promise<LoginValue> {
      const member = session.member;
      if (isTrialType(member.type))
        throw businessError(AuthErrorCode.trialRefused, 'Sign up or log in to an official account');
      if (!(await flags(ctx.merchant.code)).PASS3)
        throw featureOff('Changing the password is not available on this site.');
      await checkNewPassword(ctx.merchant.code, args.newPassword, args.confirmNewPassword, 'confirmNewPassword');
      if (!PASSWORDLESS_ORIGINS.includes(session.origin)) {
        const key = `pwchange:${member.id}`;
        const [state] = (await counters.read([key], OLD_PASSWORD_LOCK_MS)).values();
        if (state?.lockedUntil) {
          const wait = Math.ceil((state.lockedUntil.getTime() - clock().getTime()) / 1000);
          throw new TooManyRequestsError(
            wait,
            `Too many wrong old passwords. Please try again in ${humanDuration(wait)}.`,
          );
        }
        if (!args.oldPassword || !(await verifyPassword(member.password_hash, args.oldPassword))) {
          if ((await counters.hit(key, OLD_PASSWORD_LOCK_MS)) >= OLD_PASSWORD_TRIES)
            await counters.lock(key, new Date(clock().getTime() + OLD_PASSWORD_LOCK_MS));
          throw businessError(AuthErrorCode.oldPasswordIncorrect, 'The old password is incorrect.');
        }
        if (args.oldPassword === args.newPassword)
          throw badInput('The new password must be different from the old one.', {
            field: 'newPassword',
            reason: 'same',
          });
        await counters.clear([key]);
      }
      await members.setPassword(member.id, await hashPassword(args.newPassword));
      await sessions.revokeAll(member.id);
      const fresh = (await members.byId(member.id))!;
      return login.startSession(fresh, 'password', ctx.ip);
    },

    /** Always the same answer, matched or not; only a match gets mail. */
    async forgotByEmail(
      args: { username: string; email: string },
      ctx: { merchant: Merchant; ip: string },
    ): Promise<string> {
      const email = args.email.trim().toLowerCase();
      // The limit speaks of what was asked for, a reset e-mail, not of "codes" (issue 14 item 12);
      // it says nothing of whether the address belongs to an account.
      await codes.issue(
        { merchantCode: ctx.merchant.code, channel: 'email', target: email, purpose: 'reset-email' },
        ctx.ip,
        false,
        RESET_EMAIL_WORDING,
      );
      const member = await members.byUsername(ctx.merchant.code, args.username.trim());
      const matched =
        member && member.status === 'active' && member.email?.toLowerCase() === email && !isTrialType(member.type);
      const temp = temporaryPassword();
      // Hash either way, so a match does not answer measurably later than a miss.
      const hash = await hashPassword(temp);
      if (matched) {
        await members.update(member.id, {
          temp_password_hash: hash,
          temp_password_expires_at: new Date(clock().getTime() + TEMP_PASSWORD_TTL_MS),
        });
        await deps.mail.send(
          {
            to: email,
            subject: `${ctx.merchant.name}: your temporary password`,
            text:
              `Hello ${member.username},\n\nYour temporary password is ${temp}\nIt works for 30 minutes. ` +
              `Log in with it and choose a new password.\nYour old password keeps working; ` +
              `if you did not ask for this, ignore this e-mail.`,
          },
          { merchantCode: ctx.merchant.code },
        );
      }
      return FORGOT_EMAIL_MESSAGE;
    },

    async resetBySms(args: ResetPasswordBySmsArgs, ctx: { merchant: Merchant; ip: string }): Promise<void> {
      if (!(await flags(ctx.merchant.code)).CHNGPASSVERIF3)
        throw featureOff('Resetting the password by SMS is not available on this site.');
      await checkNewPassword(ctx.merchant.code, args.newPassword, args.confirmNewPassword, 'confirmNewPassword');
      const mobile = args.mobileNum.replace(/^\+/, '');
      const member = /^\d{4,20}$/.test(mobile) ? await members.byMobile(ctx.merchant.code, mobile) : undefined;
      const cc =
        (args.countryDialingCode ?? '').replace(/^\+/, '') || member?.country_dialing_code || DEFAULT_DIALING_CODE;
      const key = {
        merchantCode: ctx.merchant.code,
        channel: 'sms' as const,
        target: e164(cc, mobile),
        purpose: 'nologin',
      };
      if (!member || !(await codes.verify(key, args.verificationCode)).ok) {
        throw businessError(AuthErrorCode.codeInvalid, 'The verification code is incorrect or has expired.');
      }
      await members.setPassword(member.id, await hashPassword(args.newPassword));
      await sessions.revokeAll(member.id);
      // The owner proved themselves: forget failed logins so the new password works at once.
      await deps.throttle.clearAccount(ctx.merchant.code, member.username);
      await deps.throttle.clearAccount(ctx.merchant.code, mobile);
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
