/**
 * Deposits and withdrawals on the wire (contract §4.5, §9 and the legacy endpoints it lists).
 * Amounts are minor units in `…Minor` strings (see wallet.ts). Request bodies and answers the
 * contract did not see are [design], the same on both sides.
 *
 * Deposit: pending until the payment side confirms it (the demo payment page at `payUrl`, or the
 * operator); confirmation credits the main wallet and posts a 'deposit credited' message.
 * Withdrawal: funds are held while pending; the operator approves (paid out) or rejects (hold
 * returned); after approval the member confirms receipt, or it counts as received after
 * `confirmMinutes`.
 */
import { endpoint } from './endpoint';
import type { Page, PageArgs, RangeArgs } from './paging';
import type { BalanceValue } from './wallet';

export type DepositMethod = {
  id: string;
  /** i18n key suffix: deposit.method.<kind>. */
  kind: 'bank' | 'card' | 'ewallet' | 'crypto';
  name: string;
  minMinor: string;
  maxMinor: string;
};

/** [seen] `allowDeposit: "Y"` of MCSFE_getDepositSettings; [design] the methods. */
export type DepositSettingsValue = { allowDeposit: 'Y' | 'N'; methods: DepositMethod[] };

export type DepositArgs = { methodId: string; amountMinor: string };

/**
 * [design] 'failed': the payment side refused it; 'cancelled': the member cancelled it (on the
 * payment page or with cancelDeposit). Neither moved money.
 */
export type DepositStatus = 'pending' | 'credited' | 'failed' | 'cancelled';

/** [design] The member cancels one of their pending deposits. */
export type DepositCancelArgs = { depositId: string };

export type DepositRecord = {
  id: string;
  methodId: string;
  methodName: string;
  amountMinor: string;
  status: DepositStatus;
  createdAt: number;
  settledAt: number | null;
  /** Ledger transaction of the credit, when credited. */
  transactionId: string | null;
  /** Where the member completes the payment (the demo payment page); null once settled. */
  payUrl: string | null;
};

export type WithdrawSettingsValue = {
  /** [seen] names; [design] minor-unit strings. */
  minimumAmount: string;
  maximumAmount: string;
  /** Minutes after approval before an unconfirmed withdrawal counts as received. */
  confirmMinutes: number;
  hasPaymentPassword: boolean;
  bankAccounts: BankAccount[];
};

export type BankAccount = { id: string; bankName: string; payeeName: string; maskedNumber: string; isDefault: boolean };

/** Encrypted (carries the payment password) [seen path]. */
export type WithdrawArgs = { amountMinor: string; bankAccountId: string; paymentPassword: string };

export type WithdrawalStatus =
  | 'pending' // funds held, waiting for the operator
  | 'rejected' // hold returned
  | 'approved' // paid out, waiting for the member's confirmation
  | 'received' // member confirmed, or forced after confirmMinutes (forced = true)
  | 'not_received' // member reported non-receipt with a proof image; operator investigates
  | 'partial' // member received part; remainderMinor under investigation
  | 'refunded'; // operator returned a disputed amount

export type WithdrawalRecord = {
  id: string;
  amountMinor: string;
  bankName: string;
  maskedNumber: string;
  status: WithdrawalStatus;
  forced: boolean;
  createdAt: number;
  decidedAt: number | null;
  /** Epoch ms: when an approved withdrawal counts as received. */
  confirmBy: number | null;
  receivedMinor: string | null;
  /** What refunds have returned of a not received or partly received withdrawal ("0" when none). */
  refundedMinor: string;
  /** What did not arrive and is not refunded yet; null unless not received, partial or refunded. */
  outstandingMinor: string | null;
  transactionId: string;
};

export type WithdrawalConfirmArgs =
  | { withdrawalId: string; result: 'received' }
  /** proof: a PNG or JPEG as base64 (no data: prefix), at most 5 MB decoded. */
  | { withdrawalId: string; result: 'not_received'; proof: string }
  | { withdrawalId: string; result: 'partial'; receivedMinor: string };

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export type CashierRecordsArgs = PageArgs &
  Partial<RangeArgs> & {
    status?: string;
    /**
     * [design] One record of the caller's by its id (a notification's link to it): a page of
     * that record, or an empty page when the id is not one of the caller's.
     */
    id?: string;
  };

export const cashierEndpoints = {
  depositSettings: endpoint<void, DepositSettingsValue>({ method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', token: true }),
  deposit: endpoint<DepositArgs, DepositRecord>({ method: 'POST', path: '/wps/v2/transaction/deposit', token: true }),
  /** [design] Cancels a pending deposit of the caller's; answers the record, now 'cancelled'. */
  cancelDeposit: endpoint<DepositCancelArgs, DepositRecord>({ method: 'POST', path: '/wps/v2/transaction/deposit/cancel', token: true }),
  deposits: endpoint<CashierRecordsArgs, Page<DepositRecord>>({ method: 'GET', path: '/wps/report/depositTransaction', token: true }),
  withdrawSettings: endpoint<{ groupId: number }, WithdrawSettingsValue>({
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    token: true,
  }),
  withdraw: endpoint<WithdrawArgs, WithdrawalRecord & { balance: BalanceValue }>({
    method: 'POST',
    path: '/wps/v2/transaction/withdraw',
    token: true,
    encrypt: true,
  }),
  withdrawals: endpoint<CashierRecordsArgs, Page<WithdrawalRecord>>({ method: 'GET', path: '/wps/report/withdrawTransaction', token: true }),
  /** [seen] name; [design] the approved withdrawals waiting for the member's confirmation. */
  paymentConfirmations: endpoint<void, WithdrawalRecord[]>({ method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', token: true }),
  confirmWithdrawal: endpoint<WithdrawalConfirmArgs, WithdrawalRecord>({
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    token: true,
  }),
} as const;
