/**
 * The main window: the renderer bundle with the one trusted preload. Options and guards live here
 * so they can be asserted in tests; Electron's BrowserWindow is injected by main/index.ts.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { installNavigationGuards, type GuardableContents } from '../security/navigationGuards';
import type { PermissionRule } from '../security/permissions';
import { trackWindowState, type Rect, type TrackableWindow, type WindowState } from './windowState';

/** The slice of `BrowserWindow` this module drives. */
export type MainWindowLike = TrackableWindow & {
  webContents: GuardableContents;
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  maximize(): void;
};

export type MainWindowDeps<W extends MainWindowLike> = {
  createWindow(options: BrowserWindowConstructorOptions): W;
  /** Absolute path of out/preload/main.cjs. */
  preloadPath: string;
  /** Restored by windowState.restoreWindowState. */
  state: WindowState;
  /** app://bundle/index.html, or the electron-vite dev server in development. */
  entryUrl: string;
  /** True for URLs the window may show (the bundle's origin, plus the dev server in development). */
  isAppUrl(url: string): boolean;
  /** Where links the window will not show go: the safe shell. */
  openOutside(url: string): void;
  saveState(state: WindowState): void;
};

/** Dark background of the renderer, shown before the first paint (no white flash). */
export const WINDOW_BACKGROUND = '#0e1116';

/** The main window's constructor options: isolated, sandboxed, no Node, web security on. */
export function mainWindowOptions(preloadPath: string, bounds: Rect): BrowserWindowConstructorOptions {
  return {
    ...bounds,
    minWidth: 800,
    minHeight: 600,
    show: false,
    backgroundColor: WINDOW_BACKGROUND,
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // Middle-click would open a new window; new windows are denied anyway, so turn it off.
      disableBlinkFeatures: 'Auxclick',
    },
  };
}

/** Lets the lobby copy to the clipboard (referral links); every other permission is denied. */
export function mainWindowPermissionRule(isAppUrl: (url: string) => boolean): PermissionRule {
  return (permission, requestingUrl) => permission === 'clipboard-sanitized-write' && isAppUrl(requestingUrl);
}

/** Creates the main window, installs its guards and state tracking, and starts loading the app. */
export function createMainWindow<W extends MainWindowLike>(deps: MainWindowDeps<W>): W {
  const win = deps.createWindow(mainWindowOptions(deps.preloadPath, deps.state.bounds));
  installNavigationGuards(win.webContents, {
    allowNavigation: (url) => deps.isAppUrl(url),
    openOutside: deps.openOutside,
  });
  trackWindowState(win, deps.saveState);
  win.once('ready-to-show', () => {
    if (deps.state.maximized) win.maximize();
    win.show();
  });
  void win
    .loadURL(deps.entryUrl)
    .catch((error: unknown) => console.error('[mainWindow] failed to load the app', error));
  return win;
}
