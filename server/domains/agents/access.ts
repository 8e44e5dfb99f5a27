/**
 * Who may use the agent centre, and which members an agent may name. Every agent call starts
 * with requireAgent; every member id or account it takes goes through subtreeMember or
 * subtreeAccount, which answer the same 404 for "not in your team" as for "does not exist", so
 * a reply never tells one team about another (wire agents.ts, quality bar 12).
 *
 * The tree is the closure table member_tree (migration 006): one indexed read
 * (ancestor_id, descendant_id) decides membership at any depth.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../src/shared/wire';
import { AgentErrorCode } from '../../../src/shared/wire/agents';
import { isAgentType } from '../../../src/shared/wire/auth';
import type { DB } from '../../db/schema';
import { parseId } from '../../wire/bounds';
import { WireError } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';
import { memberOf } from '../auth/requireMember';

/** The logged-in member of a route with `auth: 'member'`, when an agent; else 403 agent.only. */
export function requireAgent(request: FastifyRequest): MemberRow {
  const member = memberOf(request);
  if (!isAgentType(member.type))
    throw new WireError(403, AgentErrorCode.agentOnly, 'Only agents can use the agent centre.');
  return member;
}

/** The one answer for a member that is not in the caller's team or does not exist. */
export const notInTeam = (what = 'member') =>
  new WireError(404, ErrorCode.notFound, `There is no such ${what} in your team.`);

export type SubtreeMember = MemberRow & { depth: number };

export type SubtreeOptions = {
  /** Only a direct downline (depth 1). */
  directOnly?: boolean;
  /** Also accept the agent itself (depth 0), e.g. as the parent of a drill-down. */
  includeSelf?: boolean;
};

function depthOk(depth: number, options: SubtreeOptions): boolean {
  if (options.directOnly) return depth === 1;
  return depth >= (options.includeSelf ? 0 : 1);
}

/**
 * The member with this id when it is in the agent's subtree (depth ≥ 1, or exactly 1 with
 * directOnly, or ≥ 0 with includeSelf), with its depth below the agent; else 404 not.found.
 * Ids that are not digits are answered like a missing id.
 */
export async function subtreeMember(
  db: Kysely<DB>,
  agentId: bigint,
  memberId: bigint | string,
  options: SubtreeOptions = {},
): Promise<SubtreeMember> {
  // Beyond what a bigint column holds is no member either (server/wire/bounds.ts).
  const id = typeof memberId === 'string' ? parseId(memberId) : memberId;
  if (id === null) throw notInTeam();
  const row = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .selectAll('m')
    .select('t.depth')
    .where('t.ancestor_id', '=', agentId)
    .where('t.descendant_id', '=', id)
    .executeTakeFirst();
  if (!row || !depthOk(row.depth, options)) throw notInTeam();
  return row;
}

/** subtreeMember by account name (case-insensitive, exact) within the agent's merchant. */
export async function subtreeAccount(
  db: Kysely<DB>,
  agent: MemberRow,
  account: string,
  options: SubtreeOptions = {},
): Promise<SubtreeMember> {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('member_tree as t', (join) =>
      join.onRef('t.descendant_id', '=', 'm.id').on('t.ancestor_id', '=', agent.id),
    )
    .selectAll('m')
    .select('t.depth')
    .where('m.merchant_code', '=', agent.merchant_code)
    .where(sql<string>`lower(m.username)`, '=', account.toLowerCase())
    .executeTakeFirst();
  if (!row || !depthOk(row.depth, options)) throw notInTeam();
  return row;
}
