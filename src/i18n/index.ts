/**
 * i18next for the renderer. English is the source and the fallback; every catalog
 * (`locales/<tag>/<namespace>.json`) is its own lazy chunk, loaded when a language and
 * namespace are first needed. A language or namespace without a file loads as empty, so
 * its keys fall back to English without a failed request.
 *
 * Start: `initI18n()` before the first render (stored language, or English), then
 * `initI18n(site)` once the site configuration arrives (the system gate does that).
 */
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languages } from 'virtual:i18n-catalogs';
import { configureWire } from '../api/wireContext';
import type { SiteConfig } from '../shared/wire';
import { codeOfTag, directionOf, normaliseCode, resolveLanguage, tagOf } from './language';
import { DEFAULT_NAMESPACE, INITIAL_NAMESPACES } from './resources';

export { languageOptions, resolveLanguage, type LanguageOption } from './language';

type Catalog = Record<string, unknown>;

/**
 * English catalogs of the namespaces the home page uses (its frame, home, games, launch): English
 * is the fallback of every language, so these load on every first visit. Every other catalog
 * is reached through its language's own loader list (.config/i18nCatalogs.ts), a small chunk
 * fetched when that language is first needed, so the entry never carries the paths of all
 * ~500 catalog files.
 */
const englishHome = import.meta.glob<Catalog>('./locales/en/{common,boot,errors,nav,home,games,launch}.json', {
  import: 'default',
});

type CatalogLoaders = Record<string, () => Promise<Catalog>>;
const loaderLists = new Map<string, Promise<CatalogLoaders>>();

function loadersOf(tag: string): Promise<CatalogLoaders> {
  // The tag can come from storage: only a language folder that exists is looked up.
  const load = Object.hasOwn(languages, tag) ? languages[tag] : undefined;
  if (!load) return Promise.resolve({});
  let list = loaderLists.get(tag);
  if (!list) {
    list = load().then((module) => module.catalogs);
    // A chunk that failed to load is asked for again next time.
    list.catch(() => loaderLists.delete(tag));
    loaderLists.set(tag, list);
  }
  return list;
}

/** The catalog of one language and namespace; empty when there is no such file. */
export async function loadCatalog(tag: string, namespace: string): Promise<Catalog> {
  const home = englishHome[`./locales/${tag}/${namespace}.json`];
  if (home) return home();
  const loaders = await loadersOf(tag);
  const load = Object.hasOwn(loaders, namespace) ? loaders[namespace] : undefined;
  return load ? load() : {};
}

/** localStorage keys of the chosen language; both hold the platform code. */
export const LANGUAGE_STORAGE_KEYS = ['lang', 'hisLang'] as const;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage can be disabled; the language then lasts for this page only
  }
}

/** The stored platform code: `hisLang`, else `lang`. */
export function storedLanguage(): string | null {
  const store = storage();
  return store?.getItem('hisLang') ?? store?.getItem('lang') ?? null;
}

function applyToDocument(code: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = tagOf(code);
  document.documentElement.dir = directionOf(code);
}

let started: Promise<i18n> | undefined;

function start(code: string): Promise<i18n> {
  started ??= i18next
    .use(initReactI18next)
    .use(resourcesToBackend(loadCatalog))
    .init({
      lng: tagOf(code),
      fallbackLng: 'en',
      ns: [...INITIAL_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      showSupportNotice: false, // i18next otherwise advertises in the console on every start
    })
    .then(() => i18next);
  return started;
}

/**
 * Starts i18next (once) and settles the language. Without a site: the stored language when
 * it is a known one, else English, and nothing is stored. With a site: the stored language
 * when the site supports it, else the site default; the result is stored.
 */
export async function initI18n(site?: SiteConfig): Promise<i18n> {
  const code = resolveLanguage(storedLanguage(), site);
  const instance = await start(code);
  if (site) await changeLanguage(code);
  else {
    applyToDocument(code);
    configureWire({ language: code });
  }
  return instance;
}

/**
 * Switches the interface language: stores it (`lang`, `hisLang`), sets `<html lang dir>`, the
 * `Language` header of later requests and i18next. Takes a platform code ('EN', 'pt-br', 'KR').
 * Returns the code applied (English for an unknown code).
 */
export async function changeLanguage(code: string): Promise<string> {
  const applied = normaliseCode(code);
  const store = storage();
  for (const key of LANGUAGE_STORAGE_KEYS) {
    try {
      store?.setItem(key, applied);
    } catch {
      // quota or privacy mode: keep going, the choice just will not persist
    }
  }
  applyToDocument(applied);
  configureWire({ language: applied });
  await i18next.changeLanguage(tagOf(applied));
  return applied;
}

/** The platform code of the current interface language. */
export function currentLanguage(): string {
  return codeOfTag(i18next.language || 'en');
}
