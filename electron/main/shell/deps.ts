/**
 * What the desktop shell takes from Electron and Node, as the narrow slices it uses. The real
 * objects are put together in electron/main/index.ts (the one file that imports 'electron'
 * values for the shell); tests/unit/electron/shell.test.ts builds the same record from fakes.
 * Most slices are the `…Like` types the services already take, so the shell adds no new contract.
 */
import type {
  BrowserWindowConstructorOptions,
  CustomScheme,
  MenuItemConstructorOptions,
  MessageBoxOptions,
} from 'electron';
import type { ConfigApp } from '../config';
import type { IpcMainLike } from '../ipc/handle';
import type { EventTarget } from '../ipc/events';
import type { PermissionSession } from '../security/permissions';
import type { ShellLike } from '../security/safeShell';
import type { GameSession, GameWindowLike } from '../services/gameWindows';
import type { Timers } from '../services/memberEvents/eventStream';
import type { NavigableWindow } from '../services/navigator';
import type { NotificationLike } from '../services/notifications';
import type { FetchLike } from '../services/platformApi';
import type { SafeStorageLike } from '../services/secureStore';
import type { OpenedSettings } from '../services/settingsStore';
import type { SingleInstanceApp } from '../services/singleInstance';
import type { TrayLike } from '../services/tray';
import type { UpdaterLike } from '../services/updater';
import type { MainWindowLike } from '../windows/mainWindow';
import type { Rect } from '../windows/windowState';

/** A window the shell opens: the main window and game windows come from the same factory. */
export type ShellWindow = MainWindowLike &
  NavigableWindow &
  GameWindowLike & {
    webContents: EventTarget;
    hide(): void;
    setProgressBar(progress: number): void;
    on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
    on(event: 'closed', listener: () => void): unknown;
  };

/** Any web contents Electron creates (the backstop in wireSecurity.ts sees them all). */
export type BackstopContents = {
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: () => { action: 'deny' }): void;
};

/** The slice of Electron's `app` used (with what config.ts and singleInstance.ts need). */
export type ShellApp = ConfigApp &
  SingleInstanceApp & {
    enableSandbox(): void;
    whenReady(): Promise<unknown>;
    getPath(name: 'userData'): string;
    getLocale(): string;
    getName(): string;
    getVersion(): string;
    setAppUserModelId(id: string): void;
    setAsDefaultProtocolClient(protocol: string): boolean;
    exit(exitCode?: number): void;
    on(event: 'web-contents-created', listener: (event: unknown, contents: BackstopContents) => void): unknown;
    on(event: 'before-quit', listener: () => void): unknown;
    on(event: 'activate', listener: () => void): unknown;
    on(event: 'window-all-closed', listener: () => void): unknown;
    on(event: 'will-quit', listener: () => void): unknown;
  };

/** A failed request of any web contents, as `webRequest.onErrorOccurred` reports it. */
export type RequestError = { url: string; error: string };

/** Electron's `session` module: the app's default session and the games' partitions. */
export type SessionsLike = {
  defaultSession: PermissionSession & {
    webRequest: { onErrorOccurred(listener: (details: RequestError) => void): void };
  };
  fromPartition(partition: string): GameSession;
};

export type ProtocolLike = {
  registerSchemesAsPrivileged(schemes: CustomScheme[]): void;
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
};

/** Electron's `dialog`; a message box sits over `window` when there is one. */
export type DialogLike<W> = {
  showMessageBox(window: W | null, options: MessageBoxOptions): Promise<{ response: number }>;
  showErrorBox(title: string, content: string): void;
};

/** The tray icon image: a file under resources/tray, a template image on macOS. */
export type TrayIcon = { path: string; template: boolean };

export type ShellTimers = Timers & {
  /** A repeating timer that must not keep the process alive on its own. */
  setInterval(callback: () => void, ms: number): unknown;
};

export type ShellLog = {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
};

/** The process the shell runs in (`process` in production). */
export type ShellProcess = {
  platform: string;
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  resourcesPath: string;
};

export type ShellDeps<W extends ShellWindow> = {
  app: ShellApp;
  protocol: ProtocolLike;
  session: SessionsLike;
  ipcMain: IpcMainLike;
  /** windows/browserWindow.electron.ts's createBrowserWindow in production. */
  createWindow(options: BrowserWindowConstructorOptions): W;
  screen: { getPrimaryDisplay(): { id: number; workArea: Rect }; getAllDisplays(): { id: number; workArea: Rect }[] };
  dialog: DialogLike<W>;
  /** Electron's `Menu`; the built menus are opaque to the shell. */
  menu: { buildFromTemplate(template: MenuItemConstructorOptions[]): unknown; setApplicationMenu(menu: unknown): void };
  /** `new Tray(icon)`; throws where the desktop has no tray. */
  createTray(icon: TrayIcon): TrayLike<unknown>;
  notifications: {
    isSupported(): boolean;
    create(options: { title: string; body: string; icon: string }): NotificationLike;
  };
  safeStorage: SafeStorageLike;
  shell: ShellLike;
  /** Electron's `net.fetch` (Chromium's network stack, the system proxy and certificates). */
  fetch: FetchLike;
  /** electron-updater's `autoUpdater` (services/updater.electron.ts). */
  createUpdater(): UpdaterLike;
  /** services/settingsStore.electron.ts's openElectronSettings. */
  openSettings(userDataDir: string, notify: (notice: string) => void): OpenedSettings;
  /** Reads a file of the renderer bundle (app://bundle). */
  readFile(path: string): Promise<Uint8Array>;
  /** Reads the operator configuration file (config.ts). */
  readTextFile(path: string): string;
  randomUUID(): string;
  timers: ShellTimers;
  now(): number;
  random(): number;
  process: ShellProcess;
  log: ShellLog;
};
