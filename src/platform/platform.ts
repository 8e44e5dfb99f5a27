/**
 * The renderer's seam to where it runs. Features call `platform` for anything that differs
 * between the browser and the desktop shell; nothing else checks which one it is.
 * Import this module only: lint forbids importing platform.web or platform.desktop directly.
 */
import type { DesktopBridge } from '../shared/ipc/contract';
import { createDesktopPlatform } from './platform.desktop';
import { createWebPlatform } from './platform.web';

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
  /** Opens a game launch URL in its own window. */
  openGame(launch: { url: string; title: string }): Promise<void>;
};

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

export const platform: Platform = window.desktop ? createDesktopPlatform(window.desktop) : createWebPlatform(window);
