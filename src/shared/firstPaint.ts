/**
 * A phone's first paint, sent in the HTML (server/web.ts) so the player sees the page's frame and
 * its largest picture before any script has run: on a slow phone the app's code takes seconds to
 * arrive and start (issue 15, mobile LCP). It is a picture of the screen, not the screen: hidden
 * from assistive technology, never focusable, and taken away by the app in the commit of its own
 * screen (src/components/FirstPaintDone.tsx). Its boxes match the app's (src/styles/firstPaint.css;
 * tests/e2e/firstPaint.spec.ts compares them).
 *
 * - The home page: the header, the first banner and the bottom bar. It goes when the app first
 *   commits (the home screen is in the entry).
 * - A lobby page (/rng, /live, …): the header, room for the filter rows the lobby will show, its
 *   first tiles' pictures and the bottom bar. The lobby's screen is a lazy chunk, so when the app's
 *   frame commits the picture only steps back to the content area (the app's own header and bottom
 *   bar show), and it goes when the screen commits.
 */
import type { LobbyRows } from './bootAnswers';
import { escapeHtml } from './html';

export const FIRST_PAINT_ELEMENT_ID = 'first-paint';
/** The class the app adds to a lobby's picture once its own header and bottom bar are on screen. */
export const FIRST_PAINT_FRAMED_CLASS = 'first-paint--framed';
/** Set on a picture that waits for the screen, not the app's frame, to go. */
export const FIRST_PAINT_SCREEN_ATTRIBUTE = 'data-until-screen';
/** The lobby's first tiles in the picture: two rows of a phone's three columns at most. */
export const FIRST_PAINT_LOBBY_TILES = 6;

const frame = (content: string, attributes = '') =>
  `<div id="${FIRST_PAINT_ELEMENT_ID}" class="first-paint" aria-hidden="true"${attributes}>` +
  '<div class="first-paint__header"></div>' +
  content +
  '<div class="first-paint__bottom"></div>' +
  '</div>';

/** The markup for a home page whose first banner is `bannerUrl` (a same-origin path). */
export function firstPaintHtml(bannerUrl: string): string {
  return frame(
    `<div class="first-paint__banner"><img src="${escapeHtml(bannerUrl)}" alt="" fetchpriority="high" /></div>`,
  );
}

/** The markup for a lobby page with these filter rows and first tile pictures (same-origin paths). */
export function firstLobbyPaintHtml(rows: LobbyRows, tileImages: readonly string[]): string {
  const tiles = tileImages
    .slice(0, FIRST_PAINT_LOBBY_TILES)
    .map(
      (url, index) =>
        '<div class="first-paint__tile"><div class="first-paint__media">' +
        `<img src="${escapeHtml(url)}" alt=""${index < 2 ? ' fetchpriority="high"' : ''} />` +
        '</div></div>',
    )
    .join('');
  return frame(
    '<div class="first-paint__lobby">' +
      '<div class="first-paint__title"></div>' +
      (rows.vendorMenu ? '<div class="first-paint__vendors"></div>' : '') +
      (rows.chips ? '<div class="first-paint__chips"></div>' : '') +
      '<div class="first-paint__search"></div>' +
      '<div class="first-paint__count"></div>' +
      `<div class="first-paint__tiles">${tiles}</div>` +
      '</div>',
    ` ${FIRST_PAINT_SCREEN_ATTRIBUTE}=""`,
  );
}
