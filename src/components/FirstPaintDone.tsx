import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ELEMENT_ID, FIRST_PAINT_FRAMED_CLASS, FIRST_PAINT_SCREEN_ATTRIBUTE } from '../shared/firstPaint';

/** Takes the HTML's first paint (src/shared/firstPaint.ts) off the screen. Idempotent. */
export function dismissFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
}

/**
 * The app's frame (header, menus, bottom bar) is on screen: a picture that waits for its screen
 * (a lobby's, whose screen is a lazy chunk) keeps covering only the content area; any other goes.
 */
export function frameFirstPaint(): void {
  const picture = document.getElementById(FIRST_PAINT_ELEMENT_ID);
  if (picture?.hasAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE)) picture.classList.add(FIRST_PAINT_FRAMED_CLASS);
  else picture?.remove();
}

/**
 * Rendered beside what replaces the first paint (a screen, a gate page, an error; with
 * `frameOnly`, the app's frame): its layout effect runs in the commit that puts that in the DOM,
 * before the browser paints, so the player never sees both or neither.
 */
export function FirstPaintDone({ frameOnly = false }: { frameOnly?: boolean }) {
  useLayoutEffect(() => {
    if (frameOnly) frameFirstPaint();
    else dismissFirstPaint();
  }, [frameOnly]);
  return null;
}
