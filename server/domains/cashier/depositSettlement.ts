/**
 * Settling a deposit: the payment side's answer (the demo payment page, an operator command, the
 * seed). Each runs in one database transaction that locks the deposit row first, so two answers
 * for the same deposit settle it once: confirm = ledger credit payments → member main (kind
 * 'deposit', reference and idempotency key 'deposit:<id>') + status 'credited' + the 'deposit
 * credited' message; fail (the payment side refused it) = status 'failed' + the 'deposit failed'
 * message; cancel (the member, on the payment page or in the deposit list) = status 'cancelled'
 * and no message, since the member did it. Only a pending deposit settles; anything else changes
 * nothing and says what it already is.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { DepositsTable } from '../../db/schemaMoney';
import type { Trx } from '../ledger/post';
import { announceMemberEvent } from '../events/bus';
import { merchantMoney } from '../wallet/merchantMoney';
import { postMoneyMessage, postMove } from './moneyMoves';
import { nextId } from './nextId';

export type DepositRow = Selectable<DepositsTable>;

export type Settlement = { found: false } | { found: true; changed: boolean; deposit: DepositRow };

async function lockDeposit(trx: Trx, depositId: bigint): Promise<DepositRow | undefined> {
  return trx.selectFrom('deposits').selectAll().where('id', '=', depositId).forUpdate().executeTakeFirst();
}

/**
 * Confirm, fail and cancel differ only in whether money moves and a message is posted; the lock and the check are one.
 */
async function settleIn(
  trx: Trx,
  depositId: bigint,
  now: Date,
  status: 'credited' | 'failed' | 'cancelled',
): Promise<Settlement> {
  const deposit = await lockDeposit(trx, depositId);
  if (!deposit) return { found: false };
  if (deposit.status !== 'pending') return { found: true, changed: false, deposit };
  const merchant = await merchantMoney(trx, deposit.merchant_code);
  const reference = `deposit:${deposit.id}`;
  const posted =
    status === 'credited'
      ? await postMove(trx, {
          merchant,
          memberId: deposit.member_id,
          kind: 'deposit',
          idempotencyKey: reference,
          reference,
          from: { house: 'payments' },
          to: { member: deposit.member_id, kind: 'main' },
          amount: deposit.amount,
          now,
        })
      : null;
  const settled = await trx
    .updateTable('deposits')
    .set({ status, settled_at: now, ...(posted && { transaction_id: posted.transactionId }) })
    .where('id', '=', deposit.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (status !== 'cancelled') {
    await postMoneyMessage(trx, {
      merchant,
      memberId: deposit.member_id,
      kind: `deposit_${status}`,
      amount: deposit.amount,
      reference,
      event: status,
      now,
    });
  }
  return { found: true, changed: true, deposit: settled };
}

export const confirmDepositIn = (trx: Trx, depositId: bigint, now: Date) => settleIn(trx, depositId, now, 'credited');
export const failDepositIn = (trx: Trx, depositId: bigint, now: Date) => settleIn(trx, depositId, now, 'failed');
export const cancelDepositIn = (trx: Trx, depositId: bigint, now: Date) => settleIn(trx, depositId, now, 'cancelled');

/** After the commit (a rollback tells nobody), wakes the member's desktop event streams. */
const announced =
  (db: Kysely<DB>) =>
  (settlement: Settlement): Settlement => {
    if (settlement.found && settlement.changed) announceMemberEvent(db, settlement.deposit);
    return settlement;
  };

export const confirmDeposit = (db: Kysely<DB>, depositId: bigint, now: Date) =>
  db
    .transaction()
    .execute((trx) => confirmDepositIn(trx, depositId, now))
    .then(announced(db));
export const failDeposit = (db: Kysely<DB>, depositId: bigint, now: Date) =>
  db
    .transaction()
    .execute((trx) => failDepositIn(trx, depositId, now))
    .then(announced(db));
export const cancelDeposit = (db: Kysely<DB>, depositId: bigint, now: Date) =>
  db
    .transaction()
    .execute((trx) => cancelDepositIn(trx, depositId, now))
    .then(announced(db));

export type NewDeposit = { merchantCode: string; memberId: bigint; methodId: string; amount: bigint; now: Date };

/** Inserts a pending deposit under an id taken first, so its pay-token hash can be derived from the id. */
export async function insertDeposit(
  trx: Trx,
  input: NewDeposit,
  tokenHashFor: (id: bigint) => string,
): Promise<DepositRow> {
  const id = await nextId(trx, 'deposits');
  return trx
    .insertInto('deposits')
    .values({
      id,
      merchant_code: input.merchantCode,
      member_id: input.memberId,
      method_id: input.methodId,
      amount: input.amount,
      pay_token_hash: tokenHashFor(id),
      created_at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
