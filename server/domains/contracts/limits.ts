/**
 * The site's agent limits (agent_settings, one row per merchant): whether dividend contracts
 * are offered, the highest rate of each kind an agent without its own contract may offer, and
 * the most tiers a contract may have. A merchant without a row gets the migration's defaults.
 */
import type { Kysely } from 'kysely';
import type { ContractKind } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';

export type AgentLimits = { dividendEnabled: boolean; maxRateBp: Record<ContractKind, number>; maxTiers: number };

/** The column defaults of migration 006. */
export const DEFAULT_AGENT_LIMITS: AgentLimits = {
  dividendEnabled: true,
  maxRateBp: { dividend: 5000, daily: 300, hourly: 200, realtime: 150 },
  maxTiers: 10,
};

export async function agentLimits(db: Kysely<DB>, merchantCode: string): Promise<AgentLimits> {
  const row = await db.selectFrom('agent_settings').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
  if (!row) return DEFAULT_AGENT_LIMITS;
  return {
    dividendEnabled: row.dividend_enabled,
    maxRateBp: { dividend: row.max_dividend_bp, daily: row.max_daily_bp, hourly: row.max_hourly_bp, realtime: row.max_realtime_bp },
    maxTiers: row.max_tiers,
  };
}
