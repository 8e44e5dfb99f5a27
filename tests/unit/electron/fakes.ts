/**
 * Fakes of the small Electron interfaces the main-process modules take. They record what was
 * installed and let a test fire the events Electron would.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { InvokeEvent, IpcMainLike } from '../../../electron/main/ipc/handle';
import type { GuardableContents, NavigationEvent } from '../../../electron/main/security/navigationGuards';
import type { PermissionSession } from '../../../electron/main/security/permissions';
import type { TrayLike } from '../../../electron/main/services/tray';
import type { UpdaterLike } from '../../../electron/main/services/updater';
import type { BackstopContents, RequestError } from '../../../electron/main/shell/deps';

type Listener = (...args: never[]) => unknown;

/** Records listeners by event name and fires them. */
export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => unknown)(...args);
  }
}

/** A navigation event that records whether it was prevented. */
export function navigationEvent(url: string, isMainFrame = true): NavigationEvent & { prevented: boolean } {
  const event = { url, isMainFrame, prevented: false, preventDefault: () => void (event.prevented = true) };
  return event;
}

/** Fake `WebContents`: the window-open handler and navigation listeners. */
export class FakeContents extends FakeEmitter implements GuardableContents {
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  readonly sent: [string, unknown][] = [];
  destroyed = false;
  loading = false;

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler;
  }

  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  isLoading(): boolean {
    return this.loading;
  }

  /** The payloads sent on `channel`, oldest first. */
  sentOn(channel: string): unknown[] {
    return this.sent.filter(([sentChannel]) => sentChannel === channel).map(([, payload]) => payload);
  }

  /** Fires will-navigate (or another navigation event) and says whether the window stayed. */
  navigate(url: string, event: 'will-navigate' | 'will-redirect' = 'will-navigate', isMainFrame = true): boolean {
    const e = navigationEvent(url, isMainFrame);
    this.emit(event, e);
    return !e.prevented;
  }
}

/** Fake `BrowserWindow`, created with options by an injected factory. */
export class FakeWindow extends FakeEmitter {
  readonly webContents = new FakeContents();
  readonly loaded: string[] = [];
  shown = false;
  maximized = false;
  minimized = false;
  focused = false;
  closed = false;
  progress: number | null = null;
  bounds = { x: 10, y: 20, width: 1000, height: 700 };

  constructor(readonly options: unknown) {
    super();
  }

  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
  }

  show(): void {
    this.shown = true;
  }

  hide(): void {
    this.shown = false;
  }

  focus(): void {
    this.focused = true;
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  restore(): void {
    this.minimized = false;
  }

  setProgressBar(progress: number): void {
    this.progress = progress;
  }

  maximize(): void {
    this.maximized = true;
  }

  isMaximized(): boolean {
    return this.maximized;
  }

  getNormalBounds(): { x: number; y: number; width: number; height: number } {
    return this.bounds;
  }

  close(): void {
    this.closed = true;
    this.emit('closed');
  }
}

type RequestHandler = Parameters<PermissionSession['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<PermissionSession['setPermissionCheckHandler']>[0];

/** Fake `Session`: keeps the permission handlers so a test can ask them. */
export class FakeSession implements PermissionSession {
  requestHandler: RequestHandler | null = null;
  checkHandler: CheckHandler | null = null;
  deviceHandler: ((details: unknown) => boolean) | null = null;
  cleared = 0;
  readonly requestErrorListeners: ((details: RequestError) => void)[] = [];
  readonly webRequest = {
    onErrorOccurred: (listener: (details: RequestError) => void) => void this.requestErrorListeners.push(listener),
  };

  setPermissionRequestHandler(handler: RequestHandler): void {
    this.requestHandler = handler;
  }

  setPermissionCheckHandler(handler: CheckHandler): void {
    this.checkHandler = handler;
  }

  setDevicePermissionHandler(handler: (details: unknown) => boolean): void {
    this.deviceHandler = handler;
  }

  async clearStorageData(): Promise<void> {
    this.cleared += 1;
  }

  /** Asks the request handler, as Electron would for a prompt. */
  request(permission: string, requestingUrl: string): boolean {
    let granted: boolean | undefined;
    this.requestHandler?.(null, permission, (value) => (granted = value), { requestingUrl });
    if (granted === undefined) throw new Error('the request handler never answered');
    return granted;
  }

  /** Asks the check handler, as Electron would for a silent query. */
  check(permission: string, requestingUrl: string): boolean {
    if (!this.checkHandler) throw new Error('no check handler');
    return this.checkHandler(null, permission, new URL(requestingUrl).origin, { requestingUrl });
  }
}

/** Fake `ipcMain`: keeps the registered listeners so a test can invoke them. */
export class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, (event: InvokeEvent, ...args: unknown[]) => unknown>();

  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }

  async invoke(channel: string, event: InvokeEvent, ...args: unknown[]): Promise<unknown> {
    const listener = this.handlers.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return listener(event, ...args);
  }
}

/** Fake `Tray`; the menu is the template itself (the fake `Menu.buildFromTemplate` returns it). */
export class FakeTray implements TrayLike<MenuItemConstructorOptions[]> {
  menu: MenuItemConstructorOptions[] = [];
  tooltip = '';
  clickListener: (() => void) | null = null;
  destroyed = false;

  setContextMenu(menu: MenuItemConstructorOptions[]): void {
    this.menu = menu;
  }

  setToolTip(text: string): void {
    this.tooltip = text;
  }

  on(_event: 'click', listener: () => void): this {
    this.clickListener = listener;
    return this;
  }

  destroy(): void {
    this.destroyed = true;
  }
}

/** Fake web contents as Electron announces them to `web-contents-created` (the app-wide backstop). */
export class FakeBackstopContents extends FakeEmitter implements BackstopContents {
  windowOpenHandler: (() => { action: 'deny' }) | null = null;

  setWindowOpenHandler(handler: () => { action: 'deny' }): void {
    this.windowOpenHandler = handler;
  }
}

/**
 * Fake Electron `app`: records what the shell asks of it. `quit()` emits 'before-quit' as
 * Electron does; `locked` is what requestSingleInstanceLock answers (false: a second copy).
 */
export class FakeApp extends FakeEmitter {
  isPackaged = false;
  locked = true;
  sandboxed = false;
  quits = 0;
  exitCode: number | null = null;
  userModelId: string | null = null;
  readonly protocolClients: string[] = [];

  enableSandbox(): void {
    this.sandboxed = true;
  }

  async whenReady(): Promise<void> {}

  getAppPath(): string {
    return '/opt/casino-client';
  }

  getPath(_name: 'userData'): string {
    return '/home/player/.config/casino-client';
  }

  getLocale(): string {
    return 'en-US';
  }

  getName(): string {
    return 'Casino Client';
  }

  getVersion(): string {
    return '1.2.3';
  }

  setAppUserModelId(id: string): void {
    this.userModelId = id;
  }

  setAsDefaultProtocolClient(protocol: string): boolean {
    this.protocolClients.push(protocol);
    return true;
  }

  requestSingleInstanceLock(): boolean {
    return this.locked;
  }

  quit(): void {
    this.quits += 1;
    this.emit('before-quit');
  }

  exit(code = 0): void {
    this.exitCode = code;
  }
}

/** Fake electron-updater `autoUpdater`: one listener per event, checks and downloads answered by the test. */
export class FakeUpdater implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  autoRunAppAfterInstall = true;
  allowPrerelease = true;
  allowDowngrade = true;
  forceDevUpdateConfig = true;
  disableWebInstaller = false;
  feed: unknown = null;
  checks = 0;
  downloads = 0;
  downloadResult: () => Promise<unknown> = async () => null;
  installs: [boolean | undefined, boolean | undefined][] = [];
  checkResult: () => Promise<unknown> = async () => null;
  readonly listeners = new Map<string, (...args: never[]) => void>();
  setFeedURL(options: { provider: 'generic'; url: string }): void {
    this.feed = options;
  }
  checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    return this.checkResult();
  }
  downloadUpdate(): Promise<unknown> {
    this.downloads += 1;
    return this.downloadResult();
  }
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.installs.push([isSilent, isForceRunAfter]);
  }
  on(event: string, listener: (...args: never[]) => void): this {
    this.listeners.set(event, listener);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    (this.listeners.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args);
  }
}

/** A logger that keeps warnings instead of printing them. */
export function quietLog(): { warn(message: string, ...details: unknown[]): void; messages: string[] } {
  const messages: string[] = [];
  return { messages, warn: (message) => void messages.push(message) };
}
