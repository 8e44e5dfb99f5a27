/**
 * The renderer's seam to where it runs. Features call `platform` for anything that differs
 * between the browser and the desktop shell; nothing else checks which one it is.
 * Import this module only: lint forbids importing platform.web or platform.desktop directly.
 */
import type { DesktopBridge, GameLaunch, UpdateStatus } from '../shared/ipc/contract';
import { createDesktopPlatform } from './platform.desktop';
import { createWebPlatform } from './platform.web';

export type { GameLaunch, UpdateStatus };

/** What became of a game window (`Platform.openGame`). */
export type GameWindowOutcome =
  /**
   * `closed` settles when the person closes the game window (web; the desktop shell's windows
   * report nothing here): the balance is read again then (issue 14 item 5).
   */
  | { status: 'opened'; closed?: Promise<void> }
  /** The person closed the waiting window before the game arrived: nothing more to do. */
  | { status: 'closed' }
  /** Web: the browser allowed no window. A later click may open `launch` (openGame again). */
  | { status: 'blocked'; launch: GameLaunch }
  /** The URL is not one a game may open (scheme), or the desktop shell refused it. */
  | { status: 'refused' };

/**
 * The desktop shell's updater (electron/main/services/updater.ts): what it found and the two
 * steps the person agrees to, the download and the restart into it.
 */
export type AppUpdates = {
  getStatus(): Promise<UpdateStatus>;
  check(): Promise<UpdateStatus>;
  /** False when there is nothing to download. */
  download(): Promise<boolean>;
  /** False when no update is downloaded. */
  restart(): Promise<boolean>;
  onStatus(listener: (status: UpdateStatus) => void): () => void;
};

export type Platform = {
  kind: 'web' | 'desktop';
  /** Origin the API lives on: '' (same origin) on the web; the operator's origin on desktop. */
  apiOrigin(): Promise<string>;
  /** The session token; on desktop it lives in the main process, encrypted. */
  token: {
    get(): Promise<string | null>;
    set(token: string, remember: boolean): Promise<void>;
    clear(): Promise<void>;
    /** False where the token can only be kept in memory (no OS keyring). */
    canRemember(): Promise<boolean>;
  };
  /** Opens a URL outside the app: a popup window on the web, the system browser on desktop. */
  openExternal(url: string, popup?: { width: number; height: number }): Promise<void>;
  /**
   * Opens a game in its own window. `launch` asks the server for the game's URL; call openGame
   * synchronously inside the click: the web opens its window before `launch` settles, because
   * a popup blocker refuses `window.open` after an await. Rejects with `launch`'s error (any
   * window already opened is closed again).
   */
  openGame(launch: () => Promise<GameLaunch>): Promise<GameWindowOutcome>;
  /** Saves a file the app made (a report's CSV) under `name`: a download on the web. */
  saveFile(name: string, blob: Blob): Promise<void>;
  /** The app's own updates: the desktop shell's updater; null on the web (the page is always current). */
  updates: AppUpdates | null;
};

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
  interface ImportMetaEnv {
    /** True in the web build (.config/vite.web.ts), which never runs in the desktop shell. */
    readonly WEB_BUILD?: boolean;
  }
}

// In the web build the condition is false at build time, so the desktop platform is not
// shipped to browsers (home-route JavaScript budget: tests/bench/bundleSize.ts). Desktop and test
// builds choose by the bridge.
export const platform: Platform =
  !import.meta.env.WEB_BUILD && window.desktop ? createDesktopPlatform(window.desktop) : createWebPlatform(window);
