/** The locale catalogs as they are on disk, by locale and namespace, for the catalog tests. */
export type Catalog = { [key: string]: string | Catalog };
export type Locales = Record<string, Record<string, Catalog>>;

const files = import.meta.glob<Catalog>('../../../../src/i18n/locales/*/*.json', { eager: true, import: 'default' });

export function localesOnDisk(): Locales {
  const locales: Locales = {};
  for (const [path, catalog] of Object.entries(files)) {
    const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!locale || !namespace) continue;
    (locales[locale] ??= {})[namespace] = catalog;
  }
  return locales;
}
