/**
 * Rewards on the wire: the reward centre (claimable promotions), bonus details, manual rebate,
 * referral, missions and the member menu's badge counts. Paths are the platform's relays
 * [seen]; bodies and values [design]. Every claim moves money, so it carries an Idempotency-Key
 * (see wallet.ts). The types are those of the schemas (./schemas/rewards.ts).
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/rewards';

export type RewardStatus = Static<typeof schemas.RewardStatus>;
export type Reward = Static<typeof schemas.Reward>;

export type BonusRecord = Static<typeof schemas.BonusRecord>;

/** Rebate is computed from valid bets of a period at the rate of each product type. */
export type RebateRate = Static<typeof schemas.RebateRate>;
export type RebateValue = Static<typeof schemas.RebateValue>;

export type ReferralValue = Static<typeof schemas.ReferralValue>;

export type Mission = Static<typeof schemas.Mission>;
export type MissionSummaryValue = Static<typeof schemas.MissionSummaryValue>;

export type LeaderboardRow = Static<typeof schemas.LeaderboardRow>;

/** [design] the member menu's badge counts, in one call. */
export type BadgeCounts = Static<typeof schemas.BadgeCounts>;

/** Their schemas: ./schemas/rewards.ts. */
export const rewardEndpoints = endpointGroup('rewards')({
  /** [seen] MCSFE_getAvailablePromotions (REWCEN3): the member's rewards. */
  rewards: { method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', modId: 'REWCEN3', token: true },
  claimReward: { method: 'POST', path: '/wps/relay/MCSFE_claimIssuedPromotion', modId: 'REWCEN3', token: true },
  bonuses: { method: 'GET', path: '/wps/report/bonus', token: true },
  /** [seen] MCSFE_getCustomerRebateSettingByProductType; [design] with the current period's figures. */
  rebate: { method: 'GET', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', token: true },
  claimRebate: { method: 'POST', path: '/wps/relay/MCSFE_claimRebate', token: true },
  referral: { method: 'GET', path: '/wps/relay/MCSFE_getReferralDetails', token: true },
  missionSummary: { method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', token: true },
  missionLeaderboard: { method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', token: true },
  badges: { method: 'GET', path: '/wps/member/badges', token: true },
});

/** The member menu's badge counts (rewardEndpoints.badges), under the name the member centre imports. */
export const badgeEndpoint = rewardEndpoints.badges;
