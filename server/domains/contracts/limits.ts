/**
 * The site's agent limits (agent_settings, one row per merchant): whether dividend contracts
 * are offered, the highest rate of each kind an agent without its own contract may offer, and
 * the most tiers a contract may have. A merchant without a row gets the migration's defaults.
 * `offerCeilings` turns them, with the agent's own contracts, into what one agent may offer.
 */
import type { Kysely } from 'kysely';
import { CONTRACT_KINDS, type ContractKind, type OfferCeilingsValue } from '../../../src/shared/wire/agents';
import { HOUSE_TYPE } from '../../../src/shared/wire/auth';
import type { DB } from '../../db/schema';

export type AgentLimits = { dividendEnabled: boolean; maxRateBp: Record<ContractKind, number>; maxTiers: number };

/** The column defaults of migration 006. */
export const DEFAULT_AGENT_LIMITS: AgentLimits = {
  dividendEnabled: true,
  maxRateBp: { dividend: 5000, daily: 300, hourly: 200, realtime: 150 },
  maxTiers: 10,
};

export async function agentLimits(db: Kysely<DB>, merchantCode: string): Promise<AgentLimits> {
  const row = await db
    .selectFrom('agent_settings')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!row) return DEFAULT_AGENT_LIMITS;
  return {
    dividendEnabled: row.dividend_enabled,
    maxRateBp: {
      dividend: row.max_dividend_bp,
      daily: row.max_daily_bp,
      hourly: row.max_hourly_bp,
      realtime: row.max_realtime_bp,
    },
    maxTiers: row.max_tiers,
  };
}

/**
 * The ONE rule of what an agent may offer, per kind, in basis points (wire OfferCeilingsValue):
 *   - every agent, top-level ones included, may offer at most what its own accepted contract of
 *     that kind pays, and nothing of a kind it holds no contract of (null): a top-level agent
 *     earns through contracts the house grants it (`npm run ops -- contracts offer`), and what
 *     it offers its downlines comes out of those (ceilings.ts, issue 13 item 1);
 *   - never above the site's maximum (a site may lower it after a contract was accepted), and
 *     no dividend at all when the site has dividends off.
 * The offer dialog shows these (GET /wps/agent/contracts/ceilings) and checks against them;
 * offer.ts enforces the offer against the same rule.
 */
export async function offerCeilings(
  db: Kysely<DB>,
  agent: { id: bigint; merchant_code: string; parent_id: bigint | null },
): Promise<OfferCeilingsValue> {
  const limits = await agentLimits(db, agent.merchant_code);
  const parent =
    agent.parent_id === null
      ? undefined
      : await db.selectFrom('members').select('type').where('id', '=', agent.parent_id).executeTakeFirst();
  const topLevel = parent === undefined || parent.type === HOUSE_TYPE;
  const own = await db
    .selectFrom('contracts')
    .select(['kind', 'rate_bp'])
    .where('member_id', '=', agent.id)
    .where('status', '=', 'accepted')
    .execute();
  const ownRate = new Map(own.map((row) => [row.kind, row.rate_bp]));
  const ceilings = Object.fromEntries(
    CONTRACT_KINDS.map((kind): [ContractKind, number | null] => {
      if (kind === 'dividend' && !limits.dividendEnabled) return [kind, null];
      const siteMax = limits.maxRateBp[kind];
      const rate = ownRate.get(kind);
      return [kind, rate === undefined ? null : Math.min(rate, siteMax)];
    }),
  ) as Record<ContractKind, number | null>;
  return { ceilings, topLevel };
}
