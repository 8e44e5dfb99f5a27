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

export type IpcInvokeMap = {
  'app:getConfig': { args: []; result: DesktopConfig };
  'auth:getToken': { args: []; result: string | null };
  'auth:setToken': { args: [token: string, remember: boolean]; result: void };
  'auth:clearToken': { args: []; result: void };
  'auth:storageMode': { args: []; result: TokenStorageMode };
  'shell:openExternal': { args: [url: string]; result: boolean };
  'games:open': { args: [launch: GameLaunch]; result: boolean };
};

export type IpcEventMap = {
  'games:closed': { url: string };
};

export type InvokeChannel = keyof IpcInvokeMap;
export type EventChannel = keyof IpcEventMap;
/** The argument tuple of an invoke channel. */
export type InvokeArgs<C extends InvokeChannel> = IpcInvokeMap[C]['args'];
/** What an invoke channel resolves to. */
export type InvokeResult<C extends InvokeChannel> = IpcInvokeMap[C]['result'];

export const INVOKE_CHANNELS = [
  'app:getConfig',
  'auth:getToken',
  'auth:setToken',
  'auth:clearToken',
  'auth:storageMode',
  'shell:openExternal',
  'games:open',
] as const satisfies readonly InvokeChannel[];

export const EVENT_CHANNELS = ['games:closed'] as const satisfies readonly EventChannel[];

type Unsubscribe = () => void;

/** What the preload exposes as `window.desktop`: one method per operation. */
export type DesktopBridge = {
  app: { getConfig(): Promise<DesktopConfig> };
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
};
