import { useSyncExternalStore } from 'react';
import { getTheme, subscribeTheme, type Theme } from './theme';

/** The current theme; re-renders when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, getTheme, getTheme);
}
