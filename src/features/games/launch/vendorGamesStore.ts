/**
 * Which group vendor's game list is open (a game flagged as a vassalage group opens a
 * popup game list). Any card may ask for it through useLaunchGame; one host shows it. A tiny
 * store outside Redux: it holds no server data and nothing else needs to know.
 */
import { useSyncExternalStore } from 'react';
import type { GameType } from '../../../shared/wire';

export type GroupVendor = { vassalage: string; gameType: GameType; displayName: string };

let current: GroupVendor | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openVendorGames(vendor: GroupVendor): void {
  current = vendor;
  emit();
}

export function closeVendorGames(): void {
  if (current === null) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open group vendor, or null. */
export function useOpenVendorGames(): GroupVendor | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
