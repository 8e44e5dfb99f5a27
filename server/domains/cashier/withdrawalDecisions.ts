/**
 * Withdrawals, the operator's side, and the sweep. Each decision locks the withdrawal row, checks
 * its status, posts the ledger transaction that closes the hold and updates the row, all in one
 * database transaction:
 *
 *   approve  withdrawals → payouts     'withdrawal_payout'  approved, confirm_by = now + confirm_minutes
 *   reject   withdrawals → member main 'withdrawal_return'  rejected (the hold goes back)
 *   refund   payouts → member main     'withdrawal_refund'  refunded (not_received or partial, never forced)
 *   sweep    approved past confirm_by → received, forced (no money moves: it was paid out at approval)
 *
 * Approve and reject share the idempotency key 'withdrawal:<id>:close', so the ledger itself
 * refuses to close one hold twice.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import type { WithdrawalsTable } from '../../db/schemaMoney';
import { businessError } from '../../wire/errors';
import { announceMemberEvent } from '../events/bus';
import type { AccountRef, Trx } from '../ledger/post';
import { moneyText } from '../wallet/amounts';
import { merchantMoney, type MerchantMoney } from '../wallet/merchantMoney';
import { postMoneyMessage, postMove } from './moneyMoves';

type WithdrawalRow = Selectable<WithdrawalsTable>;

/** What a decision did: the updated row and the ledger transaction that moved `amount`. */
export type Decision = { withdrawal: WithdrawalRow; merchant: MerchantMoney; transactionId: bigint; amount: bigint };

const conflict = (message: string) => businessError(MoneyErrorCode.stateConflict, message);

async function locked(trx: Trx, id: bigint): Promise<{ row: WithdrawalRow; merchant: MerchantMoney }> {
  const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw businessError(MoneyErrorCode.notFound, `There is no withdrawal ${id}.`);
  return { row, merchant: await merchantMoney(trx, row.merchant_code) };
}

function requirePending(row: WithdrawalRow): void {
  if (row.status !== 'pending') throw conflict(`Withdrawal ${row.id} is already ${row.status.replace('_', ' ')}; nothing changed.`);
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
  await postMoneyMessage(trx, { merchant, memberId: row.member_id, kind: `withdrawal_${close.status}`, amount: row.amount, reference, event: close.status, now });
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
      return db.transaction().execute((trx) =>
        closeHold(trx, id, now, {
          status: 'approved',
          kind: 'withdrawal_payout',
          to: () => ({ house: 'payouts' }),
          more: async (row) => {
            const settings = await trx.selectFrom('money_settings').select('confirm_minutes').where('merchant_code', '=', row.merchant_code).executeTakeFirstOrThrow();
            return { confirm_by: new Date(now.getTime() + settings.confirm_minutes * 60_000) };
          },
        }),
      ).then(announced);
    },

    async reject(id: bigint): Promise<Decision> {
      const now = clock();
      return db.transaction().execute((trx) =>
        closeHold(trx, id, now, { status: 'rejected', kind: 'withdrawal_return', to: (row) => ({ member: row.member_id, kind: 'main' }) }),
      ).then(announced);
    },

    /**
     * Returns a disputed amount to the member: by default what did not arrive (all of a
     * not_received one, the remainder of a partial one), or a smaller amount the operator gives.
     */
    async refund(id: bigint, amount?: bigint): Promise<Decision> {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const { row, merchant } = await locked(trx, id);
        if (row.forced) throw conflict(`Withdrawal ${id} counted as received when its confirmation time ran out; it cannot be refunded.`);
        if (row.status !== 'not_received' && row.status !== 'partial') {
          throw conflict(`Withdrawal ${id} is ${row.status.replace('_', ' ')}; only a withdrawal reported not received or partly received can be refunded.`);
        }
        const missing = row.status === 'partial' ? row.amount - (row.received_amount ?? 0n) : row.amount;
        const refund = amount ?? missing;
        if (refund <= 0n || refund > missing) {
          throw businessError(MoneyErrorCode.amountOutOfRange, `The refund must be more than zero and at most ${moneyText(missing, merchant.currency)} (what did not arrive).`);
        }
        const posted = await postMove(trx, {
          merchant,
          memberId: row.member_id,
          kind: 'withdrawal_refund',
          idempotencyKey: `withdrawal:${id}:refund`,
          reference: `withdrawal:${id}`,
          from: { house: 'payouts' },
          to: { member: row.member_id, kind: 'main' },
          amount: refund,
          now,
        });
        const withdrawal = await trx
          .updateTable('withdrawals')
          .set({ status: 'refunded', refund_tx_id: posted.transactionId })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { withdrawal, merchant, transactionId: posted.transactionId, amount: refund };
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
