/**
 * The account calls of the login side (wire definitions in shared/wire/auth.ts, docs/protocol.md).
 * Register and password screens may use these too (captcha, SMS code, countries) instead of
 * injecting the same calls again.
 */
import { api } from '../../api/api';
import { wire } from '../../api/wireRequest';
import {
  authEndpoints,
  type CountryEntry,
  type FreePlayArgs,
  type LoginArgs,
  type LoginCaptchaArgs,
  type LoginCaptchaValue,
  type LoginValue,
  type LoginVerificationArgs,
  type MemberInfo,
  type SmsNoLoginArgs,
  type SmsSentValue,
} from '../../shared/wire/auth';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginValue, LoginArgs>({ query: (args) => wire(authEndpoints.login, args) }),
    /** Whether the next login must carry a captcha; asked fresh each time (never cached). */
    loginCaptcha: build.query<LoginCaptchaValue, LoginCaptchaArgs>({
      query: (args) => wire(authEndpoints.loginCaptcha, args),
      keepUnusedDataFor: 0,
    }),
    /** Completes a login held back by the unregistered-IP check. */
    loginVerification: build.mutation<LoginValue, LoginVerificationArgs>({
      query: (args) => wire(authEndpoints.loginVerification, args),
    }),
    freePlay: build.mutation<LoginValue, FreePlayArgs>({ query: (args) => wire(authEndpoints.freePlay, args) }),
    logout: build.mutation<null, void>({ query: () => wire(authEndpoints.logout) }),
    /** Loaded by the session thunks (initiate, not a hook), so a dead session does not refetch it. */
    memberInfo: build.query<MemberInfo, void>({
      query: () => wire(authEndpoints.memberInfo),
      providesTags: ['Member'],
    }),
    /** A fresh captcha (bare base64 PNG); a mutation because every call must draw a new one. */
    captchaImage: build.mutation<string, void>({ query: () => wire(authEndpoints.captcha, {}) }),
    /** Code for an SMS login or an SMS password reset (POST /wps/verification/sms/noLogin). */
    smsNoLoginCode: build.mutation<SmsSentValue, SmsNoLoginArgs>({
      query: (args) => wire(authEndpoints.smsNoLogin, args),
    }),
    countries: build.query<CountryEntry[], void>({ query: () => wire(authEndpoints.countries) }),
  }),
});

export const {
  useLoginMutation,
  useLoginVerificationMutation,
  useFreePlayMutation,
  useCaptchaImageMutation,
  useSmsNoLoginCodeMutation,
  useCountriesQuery,
} = authApi;
