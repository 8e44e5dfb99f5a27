/**
 * The reward calls of rewards.ts on the wire and the member menu's badges, each route registered
 * from its definition. Claims need an Idempotency-Key.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/wire';
import { rewardEndpoints } from '../../../src/shared/wire/rewards';
import { checkRange } from '../../http/dateRange';
import { pagingOf } from '../../http/paging';
import { wireRoute } from '../../http/wireRoute';
import { memberOf } from '../auth/requireMember';
import { idempotencyKeyOf } from '../ledger/idempotency';
import type { RewardService } from './service';

export async function rewardRoutes(app: FastifyInstance, { rewards }: { rewards: RewardService }) {
  const r = rewardEndpoints;

  wireRoute(app, r.rewards, {}, async (request) => ok(await rewards.rewards(memberOf(request))));

  wireRoute(app, r.claimReward, {}, async (request) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    return ok(
      await rewards.claimReward(memberOf(request), request.body.rewardId, key),
      'The reward has been credited.',
    );
  });

  wireRoute(app, r.bonuses, {}, async (request) =>
    ok(await rewards.bonuses(memberOf(request), checkRange(request.query), pagingOf(request.query))),
  );

  wireRoute(app, r.rebate, {}, async (request) => ok(await rewards.rebate(memberOf(request))));

  wireRoute(app, r.claimRebate, {}, async (request) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    return ok(
      await rewards.claimRebate(memberOf(request), request.body.period, key),
      'The rebate has been credited to your main wallet.',
    );
  });

  wireRoute(app, r.referral, {}, async (request) =>
    ok(await rewards.referral(memberOf(request), request.merchant, request.query.autoGenerate)),
  );

  wireRoute(app, r.missionSummary, {}, async (request) => ok(await rewards.missions(memberOf(request))));

  wireRoute(app, r.missionLeaderboard, {}, async (request) => ok(await rewards.leaderboard(memberOf(request))));

  wireRoute(app, r.badges, {}, async (request) => ok(await rewards.badges(memberOf(request))));
}
