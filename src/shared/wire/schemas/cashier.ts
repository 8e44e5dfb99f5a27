/**
 * Schemas of the deposit and withdrawal calls (src/shared/wire/cashier.ts). Amounts are minor
 * units in `…Minor` strings; an amount a request carries is only bounded in length here, its
 * value is read by the money parser, which says what is wrong with it (server/domains/wallet).
 * Request bodies and answers the deployed platform was not seen to send are [design], the same
 * on both sides (docs/protocol.md).
 */
import type { TSchema } from '@sinclair/typebox';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '../cashier';
import { AmountText } from './bounds';
import { call, Minor, Nullable, Obj, OneOf, T } from './kit';
import { EpochMs, Page, pageFields, rangeFields } from './paging';
import { BalanceValue } from './wallet';

/** The id of a method, deposit, withdrawal or bank account as a request names it. */
const IdField = () => T.String({ minLength: 1, maxLength: 40 });

export const DepositMethod = Obj({
  id: T.String(),
  /** i18n key suffix: deposit.method.<kind>. */
  kind: OneOf(['bank', 'card', 'ewallet', 'crypto']),
  name: T.String(),
  minMinor: Minor(),
  maxMinor: Minor(),
});

/** [seen] `allowDeposit: "Y"` of MCSFE_getDepositSettings; [design] the methods. */
export const DepositSettingsValue = Obj({ allowDeposit: OneOf(['Y', 'N']), methods: T.Array(DepositMethod) });

export const DepositArgs = Obj({ methodId: IdField(), amountMinor: AmountText() });

/**
 * [design] 'failed': the payment side refused it; 'cancelled': the member cancelled it (on the
 * payment page or with cancelDeposit). Neither moved money.
 */
export const DepositStatus = OneOf(DEPOSIT_STATUSES);

/** [design] The member cancels one of their pending deposits. */
export const DepositCancelArgs = Obj({ depositId: IdField() });

export const DepositRecord = Obj({
  id: T.String(),
  methodId: T.String(),
  methodName: T.String(),
  amountMinor: Minor(),
  status: DepositStatus,
  createdAt: EpochMs(),
  settledAt: Nullable(EpochMs()),
  /** Ledger transaction of the credit, when credited. */
  transactionId: Nullable(T.String()),
  /** Where the member completes the payment (the demo payment page); null once settled. */
  payUrl: Nullable(T.String()),
});

export const BankAccount = Obj({
  id: T.String(),
  bankName: T.String(),
  payeeName: T.String(),
  maskedNumber: T.String(),
  isDefault: T.Boolean(),
});

export const WithdrawSettingsValue = Obj({
  /** [seen] names; [design] minor-unit strings. */
  minimumAmount: Minor(),
  maximumAmount: Minor(),
  /** Minutes after approval before an unconfirmed withdrawal counts as received. */
  confirmMinutes: T.Integer({ minimum: 0 }),
  hasPaymentPassword: T.Boolean(),
  bankAccounts: T.Array(BankAccount),
});

/** [seen] the platform's query; the settings are the same whatever it says. */
export const WithdrawSettingsArgs = Obj({ groupId: T.Optional(T.Integer()) });

/** Encrypted (carries the payment password) [seen path]. */
export const WithdrawArgs = Obj({
  amountMinor: AmountText(),
  bankAccountId: IdField(),
  paymentPassword: T.String({ maxLength: 64 }),
});

/**
 * pending: funds held, waiting for the operator; rejected: hold returned; approved: paid out,
 * waiting for the member's confirmation; received: the member confirmed, or forced after
 * confirmMinutes (forced = true); not_received: the member reported non-receipt with a proof
 * image, the operator investigates; partial: the member received part, remainderMinor under
 * investigation; refunded: the operator returned a disputed amount.
 */
export const WithdrawalStatus = OneOf(WITHDRAWAL_STATUSES);

export const WithdrawalRecord = Obj({
  id: T.String(),
  amountMinor: Minor(),
  bankName: T.String(),
  maskedNumber: T.String(),
  status: WithdrawalStatus,
  forced: T.Boolean(),
  createdAt: EpochMs(),
  decidedAt: Nullable(EpochMs()),
  /** Epoch ms: when an approved withdrawal counts as received. */
  confirmBy: Nullable(EpochMs()),
  receivedMinor: Nullable(Minor()),
  /** What refunds have returned of a not received or partly received withdrawal ("0" when none). */
  refundedMinor: Minor(),
  /** What did not arrive and is not refunded yet; null unless not received, partial or refunded. */
  outstandingMinor: Nullable(Minor()),
  transactionId: T.String(),
});

/** A withdrawal as the withdraw call answers it: with the balance after the hold. */
export const WithdrawValue = Obj({ ...WithdrawalRecord.properties, balance: BalanceValue });

/**
 * The member's answer to an approved withdrawal. 'not_received' comes with `proof`: a PNG or
 * JPEG as base64 (no data: prefix needed), at most PROOF_MAX_BYTES decoded; 'partial' with
 * `receivedMinor`. The server checks both and names what is wrong (proof.invalid, the money
 * errors), so the schema leaves them optional and bounds only the amount's length; the proof's
 * size is bounded by the route's body limit.
 */
export const WithdrawalConfirmArgs = Obj({
  withdrawalId: IdField(),
  result: OneOf(['received', 'not_received', 'partial']),
  proof: T.Optional(T.String()),
  receivedMinor: T.Optional(AmountText()),
});

/**
 * A page of the caller's deposits or withdrawals, optionally of one status ('' = every status)
 * and within a range (both ends or neither).
 */
const recordsArgs = <S extends TSchema>(status: S) =>
  Obj({
    ...pageFields,
    startTime: T.Optional(rangeFields.startTime),
    endTime: T.Optional(rangeFields.endTime),
    status: T.Optional(T.Union([status, T.Literal('')])),
    /**
     * [design] One record of the caller's by its id (a notification's link to it): a page of
     * that record, or an empty page when the id is not one of the caller's.
     */
    id: T.Optional(IdField()),
  });
export const DepositRecordsArgs = recordsArgs(DepositStatus);
export const WithdrawalRecordsArgs = recordsArgs(WithdrawalStatus);

export const cashierSchemas = {
  depositSettings: call(DepositSettingsValue),
  deposit: call(DepositRecord, DepositArgs),
  /** [design] Cancels a pending deposit of the caller's; answers the record, now 'cancelled'. */
  cancelDeposit: call(DepositRecord, DepositCancelArgs),
  deposits: call(Page(DepositRecord), DepositRecordsArgs),
  withdrawSettings: call(WithdrawSettingsValue, WithdrawSettingsArgs),
  withdraw: call(WithdrawValue, WithdrawArgs),
  withdrawals: call(Page(WithdrawalRecord), WithdrawalRecordsArgs),
  /** [seen] name; [design] the approved withdrawals waiting for the member's confirmation. */
  paymentConfirmations: call(T.Array(WithdrawalRecord)),
  confirmWithdrawal: call(WithdrawalRecord, WithdrawalConfirmArgs),
};
