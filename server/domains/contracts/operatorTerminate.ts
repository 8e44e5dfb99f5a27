/**
 * The operator ends a contract (`npm run ops -- contract terminate`): an offer still waiting or
 * one in force, whoever offered it. Like process.ts it locks the contract row and updates only
 * from the status read under the lock, so it cannot race an acceptance into a lost update.
 *
 * The contracts table records who ended a contract as one of the two parties or the lower-rate
 * rule (migration 006's check); an operator's ending is recorded on the offering side ('agent'),
 * and the ops audit trail (ops_audit) names the operator's command and reason. Both parties get
 * a notice saying the site operator ended it, except the house account, which reads none.
 */
import type { Kysely } from 'kysely';
import type { Contract } from '../../../src/shared/wire/agents';
import { HOUSE_TYPE } from '../../../src/shared/wire/auth';
import type { DB } from '../../db/schema';
import { postContractNotice } from './notices';
import { contractById } from './repository';

export type OperatorTermination = { found: false } | { found: true; changed: boolean; contract: Contract };

export async function terminateByOperator(
  db: Kysely<DB>,
  now: Date,
  id: bigint,
  reason: string | undefined,
): Promise<OperatorTermination> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('contracts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return { found: false };
    if (row.status !== 'request' && row.status !== 'accepted')
      return { found: true, changed: false, contract: await contractById(trx, id) };
    await trx
      .updateTable('contracts')
      .set({ status: 'terminated', terminated_at: now, terminated_by: 'agent' })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .execute();
    const parties = await trx
      .selectFrom('members')
      .select(['id', 'type'])
      .where('id', 'in', [row.agent_id, row.member_id])
      .execute();
    for (const party of parties) {
      if (party.type === HOUSE_TYPE) continue;
      await postContractNotice(trx, {
        merchantCode: row.merchant_code,
        contractId: row.id,
        kind: row.kind,
        rateBp: row.rate_bp,
        to: party.id,
        other: '',
        event: 'terminated_by_operator',
        now,
        ...(reason !== undefined && { reason }),
      });
    }
    return { found: true, changed: true, contract: await contractById(trx, id) };
  });
}
