/**
 * The one contract between the renderer and the Electron main process.
 *
 * Channels are named `domain:action`. `IpcInvokeMap` lists request/response channels (renderer
 * invokes, main handles); `IpcEventMap` lists events main pushes to the renderer. The preload
 * builds a `DesktopBridge` object from these (checked with `satisfies`), and the renderer sees
 * it as `window.desktop`. See README.md beside this file for how to add a channel.
 */

/** Operator configuration baked into a desktop build (design: not part of the web contract). */
export type DesktopConfig = {
  /** Preferred platform origin, e.g. https://www.example-casino.com */
  platformOrigin: string;
  merchantCode: string;
  /** Generic update feed (electron-updater "generic" provider). */
  updateFeedUrl: string;
  appVersion: string;
};

/** Where the session token lives: OS-encrypted on disk, or (no keyring) in memory only. */
export type TokenStorageMode = 'encrypted' | 'memory';

/** A game launch: the vendor URL the platform returned and the window title to show. */
export type GameLaunch = { url: string; title: string };

/**
 * Where the auto-updater is. 'disabled': development builds and builds without a feed;
 * `percent` (0-100) only while downloading; `version` once an update is known.
 */
export type UpdateStatus = {
  state: 'disabled' | 'idle' | 'checking' | 'none' | 'available' | 'downloading' | 'downloaded' | 'error';
  version?: string;
  percent?: number;
};

/** A route of the renderer (HashRouter path with query), e.g. '/member?page=depositv2&deposit=12'. */
export type NavigateRequest = { path: string };

export type IpcInvokeMap = {
  'app:getConfig': { args: []; result: DesktopConfig };
  /** The platform origin in use: the configured one, or a domainRoute fallback when it failed. */
  'app:getOrigin': { args: []; result: string };
  /** The interface language (BCP 47 tag of `<html lang>`), for notifications, tray and menu. */
  'app:setLanguage': { args: [tag: string]; result: void };
  'auth:getToken': { args: []; result: string | null };
  'auth:setToken': { args: [token: string, remember: boolean]; result: void };
  'auth:clearToken': { args: []; result: void };
  'auth:storageMode': { args: []; result: TokenStorageMode };
  'shell:openExternal': { args: [url: string]; result: boolean };
  'games:open': { args: [launch: GameLaunch]; result: boolean };
  'updates:getStatus': { args: []; result: UpdateStatus };
  /** Checks the feed now (the menu item does the same); answers the status after the check. */
  'updates:check': { args: []; result: UpdateStatus };
  /** The person agreed: download the available update. False when none is available. */
  'updates:download': { args: []; result: boolean };
  /** The person agreed: restart and install a downloaded update. False when none is downloaded. */
  'updates:restart': { args: []; result: boolean };
};

export type IpcEventMap = {
  'games:closed': { url: string };
  /** Main asks the renderer to show a route (deep link, tray, menu, notification click). */
  'app:navigate': NavigateRequest;
  /** The platform origin changed (domainRoute fallback). */
  'app:originChanged': { origin: string };
  'updates:status': UpdateStatus;
};

export type InvokeChannel = keyof IpcInvokeMap;
export type EventChannel = keyof IpcEventMap;
/** The argument tuple of an invoke channel. */
export type InvokeArgs<C extends InvokeChannel> = IpcInvokeMap[C]['args'];
/** What an invoke channel resolves to. */
export type InvokeResult<C extends InvokeChannel> = IpcInvokeMap[C]['result'];

export const INVOKE_CHANNELS = [
  'app:getConfig',
  'app:getOrigin',
  'app:setLanguage',
  'auth:getToken',
  'auth:setToken',
  'auth:clearToken',
  'auth:storageMode',
  'shell:openExternal',
  'games:open',
  'updates:getStatus',
  'updates:check',
  'updates:download',
  'updates:restart',
] as const satisfies readonly InvokeChannel[];

export const EVENT_CHANNELS = [
  'games:closed',
  'app:navigate',
  'app:originChanged',
  'updates:status',
] as const satisfies readonly EventChannel[];

type Unsubscribe = () => void;

/** What the preload exposes as `window.desktop`: one method per operation. */
export type DesktopBridge = {
  app: {
    getConfig(): Promise<DesktopConfig>;
    getOrigin(): Promise<string>;
    setLanguage(tag: string): Promise<void>;
    onNavigate(listener: (request: NavigateRequest) => void): Unsubscribe;
    onOriginChanged(listener: (event: IpcEventMap['app:originChanged']) => void): Unsubscribe;
  };
  auth: {
    getToken(): Promise<string | null>;
    setToken(token: string, remember: boolean): Promise<void>;
    clearToken(): Promise<void>;
    storageMode(): Promise<TokenStorageMode>;
  };
  shell: { openExternal(url: string): Promise<boolean> };
  games: {
    open(launch: GameLaunch): Promise<boolean>;
    onClosed(listener: (event: IpcEventMap['games:closed']) => void): Unsubscribe;
  };
  updates: {
    getStatus(): Promise<UpdateStatus>;
    check(): Promise<UpdateStatus>;
    download(): Promise<boolean>;
    restart(): Promise<boolean>;
    onStatus(listener: (status: UpdateStatus) => void): Unsubscribe;
  };
};
