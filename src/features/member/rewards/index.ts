/**
 * The member centre's reward pages, loaded lazily by its frame: reward centre (rewardCenter),
 * invite friends (referral), missions and leaderboard (missionLeaderboard) and rebate
 * (manualRebate).
 */
export { RewardCenterPage } from './RewardCenterPage';
export { ReferralPage } from './ReferralPage';
export { MissionPage } from './MissionPage';
export { RebatePage } from './RebatePage';
