/**
 * Rewards (rewards.ts): the reward centre and its claims, manual rebate and its claim, referral
 * details, missions and their leaderboard. A claim moves money: it carries the Idempotency-Key
 * of its submission (submissionKeys.ts) and, answered or not, invalidates the rewards, the
 * balance, the records and the menu badges, since an unanswered claim may still have been paid.
 */
import { api } from '../../api/api';
import { idempotencyHeaders } from '../../api/idempotency';
import { wire } from '../../api/wireRequest';
import {
  rewardEndpoints,
  type LeaderboardRow,
  type MissionSummaryValue,
  type MoneyMoveValue,
  type RebateValue,
  type ReferralValue,
  type Reward,
} from '../../shared/wire';

const AFTER_CLAIM = ['Rewards', 'Balance', 'Records', 'Badges'] as const;

export const rewardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    rewardList: build.query<Reward[], void>({
      query: () => wire(rewardEndpoints.rewards),
      providesTags: ['Rewards'],
    }),
    claimReward: build.mutation<MoneyMoveValue, { rewardId: string; idempotencyKey: string }>({
      query: ({ rewardId, idempotencyKey }) =>
        wire(rewardEndpoints.claimReward, { rewardId }, idempotencyHeaders(idempotencyKey)),
      invalidatesTags: [...AFTER_CLAIM],
    }),
    rebateSummary: build.query<RebateValue, void>({
      query: () => wire(rewardEndpoints.rebate),
      providesTags: ['Rewards'],
    }),
    claimRebate: build.mutation<MoneyMoveValue, { period: string; idempotencyKey: string }>({
      query: ({ period, idempotencyKey }) =>
        wire(rewardEndpoints.claimRebate, { period }, idempotencyHeaders(idempotencyKey)),
      invalidatesTags: [...AFTER_CLAIM],
    }),
    referralDetails: build.query<ReferralValue, void>({
      // autoGenerate: a member who has no code yet gets one on first visit.
      query: () => wire(rewardEndpoints.referral, { autoGenerate: true }),
      providesTags: ['Rewards'],
    }),
    missionSummary: build.query<MissionSummaryValue, void>({
      query: () => wire(rewardEndpoints.missionSummary),
      providesTags: ['Rewards'],
    }),
    missionLeaderboard: build.query<LeaderboardRow[], void>({
      query: () => wire(rewardEndpoints.missionLeaderboard),
      providesTags: ['Rewards'],
    }),
  }),
});

export const {
  useRewardListQuery,
  useClaimRewardMutation,
  useRebateSummaryQuery,
  useClaimRebateMutation,
  useReferralDetailsQuery,
  useMissionSummaryQuery,
  useMissionLeaderboardQuery,
} = rewardsApi;
