/**
 * Which modal is on top. Only the top modal handles Escape and Tab, and everything beneath
 * it (the app root and lower modals) is made `inert`, so pointer, keyboard and screen
 * readers all stay inside the top one.
 */
const stack: HTMLElement[] = [];
const listeners = new Set<() => void>();

/** How many modals are open (src/features/ui/modalTurn.ts waits for none). */
export const openModalCount = (): number => stack.length;

/** Calls `listener` whenever a modal opens or closes; returns the unsubscribe. */
export function subscribeModalStack(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = () => {
  for (const listener of [...listeners]) listener();
};

function appRoot(): HTMLElement | null {
  return document.getElementById('root');
}

function refreshInert(): void {
  const top = stack[stack.length - 1];
  const root = appRoot();
  if (root) root.toggleAttribute('inert', stack.length > 0);
  for (const el of stack) el.toggleAttribute('inert', el !== top);
}

export function pushModal(el: HTMLElement): void {
  stack.push(el);
  refreshInert();
  notify();
}

export function popModal(el: HTMLElement): void {
  const at = stack.indexOf(el);
  if (at >= 0) stack.splice(at, 1);
  el.removeAttribute('inert');
  refreshInert();
  notify();
}

export function isTopModal(el: HTMLElement): boolean {
  return stack[stack.length - 1] === el;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Focusable descendants in tab order (positive tabindex is not used in this app). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}
