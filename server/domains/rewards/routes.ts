/** The reward calls of rewards.ts on the wire and the member menu's badges. Claims need an Idempotency-Key. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { badgeEndpoint, rewardEndpoints } from '../../../src/shared/wire/rewards';
import { memberOf } from '../auth/requireMember';
import { idempotencyKeyOf } from '../ledger/idempotency';
import { checkRange } from '../../http/dateRange';
import { pagingOf } from '../../http/paging';
import {
  bonusesQuery,
  claimRebateBody,
  claimRewardBody,
  referralQuery,
  type BonusesQuery,
  type ClaimRebateBody,
  type ClaimRewardBody,
  type ReferralQuery,
} from './schemas';
import type { RewardService } from './service';

export async function rewardRoutes(app: FastifyInstance, { rewards }: { rewards: RewardService }) {
  const config = { auth: 'member' as const };

  app.get(rewardEndpoints.rewards.path, { config }, async (request) => ok(await rewards.rewards(memberOf(request))));

  app.post<{ Body: ClaimRewardBody }>(rewardEndpoints.claimReward.path, { config, schema: { body: claimRewardBody } }, async (request) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    return ok(await rewards.claimReward(memberOf(request), request.body.rewardId, key), 'The reward has been credited.');
  });

  app.get<{ Querystring: BonusesQuery }>(rewardEndpoints.bonuses.path, { config, schema: { querystring: bonusesQuery } }, async (request) =>
    ok(await rewards.bonuses(memberOf(request), checkRange(request.query), pagingOf(request.query))),
  );

  app.get(rewardEndpoints.rebate.path, { config }, async (request) => ok(await rewards.rebate(memberOf(request))));

  app.post<{ Body: ClaimRebateBody }>(rewardEndpoints.claimRebate.path, { config, schema: { body: claimRebateBody } }, async (request) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    return ok(await rewards.claimRebate(memberOf(request), request.body.period, key), 'The rebate has been credited to your main wallet.');
  });

  app.get<{ Querystring: ReferralQuery }>(rewardEndpoints.referral.path, { config, schema: { querystring: referralQuery } }, async (request) =>
    ok(await rewards.referral(memberOf(request), request.merchant, request.query.autoGenerate)),
  );

  app.get(rewardEndpoints.missionSummary.path, { config }, async (request) => ok(await rewards.missions(memberOf(request))));

  app.get(rewardEndpoints.missionLeaderboard.path, { config }, async (request) => ok(await rewards.leaderboard(memberOf(request))));

  app.get(badgeEndpoint.path, { config }, async (request) => ok(await rewards.badges(memberOf(request))));
}
