/**
 * Announcements of contract §4.7 from the announcements table: the enabled ones of a merchant
 * inside their time window (starts_at <= now < ends_at; a missing bound is open), ordered by
 * sequence, turned into the four groups of the wire (banners, player notices, popups,
 * promotions). Popups are filtered by audience (audience.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import {
  BANNER_GROUPS,
  type AnnouncementsValue,
  type AnnouncementType,
  type Banner,
  type BannerGroup,
  type PopupExecution,
} from '../../../src/shared/wire/announcements';
import type { DB } from '../../db/schema';
import type { AnnouncementsTable } from '../../db/schemaGames';
import { bannerImageUrl } from '../games/iconUrls';

type Row = Selectable<AnnouncementsTable>;

const isBannerGroup = (value: string): value is BannerGroup => (BANNER_GROUPS as readonly string[]).includes(value);

/** An announcement without an uploaded image shows the art the server draws for it. */
const imageOf = (row: Row) => row.image_url || bannerImageUrl(row.id);

function banner(row: Row): Banner | undefined {
  if (!isBannerGroup(row.group_name)) return undefined;
  return {
    id: Number(row.id),
    groupName: row.group_name,
    url: imageOf(row),
    title: row.title,
    linkageType: row.linkage_type,
    linkageTarget: row.linkage_type ? row.linkage_target : '',
    sequence: row.sequence,
  };
}

export type AnnouncementQuery = {
  merchantCode: string;
  types: ReadonlySet<AnnouncementType>;
  /** The popups this caller may see. */
  executions: readonly PopupExecution[];
  now: Date;
};

export function createAnnouncementRepository(db: Kysely<DB>) {
  return {
    async list(query: AnnouncementQuery): Promise<AnnouncementsValue> {
      const value: AnnouncementsValue = { banners: [], player: [], popup: [], promotion: [] };
      const types = (['B', 'PL', 'PU', 'PR'] as const).filter((t) => query.types.has(t));
      if (types.length === 0) return value;
      const rows = await db
        .selectFrom('announcements')
        .selectAll()
        .where('merchant_code', '=', query.merchantCode)
        .where('enabled', '=', true)
        .where('type', 'in', types)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', query.now)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', query.now)]))
        .orderBy('sequence')
        .orderBy('id')
        .execute();
      for (const row of rows) {
        if (row.type === 'B') {
          const b = banner(row);
          if (b) value.banners.push(b);
        } else if (row.type === 'PL') {
          value.player.push({ id: Number(row.id), title: row.title, content: row.content, createdAt: row.created_at.getTime() });
        } else if (row.type === 'PU') {
          if (row.execution === '' || !query.executions.includes(row.execution)) continue;
          value.popup.push({ id: Number(row.id), title: row.title, content: row.content, execution: row.execution, promotionType: row.category, createdAt: row.created_at.getTime() });
        } else {
          const images = row.images.length > 0 ? row.images : [{ sequence: 1, url: imageOf(row) }];
          value.promotion.push({
            id: Number(row.id),
            title: row.title,
            category: row.category,
            announcementImages: images,
            startDate: (row.starts_at ?? row.created_at).getTime(),
            endDate: row.ends_at?.getTime() ?? 0,
            content: row.content,
          });
        }
      }
      return value;
    },

    /** The title of an announcement, for its drawn image; undefined when there is none. */
    async title(id: bigint, now: Date): Promise<string | undefined> {
      // Only what the public lists show has a picture: banners and promotions, switched on and
      // inside their window. Anything else (an agent notice, a popup for members, a withdrawn
      // promotion) is "not found", so its title cannot be read through here. Images carry no
      // Merchant header (an <img> request), so the merchant cannot narrow it further.
      const row = await db
        .selectFrom('announcements')
        .select('title')
        .where('id', '=', id)
        .where('type', 'in', ['B', 'PR'])
        .where('enabled', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .executeTakeFirst();
      return row?.title;
    },
  };
}

export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
