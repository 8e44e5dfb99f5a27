/**
 * The calls of the register popup (src/shared/wire/auth.ts): registration by username or mobile
 * number (encrypted PUT), the invitation-code check and the registration SMS code. The captcha
 * image comes from the login side's authApi (captchaImage).
 */
import { api } from '../../../api/api';
import { wire } from '../../../api/wireRequest';
import {
  authEndpoints,
  type AffiliateArgs,
  type LoginValue,
  type RegisterArgs,
  type RegisterMode,
  type SmsRegisterArgs,
  type SmsSentValue,
} from '../../../shared/wire';

export type RegisterAccountArgs = { mode: RegisterMode; args: RegisterArgs };
/** `forUsernameForm`: the code proves the mobile number of a username registration (modID REGMOBVERF3). */
export type SendRegisterSmsArgs = SmsRegisterArgs & { forUsernameForm: boolean };

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerAccount: build.mutation<LoginValue, RegisterAccountArgs>({
      query: ({ mode, args }) => wire(mode === 'mobile' ? authEndpoints.registerMobile : authEndpoints.register, args),
    }),
    /** A mutation, not a query: the check runs once per submit and its answer is never cached. */
    checkAffiliateCode: build.mutation<{ code: string }, AffiliateArgs>({
      query: (args) => wire(authEndpoints.affiliate, args),
    }),
    sendRegisterSms: build.mutation<SmsSentValue, SendRegisterSmsArgs>({
      query: ({ forUsernameForm, ...args }) =>
        // The contract sends modID REGMOBVERF3 for a username form's code, MOBILENUMREG3 otherwise.
        wire(
          forUsernameForm ? { ...authEndpoints.smsRegister, modId: 'REGMOBVERF3' } : authEndpoints.smsRegister,
          args,
        ),
    }),
  }),
});

export const { useRegisterAccountMutation, useCheckAffiliateCodeMutation, useSendRegisterSmsMutation } = registerApi;
