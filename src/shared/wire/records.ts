/**
 * Member records on the wire [design bodies; seen paths]: account records (each row one ledger
 * entry), betting records and profit and loss. All take a date range and the lists pages
 * (paging.ts). The types are those of the schemas (./schemas/records.ts).
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/records';

/** What moved the money; i18n key suffix record.kind.<kind>. */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'withdrawal_refund',
  'transfer',
  'upline_transfer',
  'downline_transfer',
  'bet',
  'payout',
  'refund',
  'rebate',
  'reward',
  'commission',
  'salary',
  'dividend',
  'adjustment',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export type TransactionRecord = Static<typeof schemas.TransactionRecord>;
/** [design] What the entry is about, where the server knows it (each field optional). */
export type TransactionDetails = Static<typeof schemas.TransactionDetails>;
export type TransactionArgs = Static<typeof schemas.TransactionArgs>;

export type BetStatus = Static<typeof schemas.BetStatus>;
export type BetRecord = Static<typeof schemas.BetRecord>;
export type BetArgs = Static<typeof schemas.BetArgs>;

export type ProfitLossValue = Static<typeof schemas.ProfitLossValue>;

/** Their schemas: ./schemas/records.ts. */
export const recordEndpoints = endpointGroup('records')({
  /** [seen] ODSFE2_MemTransDet (MEMTRANS3). */
  transactions: { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', modId: 'MEMTRANS3', token: true },
  /** [seen] legacy path. */
  bets: { method: 'GET', path: '/wps/report/accountGameBetHistory', token: true },
  profitLoss: { method: 'GET', path: '/wps/report/profitLoss', token: true },
});
