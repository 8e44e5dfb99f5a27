/**
 * The member centre's page keys, in member-menu order: /member?page=<key>.
 * Shared so the renderer's menu and the desktop shell's deep links (electron/main/deepLinks.ts)
 * accept exactly the same pages.
 */
export const MEMBER_PAGE_KEYS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

export type MemberPageKey = (typeof MEMBER_PAGE_KEYS)[number];
