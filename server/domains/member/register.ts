/**
 * Registration by username (PUT /wps/member/register) and by mobile number
 * (PUT /wps/member/register/mobile). The field rules are the ones the client got from
 * GET /wps/system/setting/register, checked with the same shared validator.
 *
 * Unknown fields are ignored (the deployed client sends extras such as GeeTest data); fields
 * whose rule is disabled are ignored too: neither checked nor stored.
 *
 * The order of checks keeps registration from being an oracle of taken usernames and mobile
 * numbers (issue 13 item 4): first what needs no lookup (the field rules), then the per-IP
 * limits, then the captcha; only a request that passed them learns that a name is taken, and
 * each IP learns it at most REGISTER_POLICY.takenPerIp times an hour. A mobile number is proven
 * (SMS code) before it is said to be taken: the code request answers the same for a taken number
 * (server/domains/verification/routes.ts), whose owner gets a notice instead of a code.
 */
import { AuthErrorCode, type LoginValue, type RegisterArgs } from '../../../src/shared/wire/auth';
import { firebaseSettingsOf } from '../../../src/shared/wire/firebase';
import { PAYMENT_PASSWORD_RE } from '../../../src/shared/wire/security';
import {
  registerPlan,
  validateRegisterForm,
  violationMessage,
  type RegisterMode,
} from '../../../src/shared/wire/registerRules';
import { badInput, businessError, humanDuration, TooManyRequestsError } from '../../http/errors';
import type { CaptchaService } from '../auth/captcha/captchaService';
import { captchaInvalid, featureOff } from '../auth/errors';
import type { RateCounters } from '../auth/rateCounters';
import { FirebaseTokenError, type FirebaseVerifier } from '../auth/firebase';
import { DEFAULT_DIALING_CODE, type FlagReader } from '../auth/flags';
import { isUniqueViolation } from '../auth/freePlay';
import type { LoginService } from '../auth/loginService';
import { hashPassword } from '../auth/passwords';
import { randomToken } from '../auth/tokens';
import type { SystemRepository } from '../system/repository';
import type { Merchant } from '../system/service';
import type { CodeStore } from '../verification/codes';
import { e164 } from '../verification/sender';
import type { MemberRepository } from './repository';

/** Optional fields kept in members.profile when their rule is enabled. */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'wechat',
  'idNumber',
  'birthday',
  'recommenderId',
  'referralCode',
] as const;

const LABELS: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  mobileNum: 'Mobile number',
  email: 'E-mail',
  payeeName: 'Real name',
  affiliateCode: 'Invitation code',
  paymentPassword: 'Payment password',
};

export type RegisterContext = { merchant: Merchant; ip: string; captchaId: string | undefined };

/** Registration attempts per IP (after the field rules pass), and "taken" answers per IP. */
export const REGISTER_POLICY = {
  attemptsPerIp: 30,
  attemptsWindowMs: 10 * 60_000,
  takenPerIp: 5,
  takenWindowMs: 60 * 60_000,
} as const;

type Deps = {
  counters: RateCounters;
  members: MemberRepository;
  systemRepo: SystemRepository;
  flags: FlagReader;
  captcha: CaptchaService;
  codes: CodeStore;
  login: LoginService;
  firebase: FirebaseVerifier | undefined;
};

export function createRegistration(deps: Deps) {
  const { counters, members, systemRepo, flags, captcha, codes, login } = deps;
  const policy = REGISTER_POLICY;

  const tooMany = (wait: number) =>
    new TooManyRequestsError(
      wait,
      `Too many registration attempts from your network. Please try again in ${humanDuration(wait)}.`,
    );

  /** A "taken" answer: counted per IP, and refused as too many once the IP has had its share. */
  async function taken(ip: string, error: Error): Promise<never> {
    const wait = await counters.limit(`register:taken:ip:${ip}`, policy.takenPerIp, policy.takenWindowMs);
    throw wait ? tooMany(wait) : error;
  }

  /**
   * The mobile number is proven by a Firebase ID token for exactly that number (always when the
   * site's Firebase block sets phoneRegistration, src/shared/wire/firebase.ts), or
   * else by our own SMS code. Throws the envelope error that says which proof failed.
   */
  async function provePhone(args: RegisterArgs, merchant: Merchant, phone: string): Promise<void> {
    const firebaseCheck = firebaseSettingsOf(merchant.site)?.phoneRegistration === true;
    if (args.firebaseIdToken) {
      if (!deps.firebase) throw featureOff('Phone verification through Firebase is not available on this site.');
      let identity;
      try {
        identity = await deps.firebase.verify(args.firebaseIdToken);
      } catch (error) {
        if (!(error instanceof FirebaseTokenError)) throw error;
        throw businessError(
          AuthErrorCode.firebasePhoneInvalid,
          'The phone verification could not be checked. Please verify your mobile number again.',
        );
      }
      if (identity.phoneNumber !== phone) {
        throw businessError(
          AuthErrorCode.firebasePhoneMismatch,
          'The verified phone number is not the mobile number you entered.',
        );
      }
      return;
    }
    if (firebaseCheck) throw businessError(AuthErrorCode.firebasePhoneRequired, 'Please complete verification first');
    const code = args.verificationCode ?? '';
    if (
      !(await codes.verify({ merchantCode: merchant.code, channel: 'sms', target: phone, purpose: 'register' }, code))
        .ok
    ) {
      throw businessError(AuthErrorCode.codeInvalid, 'Please enter a valid verification code');
    }
  }

  return {
    async register(mode: RegisterMode, args: RegisterArgs, ctx: RegisterContext): Promise<LoginValue> {
      const code = ctx.merchant.code;
      const f = await flags(code);
      if (!f.REG3) throw featureOff('Registration is closed on this site.');
      if (mode === 'username' && !f.USERNAMEREG3)
        throw featureOff('Registration with a username is not available on this site.');
      if (mode === 'mobile' && !f.MOBILENUMREG3)
        throw featureOff('Registration with a mobile number is not available on this site.');

      const rules = await systemRepo.registerRules(code);
      // The same plan the register form follows: which fields, whether an SMS code and a captcha.
      const { withPassword, smsNeeded, captcha: captchaNeeded, options } = registerPlan(mode, f, rules);
      const form: Record<string, string> = Object.fromEntries(
        Object.entries(args).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      if (mode === 'mobile') form.username = args.mobileNum ?? '';
      if (withPassword) form.confirmPassword = args.confirmPassword ?? '';
      const violations = validateRegisterForm(rules, form, options);
      const first = violations[0];
      if (first) throw badInput(`${LABELS[first.field] ?? first.field}: ${violationMessage(first)}`, first);
      const countryDialingCode = (args.countryDialingCode ?? '').replace(/^\+/, '') || DEFAULT_DIALING_CODE;
      if (!/^\d{1,4}$/.test(countryDialingCode)) throw badInput('The country dialing code is not valid.');

      const username = (mode === 'mobile' ? args.mobileNum : args.username) ?? '';
      const mobile = args.mobileNum && (smsNeeded || rules.mobileNum?.enabled) ? args.mobileNum : undefined;
      // Whatever the operator's rule allows, a stored mobile number is digits (SMS needs it so).
      if (mobile && !/^\d{4,20}$/.test(mobile))
        throw badInput('Mobile number: Please enter a valid mobile number', { field: 'mobileNum', reason: 'pattern' });
      // The per-IP limits, then the captcha, before anything is looked up.
      const wait = await counters.limit(`register:ip:${ctx.ip}`, policy.attemptsPerIp, policy.attemptsWindowMs);
      if (wait) throw tooMany(wait);
      const [takenSoFar] = (await counters.read([`register:taken:ip:${ctx.ip}`], policy.takenWindowMs)).values();
      if (takenSoFar && takenSoFar.hits >= policy.takenPerIp) await taken(ctx.ip, tooMany(1));
      if (captchaNeeded && !(await captcha.verify(ctx.captchaId, args.captcha))) throw captchaInvalid();

      if (await members.byUsername(code, username))
        await taken(ctx.ip, businessError(AuthErrorCode.usernameTaken, 'This username is already taken.'));
      let parentId: bigint | null = null;
      // An agent's invitation link may make the new member an agent too (type 1).
      let invitation: { isAgent: boolean; code: string } | undefined;
      if (args.affiliateCode && f.AFFMAN3) {
        const invited = await members.invitationByCode(code, args.affiliateCode);
        if (!invited) throw businessError(AuthErrorCode.affiliateInvalid, 'Invalid invitation code');
        parentId = invited.agent.id;
        invitation = { isAgent: invited.isAgent, code: invited.code.toUpperCase() };
      }
      // A member's referral link: any official member's code; a wrong one stops registration
      // like a wrong invitation code, before anything is created.
      let referrerId: bigint | null = null;
      if (args.referralCode) {
        const referrer = await members.byReferralCode(code, args.referralCode);
        if (!referrer) throw businessError(AuthErrorCode.affiliateInvalid, 'Invalid invitation code');
        referrerId = referrer.id;
      }
      if (smsNeeded) await provePhone(args, ctx.merchant, e164(countryDialingCode, mobile ?? ''));
      if (mobile && (await members.byMobile(code, mobile)))
        await taken(ctx.ip, businessError(AuthErrorCode.mobileTaken, 'This mobile number is already registered.'));

      const profile: Record<string, string> = {};
      for (const field of PROFILE_FIELDS) if (args[field] && rules[field]?.enabled) profile[field] = args[field];
      // The security centre's payment password (6 digits, as the withdrawal keypads take it).
      const paymentPassword = args.paymentPassword && rules.paymentPassword?.enabled ? args.paymentPassword : undefined;
      if (paymentPassword && !PAYMENT_PASSWORD_RE.test(paymentPassword)) {
        throw badInput('Payment password: Please enter 6 digits', { field: 'paymentPassword', reason: 'pattern' });
      }
      const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;
      const passwordHash = await hashPassword(withPassword ? (args.password ?? '') : randomToken());
      try {
        const member = await members.insert({
          merchant_code: code,
          username,
          password_hash: passwordHash,
          type: invitation?.isAgent ? 1 : 0,
          nickname: (args.nickname ?? '').slice(0, 32),
          mobile: mobile ?? null,
          country_dialing_code: mobile ? countryDialingCode : null,
          email: args.email && rules.email?.enabled ? args.email : null,
          payee_name: args.payeeName && rules.payeeName?.enabled ? args.payeeName : null,
          parent_id: parentId,
          invitation_code: invitation?.code ?? null,
          referrer_id: referrerId,
          payment_password_hash: paymentPasswordHash,
          register_ip: ctx.ip,
          register_source: `${mode} ${(args.registerMethod ?? 'WEB').slice(0, 10)}`,
          profile: JSON.stringify(profile),
        });
        return await login.startSession(member, 'register', ctx.ip);
      } catch (error) {
        // Two registrations raced for the same name or number: the first one won.
        if (isUniqueViolation(error))
          throw businessError(AuthErrorCode.usernameTaken, 'This username or mobile number is already registered.');
        throw error;
      }
    },
  };
}

export type Registration = ReturnType<typeof createRegistration>;
