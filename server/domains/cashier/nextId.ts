/**
 * Takes a row's id before inserting it: a withdrawal's hold is posted (with reference
 * 'withdrawal:<id>') before its row exists, and a deposit's pay-token hash derives from its id.
 */
import { sql } from 'kysely';
import type { Trx } from '../ledger/post';

export async function nextId(trx: Trx, table: 'deposits' | 'withdrawals'): Promise<bigint> {
  const { rows } = await sql<{ id: bigint }>`SELECT nextval(pg_get_serial_sequence(${table}, 'id')) AS id`.execute(trx);
  return rows[0]!.id;
}
