import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ELEMENT_ID } from '../shared/firstPaint';

/** Takes the HTML's first paint (src/shared/firstPaint.ts) off the screen. Idempotent. */
export function dismissFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
}

/**
 * Rendered beside a screen that replaces the first paint (the app, a gate page, an error): its
 * layout effect runs in the commit that puts that screen in the DOM, before the browser paints,
 * so the player never sees both or neither.
 */
export function FirstPaintDone() {
  useLayoutEffect(dismissFirstPaint, []);
  return null;
}
