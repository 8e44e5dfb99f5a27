/**
 * Logging in: by password, by SMS code, by Firebase ID token; then the admission rules
 * (disabled, non-member, agent-only), the unregistered-IP check, and the session.
 *
 * An unknown user and a wrong password take the same path and give the same answer: the
 * throttle counts the username as typed, and an unknown user still costs one argon2 verify.
 */
import {
  AuthErrorCode,
  HOUSE_TYPE,
  isAgentType,
  type LoginArgs,
  type LoginValue,
  type SessionOrigin,
} from '../../../src/shared/wire/auth';
import type { Merchant } from '../system/service';
import { badInput, businessError } from '../../http/errors';
import type { MemberRepository } from '../member/repository';
import type { CodeStore } from '../verification/codes';
import { e164 } from '../verification/sender';
import type { CaptchaService } from './captcha/captchaService';
import { captchaInvalid, featureOff, loginFailed, loginLocked } from './errors';
import { FirebaseTokenError, type FirebaseVerifier } from './firebase';
import { DEFAULT_DIALING_CODE, type FlagReader } from './flags';
import type { IpCheck, PendingLogin } from './ipCheck';
import type { LoginThrottle } from './loginThrottle';
import { loginValue } from './loginValue';
import { hashPassword, verifyPassword } from './passwords';
import type { MemberRow, SessionService } from './sessions';
import { randomToken } from './tokens';

export type LoginContext = { merchant: Merchant; ip: string; captchaId: string | undefined };

type Deps = {
  clock: () => Date;
  members: MemberRepository;
  sessions: SessionService;
  throttle: LoginThrottle;
  captcha: CaptchaService;
  codes: CodeStore;
  ipCheck: IpCheck;
  flags: FlagReader;
  firebase: FirebaseVerifier | undefined;
};

const digits = (text: string) => text.replace(/^\+/, '');

export function createLoginService(deps: Deps) {
  const { clock, members, sessions, throttle, captcha, codes, ipCheck, flags } = deps;
  let dummyHash: Promise<string> | undefined;

  /** Refuses accounts that may not start a session here. */
  function admissible(member: MemberRow, agentLogin: boolean): void {
    if (member.status !== 'active') {
      throw businessError(
        AuthErrorCode.forbiddenLogin,
        'This account has been disabled. Please contact customer service.',
      );
    }
    if (member.type === HOUSE_TYPE) throw businessError(AuthErrorCode.notMember, 'Non-member account unable to login');
    if (agentLogin && !isAgentType(member.type))
      throw businessError(AuthErrorCode.agentOnly, 'Non-agents cannot log in');
  }

  async function startSession(member: MemberRow, origin: SessionOrigin, ip: string): Promise<LoginValue> {
    const now = clock();
    const token = await sessions.create(member, origin, ip);
    await members.update(member.id, {
      last_login_at: now,
      ...(origin === 'temporary' && { temp_password_hash: null, temp_password_expires_at: null }),
    });
    await members.rememberIp(member.id, ip);
    return loginValue(member, token, origin, member.last_login_at === null, now);
  }

  /** Admission, then the IP check or the session. */
  async function admit(pending: PendingLogin, ctx: LoginContext): Promise<LoginValue> {
    admissible(pending.member, pending.agentLogin);
    const checked = pending.origin === 'username' || pending.origin === 'temporary';
    if (checked && (await flags(ctx.merchant.code)).LOGINIPVERF3 && (await ipCheck.needed(pending.member, ctx.ip))) {
      const value = await ipCheck.start(pending, {
        merchantCode: ctx.merchant.code,
        siteName: ctx.merchant.name,
        ip: ctx.ip,
      });
      throw businessError(
        AuthErrorCode.verifyRequired,
        'Please confirm this login: it comes from a new device or network.',
        value,
      );
    }
    return startSession(pending.member, pending.origin, ctx.ip);
  }

  async function passwordMatch(member: MemberRow | undefined, password: string): Promise<SessionOrigin | undefined> {
    if (!member) {
      await verifyPassword(await (dummyHash ??= hashPassword(randomToken())), password);
      return undefined;
    }
    if (await verifyPassword(member.password_hash, password)) return 'username';
    const temp = member.temp_password_hash;
    if (
      temp &&
      member.temp_password_expires_at &&
      member.temp_password_expires_at > clock() &&
      (await verifyPassword(temp, password))
    ) {
      return 'temporary';
    }
    return undefined;
  }

  async function firebaseLogin(args: LoginArgs, ctx: LoginContext): Promise<LoginValue> {
    if (!deps.firebase) throw featureOff('Social sign-in is not available on this site.');
    if (!args.firebaseIdToken) throw badInput('A firebase login needs firebaseIdToken.');
    let identity;
    try {
      identity = await deps.firebase.verify(args.firebaseIdToken);
    } catch (error) {
      if (error instanceof FirebaseTokenError)
        throw businessError(AuthErrorCode.firebaseInvalid, 'The sign-in could not be verified. Please try again.');
      throw error;
    }
    let member = identity.phoneNumber ? await members.byPhone(ctx.merchant.code, identity.phoneNumber) : undefined;
    if (!member && identity.email && identity.emailVerified) {
      const matches = await members.byEmail(ctx.merchant.code, identity.email);
      if (matches.length === 1) member = matches[0];
    }
    if (!member)
      throw businessError(
        AuthErrorCode.firebaseUnknown,
        'No account is linked to this sign-in. Please register first.',
      );
    return admit({ member, origin: 'firebase', agentLogin: Boolean(args.agentLogin) }, ctx);
  }

  return {
    admissible,
    startSession,
    admit,

    /** Whether a login of `username` (as typed; '' for none yet) from `ip` must carry a captcha. */
    async captchaWanted(merchantCode: string, username: string, ip: string): Promise<boolean> {
      return (await throttle.state(merchantCode, username, ip)).captcha;
    },

    async login(args: LoginArgs, ctx: LoginContext): Promise<LoginValue> {
      if (args.type === 'firebase') return firebaseLogin(args, ctx);
      const sms = args.type === 'sms';
      if (sms && !(await flags(ctx.merchant.code)).MOBILEVERCODELOGIN3)
        throw featureOff('Logging in with an SMS code is not available on this site.');
      if (!args.username.trim() || !args.password) {
        throw badInput(
          sms
            ? 'Please enter your mobile number and the verification code.'
            : 'Please enter your username and password.',
        );
      }

      const merchantCode = ctx.merchant.code;
      const guard = await throttle.state(merchantCode, args.username, ctx.ip);
      if (guard.lockedUntil) throw loginLocked(guard.lockedUntil, clock());
      if (guard.captcha && !(await captcha.verify(ctx.captchaId, args.captcha))) throw captchaInvalid();
      const verdict = await throttle.attempt(merchantCode, args.username, ctx.ip);
      if (verdict.lockedUntil) throw loginLocked(verdict.lockedUntil, clock());
      if (verdict.neededCaptcha && !guard.captcha) throw captchaInvalid();

      let member: MemberRow | undefined;
      let origin: SessionOrigin | undefined;
      if (sms) {
        member = /^\+?\d{4,20}$/.test(args.username)
          ? await members.byMobile(merchantCode, digits(args.username))
          : undefined;
        if (member?.mobile) {
          const countryDialingCode =
            digits(args.countryDialingCode ?? '') || member.country_dialing_code || DEFAULT_DIALING_CODE;
          const key = {
            merchantCode,
            channel: 'sms' as const,
            target: e164(countryDialingCode, member.mobile),
            purpose: 'nologin',
          };
          if ((await codes.verify(key, args.password)).ok) origin = 'sms';
        }
      } else {
        member = await members.byUsername(merchantCode, args.username);
        // The forgot-password auto-login sends type '' with the mobile number as username.
        if (!member && args.type === '' && /^\d{4,20}$/.test(args.username))
          member = await members.byMobile(merchantCode, args.username);
        origin = await passwordMatch(member, args.password);
      }

      if (!member || !origin) {
        if (!sms) throw loginFailed(verdict.captchaNext);
        throw businessError(AuthErrorCode.loginFailed, 'Wrong mobile number or verification code', {
          captcha: verdict.captchaNext,
        });
      }
      await throttle.succeed(merchantCode, args.username, ctx.ip);
      return admit({ member, origin, agentLogin: Boolean(args.agentLogin) }, ctx);
    },

    /** Completes a login held back by the IP check. */
    async completeVerification(challengeId: string, code: string, ctx: LoginContext): Promise<LoginValue> {
      const pending = await ipCheck.complete(challengeId, code, {
        merchantCode: ctx.merchant.code,
        siteName: ctx.merchant.name,
        ip: ctx.ip,
      });
      admissible(pending.member, pending.agentLogin);
      return startSession(pending.member, pending.origin, ctx.ip);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
