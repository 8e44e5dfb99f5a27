/**
 * Wallet calls (shared/wire/wallet.ts): the balance, the merchant's wallet mode, transfers
 * between wallets and to the upline, and today's profit and loss for the header. Every money
 * move invalidates Balance, so each balance on screen refetches after it.
 */
import { api } from '../../api/api';
import { idempotencyHeaders } from '../../api/idempotency';
import { wire } from '../../api/wireRequest';
import {
  recordEndpoints,
  walletEndpoints,
  type BalanceValue,
  type MerchantWalletValue,
  type MoneyMoveValue,
  type ProfitLossValue,
  type RangeArgs,
  type UplineTransferArgs,
  type UplineValue,
  type WalletTransferArgs,
} from '../../shared/wire';

/** Arguments of a money-moving mutation: the body plus the submission's Idempotency-Key. */
export type Keyed<T> = T & { idempotencyKey: string };

/** The tags a completed money move makes stale. */
export const MONEY_MOVED_TAGS = ['Balance', 'Records', 'Messages', 'Badges'] as const;

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletBalance: build.query<BalanceValue, void>({
      query: () => wire(walletEndpoints.balance, { typeId: 0 }),
      providesTags: ['Balance'],
    }),
    merchantWallet: build.query<MerchantWalletValue, void>({
      query: () => wire(walletEndpoints.merchantWallet),
      providesTags: ['Member'],
    }),
    walletTransfer: build.mutation<MoneyMoveValue, Keyed<WalletTransferArgs>>({
      query: ({ idempotencyKey, ...body }) => wire(walletEndpoints.transfer, body, idempotencyHeaders(idempotencyKey)),
      invalidatesTags: [...MONEY_MOVED_TAGS],
    }),
    upline: build.query<UplineValue, void>({
      query: () => wire(walletEndpoints.upline),
      providesTags: ['Member'],
    }),
    transferUpline: build.mutation<MoneyMoveValue, Keyed<UplineTransferArgs>>({
      query: ({ idempotencyKey, ...body }) =>
        wire(walletEndpoints.transferUpline, body, idempotencyHeaders(idempotencyKey)),
      invalidatesTags: [...MONEY_MOVED_TAGS],
    }),
    /** The header's dropdown: a range of one day. */
    headerProfitLoss: build.query<ProfitLossValue, RangeArgs>({
      query: (range) => wire(recordEndpoints.profitLoss, range),
      providesTags: ['Records', 'Balance'],
    }),
  }),
});

export const {
  useWalletBalanceQuery,
  useMerchantWalletQuery,
  useWalletTransferMutation,
  useUplineQuery,
  useTransferUplineMutation,
  useHeaderProfitLossQuery,
} = walletApi;

/** Local midnight to the next one: "today" for the member, in their own time zone. */
export function todayRange(now: Date = new Date()): RangeArgs {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { startTime: start.getTime(), endTime: end.getTime() };
}
