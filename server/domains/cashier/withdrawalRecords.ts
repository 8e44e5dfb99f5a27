/**
 * Withdrawal rows as the member sees them (WithdrawalRecord), with the bank account masked and
 * what refunds returned so far (the ledger's 'withdrawal_refund' transactions, as
 * withdrawalDecisions.ts refundsOf counts them).
 */
import { sql, type Kysely } from 'kysely';
import type { WithdrawalRecord } from '../../../src/shared/wire/cashier';
import type { DB } from '../../db/schema';
import { maskAccountNumber } from '../security/bankAccounts';

/** What refunds returned of withdrawal `w` so far, as text (the ledger is the record). */
export const refundedOfWithdrawal = sql<string>`(SELECT coalesce(sum(e.amount), 0) FROM ledger_transactions t
  JOIN ledger_entries e ON e.transaction_id = t.id
  JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = w.member_id AND a.kind = 'main'
  WHERE t.merchant_code = w.merchant_code AND t.reference = 'withdrawal:' || w.id
    AND t.kind = 'withdrawal_refund')::text`;

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
      refundedOfWithdrawal.as('refunded'),
    ]);

export type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof withdrawalRows>['executeTakeFirstOrThrow']>>;

const DISPUTED = new Set(['not_received', 'partial', 'refunded']);

export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  const refunded = BigInt(row.refunded);
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
    refundedMinor: refunded.toString(),
    outstandingMinor: DISPUTED.has(row.status)
      ? (row.amount - (row.received_amount ?? 0n) - refunded).toString()
      : null,
    transactionId: row.hold_tx_id.toString(),
  };
}
