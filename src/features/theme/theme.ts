/**
 * The colour theme: a tiny external store rather than a Redux slice, because it must be
 * applied before React renders (no flash of the wrong theme) and it touches only
 * localStorage and `<html data-theme>`.
 *
 * Resolution order: the visitor's stored choice (localStorage `theme`), else the site's
 * `defaultTheme` once the status call has told us, else the OS preference.
 */
export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';

export type ThemeInputs = {
  /** Raw value from storage; anything other than 'dark' or 'light' is ignored. */
  stored: string | null;
  siteDefault?: Theme | undefined;
  prefersDark: boolean;
};

/** Pure resolution of the theme to show. */
export function resolveTheme({ stored, siteDefault, prefersDark }: ThemeInputs): Theme {
  if (stored === 'dark' || stored === 'light') return stored;
  if (siteDefault === 'dark' || siteDefault === 'light') return siteDefault;
  return prefersDark ? 'dark' : 'light';
}

let current: Theme = 'dark';
let siteDefault: Theme | undefined;
const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames); the theme still works.
    return null;
  }
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function apply(theme: Theme): void {
  current = theme;
  document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
}

/**
 * Applies the theme for what is known now. Call once at start-up (no site yet) and again
 * when the site configuration arrives.
 */
export function initTheme(site?: { defaultTheme?: Theme | undefined }): Theme {
  if (site?.defaultTheme) siteDefault = site.defaultTheme;
  apply(resolveTheme({ stored: readStored(), siteDefault, prefersDark: prefersDark() }));
  return current;
}

/** The visitor's explicit choice: applied and remembered. */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  apply(theme);
}

export function toggleTheme(): void {
  setTheme(current === 'dark' ? 'light' : 'dark');
}

export function getTheme(): Theme {
  return current;
}

/** For useSyncExternalStore. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
