/**
 * Catalog loaders split by language, for src/i18n/index.ts.
 *
 * `virtual:i18n-catalogs` maps each language tag to a loader of that language's own loader
 * list (`virtual:i18n-catalogs/<tag>`), which maps each namespace to its JSON chunk. The home
 * route's entry thus holds one short function per language instead of the paths of all ~500
 * catalog files, and a visitor fetches the list of their own language only.
 *
 * The lists are written from the folder at build time (a new catalog file needs a restart of
 * the dev server, like a new route file would).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const INDEX_ID = 'virtual:i18n-catalogs';
const LANGUAGE_PREFIX = `${INDEX_ID}/`;

function languagesIn(localesDir: string): string[] {
  return readdirSync(localesDir)
    .filter((name) => statSync(join(localesDir, name)).isDirectory())
    .sort();
}

function namespacesIn(languageDir: string): string[] {
  return readdirSync(languageDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/**
 * Catalog chunks the entry imports directly: the English catalogs of the home page
 * (src/i18n/index.ts `englishHome`), fetched on every first visit. index.html preloads them
 * beside the entry, so they never wait for the entry to run first.
 */
function englishHomeChunks(
  bundle: Record<string, { type: string; isEntry?: boolean; dynamicImports?: string[] }>,
): string[] {
  const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  return (entry?.dynamicImports ?? []).filter((file) => {
    const chunk = bundle[file] as { facadeModuleId?: string | null } | undefined;
    return /[\\/]locales[\\/]en[\\/][^\\/]+\.json$/.test(chunk?.facadeModuleId ?? '');
  });
}

export function i18nCatalogsPlugin(localesDir: string): Plugin {
  let base = '/';
  return {
    name: 'i18n-catalogs',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return englishHomeChunks(context.bundle as Parameters<typeof englishHomeChunks>[0]).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
    resolveId(source) {
      return source === INDEX_ID || source.startsWith(LANGUAGE_PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = languagesIn(localesDir).map(
          (tag) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(LANGUAGE_PREFIX + tag)}),`,
        );
        return `export const languages = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${LANGUAGE_PREFIX}`)) {
        const tag = id.slice(`\0${LANGUAGE_PREFIX}`.length);
        if (!languagesIn(localesDir).includes(tag)) return 'export const catalogs = {};\n';
        const dir = join(localesDir, tag);
        const entries = namespacesIn(dir).map(
          (ns) =>
            `  ${JSON.stringify(ns)}: () => import(${JSON.stringify(join(dir, `${ns}.json`))}).then((m) => m.default),`,
        );
        return `export const catalogs = {\n${entries.join('\n')}\n};\n`;
      }
      return null;
    },
  };
}
