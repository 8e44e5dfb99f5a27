/**
 * Answering and ending contracts (spec §4): the holder accepts or rejects a request; the agent
 * withdraws a request or terminates an accepted contract; the holder terminates an accepted one.
 *
 * Each decision is one transaction that locks the contract row (SELECT … FOR UPDATE) and checks
 * its status under the lock; the update is conditional on that status as well. Two answers that
 * race (accept and terminate) are serialised by the lock: the second sees the first's result and
 * is refused with `contract.state`.
 *
 * The lower-rate rule: accepting a contract whose rate is below what the holder itself offered to
 * its direct downlines (requests or accepted, same kind) ends those downline contracts. Without
 * confirmLowerRate the answer is `contract.lower.rate` with the list and nothing changes; with it,
 * the acceptance and the terminations commit together. The holder's member row is locked first,
 * as offer.ts does, so no new downline offer can appear between the check and the commit.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  AgentErrorCode,
  type ContractKind,
  type LowerRateDetails,
  type ProcessContractArgs,
  type ProcessContractValue,
} from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';
import type { ContractsTable } from '../../db/schemaAgents';
import { businessError } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';
import type { Trx } from '../ledger/post';
import { contractNotFound, dividendOff, stateConflict } from './errors';
import { agentLimits } from './limits';
import { postContractNotice, type ContractEvent } from './notices';
import { contractById } from './repository';
import { CONTRACT_NAME, formatRate } from './terms';

type ContractRow = Selectable<ContractsTable>;
type Ended = ProcessContractValue['terminated'];

const ID = /^[1-9][0-9]{0,17}$/;

function alreadyDecided(row: ContractRow) {
  return stateConflict(`This contract was already ${row.status}; nothing changed. Refresh to see where it stands.`);
}

/** The holder's higher-rate downline contracts of the kind, locked, with their holders' accounts. */
async function higherDownlineContracts(
  trx: Trx,
  holder: bigint,
  kind: ContractKind,
  rateBp: number,
): Promise<Array<ContractRow & { account: string }>> {
  const rows = await trx
    .selectFrom('contracts')
    .selectAll()
    .where('agent_id', '=', holder)
    .where('kind', '=', kind)
    .where('status', 'in', ['request', 'accepted'])
    .where('rate_bp', '>', rateBp)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length === 0) return [];
  const accounts = await trx
    .selectFrom('members')
    .select(['id', 'username'])
    .where(
      'id',
      'in',
      rows.map((r) => r.member_id),
    )
    .execute();
  const byId = new Map(accounts.map((a) => [a.id, a.username]));
  return rows.map((row) => ({ ...row, account: byId.get(row.member_id) ?? '' }));
}

type Step = { row: ContractRow; caller: MemberRow; now: Date; confirmLowerRate: boolean };

async function accept(trx: Trx, { row, caller, now, confirmLowerRate }: Step): Promise<Ended> {
  if (row.kind === 'dividend' && !(await agentLimits(trx, row.merchant_code)).dividendEnabled) throw dividendOff();
  const higher = await higherDownlineContracts(trx, caller.id, row.kind, row.rate_bp);
  const ended: Ended = higher.map((c) => ({
    contractId: c.id.toString(),
    memberAccount: c.account,
    rateBp: c.rate_bp,
  }));
  if (higher.length > 0 && !confirmLowerRate) {
    const names = ended.map((c) => `${c.memberAccount} (${formatRate(c.rateBp)})`).join(', ');
    throw businessError(
      AgentErrorCode.lowerRateConfirm,
      `This ${CONTRACT_NAME[row.kind]} pays up to ${formatRate(row.rate_bp)}, less than you offered to ${names}. ` +
        `Accepting it terminates ${ended.length === 1 ? 'that contract' : 'those contracts'}; confirm to go ahead.`,
      { terminates: ended } satisfies LowerRateDetails,
    );
  }
  const accepted = await trx
    .updateTable('contracts')
    .set({ status: 'accepted', decided_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'request')
    .returning('id')
    .executeTakeFirst();
  if (!accepted) throw alreadyDecided(row);
  await notify(trx, row, row.agent_id, caller.username, 'accepted', now);
  for (const c of higher) {
    await trx
      .updateTable('contracts')
      .set({ status: 'terminated', terminated_at: now, terminated_by: 'lower_rate' })
      .where('id', '=', c.id)
      .where('status', 'in', ['request', 'accepted'])
      .execute();
    await postContractNotice(trx, {
      merchantCode: c.merchant_code,
      contractId: c.id,
      kind: c.kind,
      rateBp: c.rate_bp,
      to: c.member_id,
      other: caller.username,
      event: 'lower_rate',
      newRateBp: row.rate_bp,
      now,
    });
  }
  return ended;
}

async function reject(trx: Trx, { row, caller, now }: Step): Promise<Ended> {
  const done = await trx
    .updateTable('contracts')
    .set({ status: 'rejected', decided_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'request')
    .returning('id')
    .executeTakeFirst();
  if (!done) throw alreadyDecided(row);
  await notify(trx, row, row.agent_id, caller.username, 'rejected', now);
  return [];
}

async function terminate(trx: Trx, { row, caller, now }: Step): Promise<Ended> {
  const byAgent = row.agent_id === caller.id;
  const from = byAgent ? (['request', 'accepted'] as const) : (['accepted'] as const);
  const done = await trx
    .updateTable('contracts')
    .set({ status: 'terminated', terminated_at: now, terminated_by: byAgent ? 'agent' : 'member' })
    .where('id', '=', row.id)
    .where('status', 'in', [...from])
    .returning('id')
    .executeTakeFirst();
  if (!done) throw alreadyDecided(row);
  const event: ContractEvent = !byAgent
    ? 'terminated_by_member'
    : row.status === 'request'
      ? 'withdrawn'
      : 'terminated_by_agent';
  await notify(trx, row, byAgent ? row.member_id : row.agent_id, caller.username, event, now);
  return [];
}

function notify(trx: Trx, row: ContractRow, to: bigint, other: string, event: ContractEvent, now: Date) {
  return postContractNotice(trx, {
    merchantCode: row.merchant_code,
    contractId: row.id,
    kind: row.kind,
    rateBp: row.rate_bp,
    to,
    other,
    event,
    now,
  });
}

/** Checks who may do what in which state; throws the refusal, else returns the step to run. */
function permitted(row: ContractRow, caller: MemberRow, action: ProcessContractArgs['action']): typeof accept {
  const isHolder = row.member_id === caller.id;
  const isAgent = row.agent_id === caller.id;
  if (action === 'terminate') {
    if (!isHolder && !isAgent) throw contractNotFound();
    if (isAgent ? row.status !== 'request' && row.status !== 'accepted' : row.status !== 'accepted') {
      if (row.status === 'request')
        throw stateConflict('This contract still waits for your answer: accept or reject it instead.');
      throw alreadyDecided(row);
    }
    return terminate;
  }
  // Only the holder answers an offer; to the agent the offer is not theirs to answer.
  if (!isHolder) throw contractNotFound();
  if (row.status !== 'request') throw alreadyDecided(row);
  return action === 'accept' ? accept : reject;
}

/**
 * Runs one processing call for `kind` (the route's kind: a contract of another kind is not found).
 */
export async function processContract(
  db: Kysely<DB>,
  now: Date,
  caller: MemberRow,
  kind: ContractKind,
  args: ProcessContractArgs,
): Promise<ProcessContractValue> {
  if (!ID.test(args.contractId)) throw contractNotFound();
  const id = BigInt(args.contractId);
  return db.transaction().execute(async (trx) => {
    // The holder's row first, as an offer locks it (see the file comment); a stranger's call
    // locks only its own row, which costs nothing.
    if (args.action === 'accept')
      await trx
        .selectFrom('members')
        .select('id')
        .where('id', '=', caller.id)
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow();
    const row = await trx
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_code', '=', caller.merchant_code)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw contractNotFound();
    const step = permitted(row, caller, args.action);
    const terminated = await step(trx, { row, caller, now, confirmLowerRate: args.confirmLowerRate === true });
    return { contract: await contractById(trx, id), terminated };
  });
}
