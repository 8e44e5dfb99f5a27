/**
 * Reading contracts as the wire shows them (agents.ts `Contract`): the row with both parties'
 * accounts. The settlement engine can read accepted contracts through `acceptedContracts`.
 */
import type { Kysely } from 'kysely';
import type { Contract, ContractKind, ContractStatus } from '../../../src/shared/wire/agents';
import type { Page } from '../../../src/shared/wire/paging';
import type { DB } from '../../db/schema';
import { pageOf, type Paging } from '../../http/paging';

function contractQuery(db: Kysely<DB>) {
  return db
    .selectFrom('contracts as c')
    .innerJoin('members as a', 'a.id', 'c.agent_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select([
      'c.id',
      'c.kind',
      'c.status',
      'c.terms',
      'c.rate_bp',
      'c.agent_id',
      'a.username as agent_account',
      'c.member_id',
      'm.username as member_account',
      'c.created_at',
      'c.decided_at',
      'c.terminated_at',
      'c.terminated_by',
    ]);
}

type ContractRow = Awaited<ReturnType<ReturnType<typeof contractQuery>['executeTakeFirstOrThrow']>>;

const epoch = (date: Date | null) => (date === null ? null : date.getTime());

export function toContract(row: ContractRow): Contract {
  return {
    id: row.id.toString(),
    kind: row.kind,
    status: row.status,
    terms: row.terms,
    rateBp: row.rate_bp,
    agentId: row.agent_id.toString(),
    agentAccount: row.agent_account,
    memberId: row.member_id.toString(),
    memberAccount: row.member_account,
    createdAt: row.created_at.getTime(),
    decidedAt: epoch(row.decided_at),
    terminatedAt: epoch(row.terminated_at),
    terminatedBy: row.terminated_by,
  };
}

export async function contractById(db: Kysely<DB>, id: bigint): Promise<Contract> {
  return toContract(await contractQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow());
}

/** A member's live contracts (offered to them and waiting, or accepted), newest first. */
export async function heldContracts(db: Kysely<DB>, memberId: bigint): Promise<Contract[]> {
  const rows = await contractQuery(db)
    .where('c.member_id', '=', memberId)
    .where('c.status', 'in', ['request', 'accepted'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map(toContract);
}

export type ContractFilter = {
  side: 'offered' | 'held';
  kind?: ContractKind | undefined;
  status?: ContractStatus | undefined;
};

/** Contracts an agent offered ('offered') or holds ('held'), newest first, a page at a time. */
export async function listContracts(
  db: Kysely<DB>,
  agentId: bigint,
  filter: ContractFilter,
  paging: Paging,
): Promise<Page<Contract>> {
  let query = contractQuery(db).where(filter.side === 'offered' ? 'c.agent_id' : 'c.member_id', '=', agentId);
  if (filter.kind) query = query.where('c.kind', '=', filter.kind);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toContract), paging, count.n);
}

/** Every accepted contract of a kind on a site: what the settlement engine pays. */
export async function acceptedContracts(db: Kysely<DB>, merchantCode: string, kind: ContractKind): Promise<Contract[]> {
  const rows = await contractQuery(db)
    .where('c.merchant_code', '=', merchantCode)
    .where('c.kind', '=', kind)
    .where('c.status', '=', 'accepted')
    .orderBy('c.id')
    .execute();
  return rows.map(toContract);
}
