/** The reward pages in one chunk: the index loads them lazily, on the member centre's first use. */
export { RewardCenterPage } from './RewardCenterPage';
export { ReferralPage } from './ReferralPage';
export { MissionPage } from './MissionPage';
export { RebatePage } from './RebatePage';
