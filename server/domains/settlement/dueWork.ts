/**
 * Which contract-periods are due. A contract settles every period that intersects the time it
 * was in force, [decided_at, terminated_at), once the period has ended.
 *
 * A contract's settled periods always form a prefix of its periods: passes settle each
 * contract's periods oldest first and stop at the first failure, and a runner only moves past a
 * period whose row another runner has committed (ON CONFLICT waits for it). So the next due
 * period is the one after the latest settled key (read from the (contract_id, period_key)
 * index, keys sorting in time order), and a pass never rescans a contract's history.
 */
import { sql, type Kysely } from 'kysely';
import type { ContractKind, ContractTerms } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';
import { termsProblem } from './amounts';
import { nextPeriod, parsePeriodKey, periodContaining, periodKindOfTerms, type Period } from './periods';

export type SettleableContract = {
  id: bigint;
  merchantCode: string;
  kind: ContractKind;
  agentId: bigint;
  memberId: bigint;
  terms: ContractTerms;
  decidedAt: Date;
  terminatedAt: Date | null;
  /** The latest settled period's key, null before the first settlement. */
  lastKey: string | null;
};

export type DuePeriod = { contract: SettleableContract; period: Period };
export type Unsettleable = { contractId: bigint; reason: string };

type ContractRow = {
  id: bigint;
  merchant_code: string;
  kind: ContractKind;
  agent_id: bigint;
  member_id: bigint;
  terms: unknown;
  decided_at: Date;
  terminated_at: Date | null;
  last_key: string | null;
};

/** contractIds: only these contracts (a pass over one contract, as a test or a preview check runs it). */
export type ContractFilter = {
  kinds?: readonly ContractKind[];
  merchantCode?: string;
  contractIds?: readonly bigint[];
  before: Date;
};

/** Accepted contracts, and terminated ones whose last period in force is not settled yet. */
export async function settleableContracts(
  db: Kysely<DB>,
  filter: ContractFilter,
): Promise<{ contracts: SettleableContract[]; unsettleable: Unsettleable[] }> {
  const kinds = filter.kinds?.length ? sql`AND c.kind IN (${sql.join(filter.kinds.map((k) => sql`${k}`))})` : sql``;
  const merchant = filter.merchantCode ? sql`AND c.merchant_code = ${filter.merchantCode}` : sql``;
  const only = filter.contractIds?.length
    ? sql`AND c.id IN (${sql.join(filter.contractIds.map((id) => sql`${id}::bigint`))})`
    : sql``;
  const rows = (
    await sql<ContractRow>`
      SELECT c.id, c.merchant_code, c.kind, c.agent_id, c.member_id, c.terms, c.decided_at, c.terminated_at,
        last.period_key AS last_key
      FROM contracts c
      LEFT JOIN LATERAL (
        SELECT s.period_key, s.period_end FROM settlements s WHERE s.contract_id = c.id ORDER BY s.period_key DESC
          LIMIT 1
      ) last ON true
      WHERE c.decided_at IS NOT NULL AND c.decided_at < ${filter.before}::timestamptz ${kinds} ${merchant} ${only}
        AND (c.status = 'accepted'
             OR (c.status = 'terminated' AND c.terminated_at > c.decided_at
                 AND (last.period_end IS NULL OR last.period_end < c.terminated_at)))
      ORDER BY c.id`.execute(db)
  ).rows;
  const contracts: SettleableContract[] = [];
  const unsettleable: Unsettleable[] = [];
  for (const row of rows) {
    const problem = termsProblem(row.kind, row.terms);
    if (problem) {
      unsettleable.push({ contractId: row.id, reason: `contract ${row.id} cannot be settled: ${problem}` });
      continue;
    }
    contracts.push({
      id: row.id,
      merchantCode: row.merchant_code,
      kind: row.kind,
      agentId: row.agent_id,
      memberId: row.member_id,
      terms: row.terms as ContractTerms,
      decidedAt: row.decided_at,
      terminatedAt: row.terminated_at,
      lastKey: row.last_key,
    });
  }
  return { contracts, unsettleable };
}

/** The contract's first unsettled period (it may not be due yet). */
export function firstUnsettled(contract: SettleableContract): Period {
  const kind = periodKindOfTerms(contract.terms);
  if (contract.lastKey === null) return periodContaining(kind, contract.decidedAt);
  const last = parsePeriodKey(contract.lastKey);
  if (last.kind !== kind)
    throw new Error(`contract ${contract.id} settles by ${kind} but its latest settlement is ${contract.lastKey}`);
  return nextPeriod(last);
}

/**
 * Up to `limit` due periods of one contract, oldest first: ended (end + lagMs <= now) and
 * starting before the contract was terminated.
 */
export function duePeriodsOf(contract: SettleableContract, now: Date, limit: number, lagMs = 0): Period[] {
  const out: Period[] = [];
  const stop = contract.terminatedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  for (
    let p = firstUnsettled(contract);
    out.length < limit && p.end + lagMs <= now.getTime() && p.start < stop;
    p = nextPeriod(p)
  )
    out.push(p);
  return out;
}

/**
 * The oldest `limit` due contract-periods over all contracts (by period start, then contract).
 * Taking the head of the merged, time-ordered lists keeps each contract's part a prefix of its
 * own list. `more` tells whether due work was left for the next pass.
 */
export function selectDue(
  contracts: readonly SettleableContract[],
  now: Date,
  limit: number,
  lagMs = 0,
): { due: DuePeriod[]; more: boolean; unsettleable: Unsettleable[] } {
  const all: DuePeriod[] = [];
  const unsettleable: Unsettleable[] = [];
  for (const contract of contracts) {
    try {
      // One more than the limit, to know whether anything is left over.
      for (const period of duePeriodsOf(contract, now, limit + 1, lagMs)) all.push({ contract, period });
    } catch (error) {
      unsettleable.push({ contractId: contract.id, reason: (error as Error).message });
    }
  }
  all.sort(
    (a, b) =>
      a.period.start - b.period.start || (a.contract.id < b.contract.id ? -1 : a.contract.id > b.contract.id ? 1 : 0),
  );
  return { due: all.slice(0, limit), more: all.length > limit, unsettleable };
}
