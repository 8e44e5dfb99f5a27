/**
 * Navigation guards shared by every window: no new windows (ever), no main-frame navigation or
 * redirect away from the window's own origin, no <webview>. Links the page tries to open
 * elsewhere are offered to the safe shell, which opens only allow-listed https URLs.
 */

/** The navigation events' shape (Electron's `Event<WebContentsWillNavigateEventParams>`). */
export type NavigationEvent = { url: string; isMainFrame?: boolean; preventDefault(): void };

/** The slice of `WebContents` the guards install on. */
export type GuardableContents = {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: 'will-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
};

export type NavigationPolicy = {
  /** True when the window's main frame may load `url` (its own origin). */
  allowNavigation(url: string): boolean;
  /** Receives URLs the window will not load itself; typically `safeShell.open`. */
  openOutside(url: string): void;
};

/** Installs the guards on a window's web contents. Call before the first load. */
export function installNavigationGuards(contents: GuardableContents, policy: NavigationPolicy): void {
  contents.setWindowOpenHandler(({ url }) => {
    policy.openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    if (policy.allowNavigation(event.url)) return;
    event.preventDefault();
    policy.openOutside(event.url);
  });
  // A server redirect is not a user's choice of link: block it without offering it to the browser.
  contents.on('will-redirect', (event) => {
    if (event.isMainFrame === false || policy.allowNavigation(event.url)) return;
    event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}
