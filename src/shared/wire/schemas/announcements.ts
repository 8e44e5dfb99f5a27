/**
 * Schemas of the announcements call (src/shared/wire/announcements.ts): one call answers banners,
 * player notices (the marquee), popups and promotions. Query and group names are [seen]; field
 * details beyond them are [design] (docs/protocol.md). `content` is operator HTML: the client
 * sanitises it (DOMPurify) before it reaches the DOM, whatever the server sent.
 */
import { BANNER_GROUPS } from '../announcements';
import { call, Obj, OneOf, T } from './kit';

/** Epoch ms. */
const time = () => T.Number();

export const BannerGroup = OneOf(BANNER_GROUPS);

/**
 * Where a clickable banner leads [design]: a route inside the app, a game launch, or an external
 * page (opened through the platform, never in this window). Empty = not clickable.
 */
export const LinkageType = OneOf(['', 'ROUTE', 'GAME', 'URL']);

export const Banner = Obj({
  id: T.Integer(),
  groupName: BannerGroup,
  /** Image URL. */
  url: T.String(),
  /** Accessible text for the image. */
  title: T.String(),
  linkageType: LinkageType,
  /** ROUTE: an app path ('/rng'); GAME: '<vassalage>:<nodeId>'; URL: an https URL. */
  linkageTarget: T.String(),
  sequence: T.Integer(),
});

export const Notice = Obj({ id: T.Integer(), title: T.String(), content: T.String(), createdAt: time() });

/** Popup audience: A after login, B before login (guests), F first login only. */
export const PopupExecution = OneOf(['A', 'B', 'F']);

export const PopupAnnouncement = Obj({
  id: T.Integer(),
  title: T.String(),
  content: T.String(),
  execution: PopupExecution,
  promotionType: T.String(),
  createdAt: time(),
});

export const PromotionImage = Obj({ sequence: T.Integer(), url: T.String() });

export const PromotionAnnouncement = Obj({
  id: T.Integer(),
  title: T.String(),
  category: T.String(),
  /** sequence 1 is the cover. */
  announcementImages: T.Array(PromotionImage),
  startDate: time(),
  endDate: time(),
  content: T.String(),
});

/** The query; platform, merchantCode and token are sent by the deployed clients and read by no one. */
export const AnnouncementsArgs = Obj({
  /** Comma list of AnnouncementType; absent = every group. */
  types: T.Optional(T.String({ maxLength: 64 })),
  /** 'W' web, 'M' mobile. */
  platform: T.Optional(T.String({ maxLength: 32 })),
  /** 'B' = asked before login (guest). Without it the server answers by the session. */
  execution: T.Optional(T.String({ maxLength: 8 })),
  merchantCode: T.Optional(T.String({ maxLength: 64 })),
  token: T.Optional(T.String({ maxLength: 1024 })),
});

/**
 * Groups the types did not ask for come back empty. Popups are filtered by audience: a guest
 * gets B; a member gets A, plus F when this is the member's first login.
 */
export const AnnouncementsValue = Obj({
  banners: T.Array(Banner),
  player: T.Array(Notice),
  popup: T.Array(PopupAnnouncement),
  promotion: T.Array(PromotionAnnouncement),
});

export const announcementsSchemas = {
  list: call(AnnouncementsValue, AnnouncementsArgs),
};
