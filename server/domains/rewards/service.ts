/**
 * Rewards for a logged-in member: the reward centre, bonus records, manual rebate, referral,
 * missions and badges. Claims run through `once` (the client's Idempotency-Key): the claim and
 * the remembered reply commit together, a retry with the same key gets the same reply.
 */
import type { Kysely } from 'kysely';
import { isAgentType, isTrialType } from '../../../src/shared/wire/auth';
import { MoneyErrorCode } from '../../../src/shared/wire/wallet';
import type { DB } from '../../db/schema';
import { businessError } from '../../http/errors';
import type { MemberRow } from '../auth/sessions';
import { merchantMoney, type MerchantMoney } from '../betting/settings';
import { once } from '../ledger/idempotency';
import type { Range } from '../../http/dateRange';
import type { Paging } from '../../http/paging';
import type { SystemRepository } from '../system/repository';
import type { Merchant } from '../system/service';
import { badgeCounts } from './badges';
import { issueMissionRewards, missionLeaderboard, missionSummary } from './missions';
import { claimRebate, rebateValue } from './rebate';
import { referralValue } from './referral';
import { bonusRecords, claimReward, listRewards } from './rewardCenter';

const trialRefused = (what: string) =>
  businessError(MoneyErrorCode.trialAccount, `A trial account cannot ${what}. Register an account to take part.`);

export function createRewardService(db: Kysely<DB>, clock: () => Date, systemRepo: SystemRepository) {
  async function moneyOf(merchantCode: string): Promise<MerchantMoney> {
    const money = await merchantMoney(db, merchantCode);
    if (!money) throw businessError(MoneyErrorCode.notFound, `There is no merchant "${merchantCode}".`);
    return money;
  }

  /** Trial accounts play with demo money: they earn no mission rewards. */
  const issueMissions = (member: MemberRow, now: Date) =>
    isTrialType(member.type) ? Promise.resolve(0) : issueMissionRewards(db, member.id, member.merchant_code, now);

  return {
    async rewards(member: MemberRow) {
      const now = clock();
      await issueMissions(member, now);
      return listRewards(db, member.id, now);
    },

    async claimReward(member: MemberRow, rewardId: string, key: string) {
      if (isTrialType(member.type)) throw trialRefused('claim rewards');
      const money = await moneyOf(member.merchant_code);
      const now = clock();
      return once(
        db,
        {
          merchantCode: member.merchant_code,
          scope: `member:${member.id}`,
          key,
          operation: 'reward.claim',
          body: { rewardId },
          now,
        },
        (trx) => claimReward(trx, member.id, money, BigInt(rewardId), now),
      );
    },

    bonuses: (member: MemberRow, range: Range, paging: Paging) => bonusRecords(db, member.id, range, paging),

    async rebate(member: MemberRow) {
      return rebateValue(db, member.id, member.merchant_code, await moneyOf(member.merchant_code), clock());
    },

    async claimRebate(member: MemberRow, period: string, key: string) {
      if (isTrialType(member.type)) throw trialRefused('claim a rebate');
      const money = await moneyOf(member.merchant_code);
      const now = clock();
      return once(
        db,
        {
          merchantCode: member.merchant_code,
          scope: `member:${member.id}`,
          key,
          operation: 'rebate.claim',
          body: { period },
          now,
        },
        (trx) => claimRebate(trx, member.id, member.merchant_code, money, period, now),
      );
    },

    async referral(member: MemberRow, merchant: Merchant, autoGenerate: boolean) {
      if (isTrialType(member.type)) throw trialRefused('invite friends');
      const promotionDomains = await systemRepo.domainRoutes(merchant.code);
      return referralValue(
        db,
        member.id,
        isAgentType(member.type),
        { mainDomain: merchant.mainDomain, promotionDomains },
        autoGenerate,
      );
    },

    async missions(member: MemberRow) {
      const now = clock();
      await issueMissions(member, now);
      return missionSummary(db, member.id, member.merchant_code, now);
    },

    leaderboard: (member: MemberRow) => missionLeaderboard(db, member.id, member.merchant_code, clock()),

    async badges(member: MemberRow) {
      const now = clock();
      await issueMissions(member, now);
      return badgeCounts(db, member.id, now);
    },
  };
}

export type RewardService = ReturnType<typeof createRewardService>;
