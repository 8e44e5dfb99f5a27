/**
 * The member's records (records.ts, rewards.ts bonuses): account records (one row per ledger
 * entry), betting records, profit and loss, and bonus credits. Every money move invalidates
 * 'Records', so these lists refresh after a deposit, a claim or a transfer.
 */
import { api } from '../../api/api';
import { wire } from '../../api/wireRequest';
import {
  recordEndpoints,
  rewardEndpoints,
  type BetArgs,
  type BetRecord,
  type BonusRecord,
  type Page,
  type PageArgs,
  type ProfitLossValue,
  type RangeArgs,
  type TransactionArgs,
  type TransactionRecord,
} from '../../shared/wire';

export const recordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordTransactions: build.query<Page<TransactionRecord>, TransactionArgs>({
      query: (args) => wire(recordEndpoints.transactions, args),
      providesTags: ['Records'],
    }),
    recordBets: build.query<Page<BetRecord>, BetArgs>({
      query: (args) => wire(recordEndpoints.bets, args),
      providesTags: ['Records'],
    }),
    recordProfitLoss: build.query<ProfitLossValue, RangeArgs>({
      query: (args) => wire(recordEndpoints.profitLoss, args),
      providesTags: ['Records'],
    }),
    recordBonuses: build.query<Page<BonusRecord>, PageArgs & RangeArgs>({
      query: (args) => wire(rewardEndpoints.bonuses, args),
      providesTags: ['Records', 'Rewards'],
    }),
  }),
});

export const { useRecordTransactionsQuery, useRecordBetsQuery, useRecordProfitLossQuery, useRecordBonusesQuery } =
  recordsApi;
