/**
 * The home page's first paint on a phone, sent in the HTML (server/web.ts) so the player sees the
 * header, the first banner and the bottom bar before any script has run: on a slow phone the
 * app's code takes seconds to arrive and start (issue 15, mobile LCP). It is a picture of the
 * screen, not the screen: hidden from assistive technology, never focusable, and removed by the
 * app in the same frame as its own first screen commits (src/app/firstPaint.ts). Its boxes match
 * the app's (src/styles/firstPaint.css; tests/e2e/firstPaint.spec.ts compares them).
 */
import { escapeHtml } from './html';

export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/** The markup for a home page whose first banner is `bannerUrl` (a same-origin path). */
export function firstPaintHtml(bannerUrl: string): string {
  return (
    `<div id="${FIRST_PAINT_ELEMENT_ID}" class="first-paint" aria-hidden="true">` +
    '<div class="first-paint__header"></div>' +
    `<div class="first-paint__banner"><img src="${escapeHtml(bannerUrl)}" alt="" fetchpriority="high" /></div>` +
    '<div class="first-paint__bottom"></div>' +
    '</div>'
  );
}
