/**
 * An agent's invitation links: its own affiliate code (members.affiliate_code, inviting
 * members) and the codes it created (agent_invitations, inviting members or agents), each with
 * the number of direct downlines who registered with it (members.invitation_code, written by
 * registration: server/domains/member/register.ts resolves both kinds of code).
 *
 * A new code is 8 characters of the referral alphabet (no 0/O or 1/I), unique per merchant
 * among invitation codes and affiliate codes alike, so a code always names one link.
 */
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Invitation, InvitationsValue } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const GENERATE_ATTEMPTS = 5;
/** Enough links for every channel an agent runs; more is clutter (and unbounded rows). */
export const MAX_INVITATIONS = 50;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Where links point: the merchant's main domain, else the origin the agent is using. */
export const inviteUrl = (origin: string, code: string) =>
  `${origin.replace(/\/+$/, '')}/register?affiliateCode=${encodeURIComponent(code)}`;

export async function listInvitations(db: Kysely<DB>, agent: MemberRow, origin: string): Promise<InvitationsValue> {
  const [links, counts] = await Promise.all([
    db
      .selectFrom('agent_invitations')
      .select(['code', 'is_agent', 'created_at'])
      .where('agent_id', '=', agent.id)
      .orderBy('created_at', 'desc')
      .orderBy('code')
      .execute(),
    sql<{ code: string; n: bigint }>`
      SELECT m.invitation_code AS code, count(*) AS n
      FROM member_tree t JOIN members m ON m.id = t.descendant_id
      WHERE t.ancestor_id = ${agent.id} AND t.depth = 1 AND m.invitation_code IS NOT NULL
      GROUP BY m.invitation_code`.execute(db),
  ]);
  const registrations = new Map(counts.rows.map((r) => [r.code, Number(r.n)]));
  const invitations: Invitation[] = links.map((l) => ({
    code: l.code,
    url: inviteUrl(origin, l.code),
    isAgent: l.is_agent,
    registrations: registrations.get(l.code) ?? 0,
    createdAt: l.created_at.getTime(),
  }));
  if (agent.affiliate_code) {
    const code = agent.affiliate_code;
    invitations.push({
      code,
      url: inviteUrl(origin, code),
      isAgent: false,
      registrations: registrations.get(code.toUpperCase()) ?? 0,
      createdAt: agent.created_at.getTime(),
    });
  }
  return { invitations };
}

export async function createInvitation(
  db: Kysely<DB>,
  agent: MemberRow,
  isAgent: boolean,
  origin: string,
  now: Date,
): Promise<Invitation> {
  const existing = await db
    .selectFrom('agent_invitations')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('agent_id', '=', agent.id)
    .executeTakeFirstOrThrow();
  if (Number(existing.n) >= MAX_INVITATIONS) {
    throw businessError(
      'agent.invitation.limit',
      `You have ${MAX_INVITATIONS} invitation links, the most there can be. Please reuse one of them.`,
    );
  }
  for (let attempt = 1; attempt <= GENERATE_ATTEMPTS; attempt++) {
    const code = newCode();
    // Insert only when no member's affiliate code reads the same; the primary key covers the rest.
    const inserted = await sql<{ code: string; created_at: Date }>`
      INSERT INTO agent_invitations (code, merchant_code, agent_id, is_agent, created_at)
      SELECT ${code}, ${agent.merchant_code}, ${agent.id}, ${isAgent}, ${now}
      WHERE NOT EXISTS (SELECT 1 FROM members WHERE merchant_code = ${agent.merchant_code}
        AND upper(affiliate_code) = ${code})
      ON CONFLICT DO NOTHING
      RETURNING code, created_at`.execute(db);
    const row = inserted.rows[0];
    if (row)
      return {
        code: row.code,
        url: inviteUrl(origin, row.code),
        isAgent,
        registrations: 0,
        createdAt: row.created_at.getTime(),
      };
  }
  throw new Error(`no free invitation code after ${GENERATE_ATTEMPTS} attempts`);
}
