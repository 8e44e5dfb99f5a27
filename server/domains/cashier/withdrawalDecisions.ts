/**
 * Withdrawals, the operator's side, and the sweep. Each decision locks the withdrawal row, checks
 * its status, posts the ledger transaction that closes the hold and updates the row, all in one
 * database transaction:
 *
 *   approve  withdrawals → payouts     'withdrawal_payout'  approved, confirm_by = now + confirm_minutes
 *   reject   withdrawals → member main 'withdrawal_return'  rejected (the hold goes back)
 *   refund   payouts → member main     'withdrawal_refund'  in parts up to what did not arrive (not_received
 *                                                           or partial, never forced); refunded once all is back
 *   sweep    approved past confirm_by → received, forced (no money moves: it was paid out at approval)
 *
 * Approve and reject share the idempotency key 'withdrawal:<id>:close', so the ledger itself
 * refuses to close one hold twice.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import type { WithdrawalsTable } from '../../db/schemaMoney';
import { businessError } from '../../http/errors';
import { announceMemberEvent } from '../events/bus';
import type { AccountRef, Trx } from '../ledger/post';
import { moneyText } from '../wallet/amounts';
import { merchantMoney, type MerchantMoney } from '../wallet/merchantMoney';
import { postMoneyMessage, postMove } from './moneyMoves';

type WithdrawalRow = Selectable<WithdrawalsTable>;

/**
 * What the refunds of a withdrawal have returned so far and how many there were: the ledger's
 * 'withdrawal_refund' transactions referenced to it (the ledger is the record; the row keeps the
 * latest one in refund_tx_id). withdrawalRecords.ts reads the same sum for the lists.
 */
export async function refundsOf(
  trx: Kysely<DB>,
  row: Pick<WithdrawalRow, 'id' | 'merchant_code' | 'member_id'>,
): Promise<{ refunded: bigint; count: number }> {
  const found = (
    await sql<{ refunded: string; count: number }>`
      SELECT coalesce(sum(e.amount), 0)::text AS refunded, count(DISTINCT t.id)::int AS count
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = ${row.member_id}::bigint AND a.kind = 'main'
      WHERE t.merchant_code = ${row.merchant_code} AND t.reference = ${`withdrawal:${row.id}`}
        AND t.kind = 'withdrawal_refund'`.execute(trx)
  ).rows[0]!;
  return { refunded: BigInt(found.refunded), count: found.count };
}

/** What did not arrive: all of a not_received withdrawal, the remainder of a partial one. */
export const missingOf = (row: Pick<WithdrawalRow, 'status' | 'amount' | 'received_amount'>): bigint =>
  row.amount - (row.received_amount ?? 0n);

/** The first refund keeps the key refunds always had; the n-th after it has its own. */
export const refundIdempotencyKey = (id: bigint, n: number) =>
  n === 1 ? `withdrawal:${id}:refund` : `withdrawal:${id}:refund:${n}`;

/** What a decision did: the updated row and the ledger transaction that moved `amount`. */
export type Decision = { withdrawal: WithdrawalRow; merchant: MerchantMoney; transactionId: bigint; amount: bigint };

const conflict = (message: string) => businessError(MoneyErrorCode.stateConflict, message);

async function locked(trx: Trx, id: bigint): Promise<{ row: WithdrawalRow; merchant: MerchantMoney }> {
  const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw businessError(MoneyErrorCode.notFound, `There is no withdrawal ${id}.`);
  return { row, merchant: await merchantMoney(trx, row.merchant_code) };
}

function requirePending(row: WithdrawalRow): void {
  if (row.status !== 'pending')
    throw conflict(`Withdrawal ${row.id} is already ${row.status.replace('_', ' ')}; nothing changed.`);
}

type Close = {
  status: 'approved' | 'rejected';
  kind: 'withdrawal_payout' | 'withdrawal_return';
  /** Where the held amount goes. */
  to: (row: WithdrawalRow) => AccountRef;
  /** More of the row to set, read before the money moves: approval's confirmation deadline. */
  more?: (row: WithdrawalRow) => Promise<{ confirm_by: Date }>;
};

/** Approve and reject close the hold alike; they differ in where it goes and the status and message. */
async function closeHold(trx: Trx, id: bigint, now: Date, close: Close): Promise<Decision> {
  const { row, merchant } = await locked(trx, id);
  requirePending(row);
  const more = close.more ? await close.more(row) : {};
  const reference = `withdrawal:${id}`;
  const posted = await postMove(trx, {
    merchant,
    memberId: row.member_id,
    kind: close.kind,
    idempotencyKey: `${reference}:close`,
    reference,
    from: { house: 'withdrawals' },
    to: close.to(row),
    amount: row.amount,
    now,
  });
  const withdrawal = await trx
    .updateTable('withdrawals')
    .set({ status: close.status, decided_at: now, ...more, close_tx_id: posted.transactionId })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await postMoneyMessage(trx, {
    merchant,
    memberId: row.member_id,
    kind: `withdrawal_${close.status}`,
    amount: row.amount,
    reference,
    event: close.status,
    now,
  });
  return { withdrawal, merchant, transactionId: posted.transactionId, amount: row.amount };
}

export function createWithdrawalDecisions(db: Kysely<DB>, clock: () => Date) {
  /** After the commit (a rollback tells nobody), wakes the member's desktop event streams. */
  const announced = (decision: Decision): Decision => {
    announceMemberEvent(db, decision.withdrawal);
    return decision;
  };
  return {
    async approve(id: bigint): Promise<Decision> {
      const now = clock();
      return db
        .transaction()
        .execute((trx) =>
          closeHold(trx, id, now, {
            status: 'approved',
            kind: 'withdrawal_payout',
            to: () => ({ house: 'payouts' }),
            more: async (row) => {
              const settings = await trx
                .selectFrom('money_settings')
                .select('confirm_minutes')
                .where('merchant_code', '=', row.merchant_code)
                .executeTakeFirstOrThrow();
              return { confirm_by: new Date(now.getTime() + settings.confirm_minutes * 60_000) };
            },
          }),
        )
        .then(announced);
    },

    async reject(id: bigint): Promise<Decision> {
      const now = clock();
      return db
        .transaction()
        .execute((trx) =>
          closeHold(trx, id, now, {
            status: 'rejected',
            kind: 'withdrawal_return',
            to: (row) => ({ member: row.member_id, kind: 'main' }),
          }),
        )
        .then(announced);
    },

    /**
     * Returns a disputed amount to the member, in as many parts as the operator needs: by
     * default all that is still outstanding (what did not arrive less what earlier refunds
     * returned), or a smaller amount. Each part is its own ledger transaction and message; the
     * withdrawal is 'refunded' once nothing is outstanding (issue 13 item 7: a partial refund
     * used to close it and strand the rest).
     */
    async refund(id: bigint, amount?: bigint): Promise<Decision & { refunded: bigint; outstanding: bigint }> {
      const now = clock();
      return db
        .transaction()
        .execute(async (trx) => {
          const { row, merchant } = await locked(trx, id);
          if (row.forced)
            throw conflict(
              `Withdrawal ${id} counted as received when its confirmation time ran out; it cannot be refunded.`,
            );
          if (row.status === 'refunded')
            throw conflict(`Withdrawal ${id} is already refunded in full; nothing changed.`);
          if (row.status !== 'not_received' && row.status !== 'partial') {
            throw conflict(
              `Withdrawal ${id} is ${row.status.replace('_', ' ')}; only a withdrawal reported not received or ` +
                `partly received can be refunded.`,
            );
          }
          const before = await refundsOf(trx, row);
          const outstanding = missingOf(row) - before.refunded;
          const refund = amount ?? outstanding;
          if (refund <= 0n || refund > outstanding) {
            const refundedText =
              before.refunded > 0n ? `; ${moneyText(before.refunded, merchant.currency)} was refunded already` : '';
            throw businessError(
              MoneyErrorCode.amountOutOfRange,
              `The refund must be more than zero and at most ${moneyText(outstanding, merchant.currency)} (what did ` +
                `not arrive and is not refunded yet${refundedText}).`,
            );
          }
          const n = before.count + 1;
          const reference = `withdrawal:${id}`;
          const posted = await postMove(trx, {
            merchant,
            memberId: row.member_id,
            kind: 'withdrawal_refund',
            idempotencyKey: refundIdempotencyKey(id, n),
            reference,
            from: { house: 'payouts' },
            to: { member: row.member_id, kind: 'main' },
            amount: refund,
            now,
          });
          const left = outstanding - refund;
          const withdrawal = await trx
            .updateTable('withdrawals')
            .set({ ...(left === 0n && { status: 'refunded' as const }), refund_tx_id: posted.transactionId })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await postMoneyMessage(trx, {
            merchant,
            memberId: row.member_id,
            kind: 'withdrawal_refunded',
            amount: refund,
            reference,
            event: `refunded:${n}`,
            now,
          });
          return {
            withdrawal,
            merchant,
            transactionId: posted.transactionId,
            amount: refund,
            refunded: before.refunded + refund,
            outstanding: left,
          };
        })
        .then((decision) => {
          announced(decision);
          return decision;
        });
    },
  };
}

/** Approved withdrawals whose confirmation time has passed count as received (forced: never refunded). */
export async function sweepWithdrawals(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await sql`
    UPDATE withdrawals SET status = 'received', forced = true, confirmed_at = ${now}, received_amount = amount
    WHERE status = 'approved' AND confirm_by <= ${now}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

export type WithdrawalDecisions = ReturnType<typeof createWithdrawalDecisions>;
