/**
 * Helpers for the contract tests: a fresh agent tree per test (members created by the operator
 * command with their upline, logged in through the real login), terms builders, the contract
 * calls, and a fingerprint of the tables a refused call must leave alone.
 */
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  CONTRACT_KINDS,
  CONTRACT_PROCESS_ALIASES,
  contractRateBp,
  PROCESS_ENDPOINT_OF,
  contractEndpoints,
  type ConsolidatedValue,
  type Contract,
  type ContractKind,
  type ContractTerms,
  type ProcessContractArgs,
  type ProcessContractValue,
} from '../../src/shared/wire/agents';
import type { InboxMessage } from '../../src/shared/wire/messages';
import type { Page } from '../../src/shared/wire/paging';
import { body, type Envelope } from './authSupport';
import { cashierApi, type Member } from './cashierSupport';
import type { TestServer } from './helper';

export const AGENT = 1;
export const MEMBER = 0;
export const TRIAL = 4;

/**
 * One tree per test, so no test meets another's live contracts:
 *
 *   top (agent, holds TOP_HOUSE_CONTRACTS from the house) ─┬─ mid (agent) ── leaf (member)
 *                ├─ side (agent)
 *                └─ plain (member)
 *   stranger (agent, another tree)
 */
export type Tree = { top: Member; mid: Member; leaf: Member; side: Member; plain: Member; stranger: Member };

/**
 * What the house grants `top` in every tree: an agent offers at most its own rate of a kind and
 * nothing of a kind it does not hold (server/domains/contracts/ceilings.ts), and one holder's
 * salary kinds together at most 0.80 %: daily 0.40 % + hourly 0.30 % + real-time 0.10 %.
 */
export const TOP_HOUSE_RATES = { daily: 40, hourly: 30, realtime: 10, dividend: 5000 } as const;

export function salary(kind: 'daily' | 'hourly', ...rates: number[]): ContractTerms {
  return {
    kind,
    salary: {
      tiers: rates.map((rateBp, i) => ({ betAmountMinor: String((i + 1) * 100_000), activeMembers: i + 1, rateBp })),
    },
  };
}

export function dividend(...rates: number[]): ContractTerms {
  return {
    kind: 'dividend',
    dividend: {
      period: 'W',
      tiers: rates.map((rateBp, i) => ({
        validBetMinor: String((i + 1) * 1_000_000),
        lossMinor: String((i + 1) * 50_000),
        activeMembers: 3 + i,
        rateBp,
      })),
    },
  };
}

export const realtime = (profitRateBp: number, lossRateBp: number): ContractTerms => ({
  kind: 'realtime',
  realtime: { profitRateBp, lossRateBp, singleBetMinor: '1000' },
});

export function termsOf(kind: ContractKind, rateBp: number): ContractTerms {
  if (kind === 'dividend') return dividend(rateBp);
  if (kind === 'realtime') return realtime(rateBp, rateBp);
  return salary(kind, rateBp);
}

export function contractsApi(server: TestServer) {
  const api = cashierApi(server);

  const member = (parent?: Member, type = MEMBER) =>
    api.newMember({ type, ...(parent && { parent: parent.username }) });

  async function processRaw(
    kind: ContractKind,
    caller: Member,
    args: Partial<ProcessContractArgs> & Record<string, unknown>,
    options: { alias?: boolean; method?: 'GET' | 'POST' } = {},
  ) {
    const endpoint = contractEndpoints[PROCESS_ENDPOINT_OF[kind]];
    const path = options.alias ? CONTRACT_PROCESS_ALIASES[kind]! : endpoint.path;
    const method = options.method ?? endpoint.method;
    if (method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(args).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return api.call('GET', `${path}?${query}`, undefined, api.as(caller));
    }
    return api.call('POST', path, args, api.as(caller));
  }

  const offerRaw = (agent: Member, memberId: bigint | string, terms: unknown) =>
    api.call('POST', '/wps/agent/contracts', { memberId: String(memberId), terms }, api.as(agent));

  /** An offer that must succeed. */
  async function offer(agent: Member, holder: Member, terms: ContractTerms): Promise<Contract> {
    const b = body<Contract>(await offerRaw(agent, holder.id, terms));
    if (!b.success) throw new Error(`offer failed: ${b.errorCode} ${b.message}`);
    return b.value;
  }

  async function process(
    kind: ContractKind,
    caller: Member,
    args: ProcessContractArgs,
  ): Promise<Envelope<ProcessContractValue>> {
    return body<ProcessContractValue>(await processRaw(kind, caller, args));
  }

  const granted = (
    holder: Member,
    terms: ContractTerms,
    options: { agent?: Member; status?: 'request' | 'accepted' } = {},
  ) => grantContract(server, holder, terms, options);

  return {
    ...api,
    member,
    granted,
    offerRaw,
    offer,
    processRaw,
    process,

    async tree(): Promise<Tree> {
      const top = await member(undefined, AGENT);
      await grantHouseContracts(server, top);
      const [mid, side, plain, stranger] = await Promise.all([
        member(top, AGENT),
        member(top, AGENT),
        member(top, MEMBER),
        member(undefined, AGENT),
      ]);
      const leaf = await member(mid, MEMBER);
      return { top, mid, leaf, side, plain, stranger };
    },

    /** Offered and accepted, through the calls. */
    async accepted(agent: Member, holder: Member, terms: ContractTerms): Promise<Contract> {
      const offered = await offer(agent, holder, terms);
      const b = await process(terms.kind, holder, { contractId: offered.id, action: 'accept', confirmLowerRate: true });
      if (!b.success) throw new Error(`accept failed: ${b.errorCode} ${b.message}`);
      return b.value.contract;
    },

    async consolidated(caller: Member): Promise<ConsolidatedValue> {
      return body<ConsolidatedValue>(
        await api.call('GET', contractEndpoints.consolidated.path, undefined, api.as(caller)),
      ).value;
    },

    async held(caller: Member): Promise<Envelope<{ contracts: Contract[] }>> {
      return body<{ contracts: Contract[] }>(
        await api.call('GET', contractEndpoints.held.path, undefined, api.as(caller)),
      );
    },

    async list(agent: Member, query: string): Promise<Envelope<Page<Contract>>> {
      return body<Page<Contract>>(await api.call('GET', `/wps/agent/contracts?${query}`, undefined, api.as(agent)));
    },

    async inbox(caller: Member): Promise<InboxMessage[]> {
      return body<Page<InboxMessage>>(
        await api.call('GET', '/wps/relay/CSP_getInbox?pageNo=1&pageSize=100', undefined, api.as(caller)),
      ).value.content;
    },

    async row(id: string) {
      return server.services.db
        .selectFrom('contracts')
        .selectAll()
        .where('id', '=', BigInt(id))
        .executeTakeFirstOrThrow();
    },
  };
}

/**
 * A contract written straight into the table, accepted now, the way the seed grants the house's
 * contracts (server/demo/seedAgents.ts). `agent` left out: the house (demo_house) offers it;
 * with an agent, it stands for a contract made before the offer ceilings existed.
 */
export async function grantContract(
  server: TestServer,
  holder: Pick<Member, 'id' | 'merchant'>,
  terms: ContractTerms,
  options: { agent?: Pick<Member, 'id'>; status?: 'request' | 'accepted' } = {},
): Promise<string> {
  const { db } = server.services;
  const { agent, status = 'accepted' } = options;
  const house = agent
    ? undefined
    : await db
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', holder.merchant)
        .where('username', '=', `${holder.merchant}_house`)
        .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('contracts')
    .values({
      merchant_code: holder.merchant,
      kind: terms.kind,
      agent_id: agent?.id ?? house!.id,
      member_id: holder.id,
      status,
      terms: JSON.stringify(terms),
      rate_bp: contractRateBp(terms),
      created_at: server.clock.now,
      decided_at: status === 'accepted' ? server.clock.now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id.toString();
}

/** The house's contracts of every kind at TOP_HOUSE_RATES, so the holder can offer each kind. */
export async function grantHouseContracts(server: TestServer, holder: Pick<Member, 'id' | 'merchant'>): Promise<void> {
  for (const k of CONTRACT_KINDS) await grantContract(server, holder, termsOf(k, TOP_HOUSE_RATES[k]));
}

/** Row count and sum of xmin of the contract and message tables: any write changes it. */
export async function contractsFingerprint(server: TestServer): Promise<string> {
  const { rows } = await sql<{ c: string; m: string }>`
    SELECT (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM contracts) AS c,
           (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM messages) AS m`.execute(
    server.services.db,
  );
  return `${rows[0]!.c}/${rows[0]!.m}`;
}

/** A call that must be refused with `errorCode` (never a 5xx) and change no contract or message. */
export async function expectRefused(
  server: TestServer,
  call: () => Promise<LightMyRequestResponse>,
  expected: { errorCode: string; status?: number; message?: RegExp },
): Promise<Envelope> {
  const before = await contractsFingerprint(server);
  const res = await call();
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.statusCode).toBe(expected.status ?? 200);
  const b = body(res);
  expect(b, res.body).toMatchObject({ success: false, errorCode: expected.errorCode });
  expect(b.message.length).toBeGreaterThan(10);
  if (expected.message) expect(b.message).toMatch(expected.message);
  expect(await contractsFingerprint(server)).toBe(before);
  return b;
}
