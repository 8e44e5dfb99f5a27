// @vitest-environment happy-dom
/** Theme resolution: stored choice, else the site default, else the OS preference; applied and remembered. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  getTheme,
  initTheme,
  resolveTheme,
  setTheme,
  THEME_STORAGE_KEY,
  toggleTheme,
} from '../../../../../src/features/theme/theme';

afterEach(() => localStorage.clear());

describe('resolveTheme', () => {
  it('prefers the stored choice, then the site default, then the OS preference', () => {
    expect(resolveTheme({ stored: 'light', siteDefault: 'dark', prefersDark: true })).toBe('light');
    expect(resolveTheme({ stored: null, siteDefault: 'light', prefersDark: true })).toBe('light');
    expect(resolveTheme({ stored: null, siteDefault: undefined, prefersDark: true })).toBe('dark');
    expect(resolveTheme({ stored: null, siteDefault: undefined, prefersDark: false })).toBe('light');
  });

  it('ignores a stored value that is not a theme', () => {
    expect(resolveTheme({ stored: 'purple', siteDefault: 'dark', prefersDark: false })).toBe('dark');
  });
});

describe('theme store', () => {
  it('applies the site default when nothing is stored, as <html data-theme>', () => {
    expect(initTheme({ defaultTheme: 'light' })).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('keeps the visitor’s choice over the site default, and remembers it', () => {
    setTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(initTheme({ defaultTheme: 'light' })).toBe('dark');
    toggleTheme();
    expect(getTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
