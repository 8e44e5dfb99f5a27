/**
 * The desktop implementation of the platform seam: everything goes through the preload bridge
 * (`window.desktop`). The token never touches localStorage or sessionStorage here; the main
 * process keeps it (encrypted when the OS has a keyring).
 */
import type { DesktopBridge, DesktopConfig } from '../shared/ipc/contract';
import type { Platform } from './platform';

/** Builds the desktop platform over the bridge the preload exposed. */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  let config: Promise<DesktopConfig> | null = null;
  // The configuration cannot change while the app runs: ask once, but retry after a failure.
  const getConfig = (): Promise<DesktopConfig> => {
    config ??= bridge.app.getConfig().catch((error: unknown) => {
      config = null;
      throw error;
    });
    return config;
  };

  // The page's own origin is app://bundle, so a relative link from the platform (e.g. a built-in
  // game at /games/...) is resolved against the platform origin, as it would be on the web.
  const absolute = async (url: string): Promise<string> => {
    try {
      return new URL(url, (await getConfig()).platformOrigin).href;
    } catch {
      return url;
    }
  };

  return {
    kind: 'desktop',
    apiOrigin: async () => (await getConfig()).platformOrigin,
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
    async openGame(launch) {
      const opened = await bridge.games.open({ url: await absolute(launch.url), title: launch.title });
      if (!opened) console.warn('[platform] the desktop shell refused to open a game URL');
    },
  };
}
