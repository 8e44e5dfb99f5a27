/** Request schemas of the reward calls (TypeBox); pages and ranges are the app's (server/http). */
import { Type, type Static } from '@sinclair/typebox';
import { rangeFields } from '../../http/dateRange';
import { pageFields } from '../../http/paging';
import { idText } from '../../wire/bounds';

export const claimRewardBody = Type.Object(
  { rewardId: idText() },
  { additionalProperties: false },
);
export type ClaimRewardBody = Static<typeof claimRewardBody>;

export const claimRebateBody = Type.Object(
  { period: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }) },
  { additionalProperties: false },
);
export type ClaimRebateBody = Static<typeof claimRebateBody>;

export const referralQuery = Type.Object({ autoGenerate: Type.Boolean({ default: false }) }, { additionalProperties: false });
export type ReferralQuery = Static<typeof referralQuery>;

export const bonusesQuery = Type.Object({ ...pageFields, ...rangeFields }, { additionalProperties: false });
export type BonusesQuery = Static<typeof bonusesQuery>;
