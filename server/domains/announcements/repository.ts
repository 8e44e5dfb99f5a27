/**
 * Announcements (src/shared/wire/announcements.ts) from the announcements table: the enabled ones of a merchant
 * inside their time window (starts_at <= now < ends_at; a missing bound is open), ordered by
 * sequence, turned into the four groups of the wire (banners, player notices, popups,
 * promotions). Popups are filtered by audience (audience.ts). Each announcement is answered in
 * the caller's language, else the merchant's default language (localise.ts).
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
import { localise, type AnnouncementText, type TranslationRow } from './localise';

type Row = Selectable<AnnouncementsTable>;

const isBannerGroup = (value: string): value is BannerGroup => (BANNER_GROUPS as readonly string[]).includes(value);

/**
 * An announcement without an uploaded image shows the art the server draws for it, with the
 * title of the language shown (`?lang=`; the image request carries no Language header).
 */
const imageOf = (row: Row, text: AnnouncementText, defaultLang: string) =>
  text.imageUrl ||
  bannerImageUrl(row.id) + (text.language === (row.language || defaultLang) ? '' : `?lang=${text.language}`);

function banner(row: Row, text: AnnouncementText, defaultLang: string): Banner | undefined {
  if (!isBannerGroup(row.group_name)) return undefined;
  return {
    id: Number(row.id),
    groupName: row.group_name,
    url: imageOf(row, text, defaultLang),
    title: text.title,
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
  /** The caller's language (already one the merchant supports) and the merchant's default. */
  language: string;
  defaultLang: string;
};

export function createAnnouncementRepository(db: Kysely<DB>) {
  /** The translations of these announcements in these languages, by announcement id. */
  async function translationsOf(
    ids: readonly bigint[],
    languages: readonly string[],
  ): Promise<Map<string, TranslationRow[]>> {
    const byId = new Map<string, TranslationRow[]>();
    if (ids.length === 0) return byId;
    const rows = await db
      .selectFrom('announcement_translations')
      .select(['announcement_id', 'language', 'title', 'content', 'image_url'])
      .where('announcement_id', 'in', ids)
      .where('language', 'in', languages)
      .execute();
    for (const r of rows) {
      const key = String(r.announcement_id);
      byId.set(key, [...(byId.get(key) ?? []), r]);
    }
    return byId;
  }

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
      const translations = await translationsOf(
        rows.map((r) => r.id),
        [...new Set([query.language, query.defaultLang])],
      );
      for (const row of rows) {
        const text = localise(row, translations.get(String(row.id)) ?? [], query.language, query.defaultLang);
        if (!text) continue;
        if (row.type === 'B') {
          const b = banner(row, text, query.defaultLang);
          if (b) value.banners.push(b);
        } else if (row.type === 'PL') {
          value.player.push({
            id: Number(row.id),
            title: text.title,
            content: text.content,
            createdAt: row.created_at.getTime(),
          });
        } else if (row.type === 'PU') {
          if (row.execution === '' || !query.executions.includes(row.execution)) continue;
          value.popup.push({
            id: Number(row.id),
            title: text.title,
            content: text.content,
            execution: row.execution,
            promotionType: row.category,
            createdAt: row.created_at.getTime(),
          });
        } else {
          // Uploaded promotion pictures are the row's; only a drawn cover follows the language.
          const images =
            row.images.length > 0 ? row.images : [{ sequence: 1, url: imageOf(row, text, query.defaultLang) }];
          value.promotion.push({
            id: Number(row.id),
            title: text.title,
            category: row.category,
            announcementImages: images,
            startDate: (row.starts_at ?? row.created_at).getTime(),
            endDate: row.ends_at?.getTime() ?? 0,
            content: text.content,
          });
        }
      }
      return value;
    },

    /**
     * The title of an announcement, for its drawn image, in `language` when it has that
     * translation (else its own); undefined when there is none.
     */
    async title(id: bigint, now: Date, language?: string): Promise<string | undefined> {
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
      if (!row || !language) return row?.title;
      const translated = await db
        .selectFrom('announcement_translations')
        .select('title')
        .where('announcement_id', '=', id)
        .where('language', '=', language)
        .executeTakeFirst();
      return translated?.title ?? row.title;
    },
  };
}

export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
