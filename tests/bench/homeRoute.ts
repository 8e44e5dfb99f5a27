/**
 * The home route's JavaScript in a web build, read from Vite's manifest (dist/web/.vite/
 * manifest.json): the entry with every chunk it imports statically, and the lazy modules the
 * home page fetches before the page's first idle moment. What waits for that moment
 * (src/app/firstIdle.ts: the banner carousel's library, the announcement popup with its HTML
 * sanitiser, the winner board) and every other screen is not counted.
 *
 * Used by the budget test (tests/server/web.homeBudget.test.ts), the end-to-end check that the
 * browser fetches nothing else before idle (tests/e2e/shell.spec.ts) and bench/bundleSize.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 15's budget for the home route's scripts, gzip. */
export const HOME_ROUTE_BUDGET_GZIP = 150_000;

/**
 * The lazy modules of the home route, as manifest keys (paths under src/): the English catalogs
 * of the namespaces the home page uses (src/i18n/index.ts `englishHome`, which loads them on
 * every first visit because English is every language's fallback).
 */
export const HOME_ROUTE_LAZY_SOURCES = ['common', 'boot', 'errors', 'nav', 'home', 'games', 'launch'].map(
  (ns) => `i18n/locales/en/${ns}.json`,
);

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files (assets/…) of the home route: entry, its static imports, the listed lazy modules and theirs. */
export function homeRouteFiles(dist: string): string[] {
  const manifest = readManifest(dist);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error(`no entry in ${dist}/.vite/manifest.json`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  for (const source of HOME_ROUTE_LAZY_SOURCES) visit(source);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** A file's size gzip-compressed at the highest level (what .config/precompress.ts writes). */
export function gzipBytes(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}
