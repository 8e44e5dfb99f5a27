/**
 * Once per transaction id (docs/protocol.md, "Idempotency"): a provider's money call is applied
 * once per (provider, transactionId), and its answer, success or business refusal, is kept in
 * provider_transactions and answered again to every repeat.
 *
 * The row is claimed first, in the call's own database transaction (INSERT … ON CONFLICT DO
 * NOTHING): a duplicate arriving at the same moment waits on the unique index until the first
 * commits, then finds the row and answers what it stored. The effect and the answer are written
 * in that same transaction, so a crash leaves neither. A business refusal rolls the effect back;
 * the refusal is then stored in a transaction of its own, unless a concurrent repeat got there
 * first, in which case that one's answer is the answer.
 *
 * A repeat that asks something else under the same id (another call, round or amount) is refused
 * with TRANSACTION_MISMATCH, not stored. A 'rolled_back' row is the mark a rollback left for a
 * bet that had not arrived (wallet.ts): any bet with that id is answered its refusal.
 */
import type { Kysely } from 'kysely';
import { failure, ok, type Envelope } from '../../../src/shared/wire/envelope';
import { ProviderErrorCode, type ProviderTxnValue } from '../../../src/shared/wire/providers';
import type { DB } from '../../db/schema';
import type { ProviderCall } from '../../db/schemaProviders';
import { businessError, WireError } from '../../http/errors';
import type { Trx } from '../ledger/post';

type Db = Kysely<DB>;

export type TxnKey = { providerId: string; txnId: string; roundId: string };
export type Applied = {
  value: Omit<ProviderTxnValue, 'platformTransactionId'>;
  memberId?: bigint;
  vendor?: string;
  betId?: bigint;
};
export type Answer = Envelope<ProviderTxnValue | null>;

export const platformTxnId = (id: bigint) => `ptx-${id}`;

/** What makes two calls the same call: a repeat must match it exactly. */
export const fingerprintOf = (call: ProviderCall, parts: readonly string[]) => [call, ...parts].join('|');

const BET_CALLS: readonly ProviderCall[] = ['bet', 'bet_and_win'];

async function storedAnswer(db: Db | Trx, key: TxnKey, call: ProviderCall, fingerprint: string): Promise<Answer> {
  const row = await db
    .selectFrom('provider_transactions')
    .select(['call', 'fingerprint', 'answer'])
    .where('provider_id', '=', key.providerId)
    .where('txn_id', '=', key.txnId)
    .executeTakeFirstOrThrow();
  const sameCall = row.fingerprint === fingerprint || (row.call === 'rolled_back' && BET_CALLS.includes(call));
  if (!sameCall)
    throw businessError(
      ProviderErrorCode.transactionMismatch,
      `Transaction ${key.txnId} was used before for another call, round or amount; use a new transaction id.`,
    );
  return row.answer as Answer;
}

function insertRow(db: Db | Trx, key: TxnKey, call: ProviderCall, fingerprint: string, answer: Answer, now: Date) {
  return db
    .insertInto('provider_transactions')
    .values({
      provider_id: key.providerId,
      txn_id: key.txnId,
      call,
      fingerprint,
      round_id: key.roundId,
      success: answer.success,
      answer: JSON.stringify(answer),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['provider_id', 'txn_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Business refusals (HTTP 200) are answers to keep; anything else propagates. */
const isRefusal = (error: unknown): error is WireError => error instanceof WireError && error.statusCode === 200;

export async function applyOnce(
  db: Db,
  key: TxnKey,
  call: ProviderCall,
  fingerprint: string,
  now: Date,
  apply: (trx: Trx) => Promise<Applied>,
): Promise<Answer> {
  try {
    return await db.transaction().execute(async (trx) => {
      const pending: Answer = failure('PENDING', '');
      const claimed = await insertRow(trx, key, call, fingerprint, pending, now);
      if (!claimed) return storedAnswer(trx, key, call, fingerprint);
      const applied = await apply(trx);
      const answer: Answer = ok({ ...applied.value, platformTransactionId: platformTxnId(claimed.id) });
      await trx
        .updateTable('provider_transactions')
        .set({
          success: true,
          answer: JSON.stringify(answer),
          member_id: applied.memberId ?? null,
          vendor: applied.vendor ?? null,
          bet_id: applied.betId ?? null,
        })
        .where('id', '=', claimed.id)
        .execute();
      return answer;
    });
  } catch (error) {
    if (!isRefusal(error) || error.errorCode === ProviderErrorCode.transactionMismatch) throw error;
    const answer: Answer = failure(error.errorCode, error.message);
    if (await insertRow(db, key, call, fingerprint, answer, now)) return answer;
    return storedAnswer(db, key, call, fingerprint);
  }
}
