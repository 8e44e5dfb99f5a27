/**
 * Deposit and withdrawal calls (shared/wire/cashier.ts). Submissions carry their Idempotency-Key;
 * anything that moves or holds money invalidates Balance (and the records and messages that
 * show it), so the header balance follows every step.
 */
import { api } from '../../api/api';
import { idempotencyHeaders } from '../../api/idempotency';
import { wire } from '../../api/wireRequest';
import {
  cashierEndpoints,
  type DepositArgs,
  type DepositCancelArgs,
  type DepositRecord,
  type DepositRecordsArgs,
  type DepositSettingsValue,
  type Page,
  type WithdrawalConfirmArgs,
  type WithdrawalRecord,
  type WithdrawalRecordsArgs,
  type WithdrawArgs,
  type WithdrawSettingsValue,
  type WithdrawValue,
} from '../../shared/wire';
import { MONEY_MOVED_TAGS, type Keyed } from '../wallet/walletApi';

export const cashierApi = api.injectEndpoints({
  endpoints: (build) => ({
    depositSettings: build.query<DepositSettingsValue, void>({
      query: () => wire(cashierEndpoints.depositSettings),
      providesTags: ['Deposits'],
    }),
    /** Opens a pending deposit; the money arrives when the payment side confirms it. */
    deposit: build.mutation<DepositRecord, Keyed<DepositArgs>>({
      query: ({ idempotencyKey, ...body }) => wire(cashierEndpoints.deposit, body, idempotencyHeaders(idempotencyKey)),
      invalidatesTags: ['Deposits'],
    }),
    /** The member cancels a pending deposit: it shows as "Cancelled"; no money moved. */
    cancelDeposit: build.mutation<DepositRecord, DepositCancelArgs>({
      query: (body) => wire(cashierEndpoints.cancelDeposit, body),
      invalidatesTags: ['Deposits'],
    }),
    deposits: build.query<Page<DepositRecord>, DepositRecordsArgs>({
      query: (args) => wire(cashierEndpoints.deposits, args),
      providesTags: ['Deposits'],
    }),
    withdrawSettings: build.query<WithdrawSettingsValue, void>({
      query: () => wire(cashierEndpoints.withdrawSettings, { groupId: 0 }),
      providesTags: ['Withdrawals', 'Security'],
    }),
    /** Holds the amount until the operator approves (paid out) or rejects (returned). */
    withdraw: build.mutation<WithdrawValue, Keyed<WithdrawArgs>>({
      query: ({ idempotencyKey, ...body }) => wire(cashierEndpoints.withdraw, body, idempotencyHeaders(idempotencyKey)),
      invalidatesTags: ['Withdrawals', ...MONEY_MOVED_TAGS],
    }),
    withdrawals: build.query<Page<WithdrawalRecord>, WithdrawalRecordsArgs>({
      query: (args) => wire(cashierEndpoints.withdrawals, args),
      providesTags: ['Withdrawals'],
    }),
    /** Approved withdrawals waiting for the member to say whether the money arrived. */
    paymentConfirmations: build.query<WithdrawalRecord[], void>({
      query: () => wire(cashierEndpoints.paymentConfirmations),
      providesTags: ['Withdrawals'],
    }),
    confirmWithdrawal: build.mutation<WithdrawalRecord, Keyed<WithdrawalConfirmArgs>>({
      query: ({ idempotencyKey, ...body }) =>
        wire(cashierEndpoints.confirmWithdrawal, body, idempotencyHeaders(idempotencyKey)),
      invalidatesTags: ['Withdrawals', ...MONEY_MOVED_TAGS],
    }),
  }),
});

export const {
  useDepositSettingsQuery,
  useDepositMutation,
  useCancelDepositMutation,
  useDepositsQuery,
  useWithdrawSettingsQuery,
  useWithdrawMutation,
  useWithdrawalsQuery,
  usePaymentConfirmationsQuery,
  useConfirmWithdrawalMutation,
} = cashierApi;
