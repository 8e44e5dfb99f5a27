/** Withdrawal rows as the member sees them (WithdrawalRecord), with the bank account masked. */
import type { Kysely } from 'kysely';
import type { WithdrawalRecord } from '../../../src/shared/wire/cashier';
import type { DB } from '../../db/schema';
import { maskAccountNumber } from '../security/bankAccounts';

/** Withdrawals joined to their bank accounts, ready for further filters. */
export const withdrawalRows = (db: Kysely<DB>) =>
  db
    .selectFrom('withdrawals as w')
    .innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
    .select([
      'w.id',
      'w.merchant_code',
      'w.member_id',
      'w.amount',
      'w.status',
      'w.forced',
      'w.created_at',
      'w.decided_at',
      'w.confirm_by',
      'w.received_amount',
      'w.hold_tx_id',
      'b.bank_name',
      'b.account_number',
    ]);

export type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof withdrawalRows>['executeTakeFirstOrThrow']>>;

export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id.toString(),
    amountMinor: row.amount.toString(),
    bankName: row.bank_name,
    maskedNumber: maskAccountNumber(row.account_number),
    status: row.status,
    forced: row.forced,
    createdAt: row.created_at.getTime(),
    decidedAt: row.decided_at?.getTime() ?? null,
    confirmBy: row.confirm_by?.getTime() ?? null,
    receivedMinor: row.received_amount?.toString() ?? null,
    transactionId: row.hold_tx_id.toString(),
  };
}
