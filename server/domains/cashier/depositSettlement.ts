/**
 * Settling a deposit: the payment side's answer (the demo payment page, an operator command, the
 * seed). Each runs in one database transaction that locks the deposit row first, so two answers
 * for the same deposit settle it once: confirm = ledger credit payments → member main (kind
 * 'deposit', reference and idempotency key 'deposit:<id>') + status 'credited' + the 'deposit
 * credited' message; fail = status 'failed' + the 'deposit failed' message. Only a pending
 * deposit settles; anything else changes nothing and says what it already is.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { DepositsTable } from '../../db/schemaMoney';
import { post, type Trx } from '../ledger/post';
import { postMessage } from '../messages/postMessage';
import { nextId } from './nextId';
import { merchantMoney, moneyMessageParams } from '../wallet/merchantMoney';

export type DepositRow = Selectable<DepositsTable>;

export type Settlement =
  | { found: false }
  | { found: true; changed: boolean; deposit: DepositRow };

async function lockDeposit(trx: Trx, depositId: bigint): Promise<DepositRow | undefined> {
  return trx.selectFrom('deposits').selectAll().where('id', '=', depositId).forUpdate().executeTakeFirst();
}

export async function confirmDepositIn(trx: Trx, depositId: bigint, now: Date): Promise<Settlement> {
  const deposit = await lockDeposit(trx, depositId);
  if (!deposit) return { found: false };
  if (deposit.status !== 'pending') return { found: true, changed: false, deposit };
  const merchant = await merchantMoney(trx, deposit.merchant_code);
  const reference = `deposit:${deposit.id}`;
  const posted = await post(trx, {
    merchantCode: deposit.merchant_code,
    currency: merchant.currency.code,
    kind: 'deposit',
    idempotencyKey: reference,
    reference,
    memberId: deposit.member_id,
    postings: [
      { account: { house: 'payments' }, amount: -deposit.amount },
      { account: { member: deposit.member_id, kind: 'main' }, amount: deposit.amount },
    ],
    now,
  });
  const credited = await trx
    .updateTable('deposits')
    .set({ status: 'credited', settled_at: now, transaction_id: posted.transactionId })
    .where('id', '=', deposit.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await postMessage(trx, {
    merchantCode: deposit.merchant_code,
    memberId: deposit.member_id,
    kind: 'deposit_credited',
    params: moneyMessageParams(merchant, deposit.amount, reference),
    eventKey: `${reference}:credited`,
    now,
  });
  return { found: true, changed: true, deposit: credited };
}

export async function failDepositIn(trx: Trx, depositId: bigint, now: Date): Promise<Settlement> {
  const deposit = await lockDeposit(trx, depositId);
  if (!deposit) return { found: false };
  if (deposit.status !== 'pending') return { found: true, changed: false, deposit };
  const merchant = await merchantMoney(trx, deposit.merchant_code);
  const reference = `deposit:${deposit.id}`;
  const failed = await trx
    .updateTable('deposits')
    .set({ status: 'failed', settled_at: now })
    .where('id', '=', deposit.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await postMessage(trx, {
    merchantCode: deposit.merchant_code,
    memberId: deposit.member_id,
    kind: 'deposit_failed',
    params: moneyMessageParams(merchant, deposit.amount, reference),
    eventKey: `${reference}:failed`,
    now,
  });
  return { found: true, changed: true, deposit: failed };
}

export const confirmDeposit = (db: Kysely<DB>, depositId: bigint, now: Date) => db.transaction().execute((trx) => confirmDepositIn(trx, depositId, now));
export const failDeposit = (db: Kysely<DB>, depositId: bigint, now: Date) => db.transaction().execute((trx) => failDepositIn(trx, depositId, now));

export type NewDeposit = { merchantCode: string; memberId: bigint; methodId: string; amount: bigint; now: Date };

/** Inserts a pending deposit under an id taken first, so its pay-token hash can be derived from the id. */
export async function insertDeposit(trx: Trx, input: NewDeposit, tokenHashFor: (id: bigint) => string): Promise<DepositRow> {
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
