/**
 * Which text of an announcement a caller reads (issue 14 item 14): its own language first,
 * then the merchant's default language; an announcement with neither is not shown. The row of
 * `announcements` is one language (its `language`, '' = the merchant's default) and
 * `announcement_translations` the others (migration 011).
 */
export type AnnouncementText = { title: string; content: string; imageUrl: string; language: string };

export type LocalisableRow = { title: string; content: string; image_url: string; language: string };
export type TranslationRow = { language: string; title: string; content: string; image_url: string };

export function localise(
  row: LocalisableRow,
  translations: readonly TranslationRow[],
  wanted: string,
  defaultLang: string,
): AnnouncementText | undefined {
  const own = row.language || defaultLang;
  for (const language of wanted === defaultLang ? [wanted] : [wanted, defaultLang]) {
    if (own === language) return { title: row.title, content: row.content, imageUrl: row.image_url, language: own };
    const t = translations.find((x) => x.language === language);
    // A translation without its own picture shows the row's uploaded one, if any.
    if (t) return { title: t.title, content: t.content, imageUrl: t.image_url || row.image_url, language };
  }
  return undefined;
}
