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
import { configureWire } from '../api/wireContext';
import type { SiteConfig } from '../shared/wire';
import { codeOfTag, directionOf, normaliseCode, resolveLanguage, tagOf } from './language';
import { DEFAULT_NAMESPACE, INITIAL_NAMESPACES } from './resources';

export { languageOptions, resolveLanguage, type LanguageOption } from './language';

type Catalog = Record<string, unknown>;

/**
 * Loaders of the namespaces the home page uses (its frame, home, games, launch), in every
 * language. The loaders of all catalogs are a list of ~500 chunk URLs, so that list is a chunk
 * of its own (allCatalogs.ts), fetched when another namespace is first needed (quality bar 21).
 * Which namespaces are listed here only changes when that list loads, never what loads.
 */
const homeCatalogs = import.meta.glob<Catalog>('./locales/*/{common,boot,errors,nav,home,games,launch}.json', { import: 'default' });

let allCatalogs: Promise<typeof homeCatalogs> | undefined;

function loadAllCatalogs(): Promise<typeof homeCatalogs> {
  allCatalogs ??= import('./allCatalogs').then((m) => m.catalogs);
  // A chunk that failed to load is asked for again next time.
  allCatalogs.catch(() => {
    allCatalogs = undefined;
  });
  return allCatalogs;
}

/** The catalog of one language and namespace; empty when there is no such file. */
export async function loadCatalog(tag: string, namespace: string): Promise<Catalog> {
  const path = `./locales/${tag}/${namespace}.json`;
  const load = homeCatalogs[path] ?? (await loadAllCatalogs())[path];
  return load ? load() : {};
}

/** localStorage keys of the chosen language (contract §7); both hold the platform code. */
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
