/**
 * Rewards on the wire: the reward centre (claimable promotions), bonus details, manual rebate,
 * referral and missions. Paths are the contract's relays [seen]; bodies and values [design].
 * Every claim moves money, so it carries an Idempotency-Key (see wallet.ts).
 */
import { endpoint } from './endpoint';
import type { Page, PageArgs, RangeArgs } from './paging';
import type { MoneyMoveValue } from './wallet';

export type RewardStatus = 'available' | 'claimed' | 'expired';

export type Reward = {
  id: string;
  /** i18n key suffix reward.kind.<kind>; title is the operator's text. */
  kind: 'signup' | 'deposit' | 'referral' | 'mission' | 'promotion';
  title: string;
  amountMinor: string;
  /** Credited to the bonus wallet unless false (main wallet). */
  toBonus: boolean;
  status: RewardStatus;
  expiresAt: number | null;
  claimedAt: number | null;
};

export type BonusRecord = { transactionId: string; title: string; amountMinor: string; createdAt: number };

/** Rebate is computed from valid bets of a period at the rate of each product type. */
export type RebateRate = { gameType: string; ratePermille: number };

export type RebateValue = {
  /** The period this claim covers ('2026-11-20' for daily periods). */
  period: string;
  periodStart: number;
  periodEnd: number;
  rates: RebateRate[];
  lines: { gameType: string; validBetMinor: string; rebateMinor: string }[];
  totalMinor: string;
  /** False once claimed, or when the period has nothing to claim. */
  claimable: boolean;
  claimedAt: number | null;
};

export type ReferralValue = {
  /** [seen] names. */
  referralCode: string;
  totalInvitations: number;
  promotionDomains: string[];
  /** [design] the invite link with the code. */
  inviteUrl: string;
  /** Members registered through the code who have deposited. */
  activeInvitations: number;
};

export type Mission = {
  id: string;
  title: string;
  /** Progress toward targetMinor (valid bets or deposits, per kind). */
  kind: 'valid_bet' | 'deposit';
  progressMinor: string;
  targetMinor: string;
  rewardMinor: string;
  completed: boolean;
};

export type MissionSummaryValue = { missions: Mission[]; completedCount: number };

export type LeaderboardRow = { rank: number; account: string; scoreMinor: string; isMe: boolean };

export const rewardEndpoints = {
  /** [seen] MCSFE_getAvailablePromotions (REWCEN3): the member's rewards. */
  rewards: endpoint<void, Reward[]>({ method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', modId: 'REWCEN3', token: true }),
  claimReward: endpoint<{ rewardId: string }, MoneyMoveValue>({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimIssuedPromotion',
    modId: 'REWCEN3',
    token: true,
  }),
  bonuses: endpoint<PageArgs & RangeArgs, Page<BonusRecord>>({ method: 'GET', path: '/wps/report/bonus', token: true }),
  /** [seen] MCSFE_getCustomerRebateSettingByProductType; [design] with the current period's figures. */
  rebate: endpoint<void, RebateValue>({ method: 'GET', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', token: true }),
  claimRebate: endpoint<{ period: string }, MoneyMoveValue>({ method: 'POST', path: '/wps/relay/MCSFE_claimRebate', token: true }),
  referral: endpoint<{ autoGenerate: boolean }, ReferralValue>({ method: 'GET', path: '/wps/relay/MCSFE_getReferralDetails', token: true }),
  missionSummary: endpoint<void, MissionSummaryValue>({ method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', token: true }),
  missionLeaderboard: endpoint<void, LeaderboardRow[]>({ method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', token: true }),
} as const;

/** [design] the member menu's badge counts, in one call. */
export type BadgeCounts = { messages: number; rewards: number; missions: number };
export const badgeEndpoint = endpoint<void, BadgeCounts>({ method: 'GET', path: '/wps/member/badges', token: true });
