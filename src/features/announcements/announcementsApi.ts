/**
 * MCSFE_getListAnnouncements (src/shared/wire/announcements.ts): banners, notices, popups and
 * promotions in one call. Content is fetched once unless forced: an answer is kept for the whole
 * page session (per audience and language) and reused by every banner, the marquee and the popup;
 * `useAnnouncements().refresh()` is the forced path.
 */
import { api } from '../../api/api';
import { wire } from '../../api/wireRequest';
import { announcementEndpoints, type AnnouncementsValue } from '../../shared/wire';
import { announcementArgs } from './audience';

export type AnnouncementsQuery = {
  audience: 'guest' | 'member';
  /**
   * Platform language code. Not sent as a query field (the Language header carries it); it
   * only keys the cache, so a language change asks again.
   */
  language: string;
};

/** As long as the page lives: RTK Query caps keepUnusedDataFor to a 32-bit timer in ms. */
const PAGE_LIFETIME_S = 24 * 60 * 60;

export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    announcements: build.query<AnnouncementsValue, AnnouncementsQuery>({
      query: ({ audience }) => wire(announcementEndpoints.list, announcementArgs(audience)),
      keepUnusedDataFor: PAGE_LIFETIME_S,
      providesTags: ['Announcements'],
    }),
  }),
});

export const { useAnnouncementsQuery } = announcementsApi;
