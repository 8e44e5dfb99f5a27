/**
 * Member records on the wire [design bodies; seen paths]: account records (each row one ledger
 * entry), betting records and profit and loss. All take a date range and pages (paging.ts).
 */
import { endpoint } from './endpoint';
import type { Page, PageArgs, RangeArgs } from './paging';

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

export type TransactionRecord = {
  /** The ledger entry this row is. */
  entryId: string;
  transactionId: string;
  kind: TransactionKind;
  /** 'MAIN', 'BONUS' or a vendor code. */
  wallet: string;
  /** Signed: credit positive, debit negative. */
  amountMinor: string;
  balanceAfterMinor: string;
  /** What it belongs to: 'deposit:12', 'withdrawal:7', 'round:AG:991'… (for support; screens show the details below). */
  reference: string;
  createdAt: number;
} & TransactionDetails;

/**
 * [design] What the entry is about, in words a member knows, where the server knows it (each
 * field optional; an older server sends none, and the screen falls back to the kind's name).
 */
export type TransactionDetails = {
  /** bet, payout, refund: the game's name and the vendor's round id. */
  gameName?: string;
  roundId?: string;
  /** A built-in game's round: the platform path of its fairness check (/play/verify/<roundId>). */
  verifyUrl?: string;
  /** deposit: the payment method's name; withdrawal (and its return or refund): the bank's name. */
  method?: string;
  /** transfer between the member's wallets: 'MAIN', 'BONUS' or a vendor code, as `wallet`. */
  fromWallet?: string;
  toWallet?: string;
  /** upline_transfer, downline_transfer: the username of the other member. */
  counterparty?: string;
  /** reward: the reward's title. */
  title?: string;
};

export type TransactionArgs = PageArgs & RangeArgs & { kind?: TransactionKind };

export type BetStatus = 'open' | 'settled' | 'refunded';

export type BetRecord = {
  id: string;
  vendor: string;
  gameType: string;
  gameName: string;
  roundId: string;
  stakeMinor: string;
  validBetMinor: string;
  payoutMinor: string;
  /** payout − stake, signed. */
  winLossMinor: string;
  status: BetStatus;
  placedAt: number;
  settledAt: number | null;
  /** [design] A built-in game's round: the platform path of its fairness check (/play/verify/<roundId>). */
  verifyUrl?: string;
};

export type BetArgs = PageArgs & RangeArgs & { vendor?: string; gameType?: string };

export type ProfitLossValue = {
  betCount: number;
  stakeMinor: string;
  validBetMinor: string;
  payoutMinor: string;
  /** payout − stake, signed: the member's win or loss on games. */
  winLossMinor: string;
  rebateMinor: string;
  rewardMinor: string;
  depositMinor: string;
  withdrawalMinor: string;
  /** winLoss + rebate + reward, signed. */
  profitMinor: string;
};

export const recordEndpoints = {
  /** [seen] ODSFE2_MemTransDet (MEMTRANS3). */
  transactions: endpoint<TransactionArgs, Page<TransactionRecord>>({ method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', modId: 'MEMTRANS3', token: true }),
  /** [seen] legacy path. */
  bets: endpoint<BetArgs, Page<BetRecord>>({ method: 'GET', path: '/wps/report/accountGameBetHistory', token: true }),
  profitLoss: endpoint<RangeArgs, ProfitLossValue>({ method: 'GET', path: '/wps/report/profitLoss', token: true }),
} as const;
