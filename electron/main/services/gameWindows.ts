/**
 * Game windows: untrusted vendor content, one window per launch. Each window gets no preload (the
 * game has no bridge at all), a fresh in-memory session (no cookies or storage shared with the
 * lobby or with another game), every permission denied, navigation held to the launch URL's
 * origin, and no new windows (allow-listed links go to the system browser). Closing a game tells
 * the renderer (`games:closed`) so the lobby can refresh balances.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import type { GameLaunch, IpcEventMap } from '../../../src/shared/ipc/contract';
import { installNavigationGuards, type GuardableContents } from '../security/navigationGuards';
import { denyAll, installPermissionPolicy, type PermissionSession } from '../security/permissions';
import type { SafeShell } from '../security/safeShell';
import { isSameOrigin, isWebUrl, parseUrl } from '../security/trustedUrl';
import { WINDOW_BACKGROUND } from '../windows/mainWindow';

/** The slice of `BrowserWindow` a game window needs. */
export type GameWindowLike = {
  webContents: GuardableContents;
  loadURL(url: string): Promise<void>;
  on(event: 'closed', listener: () => void): unknown;
  on(event: 'page-title-updated', listener: (event: { preventDefault(): void }) => void): unknown;
  close(): void;
};

/** A game's session (`session.fromPartition`): permission handlers and storage cleanup. */
export type GameSession = PermissionSession & { clearStorageData(): Promise<void> };

export type GameWindowsDeps<W extends GameWindowLike> = {
  createWindow(options: BrowserWindowConstructorOptions): W;
  /** Electron's `session.fromPartition(partition)`; the same partition string goes in the options. */
  sessionFor(partition: string): GameSession;
  randomUUID(): string;
  safeShell: Pick<SafeShell, 'open'>;
  /** Sends `games:closed` to the main window. */
  emitClosed(event: IpcEventMap['games:closed']): void;
  /** Accept http launch URLs on loopback (the local demo server). */
  allowLoopbackHttp: boolean;
};

/** Partition names carry no `persist:` prefix, so Electron keeps them in memory only. */
export const GAME_PARTITION_PREFIX = 'game-';

/** A game window's constructor options: sandboxed, isolated, no Node, no preload, its own partition. */
export function gameWindowOptions(title: string, partition: string): BrowserWindowConstructorOptions {
  return {
    title,
    width: 1280,
    height: 760,
    minWidth: 480,
    minHeight: 360,
    backgroundColor: WINDOW_BACKGROUND,
    autoHideMenuBar: true,
    webPreferences: {
      partition,
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

/**
 * Opens and tracks game windows. (TypeScript `private` rather than `#private`: Electronegativity's
 * parser cannot read class private fields in the bundled main process and would skip the file.)
 */
export class GameWindows<W extends GameWindowLike> {
  private readonly deps: GameWindowsDeps<W>;
  private readonly windows = new Set<W>();

  constructor(deps: GameWindowsDeps<W>) {
    this.deps = deps;
  }

  /**
   * Opens `launch.url` in a new game window. Returns false, opening nothing, for a URL that is
   * not https (or loopback http in development).
   */
  open(launch: GameLaunch): boolean {
    const url = parseUrl(launch.url);
    if (!url || !isWebUrl(url, this.deps.allowLoopbackHttp)) return false;
    const partition = `${GAME_PARTITION_PREFIX}${this.deps.randomUUID()}`;
    const session = this.deps.sessionFor(partition);
    installPermissionPolicy(session, denyAll);
    const win = this.deps.createWindow(gameWindowOptions(launch.title, partition));
    installNavigationGuards(win.webContents, {
      allowNavigation: (target) => isSameOrigin(target, url.origin),
      openOutside: (target) => void this.deps.safeShell.open(target),
    });
    // Keep the lobby's title: a game's <title> could impersonate another app.
    win.on('page-title-updated', (event) => event.preventDefault());
    win.on('closed', () => {
      this.windows.delete(win);
      this.deps.emitClosed({ url: launch.url });
      void session.clearStorageData().catch(() => undefined);
    });
    this.windows.add(win);
    void win.loadURL(url.href).catch((error: unknown) => console.warn('[gameWindows] the game failed to load', error));
    return true;
  }

  /** How many game windows are open. */
  get count(): number {
    return this.windows.size;
  }

  /** Closes every game window (used when the main window goes away). */
  closeAll(): void {
    for (const win of [...this.windows]) win.close();
  }
}
