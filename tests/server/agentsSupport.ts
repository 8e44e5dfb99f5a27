/**
 * Helpers of the agent-centre tests, and the tree the access-matrix test reuses:
 *
 *   A (agent) ── B (agent) ── C (agent) ── mC
 *     │            └── mB
 *     └── mA
 *   D (agent, beside them, no upline) ── mD
 *
 * Members are inserted directly with a session each (no argon2 login per member); the closure
 * table member_tree fills itself by trigger. Calls go over the wire with the member's token:
 * GET with a query, POST as JSON, or encrypted (DES + RSA) as the client sends them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../server/domains/auth/passwords';
import { wire } from './authSupport';
import type { TestMember } from './bettingSupport';
import { wireHeaders, type TestServer } from './helper';

export type TreeMember = TestMember & { parentId: bigint | null; isAgent: boolean };

export type AgentTree = {
  A: TreeMember;
  B: TreeMember;
  C: TreeMember;
  D: TreeMember;
  mA: TreeMember;
  mB: TreeMember;
  mC: TreeMember;
  mD: TreeMember;
  /** The tag in every username of this tree (unique per call). */
  tag: string;
};

/** The names of the tree's members, parents before children. */
export const TREE_LAYOUT: readonly {
  key: keyof Omit<AgentTree, 'tag'>;
  parent: keyof Omit<AgentTree, 'tag'> | null;
  isAgent: boolean;
}[] = [
  { key: 'A', parent: null, isAgent: true },
  { key: 'B', parent: 'A', isAgent: true },
  { key: 'C', parent: 'B', isAgent: true },
  { key: 'D', parent: null, isAgent: true },
  { key: 'mA', parent: 'A', isAgent: false },
  { key: 'mB', parent: 'B', isAgent: false },
  { key: 'mC', parent: 'C', isAgent: false },
  { key: 'mD', parent: 'D', isAgent: false },
];

/** Builds the tree on merchant demo; usernames are `<key><tag>` in lower case (letters and digits). */
export async function buildAgentTree(
  server: TestServer,
  tag: string = randomBytes(3).toString('hex'),
): Promise<AgentTree> {
  const { members, sessions } = server.services.accounts;
  const made = {} as Record<keyof Omit<AgentTree, 'tag'>, TreeMember>;
  for (const { key, parent, isAgent } of TREE_LAYOUT) {
    const parentId = parent ? made[parent].id : null;
    const member = await members.insert({
      merchant_code: 'demo',
      username: `${key.toLowerCase()}${tag}`,
      // Never used to log in: the test holds a session made for the member.
      password_hash: 'x',
      type: isAgent ? 1 : 0,
      parent_id: parentId,
      register_source: 'test',
    });
    const token = await sessions.create(member, 'username', '127.0.0.1');
    made[key] = { id: member.id, username: member.username, token, parentId, isAgent };
  }
  return { ...made, tag };
}

/** Gives a member a payment password (hashed as the security centre does). */
export async function setPaymentPassword(server: TestServer, memberId: bigint, password = '246810'): Promise<void> {
  await server.services.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(password) })
    .where('id', '=', memberId)
    .execute();
}

export const idempotencyKey = () => `agents-${randomUUID()}`;

export type Query = Record<string, string | number | boolean | undefined>;

/** Agent-centre calls as a member of the tree (or any member with a token). */
export function agentCalls(server: TestServer) {
  const api = wire(server);
  const headers = (member: Pick<TestMember, 'token'>, extra: Record<string, string> = {}) => ({
    ...wireHeaders(),
    authorization: member.token,
    ...extra,
  });
  const queryString = (query: Query) => {
    const pairs = Object.entries(query).filter((e): e is [string, string | number | boolean] => e[1] !== undefined);
    const qs = new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString();
    return qs ? `?${qs}` : '';
  };
  return {
    get(member: Pick<TestMember, 'token'>, path: string, query: Query = {}): Promise<LightMyRequestResponse> {
      return server.app.inject({ method: 'GET', url: `${path}${queryString(query)}`, headers: headers(member) });
    },
    post(member: Pick<TestMember, 'token'>, path: string, payload: unknown): Promise<LightMyRequestResponse> {
      return server.app.inject({
        method: 'POST',
        url: path,
        headers: headers(member, { 'content-type': 'application/json' }),
        payload: JSON.stringify(payload),
      });
    },
    /** An encrypted POST, with an Idempotency-Key when given. */
    enc(
      member: Pick<TestMember, 'token'>,
      path: string,
      payload: unknown,
      key?: string,
    ): Promise<LightMyRequestResponse> {
      return api.enc('POST', path, payload, {
        token: member.token,
        headers: key === undefined ? {} : { 'Idempotency-Key': key },
      });
    },
  };
}
