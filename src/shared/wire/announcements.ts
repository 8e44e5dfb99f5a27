/**
 * Announcements on the wire (contract §4.7, spec §3): one call answers banners, player notices
 * (the marquee), popups and promotions. Query and group names are [seen]; field details beyond
 * the contract are [design]. `content` is operator HTML: the client sanitises it (DOMPurify)
 * before it reaches the DOM, whatever the server sent.
 */
import { endpoint } from './endpoint';

/** B banners, PL player notices, PU popups, PR promotions, H (meaning unknown; answered empty). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu', 'w_promotion'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/**
 * Where a clickable banner leads [design]: a route inside the app, a game launch, or an external
 * page (opened through the platform, never in this window). Empty = not clickable.
 */
export type LinkageType = '' | 'ROUTE' | 'GAME' | 'URL';

export type Banner = {
  id: number;
  groupName: BannerGroup;
  /** Image URL. */
  url: string;
  /** Accessible text for the image. */
  title: string;
  linkageType: LinkageType;
  /** ROUTE: an app path ('/rng'); GAME: '<vassalage>:<nodeId>'; URL: an https URL. */
  linkageTarget: string;
  sequence: number;
};

/**
 * Banners in the operator's order (sequence, then id), those without an image left out: the
 * carousel's slides (src/features/announcements/carouselPlan.ts), and the first of them the
 * image the server preloads with the home page (server/web.ts).
 */
export function bannersInOrder(banners: readonly Banner[]): Banner[] {
  return banners.filter((b) => b.url.trim() !== '').sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

export type Notice = { id: number; title: string; content: string; createdAt: number };

/** Popup audience (spec §4): A after login, B before login (guests), F first login only. */
export type PopupExecution = 'A' | 'B' | 'F';

export type PopupAnnouncement = {
  id: number;
  title: string;
  content: string;
  execution: PopupExecution;
  promotionType: string;
  createdAt: number;
};

export type PromotionImage = { sequence: number; url: string };
export type PromotionAnnouncement = {
  id: number;
  title: string;
  category: string;
  /** sequence 1 is the cover. */
  announcementImages: PromotionImage[];
  startDate: number;
  endDate: number;
  content: string;
};

export type AnnouncementsArgs = {
  /** Comma list of AnnouncementType. */
  types: string;
  /** 'W' web, 'M' mobile. */
  platform?: string;
  /** 'B' = asked before login (guest). Without it the server answers by the session. */
  execution?: string;
  merchantCode?: string;
  token?: string;
};

/**
 * The web calls of contract §4.7, word for word: a guest asks for the before-login set, a member
 * for the set the session decides. The server answers the guest's call ahead of time with the
 * page (src/shared/bootAnswers.ts), so client and server build it here.
 */
export function announcementArgs(audience: 'guest' | 'member'): AnnouncementsArgs {
  return audience === 'guest' ? { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } : { types: 'B,PL,PU,PR,H', platform: 'W' };
}

/**
 * Groups the types did not ask for come back empty. Popups are filtered by audience: a guest
 * gets B; a member gets A, plus F when this is the member's first login.
 */
export type AnnouncementsValue = {
  banners: Banner[];
  player: Notice[];
  popup: PopupAnnouncement[];
  promotion: PromotionAnnouncement[];
};

/** Popup titles per page (spec §9). */
export const ANNOUNCEMENTS_PER_PAGE = 9;

export const announcementEndpoints = {
  list: endpoint<AnnouncementsArgs, AnnouncementsValue>({ method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', modId: 'COMM3', token: 'optional' }),
} as const;
