/**
 * The desktop implementation of the platform seam: everything goes through the preload bridge
 * (`window.desktop`). The token never touches localStorage or sessionStorage here; the main
 * process keeps it (encrypted when the OS has a keyring).
 *
 * It also connects the page to the shell, so features need not know about it: the API origin
 * follows the main process (which falls back through the platform's domain list when the
 * configured origin fails), routes the shell asks for (deep links, tray, menu, notification
 * clicks) are shown through the hash router, and the interface language (`<html lang>`) is
 * passed on for the shell's own notifications and menus.
 */
import type { DesktopBridge } from '../shared/ipc/contract';
import { isAppRoute } from '../shared/ipc/routes';
import type { Platform } from './platform';
import { saveWithDownloadLink } from './saveFile';

/** What the desktop platform needs from the page (the real window, or fakes in tests). */
export type DesktopHost = {
  /** Shows a route: the desktop build uses the hash router (src/app/router.tsx). */
  showRoute(route: string): void;
  /** The current `<html lang>` and a way to hear when it changes. */
  language(): string;
  onLanguageChange(listener: () => void): void;
};

/** The real page: location.hash for routes, a MutationObserver on `<html lang>`. */
export function browserHost(win: Window): DesktopHost {
  const root = win.document.documentElement;
  return {
    showRoute: (route) => {
      win.location.hash = route;
    },
    language: () => root.lang,
    onLanguageChange: (listener) =>
      new MutationObserver(listener).observe(root, { attributes: true, attributeFilter: ['lang'] }),
  };
}

/** Builds the desktop platform over the bridge the preload exposed. */
export function createDesktopPlatform(bridge: DesktopBridge, host: DesktopHost = browserHost(window)): Platform {
  // The origin in use, as the main process last said; asked once, then kept current by events.
  let origin: Promise<string> | null = null;
  const apiOrigin = (): Promise<string> => {
    origin ??= bridge.app.getOrigin().catch((error: unknown) => {
      origin = null;
      throw error;
    });
    return origin;
  };
  bridge.app.onOriginChanged((event) => {
    origin = Promise.resolve(event.origin);
  });
  bridge.app.onNavigate((request) => {
    if (isAppRoute(request.path)) host.showRoute(request.path);
    else console.warn('[platform] ignored a route from the desktop shell that is not an app route');
  });
  // Tell the shell the language now and on every change; an empty or unchanged value is skipped.
  let sentLanguage = '';
  const sendLanguage = () => {
    const tag = host.language();
    if (!tag || tag === sentLanguage) return;
    sentLanguage = tag;
    bridge.app.setLanguage(tag).catch(() => {
      sentLanguage = '';
    });
  };
  host.onLanguageChange(sendLanguage);
  sendLanguage();

  // The page's own origin is app://bundle, so a relative link from the platform (e.g. a built-in
  // game at /games/...) is resolved against the platform origin, as it would be on the web.
  const absolute = async (url: string): Promise<string> => {
    try {
      return new URL(url, await apiOrigin()).href;
    } catch {
      return url;
    }
  };

  return {
    kind: 'desktop',
    apiOrigin,
    token: {
      get: () => bridge.auth.getToken(),
      set: (token, remember) => bridge.auth.setToken(token, remember),
      clear: () => bridge.auth.clearToken(),
      canRemember: async () => (await bridge.auth.storageMode()) === 'encrypted',
    },
    // The popup size is a web-only hint: the system browser decides its own window.
    async openExternal(url) {
      const opened = await bridge.shell.openExternal(await absolute(url));
      if (!opened) console.warn('[platform] the desktop shell refused to open a link outside the app');
    },
    // The shell opens its own sandboxed game window once the URL is known: no window waits.
    async openGame(launch) {
      const game = await launch();
      const opened = await bridge.games.open({ url: await absolute(game.url), title: game.title });
      if (opened) return { status: 'opened' };
      console.warn('[platform] the desktop shell refused to open a game URL');
      return { status: 'refused' };
    },
    // For now as on the web: Electron turns the download into its own save dialog.
    saveFile: async (name, blob) => saveWithDownloadLink(window, name, blob),
    // The update bar (src/features/updates/UpdateBar.tsx) drives these; nothing happens without a click.
    updates: {
      getStatus: () => bridge.updates.getStatus(),
      check: () => bridge.updates.check(),
      download: () => bridge.updates.download(),
      restart: () => bridge.updates.restart(),
      onStatus: (listener) => bridge.updates.onStatus(listener),
    },
  };
}
