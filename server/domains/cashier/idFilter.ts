/**
 * The `id` filter of the member's deposit and withdrawal lists (DepositRecordsArgs and WithdrawalRecordsArgs in
 * src/shared/wire/cashier.ts).
 */
import { parseId } from '../../wire/bounds';

/**
 * No filter, one id, or 'none' for an id no record can have (the list is then empty, as for
 * someone else's record). Ids read as the wire writes them (server/wire/bounds.ts).
 */
export function idFilterOf(query: { id?: string }): bigint | 'none' | null {
  if (query.id === undefined) return null;
  return parseId(query.id) ?? 'none';
}
