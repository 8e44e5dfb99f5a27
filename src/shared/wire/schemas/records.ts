/**
 * Schemas of the member's records (src/shared/wire/records.ts): account records (each row one
 * ledger entry), betting records and profit and loss [design bodies; seen paths]. Each takes a
 * date range (what the schema cannot say of one, server/http/dateRange.ts checks) and the lists
 * take pages (./paging.ts). Money is integer minor units in decimal strings.
 */
import { call, Minor, Nullable, Obj, OneOf, T } from './kit';
import { EpochMs, Page, pageFields, rangeFields } from './paging';
import { TRANSACTION_KINDS } from '../records';

/** What moved the money; i18n key suffix record.kind.<kind>. */
export const TransactionKind = OneOf(TRANSACTION_KINDS);

/**
 * [design] What the entry is about, in words a member knows, where the server knows it (each
 * field optional; an older server sends none, and the screen falls back to the kind's name).
 */
export const TransactionDetails = Obj({
  /** bet, payout, refund: the game's name and the vendor's round id. */
  gameName: T.Optional(T.String()),
  roundId: T.Optional(T.String()),
  /** A built-in game's round: the platform path of its fairness check (/play/verify/<roundId>). */
  verifyUrl: T.Optional(T.String()),
  /** deposit: the payment method's name; withdrawal (and its return or refund): the bank's name. */
  method: T.Optional(T.String()),
  /** transfer between the member's wallets: 'MAIN', 'BONUS' or a vendor code, as `wallet`. */
  fromWallet: T.Optional(T.String()),
  toWallet: T.Optional(T.String()),
  /** upline_transfer, downline_transfer: the username of the other member. */
  counterparty: T.Optional(T.String()),
  /** reward: the reward's title. */
  title: T.Optional(T.String()),
});

export const TransactionRecord = Obj({
  /** The ledger entry this row is. */
  entryId: T.String(),
  transactionId: T.String(),
  kind: TransactionKind,
  /** 'MAIN', 'BONUS' or a vendor code. */
  wallet: T.String(),
  /** Signed: credit positive, debit negative. */
  amountMinor: Minor(),
  balanceAfterMinor: Minor(),
  /** What it belongs to: 'deposit:12', 'withdrawal:7', 'round:AG:991'… (for support; screens show the details). */
  reference: T.String(),
  createdAt: EpochMs(),
  ...TransactionDetails.properties,
});

/**
 * One of TRANSACTION_KINDS, or '' for every kind. Any short text passes the schema: the server
 * answers a kind that is not one by naming the kinds there are.
 */
export const TransactionArgs = Obj({ ...pageFields, ...rangeFields, kind: T.Optional(T.String({ maxLength: 32 })) });

export const BetStatus = OneOf(['open', 'settled', 'refunded']);

export const BetRecord = Obj({
  id: T.String(),
  vendor: T.String(),
  gameType: T.String(),
  gameName: T.String(),
  roundId: T.String(),
  stakeMinor: Minor(),
  validBetMinor: Minor(),
  payoutMinor: Minor(),
  /** payout − stake, signed. */
  winLossMinor: Minor(),
  status: BetStatus,
  placedAt: EpochMs(),
  settledAt: Nullable(EpochMs()),
  /** [design] A built-in game's round: the platform path of its fairness check (/play/verify/<roundId>). */
  verifyUrl: T.Optional(T.String()),
});

/** A vendor or game type code. */
const code = () => T.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' });
export const BetArgs = Obj({ ...pageFields, ...rangeFields, vendor: T.Optional(code()), gameType: T.Optional(code()) });

export const ProfitLossArgs = Obj(rangeFields);

export const ProfitLossValue = Obj({
  betCount: T.Integer({ minimum: 0 }),
  stakeMinor: Minor(),
  validBetMinor: Minor(),
  payoutMinor: Minor(),
  /** payout − stake, signed: the member's win or loss on games. */
  winLossMinor: Minor(),
  rebateMinor: Minor(),
  rewardMinor: Minor(),
  depositMinor: Minor(),
  withdrawalMinor: Minor(),
  /** winLoss + rebate + reward, signed. */
  profitMinor: Minor(),
});

export const recordsSchemas = {
  /** [seen] ODSFE2_MemTransDet (MEMTRANS3). */
  transactions: call(Page(TransactionRecord), TransactionArgs),
  /** [seen] legacy path. */
  bets: call(Page(BetRecord), BetArgs),
  profitLoss: call(ProfitLossValue, ProfitLossArgs),
};
