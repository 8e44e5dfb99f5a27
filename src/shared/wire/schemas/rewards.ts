/**
 * Schemas of the reward calls (src/shared/wire/rewards.ts): the reward centre (claimable
 * promotions), bonus details, manual rebate, referral, missions and the member menu's badge
 * counts. Paths are the platform's relays [seen]; bodies and values [design]. Every claim moves
 * money, so it carries an Idempotency-Key (docs/protocol.md, "Money").
 */
import { IdText } from './bounds';
import { call, Minor, Nullable, Obj, OneOf, T } from './kit';
import { EpochMs, Page, pageFields, rangeFields } from './paging';
import { MoneyMoveValue } from './wallet';

export const RewardStatus = OneOf(['available', 'claimed', 'expired']);

export const Reward = Obj({
  id: T.String(),
  /** i18n key suffix reward.kind.<kind>; title is the operator's text. */
  kind: OneOf(['signup', 'deposit', 'referral', 'mission', 'promotion']),
  title: T.String(),
  amountMinor: Minor(),
  /** Credited to the bonus wallet unless false (main wallet). */
  toBonus: T.Boolean(),
  status: RewardStatus,
  expiresAt: Nullable(EpochMs()),
  claimedAt: Nullable(EpochMs()),
});

export const ClaimRewardArgs = Obj({ rewardId: IdText() });

export const BonusRecord = Obj({
  transactionId: T.String(),
  title: T.String(),
  amountMinor: Minor(),
  createdAt: EpochMs(),
});
export const BonusesArgs = Obj({ ...pageFields, ...rangeFields });

/** Rebate is computed from valid bets of a period at the rate of each product type. */
export const RebateRate = Obj({ gameType: T.String(), ratePermille: T.Number({ minimum: 0 }) });

export const RebateValue = Obj({
  /** The period this claim covers ('2026-11-20' for daily periods). */
  period: T.String(),
  periodStart: EpochMs(),
  periodEnd: EpochMs(),
  rates: T.Array(RebateRate),
  lines: T.Array(Obj({ gameType: T.String(), validBetMinor: Minor(), rebateMinor: Minor() })),
  totalMinor: Minor(),
  /** False once claimed, or when the period has nothing to claim. */
  claimable: T.Boolean(),
  claimedAt: Nullable(EpochMs()),
});

/** A daily period, as RebateValue names it. */
export const ClaimRebateArgs = Obj({ period: T.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }) });

/** autoGenerate: make the member's referral code when they have none yet. */
export const ReferralArgs = Obj({ autoGenerate: T.Boolean({ default: false }) });

export const ReferralValue = Obj({
  /** [seen] names. */
  referralCode: T.String(),
  totalInvitations: T.Integer({ minimum: 0 }),
  promotionDomains: T.Array(T.String()),
  /** [design] the invite link with the code. */
  inviteUrl: T.String(),
  /** Members registered through the code who have deposited. */
  activeInvitations: T.Integer({ minimum: 0 }),
});

export const Mission = Obj({
  id: T.String(),
  title: T.String(),
  /** Progress toward targetMinor (valid bets or deposits, per kind). */
  kind: OneOf(['valid_bet', 'deposit']),
  progressMinor: Minor(),
  targetMinor: Minor(),
  rewardMinor: Minor(),
  completed: T.Boolean(),
});

export const MissionSummaryValue = Obj({ missions: T.Array(Mission), completedCount: T.Integer({ minimum: 0 }) });

export const LeaderboardRow = Obj({
  rank: T.Integer({ minimum: 1 }),
  account: T.String(),
  scoreMinor: Minor(),
  isMe: T.Boolean(),
});

/** [design] the member menu's badge counts, in one call. */
export const BadgeCounts = Obj({
  messages: T.Integer({ minimum: 0 }),
  rewards: T.Integer({ minimum: 0 }),
  missions: T.Integer({ minimum: 0 }),
});

export const rewardsSchemas = {
  /** [seen] MCSFE_getAvailablePromotions (REWCEN3): the member's rewards. */
  rewards: call(T.Array(Reward)),
  claimReward: call(MoneyMoveValue, ClaimRewardArgs),
  bonuses: call(Page(BonusRecord), BonusesArgs),
  /** [seen] MCSFE_getCustomerRebateSettingByProductType; [design] with the current period's figures. */
  rebate: call(RebateValue),
  claimRebate: call(MoneyMoveValue, ClaimRebateArgs),
  referral: call(ReferralValue, ReferralArgs),
  missionSummary: call(MissionSummaryValue),
  missionLeaderboard: call(T.Array(LeaderboardRow)),
  badges: call(BadgeCounts),
};
