/**
 * Team management: the drill-down list of downlines (TeamMembersValue) and creating a downline.
 *
 * The list is one query: the page of members chosen from member_tree (direct downlines of the
 * parent, or a prefix search over the parent's whole subtree), then for the page's rows only
 * their main-wallet balance, upline account and team counts (a LATERAL read of member_tree
 * per row, never a query per row from here).
 */
import { sql, type Kysely } from 'kysely';
import {
  AgentErrorCode,
  type CreateDownlineArgs,
  type CreateDownlineValue,
  type TeamMember,
  type TeamMembersValue,
} from '../../../src/shared/wire/agents';
import { isAgentType } from '../../../src/shared/wire/auth';
import { checkRule, violationMessage } from '../../../src/shared/wire/registerRules';
import type { DB } from '../../db/schema';
import { badInput, businessError } from '../../http/errors';
import { isUniqueViolation } from '../auth/freePlay';
import { hashPassword } from '../auth/passwords';
import type { MemberRow } from '../auth/sessions';
import type { MemberRepository } from '../member/repository';
import { pageOf, type Paging } from '../../http/paging';
import type { SystemRepository } from '../system/repository';
import { subtreeMember } from './access';
import { totalOf } from './announcements';

export type TeamMembersFilter = {
  parentId?: string | undefined;
  account?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
};

type Row = {
  id: bigint;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  created_at: Date;
  last_login_at: Date | null;
  level: number;
  parent_account: string | null;
  balance: bigint | null;
  team_size: bigint;
  direct_count: bigint;
  total: bigint;
};

/** LIKE's own characters typed in a search are matched literally. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function teamMembers(
  db: Kysely<DB>,
  agent: MemberRow,
  filter: TeamMembersFilter,
  paging: Paging,
): Promise<TeamMembersValue> {
  // The parent of the drill-down: me, or a member of my subtree (404 otherwise).
  const parent = filter.parentId
    ? await subtreeMember(db, agent.id, filter.parentId, { includeSelf: true })
    : { ...agent, depth: 0 };
  const search = filter.account ? likePrefix(filter.account) : undefined;
  // A search covers the parent's whole subtree; otherwise its direct downlines.
  const chosen = sql`
    SELECT t.descendant_id AS id, t.depth + ${parent.depth}::int AS level
    FROM member_tree t JOIN members m ON m.id = t.descendant_id
    WHERE t.ancestor_id = ${parent.id} AND ${
      search === undefined
        ? sql`t.depth = 1`
        : sql`t.depth >= 1
      AND lower(m.username) LIKE ${search}`
    }
      ${filter.status ? sql`AND m.status = ${filter.status}` : sql``}`;
  const result = await sql<Row>`
    WITH chosen AS (${chosen}),
    page AS (
      SELECT m.id, m.username, m.nickname, m.type, m.status, m.created_at, m.last_login_at, m.parent_id, c.level,
        count(*) OVER () AS total
      FROM chosen c JOIN members m ON m.id = c.id
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT ${paging.pageSize} OFFSET ${paging.offset}
    )
    SELECT page.id, page.username, page.nickname, page.type, page.status, page.created_at, page.last_login_at,
      page.level, page.total,
           p.username AS parent_account, a.balance, counts.team_size, counts.direct_count
    FROM page
    LEFT JOIN members p ON p.id = page.parent_id
    LEFT JOIN ledger_accounts a ON a.member_id = page.id AND a.kind = 'main' AND a.vendor = ''
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE depth >= 1) AS team_size, count(*) FILTER (WHERE depth = 1) AS direct_count
      FROM member_tree WHERE ancestor_id = page.id
    ) counts
    ORDER BY page.created_at DESC, page.id DESC`.execute(db);

  const content = result.rows.map((r): TeamMember => ({
    id: r.id.toString(),
    account: r.username,
    nickname: r.nickname,
    isAgent: isAgentType(r.type),
    level: r.level,
    parentAccount: r.parent_account ?? '',
    status: r.status,
    balanceMinor: (r.balance ?? 0n).toString(),
    teamSize: Number(r.team_size),
    directCount: Number(r.direct_count),
    createdAt: r.created_at.getTime(),
    lastLoginAt: r.last_login_at?.getTime() ?? null,
  }));
  const total = await totalOf(
    result.rows,
    paging,
    async () =>
      (await sql<{ n: bigint }>`WITH chosen AS (${chosen}) SELECT count(*) AS n FROM chosen`.execute(db)).rows[0]!.n,
  );
  return { ...pageOf(content, paging, total), path: await pathTo(db, agent.id, parent.id) };
}

/** The breadcrumb from me down to the parent: its ancestors that are in my subtree, top first. */
async function pathTo(db: Kysely<DB>, agentId: bigint, parentId: bigint): Promise<TeamMembersValue['path']> {
  const rows = await sql<{ id: bigint; username: string }>`
    SELECT m.id, m.username
    FROM member_tree up
    JOIN member_tree mine ON mine.ancestor_id = ${agentId} AND mine.descendant_id = up.ancestor_id
    JOIN members m ON m.id = up.ancestor_id
    WHERE up.descendant_id = ${parentId}
    ORDER BY up.depth DESC`.execute(db);
  return rows.rows.map((r) => ({ id: r.id.toString(), account: r.username }));
}

type CreateDeps = { members: MemberRepository; systemRepo: SystemRepository; clock: () => Date };

/**
 * A new account directly below the agent: a member (type 0) or an agent (type 1). The username
 * and password follow the site's registration rules, as if the person registered themselves;
 * the password must be changed at the account's first login (issue 14 item 21).
 */
export async function createDownline(
  deps: CreateDeps,
  agent: MemberRow,
  args: CreateDownlineArgs,
  ip: string,
): Promise<CreateDownlineValue> {
  const rules = await deps.systemRepo.registerRules(agent.merchant_code);
  const fields: [key: 'username' | 'password', label: string, value: string][] = [
    ['username', 'Account', args.account],
    ['password', 'Password', args.password],
  ];
  for (const [key, label, value] of fields) {
    const rule = rules[key];
    if (!rule) {
      if (value === '') throw badInput(`${label}: Input cannot be empty`);
      continue;
    }
    const violation = checkRule(key, rule, value, true);
    if (violation) throw badInput(`${label}: ${violationMessage(violation)}`, violation);
  }
  const taken = () =>
    businessError(
      AgentErrorCode.accountTaken,
      `The account "${args.account}" is already taken. Please choose another.`,
    );
  if (await deps.members.byUsername(agent.merchant_code, args.account)) throw taken();
  const passwordHash = await hashPassword(args.password);
  try {
    const member = await deps.members.insert({
      merchant_code: agent.merchant_code,
      username: args.account,
      password_hash: passwordHash,
      type: args.isAgent ? 1 : 0,
      nickname: (args.nickname ?? '').trim().slice(0, 32),
      parent_id: agent.id,
      register_ip: ip,
      register_source: 'agent',
      created_at: deps.clock(),
      password_changed_at: deps.clock(),
      // The agent chose the password and knows it: the person changes it at first login (the
      // forced change of src/features/auth/password, as for a default password).
      password_is_default: true,
    });
    return { id: member.id.toString(), account: member.username };
  } catch (error) {
    // Two creations raced for the same name: the first one won.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
