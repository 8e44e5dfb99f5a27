/**
 * Announcements on the wire: one call answers banners, player notices (the marquee), popups and
 * promotions. Query and group names are [seen]; field details beyond them are [design]. `content`
 * is operator HTML: the client sanitises it (DOMPurify) before it reaches the DOM, whatever the
 * server sent. The types are those of the schemas (./schemas/announcements.ts), where each field
 * is described.
 */
import type { Static } from '@sinclair/typebox';
import { endpointGroup } from './endpoint';
import type * as schemas from './schemas/announcements';

/** B banners, PL player notices, PU popups, PR promotions, H (meaning unknown; answered empty). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu', 'w_promotion'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export type LinkageType = Static<typeof schemas.LinkageType>;
export type Banner = Static<typeof schemas.Banner>;

/**
 * Banners in the operator's order (sequence, then id), those without an image left out: the
 * carousel's slides (src/features/announcements/carouselPlan.ts), and the first of them the
 * image the server preloads with the home page (server/web.ts).
 */
export function bannersInOrder(banners: readonly Banner[]): Banner[] {
  return banners.filter((b) => b.url.trim() !== '').sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

export type Notice = Static<typeof schemas.Notice>;
export type PopupExecution = Static<typeof schemas.PopupExecution>;
export type PopupAnnouncement = Static<typeof schemas.PopupAnnouncement>;
export type PromotionImage = Static<typeof schemas.PromotionImage>;
export type PromotionAnnouncement = Static<typeof schemas.PromotionAnnouncement>;
export type AnnouncementsArgs = Static<typeof schemas.AnnouncementsArgs>;

/**
 * The web's two calls, as the deployed client makes them: a guest asks for the before-login set,
 * a member for the set the session decides. The server answers the guest's call ahead of time
 * with the page (src/shared/bootAnswers.ts), so client and server build it here.
 */
export function announcementArgs(audience: 'guest' | 'member'): AnnouncementsArgs {
  return audience === 'guest'
    ? { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }
    : { types: 'B,PL,PU,PR,H', platform: 'W' };
}

export type AnnouncementsValue = Static<typeof schemas.AnnouncementsValue>;

/** Popup titles per page. */
export const ANNOUNCEMENTS_PER_PAGE = 9;

/** Their schemas: ./schemas/announcements.ts. The token only decides which popups the caller sees. */
export const announcementEndpoints = endpointGroup('announcements')({
  list: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', modId: 'COMM3', token: 'optional' },
});
