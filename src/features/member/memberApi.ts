/** The member centre's own call: the menu's badge counts (shared/wire/rewards.ts badgeEndpoint). */
import { api } from '../../api/api';
import { wire } from '../../api/wireRequest';
import { badgeEndpoint, type BadgeCounts } from '../../shared/wire';

export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    memberBadges: build.query<BadgeCounts, void>({
      query: () => wire(badgeEndpoint),
      // Reading a message or claiming a reward invalidates these, so the badges follow.
      providesTags: ['Badges', 'Messages', 'Rewards'],
    }),
  }),
});

export const { useMemberBadgesQuery } = memberApi;
