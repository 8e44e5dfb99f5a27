/**
 * Password calls (src/shared/wire/auth.ts): change (signed in, encrypted; answers a fresh login
 * value), forgot by e-mail (a form post; the same answer whether or not the account matches) and
 * the reset by SMS code (encrypted). The SMS code itself is authApi's smsNoLoginCode.
 */
import { api } from '../../../api/api';
import { wire } from '../../../api/wireRequest';
import {
  authEndpoints,
  type ChangePasswordArgs,
  type ForgotPasswordEmailArgs,
  type LoginValue,
  type ResetPasswordBySmsArgs,
} from '../../../shared/wire';

export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<LoginValue, ChangePasswordArgs>({
      query: (args) => wire(authEndpoints.changePassword, args),
    }),
    /**
     * Success carries only a message (value null), and the base query hands features the
     * value alone: the form shows the catalog's text of the same meaning (translated, too).
     */
    forgotPasswordByEmail: build.mutation<null, ForgotPasswordEmailArgs>({
      query: (args) => wire(authEndpoints.forgotPasswordEmail, args),
    }),
    resetPasswordBySms: build.mutation<null, ResetPasswordBySmsArgs>({
      query: (args) => wire(authEndpoints.resetPasswordBySms, args),
    }),
  }),
});

export const { useChangePasswordMutation, useForgotPasswordByEmailMutation, useResetPasswordBySmsMutation } =
  passwordApi;
