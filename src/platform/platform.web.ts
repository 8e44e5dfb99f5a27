/**
 * The browser side of the platform seam. The API is same-origin, the session token lives in
 * sessionStorage `token` (it ends with the tab), and outside links open in
 * popups without a handle back to this page.
 */
import type { GameLaunch, GameWindowOutcome, Platform } from './platform';
import { saveWithDownloadLink } from './saveFile';

const TOKEN_KEY = 'token';

/** Schemes an outside link may use; anything else (javascript:, data:, file:) is not opened. */
const EXTERNAL_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
/** A game is a web page. */
const GAME_SCHEMES = ['http:', 'https:'];

/** Storage access throws where it is disabled (privacy settings, sandboxed frames). */
function session(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/** `window.open` features for a popup of the given size, centred over this window. */
export function popupFeatures(win: Window, size: { width: number; height: number }): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - size.height) / 2));
  return `popup,noopener,noreferrer,width=${size.width},height=${size.height},left=${left},top=${top}`;
}

/** The URL resolved against this page, when its scheme may be opened outside the app. */
export function openableUrl(
  url: string,
  base: string,
  schemes: readonly string[] = EXTERNAL_SCHEMES,
): string | undefined {
  try {
    const parsed = new URL(url, base);
    return schemes.includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens a game window at once (inside the click that asked for it), then points it at the game
 * when `launch` answers; closes it again when `launch` fails or the URL may not be opened.
 * The window is opened without `noopener` (that would leave no handle to navigate), so its
 * `opener` is cut right away: the game cannot reach back into this page.
 */
export async function openGameWindow(win: Window, launch: () => Promise<GameLaunch>): Promise<GameWindowOutcome> {
  const waiting = win.open('about:blank', '_blank');
  if (waiting) waiting.opener = null;
  let game: GameLaunch;
  try {
    game = await launch();
  } catch (error) {
    waiting?.close();
    throw error;
  }
  const target = openableUrl(game.url, win.location.href, GAME_SCHEMES);
  if (!target) {
    waiting?.close();
    return { status: 'refused' };
  }
  if (waiting) {
    if (waiting.closed) return { status: 'closed' };
    waiting.location.replace(target);
    return { status: 'opened', closed: whenClosed(win, waiting) };
  }
  // Blocked before the await; browsers that still count the click as recent allow this one.
  const late = win.open(target, '_blank');
  if (!late) return { status: 'blocked', launch: { url: target, title: game.title } };
  late.opener = null;
  return { status: 'opened', closed: whenClosed(win, late) };
}

/** How often an open game window is checked for being closed (no event says so across origins). */
export const GAME_WINDOW_CHECK_MS = 1000;

/** Settles once `game` is closed; `closed` is readable across origins, unlike any event. */
function whenClosed(win: Window, game: Window): Promise<void> {
  return new Promise((resolve) => {
    const timer = win.setInterval(() => {
      if (!game.closed) return;
      win.clearInterval(timer);
      resolve();
    }, GAME_WINDOW_CHECK_MS);
  });
}

export function createWebPlatform(win: Window): Platform {
  // Where storage is refused, the token lives in memory for this page only.
  let memoryToken: string | null = null;
  let memoryOnly = false;

  return {
    kind: 'web',
    apiOrigin: async () => '',
    token: {
      async get() {
        const store = memoryOnly ? undefined : session(win);
        return store ? store.getItem(TOKEN_KEY) : memoryToken;
      },
      // "Remember password" is a cookie of the login form; the token itself
      // stays per tab either way.
      async set(token, _remember) {
        memoryToken = token;
        try {
          const store = session(win);
          if (!store) throw new Error('no sessionStorage');
          store.setItem(TOKEN_KEY, token);
          memoryOnly = false;
        } catch {
          memoryOnly = true;
        }
      },
      async clear() {
        memoryToken = null;
        session(win)?.removeItem(TOKEN_KEY);
      },
      canRemember: async () => true,
    },
    async openExternal(url, popup) {
      const target = openableUrl(url, win.location.href);
      if (!target) return;
      win.open(target, '_blank', popup ? popupFeatures(win, popup) : 'noopener,noreferrer');
    },
    openGame: (launch) => openGameWindow(win, launch),
    saveFile: async (name, blob) => saveWithDownloadLink(win, name, blob),
    updates: null,
  };
}
