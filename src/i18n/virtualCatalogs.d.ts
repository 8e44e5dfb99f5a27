/** The catalog loaders written by .config/i18nCatalogs.ts. */
declare module 'virtual:i18n-catalogs' {
  /** One loader per language tag (a folder of src/i18n/locales), of that language's catalog loaders. */
  export const languages: Record<
    string,
    () => Promise<{ catalogs: Record<string, () => Promise<Record<string, unknown>>> }>
  >;
}

declare module 'virtual:i18n-catalogs/*' {
  /** One loader per namespace (a JSON file of the language's folder). */
  export const catalogs: Record<string, () => Promise<Record<string, unknown>>>;
}
