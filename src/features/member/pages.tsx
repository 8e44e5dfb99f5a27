/**
 * Which component each member-centre page key shows: a typed table, so a page key without a
 * page (or a page that is not exported) is a type error, not a run-time blank. Every page comes
 * from its feature's public surface (index.ts), which loads it on first use.
 */
import type { ComponentType } from 'react';
import { DepositPage, WithdrawPage } from '../cashier';
import { MessagesPage } from '../messages';
import { RecordsBetting, RecordsBonus, RecordsProfit, RecordsTransactions } from '../records';
import { MissionPage, RebatePage, ReferralPage, RewardCenterPage } from '../rewards';
import { SecurityCenterPage } from '../security';
import { TransferFundPage, TransferUplinePage } from '../wallet';
import type { MemberPageKey } from './memberPageKeys';

export const MEMBER_PAGES: Record<MemberPageKey, ComponentType> = {
  securityCenter: SecurityCenterPage,
  transferFund: TransferFundPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  personalHistoryCopy: RecordsBetting,
  transactionHistory: RecordsTransactions,
  personalProfit: RecordsProfit,
  bonusDetails: RecordsBonus,
  rewardCenter: RewardCenterPage,
  referral: ReferralPage,
  missionLeaderboard: MissionPage,
  messageV2: MessagesPage,
  manualRebate: RebatePage,
};
