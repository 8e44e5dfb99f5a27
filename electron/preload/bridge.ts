/**
 * Builds `window.desktop` from the contract: one method per operation, each a typed
 * `ipcRenderer.invoke`, and listeners that return their unsubscribe. The ipcRenderer object
 * itself never leaves this module (contextBridge would otherwise hand the page a way to send
 * on any channel).
 */
import type {
  DesktopBridge,
  EventChannel,
  GameLaunch,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
  IpcEventMap,
  NavigateRequest,
  UpdateStatus,
} from '../../src/shared/ipc/contract';

/** The slice of Electron's `ipcRenderer` the bridge uses. */
export type IpcRendererLike = {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
};

/** Creates the bridge over `ipc` (Electron's ipcRenderer in the preload, a fake in tests). */
export function createBridge(ipc: IpcRendererLike) {
  const invoke = <C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> =>
    ipc.invoke(channel, ...args) as Promise<InvokeResult<C>>;

  const listen = <C extends EventChannel>(channel: C, listener: (payload: IpcEventMap[C]) => void): (() => void) => {
    // Drop Electron's event argument: it carries `sender`, which must not reach the page.
    const wrapped = (_event: unknown, payload: unknown): void => listener(payload as IpcEventMap[C]);
    ipc.on(channel, wrapped);
    return () => {
      ipc.removeListener(channel, wrapped);
    };
  };

  return {
    app: {
      getConfig: () => invoke('app:getConfig'),
      getOrigin: () => invoke('app:getOrigin'),
      setLanguage: (tag: string) => invoke('app:setLanguage', tag),
      onNavigate: (listener: (request: NavigateRequest) => void) => listen('app:navigate', listener),
      onOriginChanged: (listener: (event: IpcEventMap['app:originChanged']) => void) =>
        listen('app:originChanged', listener),
    },
    auth: {
      getToken: () => invoke('auth:getToken'),
      setToken: (token: string, remember: boolean) => invoke('auth:setToken', token, remember),
      clearToken: () => invoke('auth:clearToken'),
      storageMode: () => invoke('auth:storageMode'),
    },
    shell: {
      openExternal: (url: string) => invoke('shell:openExternal', url),
    },
    games: {
      open: (launch: GameLaunch) => invoke('games:open', launch),
      onClosed: (listener: (event: IpcEventMap['games:closed']) => void) => listen('games:closed', listener),
    },
    updates: {
      getStatus: () => invoke('updates:getStatus'),
      check: () => invoke('updates:check'),
      download: () => invoke('updates:download'),
      restart: () => invoke('updates:restart'),
      onStatus: (listener: (status: UpdateStatus) => void) => listen('updates:status', listener),
    },
  } satisfies DesktopBridge;
}
