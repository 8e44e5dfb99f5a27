/**
 * The rewards feature's public surface: the member centre's reward pages, loaded on first use
 * (one chunk, ./pages.ts): reward centre (rewardCenter), invite friends (referral), missions
 * and leaderboard (missionLeaderboard) and rebate (manualRebate).
 */
import { lazyExport } from '../../app/lazyScreen';

const pages = () => import('./pages');

export const RewardCenterPage = /* @__PURE__ */ lazyExport(pages, (m) => m.RewardCenterPage);
export const ReferralPage = /* @__PURE__ */ lazyExport(pages, (m) => m.ReferralPage);
export const MissionPage = /* @__PURE__ */ lazyExport(pages, (m) => m.MissionPage);
export const RebatePage = /* @__PURE__ */ lazyExport(pages, (m) => m.RebatePage);
