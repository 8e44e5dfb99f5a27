/**
 * Keyboard of a radio group (WAI-ARIA radio group pattern): one tab stop, the checked option;
 * arrow keys (and Home/End) move to the next option and choose it. Reading direction aware.
 */
import type { KeyboardEvent } from 'react';

/** Call from the group's onKeyDown. */
export function radioKeyDown<T>(
  event: KeyboardEvent<HTMLElement>,
  options: readonly T[],
  current: T,
  choose: (value: T) => void,
): void {
  const index = Math.max(0, options.indexOf(current));
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  let next: number | undefined;
  if (event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight'))
    next = (index + 1) % options.length;
  else if (event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft'))
    next = (index - 1 + options.length) % options.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = options.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  const value = options[next] as T;
  choose(value);
  // Focus follows the choice: the option is found by its position in the group.
  const radios = event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]');
  radios[next]?.focus();
}
