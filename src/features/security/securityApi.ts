/**
 * Security-centre calls (shared/wire/security.ts): profile, what is set up, the payment
 * password and bank accounts. Changes invalidate Security (and Withdrawals, whose form depends
 * on both), so the withdraw page follows at once.
 */
import { api } from '../../api/api';
import { wire } from '../../api/wireRequest';
import {
  securityEndpoints,
  type BankAccount,
  type BankAccountArgs,
  type PaymentPasswordArgs,
  type ProfileArgs,
  type ProfileValue,
  type SecurityConfigValue,
} from '../../shared/wire';

export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<ProfileValue, void>({
      query: () => wire(securityEndpoints.profile),
      providesTags: ['Security'],
    }),
    updateProfile: build.mutation<ProfileValue, ProfileArgs>({
      query: (args) => wire(securityEndpoints.updateProfile, args),
      // The nickname shows in the header (member info).
      invalidatesTags: ['Security', 'Member'],
    }),
    securityConfig: build.query<SecurityConfigValue, void>({
      query: () => wire(securityEndpoints.securityConfig),
      providesTags: ['Security'],
    }),
    setPaymentPassword: build.mutation<null, PaymentPasswordArgs>({
      query: (args) => wire(securityEndpoints.paymentPassword, args),
      invalidatesTags: ['Security', 'Withdrawals'],
    }),
    bankAccounts: build.query<BankAccount[], void>({
      query: () => wire(securityEndpoints.bankAccounts),
      providesTags: ['Security'],
    }),
    addBankAccount: build.mutation<BankAccount, BankAccountArgs>({
      query: (args) => wire(securityEndpoints.addBankAccount, args),
      invalidatesTags: ['Security', 'Withdrawals'],
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useSecurityConfigQuery,
  useSetPaymentPasswordMutation,
  useBankAccountsQuery,
  useAddBankAccountMutation,
} = securityApi;
