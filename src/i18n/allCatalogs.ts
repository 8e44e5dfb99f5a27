/**
 * Loaders of every catalog (`locales/<tag>/<namespace>.json`), keyed by path relative to this
 * folder. A lazy chunk of its own: see `loadCatalog` in ./index.ts.
 */
export const catalogs = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });
