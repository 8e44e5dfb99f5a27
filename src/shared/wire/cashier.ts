/**
 * Deposits and withdrawals on the wire (docs/protocol.md, and the legacy endpoints of the
 * deployed platform). Amounts are minor units in `…Minor` strings (see wallet.ts). Request
 * bodies and answers the deployed platform was not seen to send are [design], the same on both
 * sides. The types are those of the schemas (./schemas/cashier.ts), where each field is described.
 *
 * Deposit: pending until the payment side confirms it (the demo payment page at `payUrl`, or the
 * operator); confirmation credits the main wallet and posts a 'deposit credited' message.
 * Withdrawal: funds are held while pending; the operator approves (paid out) or rejects (hold
 * returned); after approval the member confirms receipt, or it counts as received after
 * `confirmMinutes`.
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/cashier';

export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed', 'cancelled'] as const;
export const WITHDRAWAL_STATUSES = [
  'pending',
  'rejected',
  'approved',
  'received',
  'not_received',
  'partial',
  'refunded',
] as const;

export type DepositMethod = Static<typeof schemas.DepositMethod>;
/** [seen] `allowDeposit: "Y"` of MCSFE_getDepositSettings; [design] the methods. */
export type DepositSettingsValue = Static<typeof schemas.DepositSettingsValue>;
export type DepositArgs = Static<typeof schemas.DepositArgs>;
/** 'failed': the payment side refused it; 'cancelled': the member cancelled it. Neither moved money. */
export type DepositStatus = Static<typeof schemas.DepositStatus>;
/** [design] The member cancels one of their pending deposits. */
export type DepositCancelArgs = Static<typeof schemas.DepositCancelArgs>;
export type DepositRecord = Static<typeof schemas.DepositRecord>;

export type WithdrawSettingsValue = Static<typeof schemas.WithdrawSettingsValue>;
export type BankAccount = Static<typeof schemas.BankAccount>;
/** Encrypted (carries the payment password) [seen path]. */
export type WithdrawArgs = Static<typeof schemas.WithdrawArgs>;
export type WithdrawalStatus = Static<typeof schemas.WithdrawalStatus>;
export type WithdrawalRecord = Static<typeof schemas.WithdrawalRecord>;
/** A withdrawal with the balance after the hold: what the withdraw call answers. */
export type WithdrawValue = Static<typeof schemas.WithdrawValue>;
/** received; not_received with a proof image; partial with the amount received. */
export type WithdrawalConfirmArgs = Static<typeof schemas.WithdrawalConfirmArgs>;

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** A page of the caller's deposits or withdrawals: of one status, in a range, or one record by its id. */
export type DepositRecordsArgs = Static<typeof schemas.DepositRecordsArgs>;
export type WithdrawalRecordsArgs = Static<typeof schemas.WithdrawalRecordsArgs>;

/** Their schemas: ./schemas/cashier.ts. */
export const cashierEndpoints = endpointGroup('cashier')({
  depositSettings: { method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', token: true },
  deposit: { method: 'POST', path: '/wps/v2/transaction/deposit', token: true },
  /** [design] Cancels a pending deposit of the caller's; answers the record, now 'cancelled'. */
  cancelDeposit: { method: 'POST', path: '/wps/v2/transaction/deposit/cancel', token: true },
  deposits: { method: 'GET', path: '/wps/report/depositTransaction', token: true },
  withdrawSettings: { method: 'GET', path: '/wps/relay/MCSFE_getWithdrawSettings', token: true },
  withdraw: { method: 'POST', path: '/wps/v2/transaction/withdraw', token: true, encrypt: true },
  withdrawals: { method: 'GET', path: '/wps/report/withdrawTransaction', token: true },
  /** [seen] name; [design] the approved withdrawals waiting for the member's confirmation. */
  paymentConfirmations: { method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', token: true },
  confirmWithdrawal: { method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', token: true },
});
