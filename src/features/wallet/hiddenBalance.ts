/**
 * Whether balances show as stars (the header's hide toggle). A tiny external store
 * over localStorage, so every balance on the page (header, wallet page) follows one switch and
 * the choice survives a reload.
 */
import { useSyncExternalStore } from 'react';

export const BALANCE_HIDDEN_KEY = 'balanceHidden';

/** What a hidden amount shows instead of digits. */
export const HIDDEN_AMOUNT = '******';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false; // storage disabled: balances show, and the toggle lasts for this page only
  }
}

let hidden = typeof window === 'undefined' ? false : read();

export function isBalanceHidden(): boolean {
  return hidden;
}

export function setBalanceHidden(next: boolean): void {
  hidden = next;
  try {
    if (next) window.localStorage.setItem(BALANCE_HIDDEN_KEY, '1');
    else window.localStorage.removeItem(BALANCE_HIDDEN_KEY);
  } catch {
    // quota or privacy mode: the choice holds until the page reloads
  }
  for (const listener of listeners) listener();
}

/** Re-reads storage (another tab, or a test that seeded it). */
export function reloadBalanceHidden(): void {
  hidden = read();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab toggling follows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BALANCE_HIDDEN_KEY) reloadBalanceHidden();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** [hidden, setHidden] for components. */
export function useBalanceHidden(): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(subscribe, isBalanceHidden, isBalanceHidden);
  return [value, setBalanceHidden];
}
