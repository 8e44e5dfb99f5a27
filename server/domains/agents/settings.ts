/**
 * The site's agent limits (AgentSettingsValue): the agent_settings row of the merchant, or the
 * migration's defaults when a merchant has none yet. The contracts domain checks offers
 * against the same values.
 */
import type { Kysely } from 'kysely';
import { MAX_AGENT_RANGE_DAYS, type AgentSettingsValue } from '../../../src/shared/wire/agents';
import type { DB } from '../../db/schema';

/** The defaults of migration 006, for a merchant without a row. */
export const DEFAULT_AGENT_SETTINGS: AgentSettingsValue = {
  dividendEnabled: true,
  maxRateBp: { dividend: 5000, daily: 300, hourly: 200, realtime: 150 },
  maxTiers: 10,
  maxRangeDays: MAX_AGENT_RANGE_DAYS,
};

export async function agentSettings(db: Kysely<DB>, merchantCode: string): Promise<AgentSettingsValue> {
  const row = await db
    .selectFrom('agent_settings')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!row) return DEFAULT_AGENT_SETTINGS;
  return {
    dividendEnabled: row.dividend_enabled,
    maxRateBp: {
      dividend: row.max_dividend_bp,
      daily: row.max_daily_bp,
      hourly: row.max_hourly_bp,
      realtime: row.max_realtime_bp,
    },
    maxTiers: row.max_tiers,
    maxRangeDays: MAX_AGENT_RANGE_DAYS,
  };
}
