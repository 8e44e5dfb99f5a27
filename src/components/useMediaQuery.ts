import { useSyncExternalStore } from 'react';

/** Phones: the compact header and the bottom navigation (src/layouts/layouts.module.css uses the same width). */
export const PHONE_QUERY = '(max-width: 599.98px)';
/** Narrow screens: the member and agent menus collapse behind a button (their CSS modules use 48rem). */
export const NARROW_QUERY = '(max-width: 48rem)';

/** Whether a media query matches now, re-rendering when it changes; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
