/**
 * Settles one contract-period in ONE database transaction, once, whatever runs concurrently:
 *
 *   1. claim the period: INSERT the settlements row (amount 0, no ledger transaction yet)
 *      ON CONFLICT (contract_id, period_key) DO NOTHING. A concurrent runner settling the same
 *      period waits on the unique index until this transaction ends: if it commits, the
 *      runner's insert does nothing and it skips the period without touching the ledger; if it
 *      rolls back, the runner goes ahead. Nothing fails loudly and nothing is paid twice.
 *   2. when the amount is positive, post house → holder's main wallet (idempotency key
 *      'settlement:<contract>:<period>', reference 'settlement:<id>') and set the row's amount
 *      and ledger_tx_id in one UPDATE, so settlements_paid_ck (amount 0 ⇔ no transaction)
 *      holds after every statement. The ledger key is a second guard: should the row ever be
 *      deleted by hand, a re-run finds the old transaction instead of paying again, and the
 *      row records what that transaction really paid.
 */
import type { Kysely } from 'kysely';
import type { SettlementMetrics } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';
import { post } from '../ledger/post';
import type { DuePeriod } from './dueWork';

export type SettleInput = DuePeriod & {
  metrics: SettlementMetrics;
  rateBp: number;
  amount: bigint;
  currency: string;
  now: Date;
};
export type SettleResult =
  { status: 'settled'; settlementId: bigint; amount: bigint; transactionId: bigint | null } | { status: 'skipped' };

export const settlementIdempotencyKey = (contractId: bigint, periodKey: string) =>
  `settlement:${contractId}:${periodKey}`;
/**
 * A correction of a settled period (correct.ts): the n-th one of a contract-period has its own
 * key, so a correction run twice at once pays once; it is referenced to the settlement like the
 * original payment, so `settlement verify` adds it to what the period paid.
 */
export const correctionIdempotencyKey = (contractId: bigint, periodKey: string, n: number) =>
  `${settlementIdempotencyKey(contractId, periodKey)}:correction:${n}`;
export const ledgerKindOf = (kind: DuePeriod['contract']['kind']) => (kind === 'dividend' ? 'dividend' : 'salary');

export async function settleContractPeriod(db: Kysely<DB>, input: SettleInput): Promise<SettleResult> {
  const { contract, period, now } = input;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settlements')
      .values({
        merchant_code: contract.merchantCode,
        contract_id: contract.id,
        kind: contract.kind,
        member_id: contract.memberId,
        agent_id: contract.agentId,
        period_key: period.key,
        period_start: new Date(period.start),
        period_end: new Date(period.end),
        metrics: JSON.stringify(input.metrics),
        rate_bp: input.rateBp,
        amount: 0n,
        ledger_tx_id: null,
        settled_at: now,
      })
      .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return { status: 'skipped' };
    if (input.amount === 0n) return { status: 'settled', settlementId: claimed.id, amount: 0n, transactionId: null };

    const posted = await post(trx, {
      merchantCode: contract.merchantCode,
      currency: input.currency,
      kind: ledgerKindOf(contract.kind),
      idempotencyKey: settlementIdempotencyKey(contract.id, period.key),
      reference: `settlement:${claimed.id}`,
      memberId: contract.memberId,
      postings: [
        { account: { house: 'house' }, amount: -input.amount },
        { account: { member: contract.memberId, kind: 'main' }, amount: input.amount },
      ],
      now,
    });
    // A replayed transaction paid what it paid: its credit is the positive entry.
    const paid = posted.replayed
      ? posted.entries.reduce((sum, e) => (e.amount > 0n ? sum + e.amount : sum), 0n)
      : input.amount;
    await trx
      .updateTable('settlements')
      .set({ amount: paid, ledger_tx_id: paid > 0n ? posted.transactionId : null })
      .where('id', '=', claimed.id)
      .execute();
    return { status: 'settled', settlementId: claimed.id, amount: paid, transactionId: posted.transactionId };
  });
}
