/**
 * Helpers of the object-level access matrix (quality bar 12, access.matrix.test.ts): the
 * principals (the agent tree of agentsSupport, a stranger agent of another merchant, nobody),
 * who is whose upline, calls made as a principal, a one-word outcome of every answer so a
 * whole matrix can be compared at once, a fingerprint of every table a refused call must leave
 * alone, and a small reader for the member event stream over real HTTP.
 */
import { randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { wire } from './authSupport';
import { TREE_LAYOUT, type AgentTree } from './agentsSupport';
import { wireHeaders, type TestServer } from './helper';

export const TREE_KEYS = ['A', 'B', 'C', 'D', 'mA', 'mB', 'mC', 'mD'] as const;
export type TreeKey = (typeof TREE_KEYS)[number];

/** The tree's members, X (an agent of merchant demokr) and anon (no token). */
export type PrincipalName = TreeKey | 'X' | 'anon';
export const PRINCIPALS: readonly PrincipalName[] = [...TREE_KEYS, 'X', 'anon'];

export type Principal = { name: PrincipalName; merchant: string; token?: string; id?: bigint; username?: string };

const layout = (key: TreeKey) => TREE_LAYOUT.find((row) => row.key === key)!;

export const isTreeKey = (name: PrincipalName): name is TreeKey => (TREE_KEYS as readonly string[]).includes(name);
export const isAgentKey = (name: PrincipalName): boolean => name === 'X' || (isTreeKey(name) && layout(name).isAgent);
export const parentOf = (key: TreeKey): TreeKey | null => layout(key).parent;

/** The strict uplines of a tree member, nearest first. */
export function uplinesOf(key: TreeKey): TreeKey[] {
  const out: TreeKey[] = [];
  for (let up = parentOf(key); up !== null; up = parentOf(up)) out.push(up);
  return out;
}

export const isUplineOf = (name: PrincipalName, target: TreeKey) => isTreeKey(name) && uplinesOf(target).includes(name);

/** The tree's direct downlines of a member. */
export const childrenOf = (key: TreeKey): TreeKey[] => TREE_KEYS.filter((k) => parentOf(k) === key);

export function principalsOf(
  tree: AgentTree,
  stranger: { id: bigint; username: string; token: string },
): Record<PrincipalName, Principal> {
  const out = { anon: { name: 'anon', merchant: 'demo' }, X: { name: 'X', merchant: 'demokr', ...stranger } } as Record<
    PrincipalName,
    Principal
  >;
  for (const key of TREE_KEYS)
    out[key] = { name: key, merchant: 'demo', id: tree[key].id, username: tree[key].username, token: tree[key].token };
  return out;
}

export type Query = Record<string, string | number | boolean>;

/** Calls as a principal: its merchant header, its token when it has one. */
export function principalCalls(server: TestServer) {
  const api = wire(server);
  const headers = (p: Principal, extra: Record<string, string> = {}) => ({
    ...wireHeaders(p.merchant),
    ...(p.token !== undefined && { authorization: p.token }),
    ...extra,
  });
  return {
    get(p: Principal, path: string, query: Query = {}): Promise<LightMyRequestResponse> {
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return server.app.inject({ method: 'GET', url: qs ? `${path}?${qs}` : path, headers: headers(p) });
    },
    post(
      p: Principal,
      path: string,
      payload: unknown,
      extra: Record<string, string> = {},
    ): Promise<LightMyRequestResponse> {
      return server.app.inject({
        method: 'POST',
        url: path,
        headers: headers(p, { 'content-type': 'application/json', ...extra }),
        payload: JSON.stringify(payload),
      });
    },
    /** An encrypted POST (DES body, RSA header), as the client sends the calls that carry secrets. */
    enc(
      p: Principal,
      path: string,
      payload: unknown,
      extra: Record<string, string> = {},
    ): Promise<LightMyRequestResponse> {
      return api.enc('POST', path, payload, {
        merchant: p.merchant,
        headers: extra,
        ...(p.token !== undefined && { token: p.token }),
      });
    },
  };
}

/** A fresh Idempotency-Key header. */
export const keyHeader = () => ({ 'Idempotency-Key': `access-${randomBytes(9).toString('hex')}` });

// ---------------------------------------------------------------------------------------------
// Outcomes

/**
 * What an answer amounts to, in one word, so a matrix of calls compares as one list:
 *   data                  success (and the case's check of the data passed)
 *   data-wrong            success, but the data is not what the allowed caller should see
 *   denied                the case's access refusal (HTTP 403/404 or its documented shape)
 *   unauthenticated       HTTP 401 (no session, or no game session)
 *   refused:<errorCode>   another refusal: the access check was passed, a business rule said no
 *   status:<n>            anything else (a 5xx lands here)
 */
export type Outcome = string;

/** How a case refuses a caller who may not touch the object. */
export type Denial = { statuses: readonly number[]; codes: readonly string[] };

/** The agent centre's and contracts' rule (wire agents.ts): 403 agent.only, 404 not.found. */
export const HTTP_DENIAL: Denial = { statuses: [403, 404], codes: ['agent.only', 'not.found'] };

type Body = { success?: boolean; errorCode?: string; value?: unknown; message?: string };

function bodyOf(res: LightMyRequestResponse): Body | undefined {
  try {
    return res.json() as Body;
  } catch {
    return undefined;
  }
}

export function outcomeOf(
  res: LightMyRequestResponse,
  denial: Denial,
  dataOk: (value: unknown) => boolean = () => true,
): Outcome {
  const b = bodyOf(res);
  if (res.statusCode === 401 && b?.success === false) return 'unauthenticated';
  if (res.statusCode >= 500 || !b) return `status:${res.statusCode}`;
  if (b.success === true) return res.statusCode === 200 && dataOk(b.value) ? 'data' : 'data-wrong';
  if (denial.statuses.includes(res.statusCode) && denial.codes.includes(b.errorCode ?? '')) return 'denied';
  return `refused:${b.errorCode ?? '?'}`;
}

/** One line per call whose outcome differs from the expected one (empty when the matrix holds). */
export class Mismatches {
  readonly lines: string[] = [];
  check(label: string, expected: Outcome, got: Outcome, res?: LightMyRequestResponse): void {
    if (expected === got) return;
    const detail = res ? ` — HTTP ${res.statusCode} ${res.body.slice(0, 160)}` : '';
    this.lines.push(`${label}: expected ${expected}, got ${got}${detail}`);
  }
}

/** Runs the calls expected to be refused first, the allowed (possibly state-changing) ones last. */
export function deniedFirst<T extends { expected: Outcome }>(rows: T[]): T[] {
  const allowed = (o: Outcome) => o === 'data' || o.startsWith('refused:');
  return [...rows.filter((r) => !allowed(r.expected)), ...rows.filter((r) => allowed(r.expected))];
}

// ---------------------------------------------------------------------------------------------
// Nothing changed

const WATCHED_TABLES = [
  'members',
  'member_tree',
  'contracts',
  'messages',
  'rewards',
  'bank_accounts',
  'withdrawals',
  'withdrawal_proofs',
  'deposits',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'idempotency_keys',
  'bets',
  'game_rounds',
  'fair_seeds',
] as const;

/**
 * Row count and sum of xmin (the id of the transaction that wrote each row version) of every
 * table an object call could write: any insert, update or delete changes it.
 */
export async function objectsFingerprint(server: TestServer): Promise<string> {
  const parts = WATCHED_TABLES.map(
    (table) => sql<string>`(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM ${sql.table(table)})`,
  );
  const { rows } = await sql<{ f: string }>`SELECT concat_ws(' ', ${sql.join(parts)}) AS f`.execute(server.services.db);
  return rows[0]!.f;
}

// ---------------------------------------------------------------------------------------------
// The member event stream over real HTTP

export type SseEvent = { id: string; event: string; data: string };

/**
 * Opens GET `path` on the listening server and reads Server-Sent Events until `until` says
 * stop (or the stream ends); returns the status and every event read. One connection, no pool.
 */
export function readEventStream(
  base: string,
  path: string,
  headers: Record<string, string>,
  until: (event: SseEvent) => boolean,
): Promise<{ status: number; events: SseEvent[] }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${base}${path}`, { headers, agent: false }, (response) => {
      const events: SseEvent[] = [];
      let buffer = '';
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        request.destroy();
        resolve({ status: response.statusCode ?? 0, events });
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { id: '', event: 'message', data: '' };
          let fields = 0;
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            const name = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id' || name === 'event' || name === 'data') {
              event[name] = value;
              fields += 1;
            }
          }
          if (fields === 0) continue;
          events.push(event);
          if (until(event)) return finish();
        }
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.on('error', reject);
  });
}
